package dev.queryfirst.runtime.tune;

import java.util.List;

/**
 * One table after a rehearsal: the compile-time estimate at the rehearsal's scale beside what the
 * nodes measured, and both at the declared volume.
 *
 * @param table the table
 * @param entity the entity whose rows it holds
 * @param estimated the estimate at the rehearsal's scale
 * @param observed what the nodes measured (mean and largest partition)
 * @param declared the compile-time estimate at the declared volume, as the design report has it
 * @param extrapolated the declared estimate corrected by how the observed figures compare with
 *     the estimated ones
 * @param partitions partitions the nodes hold
 * @param sstables live SSTables after the flush
 * @param compressionRatio compressed ÷ uncompressed bytes on disk (0 when unknown)
 * @param reads per-read figures
 * @param failures each figure over its estimate beyond the tolerance, or over a node threshold,
 *     in a sentence naming the table and the figure
 * @param overDeclared each mean (rows or bytes per partition) under its estimate beyond the
 *     tolerance: the declared numbers promise more than the data holds
 * @param notes why a figure was not compared
 * @param shape empty when a typical partition of the rehearsal holds what the declaration says
 *     (within the tolerance); otherwise why the rehearsal's partitions are smaller than the
 *     declared ones, so that their rows were compared at the rehearsal's scale only, and what
 *     would rehearse them at their declared shape
 */
public record TableFigures(
        String table,
        String entity,
        PartitionSizes estimated,
        PartitionSizes observed,
        PartitionSizes declared,
        PartitionSizes extrapolated,
        long partitions,
        int sstables,
        double compressionRatio,
        ReadFigures reads,
        List<String> failures,
        List<String> overDeclared,
        List<String> notes,
        String shape) {

    public TableFigures {
        failures = List.copyOf(failures);
        overDeclared = List.copyOf(overDeclared);
        notes = List.copyOf(notes);
    }

    /**
     * Whether the rehearsal wrote this table's partitions at their declared shape: a typical one
     * holding the declared rows, within the tolerance. When not, {@link #shape()} says why.
     */
    public boolean atDeclaredShape() {
        return shape.isEmpty();
    }

    /** Whether the estimate and the measurement of mean partition bytes were both there. */
    public boolean compared() {
        return !Double.isNaN(observed.bytes()) && !Double.isNaN(estimated.bytes());
    }

    /** Whether the mean partition bytes are within {@code tolerance} of the estimate, either way. */
    public boolean bytesWithin(double tolerance) {
        return compared() && Math.abs(observed.bytes() / estimated.bytes() - 1) <= tolerance;
    }

    /** Whether the mean rows per partition are within {@code tolerance} of the estimate, either way. */
    public boolean rowsWithin(double tolerance) {
        return !Double.isNaN(observed.rows())
                && !Double.isNaN(estimated.rows())
                && Math.abs(observed.rows() / estimated.rows() - 1) <= tolerance;
    }
}
