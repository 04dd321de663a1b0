package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.schema.ColumnMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the nodes measured of a rehearsal's tables, after flushing them: partition sizes from each
 * node's SSTables over JMX, as {@code nodetool tablestats} reads them (the exact mean from their
 * uncompressed data bytes, the largest from the size histogram), rows per partition counted from a
 * scan of each table's partition keys (the rehearsal's own keyspace, so the scan is small and harms
 * nobody), and per-read figures from the virtual tables.
 */
final class Measurement {

    private static final Duration SCAN_TIMEOUT = Duration.ofSeconds(120);

    private final CqlSession session;
    private final NodeViews views;
    private final String keyspace;
    private final RehearsalOptions options;
    private final List<String> missing = new ArrayList<>();
    private final Map<Node, Jmx> jmx = new LinkedHashMap<>();
    /** SSTables per table after the flush, before any merge, over every node. */
    private final Map<String, Integer> sstables = new LinkedHashMap<>();

    Measurement(CqlSession session, String keyspace, RehearsalOptions options) {
        this.session = session;
        this.views = new NodeViews(session);
        this.keyspace = keyspace;
        this.options = options;
    }

    /** Figures no node gave, and why; the same sentence once. */
    List<String> missing() {
        return missing.stream().distinct().toList();
    }

    List<Node> nodes() {
        return views.nodes();
    }

    NodeViews views() {
        return views;
    }

    /**
     * Flushes {@code tables} on every node that opens its JMX (noting the nodes that do not), counts
     * their SSTables, then merges a table's SSTables where there are several (a memtable flushed
     * while the rehearsal wrote), so that every partition is measured whole.
     */
    void flush(List<String> tables) {
        for (Node node : views.nodes()) {
            NodeFigure<Jmx> connection = Jmx.connect(views, node, options);
            if (!connection.present()) {
                missing.add(connection.missing());
                continue;
            }
            Jmx one = connection.value();
            jmx.put(node, one);
            one.flush(keyspace, tables);
            List<String> split = new ArrayList<>();
            for (String table : tables) {
                int count = one.tableStats(keyspace, table)
                        .optional()
                        .map(Jmx.TableStats::sstables)
                        .orElse(0);
                sstables.merge(table, count, Integer::sum);
                if (count > 1) {
                    split.add(table);
                }
            }
            if (!split.isEmpty()) {
                one.compact(keyspace, split);
            }
        }
    }

    /** Every figure of one table. */
    Observed observe(String table) {
        List<String> gaps = new ArrayList<>();
        Histogram sizes = null;
        long dataBytes = 0;
        double ratio = 0;
        for (Jmx connection : jmx.values()) {
            NodeFigure<Jmx.TableStats> stats = connection.tableStats(keyspace, table);
            if (!stats.present()) {
                gaps.add(stats.missing());
                continue;
            }
            sizes = sizes == null
                    ? stats.value().partitionSizes()
                    : sizes.plus(stats.value().partitionSizes());
            dataBytes += stats.value().dataBytes();
            ratio = Math.max(ratio, stats.value().compressionRatio());
        }
        ReadFigures reads = ReadFigures.NONE;
        for (Node node : views.nodes()) {
            NodeFigure<ReadFigures> figures = views.reads(node, keyspace, table);
            if (figures.present()) {
                reads = reads.plus(figures.value());
            } else {
                gaps.add(figures.missing());
            }
        }
        missing.addAll(gaps);
        long[] partitionRows = rowsPerPartition(table);
        return new Observed(
                sizes,
                dataBytes,
                sstables.getOrDefault(table, 0),
                ratio,
                reads,
                partitionRows[0],
                partitionRows[1],
                partitionRows[2],
                gaps);
    }

    /** {partitions, rows, largest partition's rows}, counted by the nodes. */
    private long[] rowsPerPartition(String table) {
        TableMetadata metadata = session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(keyspace))
                .flatMap(k -> k.getTable(CqlIdentifier.fromInternal(table)))
                .orElseThrow(() -> new IllegalStateException("table " + keyspace + "." + table + " does not exist"));
        String key = metadata.getPartitionKey().stream()
                .map(ColumnMetadata::getName)
                .map(name -> name.asCql(true))
                .collect(Collectors.joining(", "));
        // Each row's partition key, in token order (rows of a partition come together): the rows
        // counted as they come, not aggregated by the node, which would warn about an aggregation
        // without a partition key.
        String select = "SELECT " + key + " FROM "
                + CqlIdentifier.fromInternal(keyspace).asCql(true) + "."
                + CqlIdentifier.fromInternal(table).asCql(true);
        long partitions = 0;
        long rows = 0;
        long largest = 0;
        long current = 0;
        List<Object> previous = null;
        for (Row row : session.execute(
                SimpleStatement.newInstance(select).setPageSize(5_000).setTimeout(SCAN_TIMEOUT))) {
            List<Object> partition = new ArrayList<>();
            for (int i = 0; i < row.getColumnDefinitions().size(); i++) {
                partition.add(row.getObject(i));
            }
            if (!partition.equals(previous)) {
                partitions++;
                current = 0;
                previous = partition;
            }
            rows++;
            current++;
            largest = Math.max(largest, current);
        }
        return new long[] {partitions, rows, largest};
    }

    /** The smallest of the nodes' values of a numeric setting, if any node sets it. */
    double setting(String name, double otherwise) {
        double value = Double.MAX_VALUE;
        for (Node node : views.nodes()) {
            String text = views.setting(node, name).orElse(null);
            if (text != null) {
                value = Math.min(value, Quantities.parse(text));
            }
        }
        return value == Double.MAX_VALUE ? otherwise : value;
    }

    void close() {
        jmx.values().forEach(Jmx::close);
    }

    /**
     * One table as the nodes measured it.
     *
     * @param sizes the partition-size histogram over every node, or null when no node gave it
     * @param dataBytes the SSTables' data over every node, uncompressed: the partitions' sizes summed
     * @param sstables SSTables over every node after the flush
     * @param compressionRatio the largest of the nodes' compressed ÷ uncompressed ratios
     * @param reads per-read figures
     * @param partitions partitions counted
     * @param rows rows counted
     * @param largestRows the most rows one partition holds
     * @param missing the figures some node did not give
     */
    record Observed(
            Histogram sizes,
            long dataBytes,
            int sstables,
            double compressionRatio,
            ReadFigures reads,
            long partitions,
            long rows,
            long largestRows,
            List<String> missing) {

        double meanRows() {
            return partitions == 0 ? 0 : (double) rows / partitions;
        }

        /** The mean partition: exact, the data bytes over the partitions the histogram counts. */
        double meanBytes() {
            return sizes == null || sizes.count() == 0 ? Double.NaN : (double) dataBytes / sizes.count();
        }
    }
}
