package dev.queryfirst.runtime.tune;

import java.util.List;
import java.util.Objects;

/**
 * What the compiler estimated for one table's partitions, written into generated code so that a
 * rehearsal and {@code observe} can put a node's figures beside it. A partition of {@code n} rows
 * is estimated at {@code partitionBytes + n × rowBytes}: its key, header and static row, then each
 * row with its clustering values, cells and the overheads Cassandra's SSTable format adds.
 *
 * <pre>{@code
 * TableEstimate.of("log_messages_by_source_name", "LogMessage")
 *     .partitionedBy("sourceName").bucket(86_400)
 *     .rows(10_000, 10_000)
 *     .bytes(46, 612)
 * }</pre>
 *
 * @param table the table's name
 * @param entity the simple name of the entity whose rows it holds
 * @param partitionAttributes the attribute paths of its partition key (buckets and shards aside),
 *     a reference by its key's path ({@code customer.id})
 * @param bucketSeconds the width of its time bucket in seconds, 0 when not bucketed
 * @param windowSeconds for an unbucketed table of a growing entity, the growth one partition
 *     holds (the entity's ttl, else the horizon); 0 otherwise
 * @param shards how many shards split each partition (1: none)
 * @param rows the rows of the largest partition, as the compile-time checks judge it (Nr); 0 when
 *     no number bounds it
 * @param typicalRows the rows of a typical partition: the entity's rows spread over every
 *     combination of the partition key's values
 * @param partitionBytes bytes of a partition before its rows
 * @param rowBytes bytes of one row
 * @param directory whether it is a bucket directory: one row per bucket holding rows of a key,
 *     {@code windowSeconds} being the ttl (or horizon) that bounds them
 */
public record TableEstimate(
        String table,
        String entity,
        List<String> partitionAttributes,
        long bucketSeconds,
        long windowSeconds,
        int shards,
        double rows,
        double typicalRows,
        double partitionBytes,
        double rowBytes,
        boolean directory) {

    public TableEstimate {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(entity, "entity");
        partitionAttributes = List.copyOf(partitionAttributes);
    }

    /** A table of single-row partitions, until told otherwise. */
    public static TableEstimate of(String table, String entity) {
        return new TableEstimate(table, entity, List.of(), 0, 0, 1, 1, 1, 0, 0, false);
    }

    public TableEstimate partitionedBy(String... paths) {
        return new TableEstimate(
                table,
                entity,
                List.of(paths),
                bucketSeconds,
                windowSeconds,
                shards,
                rows,
                typicalRows,
                partitionBytes,
                rowBytes,
                directory);
    }

    public TableEstimate bucket(long seconds) {
        return new TableEstimate(
                table,
                entity,
                partitionAttributes,
                seconds,
                windowSeconds,
                shards,
                rows,
                typicalRows,
                partitionBytes,
                rowBytes,
                directory);
    }

    public TableEstimate window(long seconds) {
        return new TableEstimate(
                table,
                entity,
                partitionAttributes,
                bucketSeconds,
                seconds,
                shards,
                rows,
                typicalRows,
                partitionBytes,
                rowBytes,
                directory);
    }

    public TableEstimate shards(int count) {
        return new TableEstimate(
                table,
                entity,
                partitionAttributes,
                bucketSeconds,
                windowSeconds,
                count,
                rows,
                typicalRows,
                partitionBytes,
                rowBytes,
                directory);
    }

    /** The largest and the typical partition's rows. */
    public TableEstimate rows(double largest, double typical) {
        return new TableEstimate(
                table,
                entity,
                partitionAttributes,
                bucketSeconds,
                windowSeconds,
                shards,
                largest,
                typical,
                partitionBytes,
                rowBytes,
                directory);
    }

    /** The formula's two constants: bytes before the rows, and bytes per row. */
    public TableEstimate bytes(double partition, double perRow) {
        return new TableEstimate(
                table,
                entity,
                partitionAttributes,
                bucketSeconds,
                windowSeconds,
                shards,
                rows,
                typicalRows,
                partition,
                perRow,
                directory);
    }

    /** A bucket directory's table, whose rows are the buckets a key's rows live in. */
    public TableEstimate asDirectory() {
        return new TableEstimate(
                table,
                entity,
                partitionAttributes,
                bucketSeconds,
                windowSeconds,
                shards,
                rows,
                typicalRows,
                partitionBytes,
                rowBytes,
                true);
    }

    /** The estimated bytes of a partition of {@code n} rows. */
    public double bytesOf(double n) {
        return partitionBytes + n * rowBytes;
    }

    /** Whether the compiler knew the partition's rows (a number bounds them). */
    public boolean known() {
        return rows > 0;
    }

    /** The window a partition fills over: its bucket, else its growth window; 0 for totals. */
    public long fillSeconds() {
        return bucketSeconds > 0 ? bucketSeconds : windowSeconds;
    }
}
