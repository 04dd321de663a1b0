package dev.queryfirst.testkit;

import com.datastax.oss.driver.api.core.CqlSession;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * The Cassandra that every {@link CassandraTest} class of a test run shares: the existing cluster
 * named by {@code -Dqueryfirst.contactPoints}, the {@link BuildNode} every test JVM of the build
 * shares, or an embedded node started here for this JVM alone. It holds one
 * administrative session for creating and dropping keyspaces, and hands out unique keyspace names.
 */
final class SharedCluster implements AutoCloseable {

    static final String CONTACT_POINTS_PROPERTY = "queryfirst.contactPoints";
    static final String LOCAL_DC_PROPERTY = "queryfirst.localDc";

    private final EmbeddedCassandra node;
    private final List<InetSocketAddress> contactPoints;
    private final String localDatacenter;
    private final CqlSession admin;
    private final Set<String> keyspaceNames = new HashSet<>();

    private SharedCluster(EmbeddedCassandra node, List<InetSocketAddress> contactPoints, String localDatacenter) {
        this.node = node;
        this.contactPoints = List.copyOf(contactPoints);
        this.localDatacenter = localDatacenter;
        this.admin = Sessions.builder(contactPoints, localDatacenter).build();
    }

    /** The external cluster if the system properties name one, else the build's node if shared, else a new node. */
    static SharedCluster fromSystemProperties(PrintStream progress) {
        String contactPoints = System.getProperty(CONTACT_POINTS_PROPERTY);
        if (contactPoints != null && !contactPoints.isBlank()) {
            String dc = System.getProperty(LOCAL_DC_PROPERTY);
            if (dc == null || dc.isBlank()) {
                throw new IllegalStateException("-D" + CONTACT_POINTS_PROPERTY + " is set, so -D" + LOCAL_DC_PROPERTY
                        + " must name the data center of those hosts (see system.local's data_center).");
            }
            List<InetSocketAddress> addresses = parseContactPoints(contactPoints);
            progress.println(
                    "Using the Cassandra cluster at " + contactPoints.trim() + " (data center " + dc.trim() + ")");
            return new SharedCluster(null, addresses, dc.trim());
        }
        Optional<NodeOwner> build =
                Boolean.getBoolean(BuildNode.PROPERTY) ? NodeOwner.buildOf(ProcessHandle.current()) : Optional.empty();
        if (build.isPresent()) {
            InetSocketAddress node = BuildNode.acquire(build.get(), progress);
            return new SharedCluster(null, List.of(node), EmbeddedCassandra.LOCAL_DATACENTER);
        }
        EmbeddedCassandra node = EmbeddedCassandra.create();
        progress.print("Starting embedded Cassandra " + bundledVersion() + " in a forked JVM … ");
        progress.flush();
        long started = System.nanoTime();
        try {
            node.start();
            SharedCluster shared = new SharedCluster(node, List.of(node.contactPoint()), node.localDatacenter());
            progress.printf(
                    "ready in %.1f s at %s%n", (System.nanoTime() - started) / 1e9, hostAndPort(node.contactPoint()));
            return shared;
        } catch (RuntimeException e) {
            progress.println("failed");
            node.close();
            throw e;
        }
    }

    /** {@code host:port[,host:port]}; the port defaults to 9042. */
    static List<InetSocketAddress> parseContactPoints(String value) {
        List<InetSocketAddress> addresses = new ArrayList<>();
        for (String item : value.split(",")) {
            String hostPort = item.trim();
            if (hostPort.isEmpty()) {
                continue;
            }
            int colon = hostPort.lastIndexOf(':');
            boolean hasPort = colon > 0 && hostPort.indexOf(']') < colon && !hostPort.endsWith("]");
            String host = hasPort ? hostPort.substring(0, colon) : hostPort;
            int port = hasPort ? Integer.parseInt(hostPort.substring(colon + 1)) : 9042;
            addresses.add(
                    InetSocketAddress.createUnresolved(host.replace("[", "").replace("]", ""), port));
        }
        if (addresses.isEmpty()) {
            throw new IllegalArgumentException("No contact point in '" + value + "'");
        }
        return addresses;
    }

    /** The version of the cassandra-all jar on the classpath, read without loading Cassandra. */
    static String bundledVersion() {
        try (InputStream in = SharedCluster.class
                .getClassLoader()
                .getResourceAsStream("org/apache/cassandra/config/version.properties")) {
            if (in == null) {
                return "5.0";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("CassandraVersion", "5.0");
        } catch (IOException e) {
            return "5.0";
        }
    }

    private static String hostAndPort(InetSocketAddress address) {
        return address.getHostString() + ":" + address.getPort();
    }

    List<InetSocketAddress> contactPoints() {
        return contactPoints;
    }

    String localDatacenter() {
        return localDatacenter;
    }

    CqlSession admin() {
        return admin;
    }

    /** {@code base}, or {@code base_2}, {@code base_3}… if an earlier class of this run took it. */
    synchronized String reserveKeyspaceName(String base) {
        String name = base;
        for (int n = 2; !keyspaceNames.add(name); n++) {
            String suffix = "_" + n;
            name = base.substring(0, Math.min(base.length(), KeyspaceNames.MAX_LENGTH - suffix.length())) + suffix;
        }
        return name;
    }

    @Override
    public void close() {
        try {
            admin.close();
        } finally {
            if (node != null) {
                node.close();
            }
        }
    }
}
