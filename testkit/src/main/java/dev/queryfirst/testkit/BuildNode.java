package dev.queryfirst.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.Properties;

/**
 * The one embedded node that every test JVM of a build shares.
 *
 * <p>Maven runs each module's tests in a JVM of its own. The first of them that needs Cassandra
 * starts the node {@linkplain EmbeddedCassandra.Builder#ownedBy owned by} the build's JVM, so it
 * outlives that test JVM, and records where it listens in a file named after the build's process;
 * the next test JVMs of the build find the record and connect. When the build's JVM ends, the node
 * ends and deletes its data. A file lock makes the check-then-start atomic across JVMs.
 *
 * <p>Turned on by {@code -Dqueryfirst.node.shareWithBuild=true}, which this project's surefire
 * configuration sets; without it (in an IDE, say) each test JVM starts a node of its own.
 */
final class BuildNode {

    static final String PROPERTY = "queryfirst.node.shareWithBuild";

    private static final String ADDRESS = "address";
    private static final String PORT = "port";

    private BuildNode() {}

    /** The build's node: the one its earlier test JVMs started if it still answers, else a new one. */
    static InetSocketAddress acquire(NodeOwner build, PrintStream progress) {
        Path registry = registryDirectory();
        Path record = registry.resolve("build-" + build.pid() + "-" + build.startMillis() + ".properties");
        try {
            Files.createDirectories(registry);
            try (FileChannel lock = FileChannel.open(
                            registry.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock held = lock.lock()) {
                Optional<InetSocketAddress> running = read(record).filter(BuildNode::answers);
                if (running.isPresent()) {
                    progress.println(
                            "Using the embedded Cassandra this build started, at " + hostAndPort(running.get()));
                    return running.get();
                }
                forgetEndedBuilds(registry);
                InetSocketAddress started = start(build, progress);
                write(record, started);
                return started;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot share the embedded Cassandra through " + registry, e);
        }
    }

    private static InetSocketAddress start(NodeOwner build, PrintStream progress) {
        EmbeddedCassandra node = EmbeddedCassandra.builder().ownedBy(build).build();
        progress.print("Starting embedded Cassandra " + SharedCluster.bundledVersion()
                + " in a forked JVM, shared by the test JVMs of this build … ");
        progress.flush();
        long began = System.nanoTime();
        try {
            node.start();
        } catch (RuntimeException e) {
            progress.println("failed");
            node.close();
            throw e;
        }
        progress.printf(
                "ready in %.1f s at %s (node process %d)%n",
                (System.nanoTime() - began) / 1e9,
                hostAndPort(node.contactPoint()),
                node.processHandle().map(ProcessHandle::pid).orElse(-1L));
        return node.contactPoint();
    }

    /**
     * {@code java.io.tmpdir/queryfirst-testkit-<user>}: outside any module, so every JVM of the
     * build finds it, and per user, so that one user's directory does not lock out another.
     */
    static Path registryDirectory() {
        String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9_.-]", "_");
        return Path.of(System.getProperty("java.io.tmpdir"), "queryfirst-testkit-" + user);
    }

    private static Optional<InetSocketAddress> read(Path record) throws IOException {
        if (!Files.isRegularFile(record)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(record)) {
            properties.load(in);
        }
        return Optional.of(
                new InetSocketAddress(properties.getProperty(ADDRESS), Integer.parseInt(properties.getProperty(PORT))));
    }

    private static void write(Path record, InetSocketAddress node) throws IOException {
        Properties properties = new Properties();
        properties.setProperty(ADDRESS, node.getHostString());
        properties.setProperty(PORT, Integer.toString(node.getPort()));
        try (OutputStream out = Files.newOutputStream(record)) {
            properties.store(out, "The embedded Cassandra of the build whose JVM has the pid in this file's name");
        }
    }

    /** Records of builds whose JVM is gone: their nodes ended with them. */
    private static void forgetEndedBuilds(Path registry) throws IOException {
        try (DirectoryStream<Path> records = Files.newDirectoryStream(registry, "build-*-*.properties")) {
            for (Path record : records) {
                String[] parts = record.getFileName()
                        .toString()
                        .replace(".properties", "")
                        .split("-");
                NodeOwner owner = new NodeOwner(Long.parseLong(parts[1]), Long.parseLong(parts[2]));
                if (!owner.isAlive()) {
                    Files.deleteIfExists(record);
                }
            }
        }
    }

    private static boolean answers(InetSocketAddress node) {
        try (Socket socket = new Socket()) {
            socket.connect(node, 2_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static String hostAndPort(InetSocketAddress address) {
        return address.getHostString() + ":" + address.getPort();
    }
}
