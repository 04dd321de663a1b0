package dev.queryfirst.processor.model;

import java.time.temporal.ChronoUnit;

/**
 * {@code @TimeBucket} on a time attribute.
 *
 * @param unit MINUTES … YEARS
 * @param size units per bucket (≥ 1)
 * @param lookback buckets a "latest N" read may walk back; 0 = derive from TTL, else 90
 * @param column explicit bucket column name, or empty for the derived one
 * @param directory whether the tables partitioned by this bucket keep a bucket directory (docs/mapping-rules.md, "Bucket directories")
 */
public record TimeBucketModel(ChronoUnit unit, int size, int lookback, String column, boolean directory) {

    /** A bucket without a directory. */
    public TimeBucketModel(ChronoUnit unit, int size, int lookback, String column) {
        this(unit, size, lookback, column, false);
    }

    /** The bucket's width in seconds (months and years at their average length). */
    public double widthSeconds() {
        return size * (double) unit.getDuration().getSeconds();
    }
}
