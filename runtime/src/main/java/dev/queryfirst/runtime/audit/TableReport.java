package dev.queryfirst.runtime.audit;

import java.util.List;

/**
 * The audit of one derived table.
 *
 * <pre>{@code
 * TableReport t = report.table("users_by_email");
 * t.missing();   // 1
 * report.table("orders_by_status").staleReferences();   // rows whose copy of the customer is stale
 * }</pre>
 *
 * @param rows the rows of this table scanned (for orphans, or, in the base table, for references)
 * @param staleReferences rows (static copies: partitions) whose copy of a live reference differs
 *     from the referenced entity's base table
 * @param danglingReferences rows (static copies: partitions) referencing an entity that no longer
 *     exists
 * @param emptyBuckets bucket directory entries listing a bucket that holds no row (not an
 *     inconsistency: deletes leave entries behind; see {@link Finding.Kind#EMPTY_BUCKET})
 * @param examples the first findings, at most {@link AuditReport#MAX_EXAMPLES} per kind
 */
public record TableReport(
        String table,
        long rows,
        long missing,
        long stale,
        long orphaned,
        long staleReferences,
        long danglingReferences,
        long emptyBuckets,
        List<Finding> examples) {

    public TableReport {
        examples = List.copyOf(examples);
    }

    /** A report of a table holding no live reference. */
    public TableReport(String table, long rows, long missing, long stale, long orphaned, List<Finding> examples) {
        this(table, rows, missing, stale, orphaned, 0, 0, 0, examples);
    }

    /** A report of a table holding no live reference and no bucket directory. */
    public TableReport(
            String table,
            long rows,
            long missing,
            long stale,
            long orphaned,
            long staleReferences,
            long danglingReferences,
            List<Finding> examples) {
        this(table, rows, missing, stale, orphaned, staleReferences, danglingReferences, 0, examples);
    }

    /** Whether nothing is missing, stale, orphaned, or referencing a stale or deleted entity. */
    public boolean isClean() {
        return missing == 0 && stale == 0 && orphaned == 0 && staleReferences == 0 && danglingReferences == 0;
    }
}
