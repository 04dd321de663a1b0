package dev.queryfirst.processor.generate.cql;

import dev.queryfirst.processor.model.TimeBucketModel;

/**
 * A TimeWindowCompactionStrategy window. TWCS only accepts MINUTES, HOURS and DAYS as
 * {@code compaction_window_unit}, so longer buckets become whole days. Its windows are aligned to
 * the epoch in fixed units, never to calendar months, so a month is approximated by 30 days and a
 * year by 365: each SSTable then still holds about one bucket.
 *
 * @param unit {@code MINUTES}, {@code HOURS} or {@code DAYS}
 * @param size units per window
 */
public record TwcsWindow(String unit, long size) {

    /** The window equal to a time bucket. */
    public static TwcsWindow of(TimeBucketModel bucket) {
        long size = bucket.size();
        return switch (bucket.unit()) {
            case MINUTES -> new TwcsWindow("MINUTES", size);
            case HOURS -> new TwcsWindow("HOURS", size);
            case HALF_DAYS -> new TwcsWindow("HOURS", 12 * size);
            case DAYS -> new TwcsWindow("DAYS", size);
            case WEEKS -> new TwcsWindow("DAYS", 7 * size);
            case MONTHS -> new TwcsWindow("DAYS", 30 * size);
            case YEARS -> new TwcsWindow("DAYS", 365 * size);
            default ->
                throw new IllegalArgumentException("no TimeWindowCompactionStrategy window for a bucket of " + size
                        + " " + bucket.unit() + ": buckets range from MINUTES to YEARS");
        };
    }
}
