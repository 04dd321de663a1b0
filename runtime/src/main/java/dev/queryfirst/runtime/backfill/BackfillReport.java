package dev.queryfirst.runtime.backfill;

import java.time.Duration;

/**
 * What one {@link Backfill#run} did.
 *
 * @param source the table read
 * @param target the table filled
 * @param rowsCopied the rows this run copied
 * @param rangesCopied the token ranges this run copied
 * @param rangesSkipped the token ranges an earlier run had finished (from the checkpoint)
 * @param elapsed how long this run took
 */
public record BackfillReport(
        String source, String target, long rowsCopied, int rangesCopied, int rangesSkipped, Duration elapsed) {

    /** Every range of the ring: those copied now and those skipped. */
    public int rangesTotal() {
        return rangesCopied + rangesSkipped;
    }
}
