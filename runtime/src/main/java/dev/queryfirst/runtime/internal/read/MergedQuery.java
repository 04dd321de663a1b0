package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.read.Plan.Lister;
import dev.queryfirst.runtime.shard.Shards;
import java.time.Clock;
import java.util.Comparator;
import java.util.function.IntFunction;

/**
 * An access-pattern read that merges several partitions per step: the {@code N} shards of a
 * {@code shards = N} table, read concurrently and merged in clustering order, bucket after
 * bucket; and the reads whose buckets a {@link BucketDirectory} lists. A {@link Reader} runs it
 * as a list, asynchronously, or page by page, like a {@link Query}: {@code limit}, ranges and
 * cursors work across shards and buckets, and rows come back exactly as one unsharded
 * partition per bucket would return them.
 *
 * <pre>{@code
 * static final Shards SHARDS = Shards.of(4);
 * static final RowOrder ORDER = RowOrder.by(1, DataTypes.TIMESTAMP, ClusteringOrder.DESC)
 *     .then(0, DataTypes.TIMEUUID, ClusteringOrder.ASC);
 *
 * // latest N over day buckets, each bucket split in 4 shards
 * MergedQuery<Video> q = MergedQuery.latest("killrvideo.latest_videos/latest", DAYS, 7, SHARDS,
 *     (day, shard) -> latest.bindSelectBucket(day, shard), ORDER, latest::map);
 * List<Video> newest = reader.list(q, 10);
 * }</pre>
 *
 * <p>The merge compares rows with {@code order}, which must be the table's clustering order
 * over the selected columns ({@link RowOrder} builds it from the columns' CQL types); rows
 * that compare equal come back in shard order. Every factory takes a {@link Shards}:
 * {@code Shards.of(1)} reads an unsharded table (a directory read of an unsharded pattern).
 *
 * @param <T> the entity type
 */
public final class MergedQuery<T> {

    private final String identity;
    private final Shards shards;
    private final Plan plan;
    private final Comparator<Row> order;
    private final RowMapper<T> mapper;

    private MergedQuery(String identity, Shards shards, Plan plan, Comparator<Row> order, RowMapper<T> mapper) {
        this.identity = Args.notNull(identity, "identity");
        this.shards = Args.notNull(shards, "shards");
        this.plan = plan;
        this.order = Args.notNull(order, "order");
        this.mapper = Args.notNull(mapper, "mapper");
    }

    /**
     * A read of one sharded partition (an unbucketed pattern): its {@code N} shards, merged.
     *
     * <pre>{@code
     * MergedQuery.partition("app.events_by_kind/byKind", SHARDS, shard -> byKind.bindSelect(kind, shard),
     *     ORDER, byKind::map);
     * }</pre>
     *
     * @param bind binds the statement reading shard {@code shard}
     */
    public static <T> MergedQuery<T> partition(
            String identity,
            Shards shards,
            IntFunction<BoundStatement> bind,
            Comparator<Row> order,
            RowMapper<T> mapper) {
        Args.notNull(bind, "bind");
        return new MergedQuery<>(
                identity,
                shards,
                new Plan.Walk(0, 1, 1) {
                    @Override
                    BoundStatement statement(long index, int shard) {
                        return bind.apply(shard);
                    }
                },
                order,
                mapper);
    }

    /**
     * A "latest N" read: the bucket holding now (per {@code DaoOptions.clock()}), then older ones,
     * at most {@code lookback} buckets in all, each bucket's shards merged. The table must cluster
     * newest first.
     */
    public static <T, B extends Comparable<? super B>> MergedQuery<T> latest(
            String identity,
            BucketSpec<B> buckets,
            int lookback,
            Shards shards,
            ShardBinder<B> bind,
            Comparator<Row> order,
            RowMapper<T> mapper) {
        Args.notNull(buckets, "buckets");
        Args.positive(lookback, "lookback");
        Args.notNull(bind, "bind");
        return new MergedQuery<>(
                identity,
                shards,
                new Plan.Walk(0, lookback, -1) {
                    @Override
                    long start(Clock clock) {
                        return buckets.indexOf(buckets.bucketOf(clock.instant()));
                    }

                    @Override
                    BoundStatement statement(long index, int shard) {
                        return bind.bind(buckets.bucketAt(index), shard);
                    }
                },
                order,
                mapper);
    }

