package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.temporal.ChronoUnit;

/**
 * Splits time-ordered partitions into buckets: every table that clusters by this attribute also
 * partitions by its bucket, so a partition holds at most one bucket's worth of rows.
 *
 * <pre>{@code
 * @TimeBucket(ChronoUnit.DAYS) Instant messageTime            // column message_time_day (date)
 * @TimeBucket(value = ChronoUnit.DAYS, size = 4) Instant joined  // column joined_4days
 * }</pre>
 *
 * <p>Applies to {@code Instant}, {@code LocalDate}, {@code LocalDateTime} and timeuuid
 * {@code UUID} attributes. Buckets are aligned to the epoch in UTC (months and years to calendar
 * boundaries). The bucket column is a {@code date} for units of a day or longer, a
 * {@code timestamp} (the bucket's start) otherwise.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface TimeBucket {

    /** The bucket unit, from {@code MINUTES} to {@code YEARS}. */
    ChronoUnit value();

    /** Units per bucket: {@code size = 4} with {@code DAYS} makes four-day buckets. */
    int size() default 1;

    /**
     * How many buckets a "latest N" read may walk back before it stops. 0: derived from the
     * entity's TTL, else 90.
     */
    int lookback() default 0;

    /** Overrides the bucket column's name ({@code <column>_<unit>} by default). */
    String column() default "";
}
