package dev.queryfirst.runtime.audit;

import java.util.List;

/**
 * The audit of one derived table.
 *
 * <pre>{@code
 * TableReport t = report.table("users_by_email");
 * t.missing();   // 1
 * }</pre>
 *
 * @param rows the rows of this table scanned for orphans
 * @param examples the first findings, at most {@link AuditReport#MAX_EXAMPLES} per kind
 */
public record TableReport(String table, long rows, long missing, long stale, long orphaned, List<Finding> examples) {

  public TableReport {
    examples = List.copyOf(examples);
  }

  /** Whether nothing is missing, stale or orphaned. */
  public boolean isClean() {
    return missing == 0 && stale == 0 && orphaned == 0;
  }
}
