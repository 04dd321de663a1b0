package dev.queryfirst.processor.derive;

import java.util.ArrayList;
import java.util.List;

/**
 * The primary key of one access pattern, before it becomes a table
 * (docs/mapping-rules.md, "Partition key", "Clustering" and "Uniqueness").
 *
 * @param partition the partition-key columns, in order: {@code partitionBy}'s, else {@code where}'s
 * @param bucketed the clustering columns whose {@code @TimeBucket} adds a bucket column to the
 *     partition key, in clustering order
 * @param shards N of {@code shards = N}: a {@code shard} column ends the partition key when over 1
 * @param clustering the clustering columns with their directions: the {@code where} columns outside
 *     the partition key, then the range and orderings, then the rest of K
 * @param range the range column, or null
 * @param where the columns a read restricts by equality, in {@code where} order: the method's
 *     parameters
 * @param onePartition whether the whole table is one partition, keyed by a constant
 *     {@code bucket} column: nothing else partitions it
 */
record KeyLayout(
        List<FlatColumn> partition,
        List<FlatColumn> bucketed,
        int shards,
        List<Clustered> clustering,
        FlatColumn range,
        List<FlatColumn> where,
        boolean onePartition) {

    /** A clustering column and its direction. */
    record Clustered(FlatColumn column, boolean descending) {}

    /** The layout of a table keyed by {@code key} alone, all of it partition key: a generated base table. */
    static KeyLayout byKey(List<FlatColumn> key) {
        return new KeyLayout(key, List.of(), 1, List.of(), null, key, false);
    }

    boolean inPrimaryKey(FlatColumn column) {
        return partition.contains(column)
                || clustering.stream().anyMatch(c -> c.column().equals(column));
    }

    /** Every column of the primary key that holds an attribute, partition first, in key order. */
    List<FlatColumn> keyColumns() {
        List<FlatColumn> columns = new ArrayList<>(partition);
        clustering.forEach(c -> columns.add(c.column()));
        return List.copyOf(columns);
    }
}
