package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.AccessPatternModel;
import java.util.List;
import java.util.Set;

/**
 * An access pattern whose attribute paths are resolved to the entity's columns, once: the rules
 * that lay out its table read this, never the paths.
 *
 * @param pattern the pattern as written
 * @param where the {@code where} columns in order (a reference stands for its key's columns)
 * @param partition the partition-key columns: {@code partitionBy}'s, else all of {@code where}'s
 * @param range the range column, or null
 * @param orderBy the orderings, one per column, in order (a reference orders by its key's columns)
 * @param selected the names of the columns the table holds besides its key: every column unless the
 *     pattern says {@code select}
 */
record ResolvedPattern(
        AccessPatternModel pattern,
        List<FlatColumn> where,
        List<FlatColumn> partition,
        FlatColumn range,
        List<Ordered> orderBy,
        Set<String> selected) {

    /**
     * One column of an ordering.
     *
     * @param entry the position of its ordering in {@code orderBy}, where a diagnostic points
     * @param column the column
     * @param descending whether the ordering says {@code DESC}
     */
    record Ordered(int entry, FlatColumn column, boolean descending) {}

    /** The {@code where} columns outside the partition key: they lead the clustering, in {@code where} order. */
    List<FlatColumn> leading() {
        return where.stream().filter(c -> !partition.contains(c)).toList();
    }
}
