package dev.queryfirst.runtime.audit;

import java.util.ArrayList;
import java.util.List;

/**
 * What an audit found: per derived table, how many rows are missing, stale or orphaned, and per
 * table holding a live reference, how many copies of the referenced entity are stale or reference
 * a deleted entity, with examples.
 *
 * <pre>{@code
 * AuditReport report = userDao.audit();
 * if (!report.isClean()) {
 *   log.warn("{}", report);            // one line per table, then the examples
 *   userDao.auditAndRepair();
 * }
 * }</pre>
 */
public final class AuditReport {

    /** Examples kept per table and kind of finding. */
    public static final int MAX_EXAMPLES = 10;

    private final String source;
    private final long sourceRows;
    private final List<TableReport> tables;
    private final boolean repaired;

    /**
     * A report as the audit builds it (a DAO's {@code audit()} runs it): public, like
     * {@link TableReport}'s and {@link Finding}'s constructors, so that a test or a tool can build
     * the report it expects.
     *
     * @param source the table the audit trusted
     * @param sourceRows entities read from it
     * @param tables one report per table checked, in the order checked
     * @param repaired whether the audit repaired what it found
     */
    public AuditReport(String source, long sourceRows, List<TableReport> tables, boolean repaired) {
        this.source = source;
        this.sourceRows = sourceRows;
        this.tables = List.copyOf(tables);
        this.repaired = repaired;
    }

    /** The table the audit trusted: the base table, or the reference table of an immutable entity. */
    public String source() {
        return source;
    }

    /** Entities read from the source table. */
    public long sourceRows() {
        return sourceRows;
    }

    /** One report per derived table, in the order they were audited. */
    public List<TableReport> tables() {
        return tables;
    }

    /**
     * The report of {@code table}.
     *
     * @throws IllegalArgumentException if the audit did not cover {@code table}
     */
    public TableReport table(String table) {
        return tables.stream()
                .filter(t -> t.table().equals(table))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("table " + table + " was not audited"));
    }

    /**
     * Whether the audit repaired what it found: missing and stale rows and stale references
     * rewritten, orphans deleted. References to a deleted entity and emptied buckets are never
     * repaired (see {@link Finding.Kind}): a repaired report says how many references it left.
     */
    public boolean repaired() {
        return repaired;
    }

    public long missing() {
        return tables.stream().mapToLong(TableReport::missing).sum();
    }

    public long stale() {
        return tables.stream().mapToLong(TableReport::stale).sum();
    }

    public long orphaned() {
        return tables.stream().mapToLong(TableReport::orphaned).sum();
    }

    /** Rows whose copy of a live reference differs from the referenced entity; see {@link Finding.Kind#STALE_REFERENCE}. */
    public long staleReferences() {
        return tables.stream().mapToLong(TableReport::staleReferences).sum();
    }

    /** Rows referencing a deleted entity, never repaired; see {@link Finding.Kind#DANGLING_REFERENCE}. */
    public long danglingReferences() {
        return tables.stream().mapToLong(TableReport::danglingReferences).sum();
    }

    /** Bucket directory entries listing an emptied bucket, never repaired; see {@link Finding.Kind#EMPTY_BUCKET}. */
    public long emptyBuckets() {
        return tables.stream().mapToLong(TableReport::emptyBuckets).sum();
    }

    /**
     * Whether every derived row matches the source and every live reference its entity (before any
     * repair). A reference to a deleted entity is a finding too, which repair leaves in place.
     */
    public boolean isClean() {
        return tables.stream().allMatch(TableReport::isClean);
    }

    /** Every example finding, table by table. */
    public List<Finding> examples() {
        List<Finding> all = new ArrayList<>();
        tables.forEach(table -> all.addAll(table.examples()));
        return all;
    }

    /** {@code ": repaired"}, and what was left as it is: references to deleted entities. */
    private String repairedHeading() {
        long dangling = danglingReferences();
        return dangling == 0
                ? ": repaired"
                : ": repaired; " + dangling + " dangling references left as they are (never repaired: a deleted"
                        + " entity's referrers keep its last values)";
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("audit of ")
                .append(sourceRows)
                .append(" entities from ")
                .append(source)
                .append(isClean() ? ": clean" : repaired ? repairedHeading() : ": differences found");
        for (TableReport table : tables) {
            text.append("\n  ")
                    .append(table.table())
                    .append(": ")
                    .append(table.rows())
                    .append(" rows, ")
                    .append(table.missing())
                    .append(" missing, ")
                    .append(table.stale())
                    .append(" stale, ")
                    .append(table.orphaned())
                    .append(" orphaned");
            if (table.staleReferences() + table.danglingReferences() > 0) {
                text.append(", ")
                        .append(table.staleReferences())
                        .append(" stale references, ")
                        .append(table.danglingReferences())
                        .append(" dangling references");
            }
            if (table.emptyBuckets() > 0) {
                text.append(", ").append(table.emptyBuckets()).append(" emptied buckets listed");
            }
        }
        for (Finding example : examples()) {
            text.append("\n    ").append(example);
        }
        return text.toString();
    }
}
