package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.queryfirst.runtime.internal.Args;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads what every node measures of a keyspace's tables in production and puts it beside what
 * the model declared: partitions larger than estimated, reads scanning more tombstones than the
 * node's warning threshold, more partitions than the declared distinct values allow. The generated
 * schema class runs it ({@code ShopSchema.observe(session)}); a scheduled job can too:
 *
 * <pre>{@code
 * ObservationReport report = ShopSchema.observe(session);
 * report.findings().forEach(log::warn);
 * }</pre>
 *
 * <p>Safe on a cluster of any size: it visits one node at a time and sends each a few single-
 * partition reads per table of its own figures ({@code system_views}, {@code system.size_estimates},
 * which are node-local, so each statement is routed to its node). It scans no table and writes
 * nothing.
 */
public final class Observer {

    private static final double DEFAULT_TOMBSTONE_WARN = 1_000;
    private static final double MEBIBYTE = 1024 * 1024;

    private final Map<String, EntityNumbers> entities;
    private final List<TableEstimate> tables;
    private final double tolerance;

    private Observer(Map<String, EntityNumbers> entities, List<TableEstimate> tables, double tolerance) {
        this.entities = entities;
        this.tables = tables;
        this.tolerance = tolerance;
    }

    /** An observer of these tables, whose entities declared these numbers; tolerance 25 %. */
    public static Observer of(List<EntityNumbers> entities, List<TableEstimate> tables) {
        Args.notNull(entities, "entities");
        Args.notNull(tables, "tables");
        return new Observer(
                entities.stream().collect(Collectors.toMap(EntityNumbers::entity, Function.identity())),
                List.copyOf(tables),
                0.25);
    }

    /** The same observer, finding figures over their estimate by more than {@code tolerance}. */
    public Observer withTolerance(double tolerance) {
        if (!(tolerance >= 0)) {
            throw new IllegalArgumentException("tolerance must not be negative, was " + tolerance);
        }
        return new Observer(entities, tables, tolerance);
    }

    /** Observes the tables in {@code keyspace} on every node that is up. */
    public ObservationReport observe(CqlSession session, String keyspace) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        NodeViews views = new NodeViews(session);
        List<Node> nodes = views.nodes();
        double tombstoneWarn = DEFAULT_TOMBSTONE_WARN;
        for (Node node : nodes) {
            tombstoneWarn = views.setting(node, "tombstone_warn_threshold")
                    .map(Quantities::parse)
                    .map(Double::valueOf)
                    .orElse(tombstoneWarn);
        }
        List<TableObservation> observations = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (TableEstimate table : tables) {
            observations.add(observe(views, nodes, keyspace, table, tombstoneWarn, missing));
        }
        return new ObservationReport(
                keyspace,
                nodes.stream().map(n -> n.getEndPoint().toString()).toList(),
                tombstoneWarn,
                observations,
                missing.stream().distinct().toList());
    }

    private TableObservation observe(
            NodeViews views,
            List<Node> nodes,
            String keyspace,
            TableEstimate table,
            double tombstoneWarn,
            List<String> missing) {
        long partitions = 0;
        double bytes = 0;
        long largestMebibytes = 0;
        ReadFigures reads = ReadFigures.NONE;
        for (Node node : nodes) {
            NodeFigure<NodeViews.SizeEstimate> size = views.sizeEstimate(node, keyspace, table.table());
            if (size.present()) {
                partitions += size.value().partitions();
                bytes += size.value().meanBytes() * size.value().partitions();
            } else {
                missing.add(size.missing());
            }
            NodeFigure<Long> largest = views.maxPartitionMebibytes(node, keyspace, table.table());
            if (largest.present()) {
                largestMebibytes = Math.max(largestMebibytes, largest.value());
            } else {
                missing.add(largest.missing());
            }
            NodeFigure<ReadFigures> figures = views.reads(node, keyspace, table.table());
            if (figures.present()) {
                reads = reads.plus(figures.value());
            } else {
                missing.add(figures.missing());
            }
        }
        double meanBytes = partitions == 0 ? 0 : bytes / partitions;
        List<String> findings = new ArrayList<>();
        if (table.known()) {
            double typical = table.bytesOf(table.typicalRows());
            double largest = table.bytesOf(table.rows());
            if (meanBytes > typical * (1 + tolerance)) {
                findings.add(table.table() + ": partitions larger than estimated: they average "
                        + Quantities.bytes(meanBytes) + ", a typical one was estimated at " + Quantities.bytes(typical)
                        + " (" + Quantities.deviation(meanBytes, typical) + ")" + rowsPerValue(table));
            }
            double atLeast = Math.max(0, largestMebibytes - 1) * MEBIBYTE;
            if (atLeast > largest * (1 + tolerance)) {
                findings.add(table.table() + ": a partition larger than estimated: the largest holds more than "
                        + Quantities.bytes(atLeast) + " (" + largestMebibytes + " MiB, rounded up), the largest was"
                        + " estimated at " + Quantities.bytes(largest) + rowsPerValue(table));
            }
        }
        if (reads.tombstonesMax() > tombstoneWarn) {
            findings.add(table.table() + ": tombstones per read over the threshold: a read scanned "
                    + Quantities.grouped(reads.tombstonesMax()) + " tombstones (99th percentile "
                    + Quantities.grouped(reads.tombstonesP99()) + "), over the node's tombstone_warn_threshold of "
                    + Quantities.grouped(tombstoneWarn));
        }
        Cardinalities.contradicted(table, entities.get(table.entity()), partitions, tolerance)
                .ifPresent(findings::add);
        return new TableObservation(
                table.table(), table.entity(), partitions, meanBytes, largestMebibytes, reads, findings);
    }

    /** Which numbers decided a partition's rows, to say which ones reality contradicts. */
    private String rowsPerValue(TableEstimate table) {
        if (table.partitionAttributes().isEmpty()) {
            return "";
        }
        return ": more rows share a value of " + String.join(" and ", table.partitionAttributes())
                + " than its @Cardinality declares";
    }
}
