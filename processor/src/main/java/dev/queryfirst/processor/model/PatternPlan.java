package dev.queryfirst.processor.model;

import java.util.List;

/**
 * How one access pattern is answered: by which table (or index), binding which columns.
 *
 * @param pattern the access pattern
 * @param table the table that serves it (for an INDEX pattern, the base table)
 * @param index the index that serves it, or null for a table
 * @param equalityColumns the columns bound with {@code =}, in the order of the method's parameters
 *     (a bucket column is bound by the runtime's bucket walk, not by a parameter)
 * @param rangeColumn the clustering column searched by range, or null
 * @param bucketColumn the partition-key bucket column the read walks, or null
 */
public record PatternPlan(
        AccessPatternModel pattern,
        TableModel table,
        IndexModel index,
        List<ColumnModel> equalityColumns,
        ColumnModel rangeColumn,
        ColumnModel bucketColumn) {

    public boolean bucketed() {
        return bucketColumn != null;
    }

    /** Whether the read merges the {@code shard} partitions of its table. */
    public boolean sharded() {
        return index == null && table.shards() > 1;
    }

    /**
     * Whether the pattern binds every primary-key column of its table (the constant of a table held
     * in one partition aside): at most one row answers it.
     */
    public boolean singleRow() {
        return !bucketed()
                && !sharded()
                && rangeColumn == null
                && index == null
                && equalityColumns.containsAll(
                        table.primaryKey().stream().filter(c -> !c.isConstant()).toList());
    }
}
