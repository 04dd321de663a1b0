package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.tune.TuneFragment;
import dev.queryfirst.runtime.schema.KeyspaceSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads what every node measures of a keyspace's tables in production and puts it beside what
 * the model declared, naming the figure that moved: rows per partition, bytes per row, partitions
 * (more than the declared distinct values allow), a largest partition, tombstones per read over the
 * node's warning threshold. A figure under its estimate by more than the tolerance is an
 * over-declaration ({@link ObservationReport#overDeclarations()}); a table the nodes' size
 * estimates do not cover yet is not ready ({@link ObservationReport#notReady()}), never "fine". The generated
 * schema class runs it ({@code ShopSchema.observe(session)}); a scheduled job can too:
 *
 * <pre>{@code
 * ObservationReport report = ShopSchema.observe(session);
 * report.findings().forEach(log::warn);
 * }</pre>
 *
 * <p>Safe on a cluster of any size: it visits one node at a time and sends each a few single-
 * partition reads per table of its own figures ({@code system_views}, {@code system.size_estimates},
 * which are node-local, so each statement is routed to its node). It writes nothing; it reads the
 * keys of a table only where the nodes estimate fewer than 10,000 partitions (their estimate moves
 * in steps of about 128), at most 10,000 partition keys and 100,000 rows.
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

    /**
     * An observer of a keyspace split over modules: every module's tables on the class path, with
     * their entities' numbers; tolerance 25 %.
     *
     * <pre>{@code
     * Observer.of(KeyspaceSchema.assemble("parcels")).observe(session, "parcels").findings();
     * }</pre>
     *
     * @throws IllegalStateException naming a module generated without its numbers
     */
    public static Observer of(KeyspaceSchema keyspace) {
        Args.notNull(keyspace, "keyspace");
        List<TuneFragment> fragments = TuneFragment.of(keyspace);
        return of(
                fragments.stream().flatMap(f -> f.entityNumbers().stream()).toList(),
                fragments.stream().flatMap(f -> f.tableEstimates().stream()).toList());
    }

    /** The same observer, finding figures over or under their estimate by more than {@code tolerance}. */
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
        long estimated = 0;
        double bytes = 0;
        long largestMebibytes = 0;
        long refreshSeconds = 0;
        ReadFigures reads = ReadFigures.NONE;
        for (Node node : nodes) {
            NodeFigure<NodeViews.SizeEstimate> size = views.sizeEstimate(node, keyspace, table.table());
            if (size.present()) {
                estimated += size.value().partitions();
                bytes += size.value().meanBytes() * size.value().partitions();
            } else {
                missing.add(size.missing());
            }
            refreshSeconds = Math.max(refreshSeconds, views.sizeRecorderSeconds(node));
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
        KeyScan.Counted counted = estimated < KeyScan.PARTITIONS
                ? KeyScan.count(views.session(), keyspace, table.table())
                : KeyScan.Counted.NOTHING;
        List<String> notReady = new ArrayList<>();
        boolean ready = estimated > 0 || counted.partitions() == 0;
        if (!ready) {
            notReady.add(table.table() + ": not ready: the nodes' size estimates (system.size_estimates, of"
                    + " flushed SSTables) have not been refreshed since its "
                    + (counted.partitions() > 0 ? Quantities.grouped(counted.partitions()) + " " : "")
                    + "partitions were written; a node refreshes them every " + refreshSeconds
                    + " s, so the next within " + refreshSeconds + " s of a flush (NodeTool.flush then"
                    + " NodeTool.refreshSizeEstimates, as nodetool refreshsizeestimates, refresh them now)");
        }
        // Counted where the keys fit the scan; else the nodes' estimate, whose steps of ~128 matter no more.
        long partitions = counted.partitions() >= 0 ? counted.partitions() : ready ? estimated : -1;
        // The mean of the partitions' sizes, each weighed by the partitions of its range: the nodes' count of a
        // small table is off by up to ~128, and the mean does not depend on it. A partition split over SSTables
        // counts as its parts until compaction merges them (docs/sizing.md, "Observed against declared").
        double meanBytes = ready && estimated > 0 ? bytes / estimated : Double.NaN;
        List<String> findings = new ArrayList<>();
        List<String> overDeclared = new ArrayList<>();
        EntityNumbers entity = entities.get(table.entity());
        new Drift(tolerance, findings, overDeclared).judge(table, entity, partitions, counted.rows(), meanBytes);
        if (table.known()) {
            double largest = table.bytesOf(table.rows());
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
        if (partitions >= 0) {
            Cardinalities.contradicted(table, entity, partitions, counted.partitions() >= 0, tolerance)
                    .ifPresent(findings::add);
        }
        return new TableObservation(
                table.table(),
                table.entity(),
                Math.max(0, partitions),
                counted.rows(),
                Double.isNaN(meanBytes) ? 0 : meanBytes,
                largestMebibytes,
                reads,
                findings,
                overDeclared,
                notReady);
    }

    /** Which numbers bound the largest partition's rows, to say which ones to check. */
    private String rowsPerValue(TableEstimate table) {
        if (table.partitionAttributes().isEmpty()) {
            return "";
        }
        return ": check the rows one value of " + String.join(" and ", table.partitionAttributes())
                + " holds (@Cardinality maxRowsPerValue) and their size";
    }
}
