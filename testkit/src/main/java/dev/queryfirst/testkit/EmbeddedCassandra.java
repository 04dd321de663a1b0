package dev.queryfirst.testkit;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.Row;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A real Apache Cassandra 5.0 node, run from the {@code cassandra-all} jar in a separate JVM.
 *
 * <p>The node listens on a loopback address with free ports and keeps its data in a temporary
 * directory that {@link #close()} deletes. A forked JVM (rather than Cassandra inside the test JVM)
 * keeps Cassandra's static state, threads and JDK requirements out of the tests: the tests may run
 * on any JDK, and {@link #kill()} is a real process death. Startup takes about 10 s on two cores.
 *
 * <pre>{@code
 * try (EmbeddedCassandra cassandra = EmbeddedCassandra.create().start();
 *      CqlSession session = cassandra.newSession()) {
 *     session.execute("CREATE KEYSPACE demo WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
 * }
 * }</pre>
 *
 * <p>Any other driver setup works too: {@code CqlSession.builder().addContactPoint(cassandra.contactPoint())
 * .withLocalDatacenter(cassandra.localDatacenter())}.
 *
 * <p>Writes are acknowledged only once they are in the commit log, so data survives {@link #kill()}
 * and {@link #restart()}. The forked JVM dies with its parent: a shutdown hook ends it when this JVM
 * exits, and if this JVM is killed outright the node notices its stdin closing, exits and deletes
 * its temporary directory. Instances are thread-safe.
 */
public final class EmbeddedCassandra implements AutoCloseable {

    /** The data center name of {@code SimpleSnitch}, which every testkit node uses. */
    public static final String LOCAL_DATACENTER = "datacenter1";

    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(40);
    private static final int LOG_TAIL_LINES = 40;

    private final NodeSpec spec;
    private final Duration startupTimeout;
    private final Runnable cleanup = this::destroyQuietly;
    private volatile Process process;
    private OutputStream lifeline;
    private String releaseVersion;

    private EmbeddedCassandra(NodeSpec spec, Duration startupTimeout) {
        this.spec = spec;
        this.startupTimeout = startupTimeout;
    }

    /** A single node on 127.0.0.1 with free ports, a 1 GB heap and a temporary directory; not started yet. */
    public static EmbeddedCassandra create() {
        return builder().build();
    }

    /** Options for a node, e.g. for a cluster member: {@code builder().address("127.0.0.2")…build()}. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Starts the forked node and waits until it answers CQL.
     *
     * @return this node, for chaining
     * @throws IllegalStateException if it is already running, or it exits or times out while starting;
     *                               the message holds the tail of the node's log
     */
    public synchronized EmbeddedCassandra start() {
        if (isRunning()) {
            throw new IllegalStateException("Cassandra on " + spec.address() + " is already running");
        }
        // A node that died on its own still holds the pipe of its stdin.
        closeLifeline();
        process = null;
        Path javaHome = JavaRuntimes.ofThisMachine().select();
        try {
            NodeFiles.write(spec, ForkClasspath.ofThisJvm());
            if (spec.owner() == null) {
                ForkedProcesses.register(cleanup);
            }
            process = NodeFork.start(spec, javaHome);
            lifeline = spec.owner() == null ? process.getOutputStream() : null;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot fork Cassandra with " + javaHome, e);
        }
        releaseVersion = awaitReady(process);
        return this;
    }

    /**
     * Stops the node gracefully (Cassandra drains: memtables are flushed), forcibly if that takes
     * over 40 s. Data stays for a {@link #start()} or {@link #restart()}. Does nothing if not running.
     */
    public synchronized void stop() {
        if (process == null) {
            return;
        }
        if (lifeline == null) {
            // A node with an owner has no lifeline; SIGTERM runs the same drain.
            process.destroy();
        } else {
            try {
                lifeline.write(CassandraLauncher.STOP_COMMAND);
                lifeline.flush();
            } catch (IOException e) {
                // The node is already gone; waiting below returns at once.
            }
            closeLifeline();
        }
        if (!ForkedProcesses.waitFor(process, STOP_TIMEOUT)) {
            process.destroyForcibly();
            ForkedProcesses.waitFor(process, STOP_TIMEOUT);
        }
        process = null;
    }

    /**
     * Kills the node with SIGKILL, as a crash would: no drain, no flush. Acknowledged writes are in
     * the commit log and come back on {@link #restart()}. Does nothing if not running.
     */
    public synchronized void kill() {
        if (process == null) {
            return;
        }
        process.toHandle().destroyForcibly();
        ForkedProcesses.waitFor(process, STOP_TIMEOUT);
        closeLifeline();
        process = null;
    }

    /** Stops the node if it runs, then starts it again with the same data directory, address and ports. */
    public synchronized EmbeddedCassandra restart() {
        stop();
        return start();
    }

    /** Whether the forked JVM is alive (it may still be starting, or be unreachable). */
    public synchronized boolean isRunning() {
        return process != null && process.isAlive();
    }

    /** The CQL address: {@code address:nativePort}, fixed for the life of this object. */
    public InetSocketAddress contactPoint() {
        return new InetSocketAddress(spec.address(), spec.nativePort());
    }

    /** The data center to give the driver's load balancing policy; always {@value #LOCAL_DATACENTER}. */
    public String localDatacenter() {
        return LOCAL_DATACENTER;
    }

    /**
     * The node's JMX port, on the loopback address, without authentication: {@code nodetool -p
     * <port> tablestats}. Fixed for the life of this object.
     */
    public int jmxPort() {
        return spec.jmxPort();
    }

    /** The node's root directory: data, commit log, configuration ({@code conf/}) and logs ({@code logs/}). */
    public Path directory() {
        return spec.directory();
    }

    /** The node's {@code cassandra.yaml}, which its tools read too. */
    Path configFile() {
        return spec.configFile();
    }

    /** The forked JVM's process, or empty when it does not run. */
    synchronized Optional<ProcessHandle> processHandle() {
        return Optional.ofNullable(process).map(Process::toHandle);
    }

    /** The {@code release_version} the node reported when it last started, or null before that. */
    public synchronized String releaseVersion() {
        return releaseVersion;
    }

    /** A new session connected to this node, without a keyspace, with timeouts suited to slow machines. */
    public CqlSession newSession() {
        return Sessions.builder(List.of(contactPoint()), LOCAL_DATACENTER).build();
    }

    /**
     * Ends the node and, if the directory was temporary, deletes it. A node with a temporary
     * directory is killed rather than drained: its data is about to be deleted anyway.
     */
    @Override
    public synchronized void close() {
        if (spec.temporary()) {
            kill();
            NodeFiles.delete(spec.directory());
        } else {
            stop();
        }
        ForkedProcesses.unregister(cleanup);
    }

    private String awaitReady(Process forked) {
        long deadline = System.nanoTime() + startupTimeout.toNanos();
        DriverException lastFailure = null;
        while (true) {
            if (!forked.isAlive()) {
                closeLifeline();
                process = null;
                throw startupFailure("exited with code " + forked.exitValue() + " while starting", lastFailure);
            }
            if (System.nanoTime() > deadline) {
                kill();
                throw startupFailure("did not answer CQL within " + startupTimeout.toSeconds() + " s", lastFailure);
            }
            if (portOpen()) {
                try (CqlSession session = newSession()) {
                    Row row = session.execute("SELECT release_version FROM system.local")
                            .one();
                    return Objects.requireNonNull(row).getString(0);
                } catch (DriverException e) {
                    lastFailure = e;
                }
            }
            sleep(200);
        }
    }

    private boolean portOpen() {
        try (Socket socket = new Socket()) {
            socket.connect(contactPoint(), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private IllegalStateException startupFailure(String what, Throwable cause) {
        return new IllegalStateException(
                "Cassandra on " + contactPoint() + " " + what
                        + " (data in " + spec.directory() + ").\n"
                        + NodeFiles.tail(spec.systemLog(), "system.log", LOG_TAIL_LINES)
                        + NodeFiles.tail(spec.consoleLog(), "console.log", LOG_TAIL_LINES),
                cause);
    }

    private void closeLifeline() {
        if (lifeline != null) {
            try {
                lifeline.close();
            } catch (IOException e) {
                // The child is gone already; there is nothing left to tell it.
            }
            lifeline = null;
        }
    }

    private void destroyQuietly() {
        Process forked = process;
        if (forked != null) {
            forked.destroyForcibly();
            ForkedProcesses.waitFor(forked, Duration.ofSeconds(10));
        }
        if (spec.temporary()) {
            NodeFiles.delete(spec.directory());
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for Cassandra", e);
        }
    }

    /**
     * Options of one node. Every option has a default suited to a single node on a laptop:
     *
     * <pre>{@code
     * EmbeddedCassandra node = EmbeddedCassandra.builder()
     *         .heapMb(768)
     *         .startupTimeout(Duration.ofMinutes(2))
     *         .build()
     *         .start();
     * }</pre>
     */
    public static final class Builder {

        private String address = "127.0.0.1";
        private int nativePort;
        private int storagePort;
        private String seeds;
        private long initialToken;
        private int heapMb = 1024;
        private Path directory;
        private Duration startupTimeout = Duration.ofMinutes(3);
        private NodeOwner owner;

        private Builder() {}

        /** Loopback address to listen on; default {@code 127.0.0.1}. */
        public Builder address(String address) {
            this.address = Objects.requireNonNull(address, "address");
            return this;
        }

        /** CQL port; default 0, a free port chosen at {@link #build()}. */
        public Builder nativePort(int port) {
            this.nativePort = port;
            return this;
        }

        /** Internode port, the same for every node of a cluster; default 0, a free port. */
        public Builder storagePort(int port) {
            this.storagePort = port;
            return this;
        }

        /** Seed list {@code host:port[,…]}; default this node itself. */
        public Builder seeds(String seeds) {
            this.seeds = seeds;
            return this;
        }

        /** The node's only token (Murmur3, a signed 64-bit value); default 0. */
        public Builder initialToken(long token) {
            this.initialToken = token;
            return this;
        }

        /** Heap of the forked JVM in MB; default 1024. */
        public Builder heapMb(int heapMb) {
            if (heapMb < 256) {
                throw new IllegalArgumentException("heapMb must be at least 256, was " + heapMb);
            }
            this.heapMb = heapMb;
            return this;
        }

        /** Directory to keep the node in, kept on {@link #close()}; default a new temporary one, deleted. */
        public Builder directory(Path directory) {
            this.directory = directory;
            return this;
        }

        /** How long {@link #start()} waits for CQL; default 3 minutes (a shared CI machine can be slow). */
        public Builder startupTimeout(Duration timeout) {
            this.startupTimeout = Objects.requireNonNull(timeout, "timeout");
            return this;
        }

        /**
         * Lets the node outlive the JVM that starts it: it ends, and deletes a temporary directory,
         * when {@code owner} ends. {@link #close()} still ends it at once.
         */
        Builder ownedBy(NodeOwner owner) {
            this.owner = owner;
            return this;
        }

        /** The node, not started; free ports are chosen here. */
        public EmbeddedCassandra build() {
            List<String> on = List.of(address);
            int cql = nativePort != 0 ? nativePort : Ports.free(on, storagePort);
            int storage = storagePort != 0 ? storagePort : Ports.free(on, cql);
            // Local JMX always listens on the loopback address, whatever the node's own address.
            int jmx = Ports.free(List.of("127.0.0.1"), cql, storage);
            String seedList = seeds != null ? seeds : address + ":" + storage;
            boolean temporary = directory == null;
            Path dir;
            try {
                dir = temporary ? Files.createTempDirectory("queryfirst-cassandra-") : directory;
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot create a temporary directory for Cassandra", e);
            }
            NodeSpec spec = new NodeSpec(
                    address, cql, storage, jmx, seedList, initialToken, heapMb, dir.toAbsolutePath(), temporary, owner);
            return new EmbeddedCassandra(spec, startupTimeout);
        }
    }
}
