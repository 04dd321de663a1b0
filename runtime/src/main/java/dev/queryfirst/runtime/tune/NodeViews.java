package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What each node says about itself over CQL: Cassandra 5.0's virtual tables ({@code system_views})
 * and {@code system.size_estimates}. Both are local to the node that answers, so every statement
 * is sent to one chosen node ({@code Statement.setNode}) and names one table's partition: a
 * bounded read that scans nothing, however large the cluster or the table.
 */
final class NodeViews {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private static final long DEFAULT_SIZE_RECORDER_SECONDS = 300;

    private final CqlSession session;

    NodeViews(CqlSession session) {
        this.session = session;
    }

    CqlSession session() {
        return session;
    }

    /**
     * How often {@code node} refreshes {@code system.size_estimates}, in seconds: its
     * {@code cassandra.size_recorder_interval}, else Cassandra's default of 300.
     */
    long sizeRecorderSeconds(Node node) {
        return property(node, "cassandra.size_recorder_interval")
                .flatMap(v -> {
                    try {
                        return Optional.of(Long.parseLong(v.trim()));
                    } catch (NumberFormatException e) {
                        return Optional.empty();
                    }
                })
                .orElse(DEFAULT_SIZE_RECORDER_SECONDS);
    }

    /** The nodes the driver sees up, in address order: visited one at a time. */
    List<Node> nodes() {
        return session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getState() == NodeState.UP)
                .sorted(Comparator.comparing(node -> node.getEndPoint().toString()))
                .toList();
    }

    /** The figures of one table's reads and writes on {@code node}, or why it has none. */
    NodeFigure<ReadFigures> reads(Node node, String keyspace, String table) {
        try {
            Optional<Row> rows =
                    one(node, "SELECT count, p50th, p99th, max FROM system_views.rows_per_read", keyspace, table);
            Optional<Row> tombstones =
                    one(node, "SELECT count, p50th, p99th, max FROM system_views.tombstones_per_read", keyspace, table);
            Optional<Row> read =
                    one(node, "SELECT count, p50th_ms, p99th_ms FROM system_views.local_read_latency", keyspace, table);
            Optional<Row> write = one(
                    node, "SELECT count, p50th_ms, p99th_ms FROM system_views.local_write_latency", keyspace, table);
            return NodeFigure.of(new ReadFigures(
                    rows.map(r -> r.getLong(0)).orElse(0L),
                    rows.map(r -> r.getDouble(2)).orElse(0.0),
                    rows.map(r -> r.getDouble(3)).orElse(0.0),
                    tombstones.map(r -> r.getDouble(2)).orElse(0.0),
                    tombstones.map(r -> r.getDouble(3)).orElse(0.0),
                    read.map(r -> r.getDouble(2)).orElse(0.0),
                    write.map(r -> r.getLong(0)).orElse(0L),
                    write.map(r -> r.getDouble(2)).orElse(0.0)));
        } catch (DriverException e) {
            return NodeFigure.missing(describe(node) + " does not expose the per-read figures of system_views"
                    + " (rows_per_read, tombstones_per_read, local_read_latency; Cassandra 4.1 or newer): "
                    + e.getMessage());
        }
    }

    /** The largest partition of {@code table} on {@code node}, in whole mebibytes (rounded up). */
    NodeFigure<Long> maxPartitionMebibytes(Node node, String keyspace, String table) {
        try {
            return NodeFigure.of(one(node, "SELECT mebibytes FROM system_views.max_partition_size", keyspace, table)
                    .map(r -> r.getLong(0))
                    .orElse(0L));
        } catch (DriverException e) {
            return NodeFigure.missing(describe(node) + " does not expose system_views.max_partition_size"
                    + " (Cassandra 5.0 or newer): " + e.getMessage());
        }
    }

    /**
     * The node's size estimates of {@code table}: the partitions of its primary ranges and their
     * mean size, as the node last recorded them (every 5 minutes by default).
     */
    NodeFigure<SizeEstimate> sizeEstimate(Node node, String keyspace, String table) {
        try {
            double bytes = 0;
            long partitions = 0;
            for (Row row : session.execute(statement(
                    node,
                    "SELECT mean_partition_size, partitions_count FROM system.size_estimates"
                            + " WHERE keyspace_name = ? AND table_name = ?",
                    keyspace,
                    table))) {
                long count = row.getLong(1);
                partitions += count;
                bytes += (double) row.getLong(0) * count;
            }
            return NodeFigure.of(new SizeEstimate(partitions, partitions == 0 ? 0 : bytes / partitions));
        } catch (DriverException e) {
            return NodeFigure.missing(describe(node) + " does not expose system.size_estimates: " + e.getMessage());
        }
    }

    /** A setting of {@code system_views.settings}, if the node has it and it is set. */
    Optional<String> setting(Node node, String name) {
        return value(node, "SELECT value FROM system_views.settings WHERE name = ?", name);
    }

    /** A JVM system property the node reports in {@code system_views.system_properties}. */
    Optional<String> property(Node node, String name) {
        return value(node, "SELECT value FROM system_views.system_properties WHERE name = ?", name);
    }

    private Optional<String> value(Node node, String cql, String name) {
        try {
            return Optional.ofNullable(
                            session.execute(statement(node, cql, name)).one())
                    .map(r -> r.getString(0))
                    .filter(v -> !v.isBlank() && !v.equals("null"));
        } catch (DriverException e) {
            return Optional.empty();
        }
    }

    private Optional<Row> one(Node node, String select, String keyspace, String table) {
        return Optional.ofNullable(session.execute(
                        statement(node, select + " WHERE keyspace_name = ? AND table_name = ?", keyspace, table))
                .one());
    }

    private static SimpleStatement statement(Node node, String cql, Object... values) {
        return SimpleStatement.newInstance(cql, values)
                .setNode(node)
                .setTimeout(TIMEOUT)
                .setIdempotent(true);
    }

    static String describe(Node node) {
        return "node " + node.getEndPoint();
    }

    /**
     * A node's size estimate of one table.
     *
     * @param partitions partitions in its primary ranges
     * @param meanBytes their mean size (the node's histogram upper bounds, up to 20 % high)
     */
    record SizeEstimate(long partitions, double meanBytes) {}
}
