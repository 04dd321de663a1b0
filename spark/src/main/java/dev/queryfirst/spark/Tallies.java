package dev.queryfirst.spark;

import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.audit.TableReport;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;

/**
 * The counts and examples of an entity's audit, per table, gathered on the driver from the
 * findings on the executors: a count per kind and the first {@link AuditReport#MAX_EXAMPLES}
 * examples of each, never the findings themselves.
 */
final class Tallies {

    private final Map<String, Tally> tables = new LinkedHashMap<>();

    private static final class Tally {
        long rows;
        final Map<Finding.Kind, Long> counts = new EnumMap<>(Finding.Kind.class);
        final List<Finding> examples = new ArrayList<>();
    }

    /** Opens {@code table}'s tally, so that reports come in this order. */
    void open(String table) {
        tables.computeIfAbsent(table, t -> new Tally());
    }

    /** Rows of {@code table} a reference pass scanned: the most any such pass scanned, until {@link #rows}. */
    void scanned(String table, long rows) {
        Tally tally = tables.computeIfAbsent(table, t -> new Tally());
        tally.rows = Math.max(tally.rows, rows);
    }

    /**
     * The rows of {@code table} its own pass found (a copied table's entity rows, a directory's
     * entries), after its findings were {@link #add added}. The in-JVM repair writes the missing
     * rows back before it scans a table, so with a repair they count as scanned too.
     */
    void rows(String table, long scanned, boolean repair) {
        Tally tally = tables.computeIfAbsent(table, t -> new Tally());
        tally.rows = scanned + (repair ? count(tally, Finding.Kind.MISSING) : 0);
    }

    /** Counts {@code found} by kind and keeps examples of each; {@code found} should be persisted. */
    void add(String table, JavaRDD<Found> found) {
        Tally tally = tables.computeIfAbsent(table, t -> new Tally());
        Map<Finding.Kind, Long> counts = found.map(Found::kind).countByValue();
        counts.forEach((kind, count) -> {
            tally.counts.merge(kind, count, Long::sum);
            found.filter(f -> f.kind() == kind)
                    .take(AuditReport.MAX_EXAMPLES)
                    .forEach(f -> tally.examples.add(f.finding(table)));
        });
    }

    List<TableReport> reports() {
        List<TableReport> reports = new ArrayList<>();
        tables.forEach((name, tally) -> reports.add(new TableReport(
                name,
                tally.rows,
                count(tally, Finding.Kind.MISSING),
                count(tally, Finding.Kind.STALE),
                count(tally, Finding.Kind.ORPHANED),
                count(tally, Finding.Kind.STALE_REFERENCE),
                count(tally, Finding.Kind.DANGLING_REFERENCE),
                count(tally, Finding.Kind.EMPTY_BUCKET),
                tally.examples)));
        return reports;
    }

    private static long count(Tally tally, Finding.Kind kind) {
        return tally.counts.getOrDefault(kind, 0L);
    }
}
