package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.metadata.Node;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * A node's JMX, as {@code nodetool} uses it: to flush a keyspace's memtables (a partition's size
 * is measured when it is written to an SSTable) and to read a table's partition-size histogram,
 * which no virtual table exposes below a mebibyte. Only the JDK's own JMX client is used, and only
 * values of JDK types are read, so no Cassandra class is needed here.
 */
final class Jmx implements AutoCloseable {

    private static final long CONNECT_SECONDS = 15;
    private static final String STORAGE_SERVICE = "org.apache.cassandra.db:type=StorageService";

    private final JMXConnector connector;
    private final MBeanServerConnection server;
    private final String where;

    private Jmx(JMXConnector connector, String where) throws IOException {
        this.connector = connector;
        this.server = connector.getMBeanServerConnection();
        this.where = where;
    }

    /**
     * Connects to {@code node}'s JMX: the port given in the options, else the one the node reports
     * ({@code cassandra.jmx.remote.port} on its address, {@code cassandra.jmx.local.port} on this
     * machine's loopback), else Cassandra's default 7199 on its address.
     */
    static NodeFigure<Jmx> connect(NodeViews views, Node node, RehearsalOptions options) {
        String host = ((InetSocketAddress) node.getEndPoint().resolve()).getHostString();
        int port = options.jmxPort();
        if (port == 0) {
            String remote = views.property(node, "cassandra.jmx.remote.port").orElse(null);
            String local = views.property(node, "cassandra.jmx.local.port").orElse(null);
            if (remote != null) {
                port = Integer.parseInt(remote.strip());
            } else if (local != null) {
                port = Integer.parseInt(local.strip());
                host = "127.0.0.1";
            } else {
                port = 7199;
            }
        }
        String where = host + ":" + port;
        try {
            JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://" + where + "/jmxrmi");
            Map<String, Object> environment = new HashMap<>();
            options.jmxCredentials().ifPresent(c -> environment.put(JMXConnector.CREDENTIALS, c));
            JMXConnector connector = CompletableFuture.supplyAsync(() -> {
                        try {
                            return JMXConnectorFactory.connect(url, environment);
                        } catch (IOException e) {
                            throw new IllegalStateException(e.getMessage(), e);
                        }
                    })
                    .get(CONNECT_SECONDS, TimeUnit.SECONDS);
            return NodeFigure.of(new Jmx(connector, where));
        } catch (IOException | ExecutionException | TimeoutException | RuntimeException e) {
            return NodeFigure.missing(NodeViews.describe(node) + " gives no JMX at " + where + " (" + rootMessage(e)
                    + "), so it cannot be flushed nor its partition sizes read: open its JMX to this machine, or"
                    + " give the port with RehearsalOptions.withJmxPort (and withJmxCredentials)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return NodeFigure.missing("interrupted while connecting to JMX at " + where);
        }
    }

    /** Writes the memtables of {@code tables} to SSTables, as {@code nodetool flush} does. */
    void flush(String keyspace, List<String> tables) {
        try {
            server.invoke(
                    new ObjectName(STORAGE_SERVICE),
                    "forceKeyspaceFlush",
                    new Object[] {keyspace, tables.toArray(String[]::new)},
                    new String[] {String.class.getName(), String[].class.getName()});
        } catch (JMException | IOException e) {
            throw new IllegalStateException(
                    "flushing " + keyspace + " through JMX at " + where + " failed: " + rootMessage(e), e);
        }
    }

    /** Records this node's size estimates now, as {@code nodetool refreshsizeestimates} does. */
    void refreshSizeEstimates() {
        try {
            server.invoke(new ObjectName(STORAGE_SERVICE), "refreshSizeEstimates", new Object[0], new String[0]);
        } catch (JMException | IOException e) {
            throw new IllegalStateException(
                    "refreshing the size estimates through JMX at " + where + " failed: " + rootMessage(e), e);
        }
    }

    /** What {@code nodetool tablestats} shows of one table's SSTables on this node. */
    NodeFigure<TableStats> tableStats(String keyspace, String table) {
        try {
            long[] sizes = (long[]) gauge(keyspace, table, "EstimatedPartitionSizeHistogram");
            int sstables = ((Number) gauge(keyspace, table, "LiveSSTableCount")).intValue();
            double ratio = ((Number) gauge(keyspace, table, "CompressionRatio")).doubleValue();
            // The SSTables' data before compression, repaired or not: the sum of their partitions' sizes.
            long bytes = 0;
            for (String name : new String[] {"BytesUnrepaired", "BytesRepaired", "BytesPendingRepair"}) {
                bytes += ((Number) gauge(keyspace, table, name)).longValue();
            }
            return NodeFigure.of(new TableStats(new Histogram(sizes), bytes, sstables, ratio));
        } catch (JMException | IOException | ClassCastException e) {
            return NodeFigure.missing(
                    "JMX at " + where + " gives no table metrics of " + keyspace + "." + table + ": " + rootMessage(e));
        }
    }

    private Object gauge(String keyspace, String table, String name) throws JMException, IOException {
        // Keyspace and table names are letters, digits and underscores: valid ObjectName values as they are.
        ObjectName metric = new ObjectName(
                "org.apache.cassandra.metrics:type=Table,keyspace=" + keyspace + ",scope=" + table + ",name=" + name);
        return server.getAttribute(metric, "Value");
    }

    @Override
    public void close() {
        try {
            connector.close();
        } catch (IOException e) {
            // The connection is going away either way; nothing was left to read.
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }

    /** Merges each table's SSTables into one, as {@code nodetool compact} does, so partitions are measured whole. */
    void compact(String keyspace, List<String> tables) {
        try {
            server.invoke(
                    new ObjectName(STORAGE_SERVICE),
                    "forceKeyspaceCompaction",
                    new Object[] {false, keyspace, tables.toArray(String[]::new)},
                    new String[] {boolean.class.getName(), String.class.getName(), String[].class.getName()});
        } catch (JMException | IOException e) {
            throw new IllegalStateException(
                    "compacting " + keyspace + " through JMX at " + where + " failed: " + rootMessage(e), e);
        }
    }

    /**
     * A table's SSTables on one node.
     *
     * @param partitionSizes the partition-size histogram (bytes, uncompressed, as written)
     * @param dataBytes the SSTables' data, uncompressed: every partition's exact size, summed
     * @param sstables live SSTables
     * @param compressionRatio compressed ÷ uncompressed bytes (-1 or 0 when unknown)
     */
    record TableStats(Histogram partitionSizes, long dataBytes, int sstables, double compressionRatio) {}
}
