package dev.queryfirst.processor.model;

import java.util.List;
import java.util.OptionalDouble;

/**
 * The sizing of one table's partitions (docs/sizing.md), kept for the design report.
 *
 * @param table the table name
 * @param bounded false when the numbers say the partition grows forever
 * @param known false when no cardinality number bounds a multi-row partition
 * @param rowsPerPartition Nr
 * @param valuesPerPartition Nv
 * @param bytesPerPartition estimated bytes
 * @param partitionsPerRead partitions a typical read touches (1 unless bucketed)
 * @param arithmetic the computation, one human-readable step per line
 * @param tombstonesPerRead the row tombstones a read of one partition may scan, for a table whose
 *     partitions lose rows (moves, declared deletes); empty when its rows never leave
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
        OptionalDouble tombstonesPerRead) {

    /** An estimate of a table whose rows never leave their partition. */
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
                OptionalDouble.empty());
    }
}
