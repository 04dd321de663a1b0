package dev.queryfirst.testkit;

import java.io.IOException;
import java.io.InputStream;

import org.apache.cassandra.service.CassandraDaemon;

/**
 * Main class of the forked node JVM: starts {@link CassandraDaemon} and ties its life to the parent.
 *
 * <p>The parent keeps this process's stdin open and never writes to it. End of input therefore means
 * the parent closed it on purpose ({@link EmbeddedCassandra#stop()}) or died, possibly by SIGKILL,
 * when no shutdown hook of its own could run; either way the node exits, running Cassandra's
 * shutdown hook (drain) first. A drain that hangs is cut short so no JVM is left behind.
 */
final class CassandraLauncher {

    private static final long DRAIN_LIMIT_MILLIS = 30_000;

    private CassandraLauncher() {
    }

    public static void main(String[] args) {
        Thread watcher = new Thread(() -> exitAtEndOf(System.in), "queryfirst-parent-watcher");
        watcher.setDaemon(true);
        watcher.start();
        CassandraDaemon.main(args);
    }

    private static void exitAtEndOf(InputStream parent) {
        byte[] buffer = new byte[256];
        try {
            while (parent.read(buffer) != -1) {
                // The parent writes nothing; reading only waits for the end of the stream.
            }
        } catch (IOException e) {
            // A broken pipe is the parent going away, the same as end of input.
        }
        Thread limit = new Thread(() -> {
            try {
                Thread.sleep(DRAIN_LIMIT_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Runtime.getRuntime().halt(1);
        }, "queryfirst-drain-limit");
        limit.setDaemon(true);
        limit.start();
        System.exit(0);
    }
}
