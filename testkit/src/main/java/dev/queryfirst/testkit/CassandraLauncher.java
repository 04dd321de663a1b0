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
 *
 * <p>A node started with {@link #OWNER_PROPERTY} outlives the JVM that started it (its stdin is
 * empty) and ends the same way when that owner process ends: the build that shares it is over.
 */
final class CassandraLauncher {

    static final byte[] STOP_COMMAND = "stop\n".getBytes(StandardCharsets.US_ASCII);
    static final String DIRECTORY_PROPERTY = "queryfirst.node.directory";
    static final String TEMPORARY_PROPERTY = "queryfirst.node.temporary";
    static final String OWNER_PROPERTY = "queryfirst.node.owner";

    /** How often a node with an owner looks whether it still runs. */
    private static final long OWNER_POLL_MILLIS = 500;

    /** A drain that hangs must not leave the JVM behind. */
    private static final long DRAIN_LIMIT_MILLIS = 30_000;

    private CassandraLauncher() {}

    public static void main(String[] args) {
        NodeOwner owner = NodeOwner.parse(System.getProperty(OWNER_PROPERTY));
        Runnable follow = owner == null ? () -> followParent(System.in) : () -> followOwner(owner);
        Thread watcher = new Thread(follow, "queryfirst-parent-watcher");
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
        if (parentDied) {
            endOrphaned();
        }
        exitWithin(DRAIN_LIMIT_MILLIS);
    }

    private static void followOwner(NodeOwner owner) {
        while (owner.isAlive()) {
            try {
                Thread.sleep(OWNER_POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        endOrphaned();
        exitWithin(DRAIN_LIMIT_MILLIS);
    }

    /** Nobody will stop or use this node any more: a temporary one goes at once, with its data. */
    private static void endOrphaned() {
        String directory = System.getProperty(DIRECTORY_PROPERTY);
        if (Boolean.getBoolean(TEMPORARY_PROPERTY) && directory != null) {
            deleteTree(Path.of(directory));
            Runtime.getRuntime().halt(2);
        }
    }

    private static void exitWithin(long millis) {
        Thread limit = new Thread(
                () -> {
                    try {
                        Thread.sleep(millis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    Runtime.getRuntime().halt(1);
                },
                "queryfirst-drain-limit");
        limit.setDaemon(true);
        limit.start();
        System.exit(0);
    }

    /** Best effort: Cassandra is still running and may hold or create a file meanwhile. */
    private static void deleteTree(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(file -> file.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // Nothing more can be done from a JVM that is about to halt.
        }
    }
}
