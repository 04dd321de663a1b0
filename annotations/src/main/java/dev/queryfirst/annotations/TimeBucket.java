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
 *
 * <p>A sparse key (a source that logs a few messages a week into day buckets) leaves most buckets
 * empty, and a "latest N" read would walk them all. {@code directory = true} keeps, per partition
 * key, the list of buckets that hold rows, and reads only those:
 *
 * <pre>{@code
 * @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant messageTime
 * // CREATE TABLE logs.log_messages_by_source_name_buckets (source_name text, message_time_day date,
 * //   PRIMARY KEY ((source_name), message_time_day)) WITH CLUSTERING ORDER BY (message_time_day DESC)
 * }</pre>
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

    /**
     * Keeps a bucket directory: for every table partitioned by this bucket, a table
     * {@code <table>_buckets} listing, per partition key (without the bucket), the buckets that hold
     * rows, newest first, with the entity's TTL. Every write upserts its bucket there in the same
     * batch; "latest N" and range reads list the non-empty buckets first and read only those, so
     * the {@link #lookback()} no longer truncates a read. Deletes leave entries behind (the audit
     * reports emptied buckets; the TTL removes them).
     */
    boolean directory() default false;
}