    /**
     * A range read over the buckets from the one holding {@code first} to the one holding
     * {@code last}, each bucket's shards merged: from the range end back with {@code DESC} (the
     * table clusters newest first), from its start with {@code ASC}. As with
     * {@link Query#range}, {@code bind} binds the range bounds in every bucket.
     *
     * @throws IllegalArgumentException if {@code last} is before {@code first}
     */
    public static <T, B extends Comparable<? super B>> MergedQuery<T> range(
            String identity,
            BucketSpec<B> buckets,
            B first,
            B last,
            ClusteringOrder bucketOrder,
            Shards shards,
            ShardBinder<B> bind,
            Comparator<Row> order,
            RowMapper<T> mapper) {
        Args.notNull(buckets, "buckets");
        Args.rangeOrdered(first, last, "first", "last");
        Args.notNull(bucketOrder, "bucketOrder");
        Args.notNull(bind, "bind");
        long count = buckets.indexOf(last) - buckets.indexOf(first) + 1;
        if (count > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("range spans " + count + " buckets, more than a read can walk");
        }
        boolean descending = bucketOrder == ClusteringOrder.DESC;
        long start = buckets.indexOf(descending ? last : first);
        return new MergedQuery<>(
                identity,
                shards,
                new Plan.Walk(start, (int) count, descending ? -1 : 1) {
                    @Override
                    BoundStatement statement(long index, int shard) {
                        return bind.bind(buckets.bucketAt(index), shard);
                    }
                },
                order,
                mapper);
    }

    /**
     * A "latest N" read of the buckets {@code directory} lists, newest first from the bucket
     * holding now: no lookback, no empty bucket read. The table must cluster newest first.
     *
     * <pre>{@code
     * MergedQuery.latest(ID, directory, Shards.of(1), (day, shard) -> bySource.bindSelectBucket(source, day),
     *     ORDER, bySource::map);
     * }</pre>
     */
    public static <T, B extends Comparable<? super B>> MergedQuery<T> latest(
            String identity,
            BucketDirectory<B> directory,
            Shards shards,
            ShardBinder<B> bind,
            Comparator<Row> order,
            RowMapper<T> mapper) {
        Args.notNull(directory, "directory");
        Args.notNull(bind, "bind");
        BucketSpec<B> buckets = directory.buckets();
        return new MergedQuery<>(
                identity,
                shards,
                new Plan.Listing<>(directory, bind) {
                    @Override
                    BucketRun run(Clock clock, MergedCursor resume, Lister lister, int wanted) {
                        B newest = resume != null
                                ? buckets.bucketAt(resume.bucketIndex())
                                : buckets.bucketOf(clock.instant());
                        return BucketRun.listed(buckets, lister.list(directory.upTo(newest), wanted), false);
                    }
                },
                order,
                mapper);
    }

    /**
     * A range read of the buckets {@code directory} lists between the ones holding {@code first}
     * and {@code last}, each bucket's shards merged; {@code bucketOrder} as in
     * {@link #range(String, BucketSpec, Object, Object, ClusteringOrder, Shards, ShardBinder, Comparator, RowMapper)
     * range}. An {@code ASC} read lists the whole range before its first bucket (the directory
     * lists newest first).
     *
     * @throws IllegalArgumentException if {@code last} is before {@code first}
     */
    public static <T, B extends Comparable<? super B>> MergedQuery<T> range(
            String identity,
            BucketDirectory<B> directory,
            B first,
            B last,
            ClusteringOrder bucketOrder,
            Shards shards,
            ShardBinder<B> bind,
            Comparator<Row> order,
            RowMapper<T> mapper) {
        Args.notNull(directory, "directory");
        Args.rangeOrdered(first, last, "first", "last");
        Args.notNull(bucketOrder, "bucketOrder");
        Args.notNull(bind, "bind");
        BucketSpec<B> buckets = directory.buckets();
        boolean descending = bucketOrder == ClusteringOrder.DESC;
        return new MergedQuery<>(
                identity,
                shards,
                new Plan.Listing<>(directory, bind) {
                    @Override
                    BucketRun run(Clock clock, MergedCursor resume, Lister lister, int wanted) {
                        B from = resume != null && !descending ? buckets.bucketAt(resume.bucketIndex()) : first;
                        B to = resume != null && descending ? buckets.bucketAt(resume.bucketIndex()) : last;
                        // An ascending read needs the oldest bucket first: the whole listing is read.
                        return BucketRun.listed(
                                buckets,
                                lister.list(directory.between(from, to), descending ? wanted : 0),
                                !descending);
                    }
                },
                order,
                mapper);
    }

    String identity() {
        return identity;
    }

    Shards shards() {
        return shards;
    }

    Plan plan() {
        return plan;
    }

    Comparator<Row> order() {
        return order;
    }

    RowMapper<T> mapper() {
        return mapper;
    }

    @Override
    public String toString() {
        return "MergedQuery[" + identity + ", " + shards + "]";
    }
}
