package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.internal.Args;
import java.time.Clock;
import java.util.function.Function;

/**
 * One access-pattern read, described before it runs: which partitions it visits in which order
 * (one partition, or time buckets), how to bind the statement for each, and how to map rows. A
 * {@link Reader} runs it as a list, asynchronously, or page by page.
 *
 * <pre>{@code
 * // latest N: newest bucket first, at most LOOKBACK buckets back
 * Query<LogMessage> q = Query.latest("logs.log_messages_by_source_name/recentBySource",
 *     MESSAGE_TIME_DAY, 90, day -> bySource.bindLatest(sourceName, day), bySource::map);
 * List<LogMessage> newest = reader.list(q, 10);
 * }</pre>
 *
 * <p>The identity string names the query for its cursors: a cursor issued for one identity is
 * refused by every other. Generated code uses {@code keyspace.table/accessPattern}.
 *
 * @param <T> the entity type
 */
public final class Query<T> {

    private final String identity;
    private final Walk walk;
    private final RowMapper<T> mapper;

    private Query(String identity, Walk walk, RowMapper<T> mapper) {
        this.identity = Args.notNull(identity, "identity");
        this.walk = walk;
        this.mapper = Args.notNull(mapper, "mapper");
    }

    /**
     * A read of one partition (an unbucketed access pattern); the driver pages through it.
     *
     * <pre>{@code
     * Query.partition("app.users_by_email/byEmail", byEmail.bindSelect(email), byEmail::map);
     * }</pre>
     */
    public static <T> Query<T> partition(String identity, BoundStatement statement, RowMapper<T> mapper) {
        Args.notNull(statement, "statement");
        return new Query<>(identity, new Single(statement), mapper);
    }

    /**
     * A "latest N" read: the bucket holding now (per {@code DaoOptions.clock()}), then older
     * buckets, at most {@code lookback} buckets in all. The table must cluster newest first.
     *
     * @param bind binds the statement reading one bucket's partition
     */
    public static <T, B extends Comparable<? super B>> Query<T> latest(
            String identity,
            BucketSpec<B> buckets,
            int lookback,
            Function<B, BoundStatement> bind,
            RowMapper<T> mapper) {
        Args.notNull(buckets, "buckets");
        Args.positive(lookback, "lookback");
        Args.notNull(bind, "bind");
        return new Query<>(identity, new Latest<>(buckets, lookback, bind), mapper);
    }

    /**
     * A range read over the buckets from the one holding {@code first} to the one holding
     * {@code last}. With {@code DESC} (the table clusters newest first) the walk starts at the
     * range end and moves back; with {@code ASC} it starts at the range start. Either way rows
     * come back in the table's order.
     *
     * <p>{@code bind} binds the range bounds in every bucket, not only the first and the last:
     * in the buckets between, every row is inside the range, so the bounds filter nothing and one
     * prepared statement serves all buckets.
     *
     * <pre>{@code
     * Query.range(id, MESSAGE_TIME_DAY, MESSAGE_TIME_DAY.bucketOf(from), MESSAGE_TIME_DAY.bucketOf(to),
     *     ClusteringOrder.DESC, day -> bySource.bindRange(sourceName, day, from, to), bySource::map);
     * }</pre>
     *
     * @throws IllegalArgumentException if {@code last} is before {@code first}
     */
    public static <T, B extends Comparable<? super B>> Query<T> range(
            String identity,
            BucketSpec<B> buckets,
            B first,
            B last,
            ClusteringOrder order,
            Function<B, BoundStatement> bind,
            RowMapper<T> mapper) {
        Args.notNull(buckets, "buckets");
        Args.rangeOrdered(first, last, "first", "last");
        Args.notNull(order, "order");
        Args.notNull(bind, "bind");
        long firstIndex = buckets.indexOf(first);
        long lastIndex = buckets.indexOf(last);
        long count = lastIndex - firstIndex + 1;
        if (count > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("range spans " + count + " buckets, more than a read can walk");
        }
        boolean descending = order == ClusteringOrder.DESC;
        return new Query<>(
                identity,
                new Range<>(buckets, descending ? lastIndex : firstIndex, (int) count, descending, bind),
                mapper);
    }

    String identity() {
        return identity;
    }

    Walk walk() {
        return walk;
    }

    RowMapper<T> mapper() {
        return mapper;
    }

    @Override
    public String toString() {
        return "Query[" + identity + "]";
    }

    /** The partitions a read visits: bucket indexes, in visiting order. */
    abstract static class Walk {
        /** The index of the first partition visited. */
        abstract long start(Clock clock);

        /** How many partitions the walk visits at most. */
        abstract int length();

        /** The index visited after {@code index}. */
        abstract long after(long index);

        /** The statement reading the partition at {@code index}. */
        abstract BoundStatement statement(long index);
    }

    private static final class Single extends Walk {
        private final BoundStatement statement;

        Single(BoundStatement statement) {
            this.statement = statement;
        }

        @Override
        long start(Clock clock) {
            return 0;
        }

        @Override
        int length() {
            return 1;
        }

        @Override
        long after(long index) {
            return index + 1;
        }

        @Override
        BoundStatement statement(long index) {
            return statement;
        }
    }

    private abstract static class Buckets<B extends Comparable<? super B>> extends Walk {
        final BucketSpec<B> buckets;
        private final Function<B, BoundStatement> bind;

        Buckets(BucketSpec<B> buckets, Function<B, BoundStatement> bind) {
            this.buckets = buckets;
            this.bind = bind;
        }

        @Override
        BoundStatement statement(long index) {
            return bind.apply(buckets.bucketAt(index));
        }
    }

    private static final class Latest<B extends Comparable<? super B>> extends Buckets<B> {
        private final int lookback;

        Latest(BucketSpec<B> buckets, int lookback, Function<B, BoundStatement> bind) {
            super(buckets, bind);
            this.lookback = lookback;
        }

        @Override
        long start(Clock clock) {
            return buckets.indexOf(buckets.bucketOf(clock.instant()));
        }

        @Override
        int length() {
            return lookback;
        }

        @Override
        long after(long index) {
            return index - 1;
        }
    }

    private static final class Range<B extends Comparable<? super B>> extends Buckets<B> {
        private final long start;
        private final int length;
        private final boolean descending;

        Range(BucketSpec<B> buckets, long start, int length, boolean descending, Function<B, BoundStatement> bind) {
            super(buckets, bind);
            this.start = start;
            this.length = length;
            this.descending = descending;
        }

        @Override
        long start(Clock clock) {
            return start;
        }

        @Override
        int length() {
            return length;
        }

        @Override
        long after(long index) {
            return descending ? index - 1 : index + 1;
        }
    }
}
