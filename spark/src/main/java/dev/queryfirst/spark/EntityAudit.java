package dev.queryfirst.spark;

import dev.queryfirst.runtime.audit.TableReport;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * What an audit found for one entity: per table, the counts the in-JVM {@code AuditReport} gives
 * on the same data, and examples.
 *
 * @param entity the entity's qualified class name
 * @param source the table trusted: the base table, or an immutable entity's first table
 * @param sourceRows the entities read from the source
 * @param tables one report per table with findings to count: the copied tables, the bucket
 *     directories, then the tables holding live references
 */
public record EntityAudit(String entity, String source, long sourceRows, List<TableReport> tables) {

    public EntityAudit {
        tables = List.copyOf(tables);
    }

    /**
     * The report of {@code table}.
     *
     * @throws IllegalArgumentException when the audit did not cover it
     */
    public TableReport table(String table) {
        return tables.stream()
                .filter(t -> t.table().equals(table))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("table " + table + " was not audited"));
    }

    public long missing() {
        return sum(TableReport::missing);
    }

    public long stale() {
        return sum(TableReport::stale);
    }

    public long orphaned() {
        return sum(TableReport::orphaned);
    }

    public long staleReferences() {
        return sum(TableReport::staleReferences);
    }

    public long danglingReferences() {
        return sum(TableReport::danglingReferences);
    }

    public long emptyBuckets() {
        return sum(TableReport::emptyBuckets);
    }

    /** Whether every copy matches its source and every live reference its entity. */
    public boolean isClean() {
        return tables.stream().allMatch(TableReport::isClean);
    }

    private long sum(ToLongFunction<TableReport> count) {
        return tables.stream().mapToLong(count).sum();
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("audit of ")
                .append(sourceRows)
                .append(" ")
                .append(entity)
                .append(" from ")
                .append(source)
                .append(isClean() ? ": clean" : ": differences found");
        for (TableReport table : tables) {
            text.append(String.format(
                    "%n  %s: %d rows, %d missing, %d stale, %d orphaned, %d stale references, %d dangling references,"
                            + " %d emptied buckets listed",
                    table.table(),
                    table.rows(),
                    table.missing(),
                    table.stale(),
                    table.orphaned(),
                    table.staleReferences(),
                    table.danglingReferences(),
                    table.emptyBuckets()));
            table.examples().forEach(example -> text.append("\n    ").append(example));
        }
        return text.toString();
    }
}
