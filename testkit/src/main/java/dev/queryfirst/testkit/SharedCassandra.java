package dev.queryfirst.testkit;

import java.net.InetSocketAddress;
import java.util.List;

/**
 * The Cassandra that this JVM's tests share, for code outside JUnit's extension (a Spring test
 * context, a test fixture): the cluster named by {@code -Dqueryfirst.contactPoints}, the node every
 * test JVM of the build shares ({@code -Dqueryfirst.node.shareWithBuild=true}), or a node started
 * on first use and stopped when the JVM exits. {@link CassandraTest} classes use the same one.
 *
 * <pre>{@code
 * InetSocketAddress node = SharedCassandra.contactPoints().get(0);
 * CqlSession session = CqlSession.builder().addContactPoint(node)
 *     .withLocalDatacenter(SharedCassandra.localDatacenter()).build();
 * }</pre>
 */
public final class SharedCassandra {

    private static SharedCluster cluster;

    private SharedCassandra() {}

    /** Where to connect: every node's native-protocol address. Starts the node on first use. */
    public static List<InetSocketAddress> contactPoints() {
        return cluster().contactPoints();
    }

    /** The data center the contact points are in. Starts the node on first use. */
    public static String localDatacenter() {
        return cluster().localDatacenter();
    }

    static synchronized SharedCluster cluster() {
        if (cluster == null) {
            SharedCluster started = SharedCluster.fromSystemProperties(System.err);
            Runtime.getRuntime().addShutdownHook(new Thread(started::close, "queryfirst-testkit-shutdown"));
            cluster = started;
        }
        return cluster;
    }
}
