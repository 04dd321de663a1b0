package dev.queryfirst.testkit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import org.apache.cassandra.service.CassandraDaemon;

/**
 * Main class of the forked node JVM: starts {@link CassandraDaemon} and ties its life to the parent.
 *
 * <p>The parent keeps this process's stdin open. {@link EmbeddedCassandra#stop()} writes
 * {@link #STOP_COMMAND} and closes it: the node exits through Cassandra's shutdown hook, which
 * drains (flushes memtables). End of input without that command means the parent died, possibly
 * by SIGKILL, when none of its own cleanup could run: the node then exits at once and, if its
 * directory is temporary, deletes it, so a crashed test run leaves neither JVMs nor data behind.
 */
final class CassandraLauncher {

    static final byte[] STOP_COMMAND = "stop\n".getBytes(StandardCharsets.US_ASCII);
    static final String DIRECTORY_PROPERTY = "queryfirst.node.directory";
    static final String TEMPORARY_PROPERTY = "queryfirst.node.temporary";

    /** A drain that hangs must not leave the JVM behind. */
    private static final long DRAIN_LIMIT_MILLIS = 30_000;

    private CassandraLauncher() {
    }

    public static void main(String[] args) {
        Thread watcher = new Thread(() -> followParent(System.in), "queryfirst-parent-watcher");
        watcher.setDaemon(true);
        watcher.start();
        CassandraDaemon.main(args);
    }

    private static void followParent(InputStream parent) {
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        byte[] buffer = new byte[64];
        try {
            for (int n = parent.read(buffer); n != -1; n = parent.read(buffer)) {
                received.write(buffer, 0, n);
            }
        } catch (IOException e) {
            // A broken pipe is the parent going away, the same as end of input.
        }
        boolean parentDied = !received.toString(StandardCharsets.US_ASCII).contains("stop");
        String directory = System.getProperty(DIRECTORY_PROPERTY);
        if (parentDied && Boolean.getBoolean(TEMPORARY_PROPERTY) && directory != null) {
            deleteTree(Path.of(directory));
            Runtime.getRuntime().halt(2);
        }
        exitWithin(DRAIN_LIMIT_MILLIS);
    }

    private static void exitWithin(long millis) {
        Thread limit = new Thread(() -> {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Runtime.getRuntime().halt(1);
        }, "queryfirst-drain-limit");
        limit.setDaemon(true);
        limit.start();
        System.exit(0);
    }

    /** Best effort: Cassandra is still running and may hold or create a file meanwhile. */
    private static void deleteTree(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // Nothing more can be done from a JVM that is about to halt.
        }
    }
}
