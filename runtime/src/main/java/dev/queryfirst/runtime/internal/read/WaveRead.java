package dev.queryfirst.runtime.internal.read;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The buckets of one run of a {@link MergedRead}, read in waves: the buckets of a wave (every
 * shard of each) are queried at once, then merged one after another in the run's order, until
 * the read has {@code wanted} rows or the run ends.
 *
 * <p>Each partition holds one bucket, so the rows of consecutive buckets simply follow one
 * another in the table's order: reading them at once changes the latency, never the rows. How
 * many buckets a wave reads is what makes it cheap: a bucket read beyond the one holding the
 * last row wanted is a partition touched in vain. A run whose buckets a directory lists (each
 * holds at least one row) sizes its next wave by the rows still wanted and the rows per bucket
 * seen so far; any other run (a fixed walk, which meets empty buckets as often as not) reads one
 * bucket per wave. For a "latest 10" read of a key with one row every other day:
 *
 * <pre>
 * listing                      1 partition   the buckets, newest first (at most 10)
 * wave 1: the newest bucket    1 partition   1 row: 9 rows still wanted, 1 row per bucket
 * wave 2: the next 9 buckets   9 partitions  at once: 10 rows, 11 partitions in 3 round trips
 * </pre>
 *
 * <p>The first wave is one bucket (two with {@code DaoOptions.withPrefetch(true)}), since a
 * dense key ends there. A wave never reads more buckets than rows still wanted (each listed
 * bucket holds one at least), nor more than {@link #MAX_WAVE}, nor more than the listing's
 * current page holds. When older buckets hold more rows than the ones read so far, the last wave
 * may read a bucket or more in vain. Not thread-safe: one read drives it.
 *
 * @param <T> the entity type
 */
final class WaveRead<T> {

    /** The most buckets one wave reads: bounds the requests one read puts in flight at once. */
    static final int MAX_WAVE = 16;

    /**
     * Where a read that got its rows stopped: the bucket of its last row, that bucket's shard
     * streams (what a cursor stores) and whether the run holds no bucket after it.
     */
    record End(long index, List<ShardStream> streams, boolean lastOfRun) {}

    private final MergedRead<T> read;
    private final BucketRun run;
    private final int wanted;
    private final List<T> rows;
    /** Where the first bucket resumes (a paged read), or null. */
    private MergedCursor resume;
    /** Buckets read whole from their start, and the rows they held: the density seen so far. */
    private int bucketsSeen;

    private int rowsSeen;

    WaveRead(MergedRead<T> read, BucketRun run, int wanted, List<T> rows, MergedCursor resume) {
        this.read = read;
        this.run = run;
        this.wanted = wanted;
        this.rows = rows;
        this.resume = resume;
    }

    /**
     * Reads waves, the first of {@code firstWave} buckets, into the rows; completes with where
     * the read stopped once it has {@code wanted} rows, or with null when the run ended first.
     */
    CompletionStage<End> read(int firstWave) {
        return run.next(firstWave).thenCompose(buckets -> {
            if (buckets.length == 0) {
                return CompletableFuture.completedFuture(null);
            }
            List<List<ShardStream>> streams = new ArrayList<>(buckets.length);
            for (long index : buckets) {
                streams.add(read.streams(index, resume));
            }
            boolean resumed = resume != null && resume.bucketIndex() == buckets[0];
            resume = null;
            // Every shard of every bucket of the wave is queried now; the merges below find
            // their pages on the way.
            for (List<ShardStream> bucket : streams) {
                for (ShardStream stream : bucket) {
                    stream.prefetch(read.fetcher(), wanted - rows.size());
                }
            }
            return mergeFrom(buckets, streams, 0, resumed);
        });
    }

    /**
     * Merges the wave's buckets from the {@code at}-th on, in order, then reads the next wave. A
     * bucket whose pages arrived already is merged on at once, without a stage to wait on.
     */
    private CompletionStage<End> mergeFrom(
            long[] buckets, List<List<ShardStream>> streams, int at, boolean firstResumed) {
        for (int bucket = at; ; bucket++) {
            int before = rows.size();
            CompletableFuture<Void> merged =
                    read.merge(streams.get(bucket), wanted, rows).toCompletableFuture();
            if (!merged.isDone() || merged.isCompletedExceptionally()) {
                int waited = bucket;
                return merged.thenCompose(done -> {
                    CompletionStage<End> after = afterMerge(buckets, streams, waited, firstResumed, before);
                    return after != null ? after : mergeFrom(buckets, streams, waited + 1, firstResumed);
                });
            }
            CompletionStage<End> after = afterMerge(buckets, streams, bucket, firstResumed, before);
            if (after != null) {
                return after;
            }
        }
    }

    /**
     * What follows the merge of bucket {@code at}, which found {@code before} rows: the read's
     * end, the next wave, or null when bucket {@code at + 1} of this wave is merged next.
     */
    private CompletionStage<End> afterMerge(
            long[] buckets, List<List<ShardStream>> streams, int at, boolean firstResumed, int before) {
        if (rows.size() >= wanted) {
            boolean lastOfWave = at == buckets.length - 1;
            return CompletableFuture.completedFuture(new End(buckets[at], streams.get(at), lastOfWave && run.isLast()));
        }
        // A resumed bucket was read from the middle: its rows say nothing of the density.
        if (at > 0 || !firstResumed) {
            bucketsSeen++;
            rowsSeen += rows.size() - before;
        }
        return at + 1 < buckets.length ? null : read(nextWave());
    }

    /** How many buckets the next wave reads: the rows still wanted at the rows per bucket seen. */
    private int nextWave() {
        if (!run.listsNonEmptyBuckets() || bucketsSeen == 0) {
            return 1;
        }
        int remaining = wanted - rows.size();
        // At least one row per listed bucket, so at most `remaining` buckets (an emptied bucket
        // lowers the average, never below one).
        double perBucket = Math.max(1.0, (double) rowsSeen / bucketsSeen);
        return (int) Math.min(MAX_WAVE, Math.ceil(remaining / perBucket));
    }
}
