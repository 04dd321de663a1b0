package dev.queryfirst.runtime.internal.audit;

import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.audit.TableReport;
import java.util.ArrayList;
import java.util.List;

/** Counts and examples of one audited table. */
final class Tally {
    final String table;
    long rows;
    private long missing;
    private long stale;
    private long orphaned;
    private long staleReferences;
    private long danglingReferences;
    private long emptyBuckets;
    private final List<Finding> examples = new ArrayList<>();

    Tally(String table) {
        this.table = table;
    }

    synchronized void add(Finding.Kind kind, List<Object> primaryKey) {
        long count = switch (kind) {
            case MISSING -> ++missing;
            case STALE -> ++stale;
            case ORPHANED -> ++orphaned;
            case STALE_REFERENCE -> ++staleReferences;
            case DANGLING_REFERENCE -> ++danglingReferences;
            case EMPTY_BUCKET -> ++emptyBuckets;
        };
        if (count <= AuditReport.MAX_EXAMPLES) {
            examples.add(new Finding(kind, table, primaryKey));
        }
    }

    synchronized TableReport report() {
        return new TableReport(
                table, rows, missing, stale, orphaned, staleReferences, danglingReferences, emptyBuckets, examples);
    }
}
