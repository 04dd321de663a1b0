package dev.queryfirst.processor.check;

/**
 * How fast one table's partitions lose rows, as a function of the partition's time window and of
 * {@code gc_grace_seconds}, so that the tombstone budget can be recomputed for a proposed bucket
 * or a lower {@code gc_grace_seconds}.
 *
 * <p>A row that leaves a partition leaves a row tombstone there, which a read of the partition
 * scans until {@code gc_grace_seconds} has passed and compaction purged it. Tombstones of rows that
 * leave once in their life (a status that moves on, a delete) are those of the rows that entered
 * within the last {@code min(window, gc_grace_seconds)}; tombstones of rows whose value changes at
 * a rate (a toggle) are the partition's rows times their changes within {@code gc_grace_seconds}.
 *
 * @param perSecond rows entering one partition per second (the declared rate), or 0 when the
 *     numbers are totals
 * @param rows the partition's rows when the numbers are totals (the rate then gives them)
 * @param onceFactor tombstones per entering row from changes counted over a row's life and from
 *     deletes (the share of rows deleted)
 * @param ratePerSecond tombstones per row of the partition per second from changes declared as a
 *     rate
 */
record Churn(double perSecond, double rows, double onceFactor, double ratePerSecond) {

    /** Tombstones in one partition whose rows arrive over {@code window} seconds (0: no window). */
    double tombstones(double window, double gcGrace) {
        if (perSecond <= 0) {
            // Totals say nothing about time: every row of the partition may leave within gc_grace.
            return rows * onceFactor + rows * gcGrace * ratePerSecond;
        }
        double entering = perSecond * (window > 0 ? Math.min(window, gcGrace) : gcGrace);
        double population = perSecond * (window > 0 ? window : gcGrace);
        return entering * onceFactor + population * gcGrace * ratePerSecond;
    }

    /** Whether a lower {@code gc_grace_seconds} lowers the count (it does not for totals of once-only changes). */
    boolean dependsOnGcGrace() {
        return perSecond > 0 || ratePerSecond > 0;
    }
}
