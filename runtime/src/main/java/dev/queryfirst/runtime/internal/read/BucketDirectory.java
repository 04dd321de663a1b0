package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.internal.Args;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The bucket directory of one access pattern's partition key ({@code @TimeBucket(directory = true)}):
 * how a {@link MergedQuery} lists the buckets that hold rows, so that it reads those and no
 * empty one.
 *
 * <p>The generated code keeps, next to table {@code <table>}, a table {@code <table>_buckets}
 * partitioned by the pattern's partition key without its bucket and shard columns, clustered by
 * the bucket column, newest first, with the entity's TTL. Every write of a copy upserts the
 * copy's bucket there in the same batch (idempotent: a bucket is listed once however many rows
 * it holds). The directory supplies two statements, each selecting exactly one column, the
 * bucket, newest first:
 *
 * <pre>{@code
 * CREATE TABLE logs.log_messages_by_source_name_buckets (
 *   source_name text, message_time_day date,
 *   PRIMARY KEY ((source_name), message_time_day)
 * ) WITH CLUSTERING ORDER BY (message_time_day DESC) AND default_time_to_live = 2592000;
 *
 * -- upTo: the buckets of a "latest N" read, from `last` back
 * SELECT message_time_day FROM logs.log_messages_by_source_name_buckets
 *   WHERE source_name = ? AND message_time_day <= ?;
 * -- between: the buckets of a range read
 * SELECT message_time_day FROM logs.log_messages_by_source_name_buckets
 *   WHERE source_name = ? AND message_time_day >= ? AND message_time_day <= ?;
 * }</pre>
 *
 * <pre>{@code
 * BucketDirectory<LocalDate> directory = BucketDirectory.of(MESSAGE_TIME_DAYS,
 *     last -> buckets.bindUpTo(sourceName, last),
 *     (first, last) -> buckets.bindBetween(sourceName, first, last));
 * }</pre>
 *
 * <p>A read lists the buckets first (one partition), then reads the listed buckets in waves,
 * each wave's buckets (and their shards) concurrently, their rows following one another in bucket
 * order: the newest bucket alone first (a dense key ends there: 2 partitions in all),
 * then as many buckets at once as the rows still wanted need at the rows per bucket seen so far.
 * A "latest 10" read of a key with one row every other day thus touches 1 + 10 partitions in 3
 * round trips instead of 11; its rows are the same either way. With
 * {@code DaoOptions.withPrefetch(true)} the first wave also reads the next listed bucket (one
 * round trip less when sparse, at most one bucket read in vain when dense). A wave sized by the
 * buckets read so far may read a bucket or more in vain when older buckets hold more rows. Pages
 * are read the same way and end exactly after their last row: the cursor holds that row's
 * bucket.
 *
 * <p>A listed bucket may turn out empty (its rows were deleted; the directory keeps the entry
 * until its TTL): the read then moves on to the next listed bucket. Listings are paged by the
 * driver and read lazily: a "latest N" read asks for at most N buckets at a time, since every
 * listed bucket holds at least one row.
 *
 * @param <B> the bucket type, {@code LocalDate} or {@code Instant}
 */
public final class BucketDirectory<B extends Comparable<? super B>> {

    private final BucketSpec<B> buckets;
    private final Function<B, BoundStatement> upTo;
    private final BiFunction<B, B, BoundStatement> between;

    private BucketDirectory(
            BucketSpec<B> buckets, Function<B, BoundStatement> upTo, BiFunction<B, B, BoundStatement> between) {
        this.buckets = buckets;
        this.upTo = upTo;
        this.between = between;
    }

    /**
     * The directory of one partition key.
     *
     * @param buckets the buckets of the bucket column
     * @param upTo binds the listing of the buckets up to {@code last}, included, newest first
     * @param between binds the listing of the buckets from {@code first} to {@code last}, both
     *     included, newest first
     */
    public static <B extends Comparable<? super B>> BucketDirectory<B> of(
            BucketSpec<B> buckets, Function<B, BoundStatement> upTo, BiFunction<B, B, BoundStatement> between) {
        return new BucketDirectory<>(
                Args.notNull(buckets, "buckets"), Args.notNull(upTo, "upTo"), Args.notNull(between, "between"));
    }

    BucketSpec<B> buckets() {
        return buckets;
    }

    BoundStatement upTo(B last) {
        return upTo.apply(last);
    }

    BoundStatement between(B first, B last) {
        return between.apply(first, last);
    }
}
