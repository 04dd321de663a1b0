package dev.queryfirst.spark;

import java.time.Duration;

/**
 * What a backfill job did to one table.
 *
 * @param target the table filled
 * @param source the table read
 * @param rowsCopied the copies written (the source rows the target holds)
 * @param directoryEntries the bucket directory entries written for them (0 without a directory)
 * @param elapsed how long the table took
 */
public record TableBackfill(String target, String source, long rowsCopied, long directoryEntries, Duration elapsed) {

    /** Copies a second. */
    public double rowsPerSecond() {
        return rowsCopied / Math.max(1e-9, elapsed.toNanos() / 1e9);
    }

    @Override
    public String toString() {
        return String.format(
                "%s from %s: %,d rows, %,d directory entries in %.1f s (%,.0f rows/s)",
                target, source, rowsCopied, directoryEntries, elapsed.toNanos() / 1e9, rowsPerSecond());
    }
}
