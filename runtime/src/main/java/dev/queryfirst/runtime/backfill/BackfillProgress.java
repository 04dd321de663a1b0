package dev.queryfirst.runtime.backfill;

/**
 * How far a backfill has come, as told to its {@link BackfillListener} after every range.
 *
 * @param target the table being filled
 * @param rowsCopied the rows copied by this run so far
 * @param rangesDone the token ranges finished, by this run or (skipped) by an earlier one
 * @param rangesTotal the token ranges of the whole ring
 */
public record BackfillProgress(String target, long rowsCopied, int rangesDone, int rangesTotal) {

    /** The share of ranges done, from 0 to 1. */
    public double fraction() {
        return rangesTotal == 0 ? 1 : (double) rangesDone / rangesTotal;
    }
}
