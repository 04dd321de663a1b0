package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import java.time.Clock;
import java.util.concurrent.CompletionStage;

/** Which buckets a {@link MergedQuery} visits, and the statement reading each shard of each. */
abstract class Plan {

    /** Runs a directory listing, asking the driver for about {@code wanted} rows per page. */
    interface Lister {
        CompletionStage<AsyncResultSet> list(BoundStatement listing, int wanted);
    }

    /** The statement reading shard {@code shard} of the bucket at {@code index} (0 when unbucketed). */
    abstract BoundStatement statement(long index, int shard);

    /**
     * The buckets of one run: from the start when {@code resume} is null, else from the cursor's
     * bucket on. {@code wanted} is how many rows the run needs at most.
     */
    abstract BucketRun run(Clock clock, MergedCursor resume, Lister lister, int wanted);

    /** The most buckets left a valid cursor of this plan can hold. */
    abstract int maxBucketsLeft();

    /** The first bucket a run from the start visits: what a cursor keeps as its walk's start. */
    abstract long walkStart(Clock clock);

    /** Whether the run that started at {@code walkStart} visits {@code index} with {@code left} buckets left. */
    abstract boolean visits(long walkStart, long index, int left);

    /** Consecutive buckets: a fixed number from a start, toward older ({@code -1}) or newer ({@code +1}) ones. */
    abstract static class Walk extends Plan {
        private final long start;
        private final int length;
        private final int step;

        Walk(long start, int length, int step) {
            this.start = start;
            this.length = length;
            this.step = step;
        }

        /** The first bucket's index. */
        long start(Clock clock) {
            return start;
        }

        @Override
        BucketRun run(Clock clock, MergedCursor resume, Lister lister, int wanted) {
            return resume == null
                    ? BucketRun.fixed(start(clock), length, step)
                    : BucketRun.fixed(resume.bucketIndex(), resume.bucketsLeft(), step);
        }

        @Override
        int maxBucketsLeft() {
            return length;
        }

        @Override
        long walkStart(Clock clock) {
            return start(clock);
        }

        @Override
        boolean visits(long walkStart, long index, int left) {
            return left >= 1 && left <= length && index == walkStart + (long) step * (length - left);
        }
    }

    /** The buckets a directory lists; a run resumed from a cursor lists from the cursor's bucket on. */
    abstract static class Listing<B extends Comparable<? super B>> extends Plan {
        final BucketDirectory<B> directory;
        private final ShardBinder<B> bind;

        Listing(BucketDirectory<B> directory, ShardBinder<B> bind) {
            this.directory = directory;
            this.bind = bind;
        }

        @Override
        BoundStatement statement(long index, int shard) {
            return bind.bind(directory.buckets().bucketAt(index), shard);
        }

        @Override
        int maxBucketsLeft() {
            return 1;
        }

        /** A directory run starts wherever the directory lists; its cursor keeps its own bucket. */
        @Override
        long walkStart(Clock clock) {
            return 0;
        }

        /** Any listed bucket of the key: the directory is listed again from it, so it is checked there. */
        @Override
        boolean visits(long walkStart, long index, int left) {
            return left == 1;
        }
    }
}
