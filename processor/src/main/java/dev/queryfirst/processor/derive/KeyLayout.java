package dev.queryfirst.processor.derive;

import java.util.List;

/**
 * The primary key MR2–MR5 give one access pattern, before it becomes a table.
 *
 * @param partition the {@code where} columns, in order (MR2)
 * @param bucketed the clustering columns whose {@code @TimeBucket} adds a bucket column to the
 *     partition key, in clustering order
 * @param shards N of {@code shards = N}: a {@code shard} column ends the partition key when over 1
 * @param clustering the clustering columns with their directions (MR3, MR4, MR5)
 * @param range the range column, or null
 */
record KeyLayout(
        List<FlatColumn> partition,
        List<FlatColumn> bucketed,
        int shards,
        List<Clustered> clustering,
        FlatColumn range) {

    /** A clustering column and its direction. */
    record Clustered(FlatColumn column, boolean descending) {}

    boolean inPrimaryKey(FlatColumn column) {
        return partition.contains(column)
                || clustering.stream().anyMatch(c -> c.column().equals(column));
    }
}
