package dev.queryfirst.processor.model;

import java.util.List;
import java.util.OptionalDouble;

/**
 * The sizing of one table's partitions (docs/sizing.md), kept for the design report and for the
 * estimates generated code carries (a rehearsal and {@code observe} compare nodes with them).
 *
 * @param table the table name
 * @param bounded false when the numbers say the partition grows forever
 * @param known false when no cardinality number bounds a multi-row partition
 * @param rowsPerPartition Nr: the largest partition, which the checks judge
 * @param valuesPerPartition Nv
 * @param bytesPerPartition estimated bytes of the largest partition
 * @param partitionsPerRead partitions a typical read touches (1 unless bucketed)
 * @param arithmetic the computation, one human-readable step per line
 * @param tombstonesPerRead the row tombstones a read of one partition may scan, for a table whose
 *     partitions lose rows (moves, declared deletes); empty when its rows never leave
 * @param shape how its bytes grow with its rows, and its typical partition
 */
public record PartitionEstimate(
        String table,
        boolean bounded,
        boolean known,
        double rowsPerPartition,
        double valuesPerPartition,
        double bytesPerPartition,
        long partitionsPerRead,
        List<String> arithmetic,
        OptionalDouble tombstonesPerRead,
        Shape shape) {

    /**
     * An estimate of a table whose rows never leave their partition, and whose shape is only its
     * largest partition (bytes all counted per partition).
     */
    public PartitionEstimate(
            String table,
            boolean bounded,
            boolean known,
            double rowsPerPartition,
            double valuesPerPartition,
            double bytesPerPartition,
            long partitionsPerRead,
            List<String> arithmetic) {
        this(
                table,
                bounded,
                known,
                rowsPerPartition,
                valuesPerPartition,
                bytesPerPartition,
                partitionsPerRead,
                arithmetic,
                OptionalDouble.empty(),
                new Shape(rowsPerPartition, bytesPerPartition, 0, 0));
    }

    /** The bytes of a partition of {@code rows} rows. */
    public double bytesOf(double rows) {
        return shape.partitionBytes() + rows * shape.rowBytes();
    }

    /**
     * How a table's partitions grow.
     *
     * @param typicalRows rows of a typical partition: the entity's rows over every combination of
     *     the partition key's values (the largest, {@link #rowsPerPartition()}, takes the tightest
     *     single bound, skew included)
     * @param partitionBytes bytes of a partition before its rows: its key, header and static row
     * @param rowBytes bytes of each row
     * @param windowSeconds the growth one unbucketed partition of a rate holds (the ttl, else the
     *     horizon); 0 when not a rate or bucketed
     */
    public record Shape(double typicalRows, double partitionBytes, double rowBytes, long windowSeconds) {}
}
