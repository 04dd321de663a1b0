package dev.queryfirst.runtime.tune;

/**
 * A table's partitions in four numbers; {@code NaN} where a figure was not measured.
 *
 * @param rows rows of a typical partition (estimated) or their mean (observed)
 * @param largestRows rows of the largest partition
 * @param bytes bytes of a typical partition, or their mean
 * @param largestBytes bytes of the largest partition
 */
public record PartitionSizes(double rows, double largestRows, double bytes, double largestBytes) {

    static final PartitionSizes UNKNOWN = new PartitionSizes(Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    /** These sizes scaled by how {@code observed} compares with {@code estimated}. */
    PartitionSizes extrapolated(PartitionSizes observed, PartitionSizes estimated) {
        return new PartitionSizes(
                rows * observed.rows / estimated.rows,
                largestRows * observed.largestRows / estimated.largestRows,
                bytes * observed.bytes / estimated.bytes,
                largestBytes * observed.largestBytes / estimated.largestBytes);
    }
}
