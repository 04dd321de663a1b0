package dev.queryfirst.runtime.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Puts one table's measurement beside its estimate and decides what fails: a figure over its
 * estimate by more than the tolerance, or over a node's warning threshold; a mean under its
 * estimate by more than the tolerance is an over-declaration, a failure of its own kind.
 *
 * @param tolerance how far over its estimate a figure may be (0.25: 25 %)
 * @param tombstoneWarn the nodes' {@code tombstone_warn_threshold}
 * @param partitionWarnBytes the nodes' {@code partition_size_warn_threshold}, else Cassandra's
 *     long-standing large-partition warning of 100 MiB
 */
record Comparison(double tolerance, double tombstoneWarn, double partitionWarnBytes) {

    TableFigures compare(
            TableEstimate table, EntityScale entity, Expectation expected, Measurement.Observed observed, String skip) {
        List<String> failures = new ArrayList<>();
        List<String> overDeclared = new ArrayList<>();
        List<String> notes = new ArrayList<>(observed.missing());
        PartitionSizes declared = new PartitionSizes(
                table.typicalRows(), table.rows(), table.bytesOf(table.typicalRows()), table.bytesOf(table.rows()));
        PartitionSizes estimated = new PartitionSizes(
                expected.typicalRows(),
                expected.largestRows(),
                table.bytesOf(expected.typicalRows()),
                table.bytesOf(expected.largestRows()));
        Histogram sizes = observed.sizes();
        PartitionSizes measured = new PartitionSizes(
                observed.partitions() == 0 ? Double.NaN : observed.meanRows(),
                observed.partitions() == 0 ? Double.NaN : observed.largestRows(),
                observed.meanBytes(),
                sizes == null || sizes.count() == 0 ? Double.NaN : sizes.max());
        if (!table.known()) {
            notes.add("no estimate: no @Cardinality number bounds its partitions");
            estimated = PartitionSizes.UNKNOWN;
            declared = PartitionSizes.UNKNOWN;
        } else if (skip != null) {
            notes.add(skip);
            estimated = PartitionSizes.UNKNOWN;
        } else {
            over(failures, table, "mean rows per partition", measured.rows(), estimated.rows(), 1, false);
            over(
                    failures,
                    table,
                    "largest partition's rows",
                    measured.largestRows(),
                    estimated.largestRows(),
                    1,
                    false);
            over(failures, table, "mean partition size", measured.bytes(), estimated.bytes(), 1, true);
            under(overDeclared, table, "mean rows per partition", measured.rows(), estimated.rows(), false);
            under(overDeclared, table, "mean partition size", measured.bytes(), estimated.bytes(), true);
            // The largest partition is one bucket of the node's histogram (buckets 20 % apart): one more bucket's
            // leeway.
            over(
                    failures,
                    table,
                    "largest partition's size",
                    measured.largestBytes(),
                    estimated.largestBytes(),
                    1.2,
                    true);
        }
        PartitionSizes extrapolated = declared.extrapolated(measured, estimated);
        if (observed.reads().tombstonesMax() > tombstoneWarn) {
            failures.add(table.table() + ": tombstones per read: a read scanned "
                    + Quantities.grouped(observed.reads().tombstonesMax())
                    + " tombstones, over the node's tombstone_warn_threshold of " + Quantities.grouped(tombstoneWarn));
        }
        if (measured.largestBytes() > partitionWarnBytes) {
            failures.add(table.table() + ": largest partition's size: " + Quantities.bytes(measured.largestBytes())
                    + ", over the node's partition size warning of " + Quantities.bytes(partitionWarnBytes));
        } else if (extrapolated.largestBytes() > partitionWarnBytes) {
            failures.add(table.table() + ": largest partition's size extrapolated to the declared volume: "
                    + Quantities.bytes(extrapolated.largestBytes()) + ", over the node's partition size warning of "
                    + Quantities.bytes(partitionWarnBytes));
        }
        return new TableFigures(
                table.table(),
                table.entity(),
                estimated,
                measured,
                declared,
                extrapolated,
                observed.partitions(),
                observed.sstables(),
                observed.compressionRatio(),
                observed.reads(),
                failures,
                overDeclared,
                notes,
                table.known() && skip == null ? shape(table, entity, expected) : "");
    }

    /**
     * Empty when a typical partition at the rehearsal's scale holds the declared rows (within the
     * tolerance); otherwise why not, and what would. Below the declared shape the rows comparison
     * checks the rehearsal's own arithmetic, not the declaration (REHEARSAL.md, "Shape").
     */
    private String shape(TableEstimate table, EntityScale entity, Expectation expected) {
        double declared = table.typicalRows();
        double here = expected.typicalRows();
        // A directory lists the buckets of the rehearsal's span (two of its widest), not a scale's.
        if (table.directory() || here >= declared * (1 - tolerance)) {
            return "";
        }
        String name = entity.entity().substring(entity.entity().lastIndexOf('.') + 1);
        // A partition's rows grow with its entity's rows at one scale for the whole keyspace.
        double needed = Math.min(entity.declaredRows(), entity.rows() * declared / here);
        double scale = needed / entity.declaredRows();
        return table.table() + ": rehearsed short of its declared shape: a typical partition holds "
                + Quantities.grouped(here) + (here == 1 ? " row here, " : " rows here, ") + Quantities.grouped(declared)
                + " declared, as " + name
                + " got " + Quantities.grouped(entity.rows()) + " of its " + Quantities.grouped(entity.declaredRows())
                + " declared rows; its rows per partition were compared at this scale only. Its declared shape"
                + " takes about " + Quantities.grouped(needed) + " rows of " + name + ": RehearsalOptions.withScale("
                + String.format(Locale.ROOT, "%.2g", scale) + "), which scales every entity alike";
    }

    /**
     * A mean under its estimate by more than the tolerance: the declaration promises more than the
     * data holds, which misleads capacity planning rather than risking a partition (README's
     * "Rehearse before production, observe in production").
     */
    private void under(
            List<String> overDeclared,
            TableEstimate table,
            String figure,
            double observed,
            double estimated,
            boolean bytes) {
        if (Double.isNaN(observed) || Double.isNaN(estimated) || observed >= estimated * (1 - tolerance)) {
            return;
        }
        overDeclared.add(table.table() + ": " + figure + " over-declared: observed "
                + (bytes ? Quantities.bytes(observed) : Quantities.grouped(observed)) + ", estimated "
                + (bytes ? Quantities.bytes(estimated) : Quantities.grouped(estimated)) + " at this scale ("
                + Quantities.deviation(observed, estimated) + ", under by more than the tolerance of "
                + Math.round(tolerance * 100) + " %)");
    }

    private void over(
            List<String> failures,
            TableEstimate table,
            String figure,
            double observed,
            double estimated,
            double leeway,
            boolean bytes) {
        if (Double.isNaN(observed) || Double.isNaN(estimated) || observed <= estimated * (1 + tolerance) * leeway) {
            return;
        }
        failures.add(table.table() + ": " + figure + ": observed "
                + (bytes ? Quantities.bytes(observed) : Quantities.grouped(observed)) + ", estimated "
                + (bytes ? Quantities.bytes(estimated) : Quantities.grouped(estimated)) + " at this scale ("
                + Quantities.deviation(observed, estimated) + ", over the tolerance of "
                + Math.round(tolerance * 100) + " %)");
    }
}
