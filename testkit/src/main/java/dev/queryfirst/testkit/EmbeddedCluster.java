package dev.queryfirst.testkit;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.math.BigInteger;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * A small Cassandra cluster on one machine: node {@code i} is a forked {@link EmbeddedCassandra} on
 * {@code 127.0.0.i}, all with the same ports, one evenly spaced token each and 127.0.0.1 as seed.
 *
 * <p>Use it for what a single node cannot show: replication, consistency levels, a replica dying.
 * Each node takes about 10 s to start and 768 MB of heap.
 *
 * <pre>{@code
 * try (EmbeddedCluster cluster = EmbeddedCluster.of(3);
 *      CqlSession session = cluster.newSession()) {
 *     session.execute("CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3}");
 *     cluster.node(3).kill();        // QUORUM reads and writes still succeed
 *     cluster.node(3).restart();
 * }
 * }</pre>
 *
 * <p>Linux routes all of 127.0.0.0/8 to the loopback interface; on macOS add the aliases first
 * ({@code sudo ifconfig lo0 alias 127.0.0.2 up}, and so on).
 */
public final class EmbeddedCluster implements AutoCloseable {

    private static final int HEAP_MB = 768;
    private static final Duration PEERS_TIMEOUT = Duration.ofSeconds(90);

    private final List<EmbeddedCassandra> nodes;

    private EmbeddedCluster(List<EmbeddedCassandra> nodes) {
        this.nodes = List.copyOf(nodes);
    }

    /**
     * Starts {@code size} nodes, the seed (node 1) first since the others join through it, and
     * returns once every node lists all the others in {@code system.peers}.
     *
     * @throws IllegalArgumentException if {@code size} is not between 1 and 9
     * @throws IllegalStateException    if a loopback address is unusable or a node fails to start;
     *                                  the nodes already started are stopped
     */
    public static EmbeddedCluster of(int size) {
        if (size < 1 || size > 9) {
            throw new IllegalArgumentException("size must be between 1 and 9, was " + size);
        }
        List<String> addresses = new ArrayList<>();
        for (int i = 1; i <= size; i++) {
            addresses.add("127.0.0." + i);
        }
        requireLoopbackAliases(addresses);
        int nativePort = Ports.free(addresses);
        int storagePort = Ports.free(addresses, nativePort);
        List<EmbeddedCassandra> nodes = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            nodes.add(EmbeddedCassandra.builder()
                    .address(addresses.get(i))
                    .nativePort(nativePort)
                    .storagePort(storagePort)
                    .seeds(addresses.get(0) + ":" + storagePort)
                    .initialToken(token(i, size))
                    .heapMb(HEAP_MB)
                    .build());
        }
        EmbeddedCluster cluster = new EmbeddedCluster(nodes);
        try {
            nodes.get(0).start();
            startTogether(nodes.subList(1, nodes.size()));
            cluster.awaitFullMesh();
            return cluster;
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /**
     * Starts the non-seed nodes in parallel: much of a start is waiting (gossip rounds, ring delay),
     * so even on two cores this beats one after the other. They join without streaming
     * ({@code auto_bootstrap: false}), so concurrent joins do not conflict.
     */
    private static void startTogether(List<EmbeddedCassandra> nodes) {
        List<CompletableFuture<EmbeddedCassandra>> starts = new ArrayList<>();
        for (EmbeddedCassandra node : nodes) {
            starts.add(CompletableFuture.supplyAsync(node::start, runnable -> {
                Thread thread = new Thread(
                        runnable, "queryfirst-start-" + node.contactPoint().getHostString());
                thread.setDaemon(true);
                thread.start();
            }));
        }
        RuntimeException failure = null;
        for (CompletableFuture<EmbeddedCassandra> start : starts) {
            try {
                start.join();
            } catch (CompletionException e) {
                RuntimeException cause = e.getCause() instanceof RuntimeException r ? r : e;
                if (failure == null) {
                    failure = cause;
                } else {
                    failure.addSuppressed(cause);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Token of node {@code index} (0-based) of {@code size}: the Murmur3 ring split in equal parts. */
    static long token(int index, int size) {
        BigInteger ring = BigInteger.ONE.shiftLeft(64);
        BigInteger offset = ring.multiply(BigInteger.valueOf(index)).divide(BigInteger.valueOf(size));
        return BigInteger.valueOf(Long.MIN_VALUE).add(offset).longValueExact();
    }

    /** Node {@code number}, counted from 1 like its address: {@code node(2)} listens on 127.0.0.2. */
    public EmbeddedCassandra node(int number) {
        if (number < 1 || number > nodes.size()) {
            throw new IllegalArgumentException("number must be between 1 and " + nodes.size() + ", was " + number);
        }
        return nodes.get(number - 1);
    }

    /** All nodes, node 1 first. */
    public List<EmbeddedCassandra> nodes() {
        return nodes;
    }

    /** Every node's CQL address, node 1 first. */
    public List<InetSocketAddress> contactPoints() {
        return nodes.stream().map(EmbeddedCassandra::contactPoint).toList();
    }

    /** The data center of every node; always {@value EmbeddedCassandra#LOCAL_DATACENTER}. */
    public String localDatacenter() {
        return EmbeddedCassandra.LOCAL_DATACENTER;
    }

    /** A new session with every node as contact point and timeouts suited to slow machines. */
    public CqlSession newSession() {
        return Sessions.builder(contactPoints(), localDatacenter()).build();
    }

    /** Ends every node and deletes their temporary directories. */
    @Override
    public void close() {
        RuntimeException failure = null;
        for (EmbeddedCassandra node : nodes) {
            try {
                node.close();
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Gossip is asynchronous: a started node may not know its peers yet. */
    private void awaitFullMesh() {
        long deadline = System.nanoTime() + PEERS_TIMEOUT.toNanos();
        try (CqlSession session = newSession()) {
            while (true) {
                String missing = peersMissing(session);
                if (missing.isEmpty()) {
                    return;
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("Cluster nodes did not see each other within "
                            + PEERS_TIMEOUT.toSeconds() + " s: " + missing);
                }
                sleep();
            }
        }
    }

    /** Empty when every node lists every other in system.peers, else what is missing. */
    private String peersMissing(CqlSession session) {
        List<Node> known = new ArrayList<>(session.getMetadata().getNodes().values());
        if (known.size() < nodes.size()) {
            return "the driver knows " + known.size() + " of " + nodes.size() + " nodes";
        }
        for (Node node : known) {
            try {
                int peers = session.execute(SimpleStatement.newInstance("SELECT peer FROM system.peers")
                                .setNode(node))
                        .all()
                        .size();
                if (peers < nodes.size() - 1) {
                    return node.getEndPoint() + " lists " + peers + " of " + (nodes.size() - 1) + " peers";
                }
            } catch (DriverException e) {
                return node.getEndPoint() + " does not answer: " + Objects.toString(e.getMessage());
            }
        }
        return "";
    }

    private static void requireLoopbackAliases(List<String> addresses) {
        for (String address : addresses) {
            if (!Ports.bindable(List.of(address), 0)) {
                throw new IllegalStateException("Cannot bind " + address + ": a local cluster needs every"
                        + " 127.0.0.x address on the loopback interface (on macOS: sudo ifconfig lo0 alias "
                        + address + " up).");
            }
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(250);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the cluster", e);
        }
    }
}
