package dev.queryfirst.runtime.read;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.bucket.BucketSpec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The buckets one run of a {@link MergedQuery} visits, in visiting order: a fixed walk over
 * consecutive bucket indexes, or the buckets a {@link BucketDirectory} lists, fetched lazily.
 * Not thread-safe: one run is driven by one read at a time.
 */
abstract class BucketRun {

    /** Moves to the next bucket; completes with false when the run has ended. */
    abstract CompletionStage<Boolean> advance();

    /** The bucket index {@link #advance()} moved to. */
    abstract long index();

    /** What a cursor at the current bucket stores as buckets left (see {@link MergedCursor}). */
    abstract int left();

    /** The bucket after the current one when it is known without a query (for prefetch). */
    abstract OptionalLong peek();

    /** Whether the current bucket is known to be the run's last. */
    abstract boolean isLast();

    /** {@code length} consecutive buckets from {@code start}, moving by {@code step} (+1 or -1). */
    static BucketRun fixed(long start, int length, int step) {
        return new Fixed(start, length, step);
    }

    /**
     * The buckets of a directory listing (newest first); {@code ascending} reads the whole
     * listing, then visits it oldest first.
     */
    static <B extends Comparable<? super B>> BucketRun listed(
            BucketSpec<B> buckets, CompletionStage<AsyncResultSet> listing, boolean ascending) {
        return new Listed<>(buckets, listing, ascending);
    }

    private static final class Fixed extends BucketRun {
        private final int step;
        private long next;
        private int remaining;
        private long current;

        Fixed(long start, int length, int step) {
            this.next = start;
            this.remaining = length;
            this.step = step;
        }

        @Override
        CompletionStage<Boolean> advance() {
            if (remaining == 0) {
                return CompletableFuture.completedFuture(false);
            }
            current = next;
            next += step;
            remaining--;
            return CompletableFuture.completedFuture(true);
        }

        @Override
        long index() {
            return current;
        }

        @Override
        int left() {
            return remaining + 1;
        }

        @Override
        OptionalLong peek() {
            return remaining > 0 ? OptionalLong.of(next) : OptionalLong.empty();
        }

        @Override
        boolean isLast() {
            return remaining == 0;
        }
    }

    private static final class Listed<B extends Comparable<? super B>> extends BucketRun {
        private final BucketSpec<B> buckets;
        private final boolean ascending;
        private final Deque<Long> listed = new ArrayDeque<>();
        private CompletionStage<AsyncResultSet> pending;
        private AsyncResultSet lastPage;
        private long current;

        Listed(BucketSpec<B> buckets, CompletionStage<AsyncResultSet> listing, boolean ascending) {
            this.buckets = buckets;
            this.pending = listing;
            this.ascending = ascending;
        }

        @Override
        CompletionStage<Boolean> advance() {
            if (!listed.isEmpty()) {
                current = listed.poll();
                return CompletableFuture.completedFuture(true);
            }
            if (pending == null && lastPage != null && lastPage.hasMorePages()) {
                pending = lastPage.fetchNextPage();
            }
            if (pending == null) {
                return CompletableFuture.completedFuture(false);
            }
            CompletionStage<AsyncResultSet> page = pending;
            pending = null;
            return page.thenCompose(resultSet -> ascending ? readAll(resultSet, new ArrayList<>()) : take(resultSet))
                    .thenCompose(more -> advance());
        }

        private CompletionStage<Void> take(AsyncResultSet resultSet) {
            lastPage = resultSet;
            for (Row row : resultSet.currentPage()) {
                listed.add(buckets.indexOf(row.get(0, buckets.bucketType())));
            }
            return CompletableFuture.completedFuture(null);
        }

        /** Every page of the listing, then the buckets oldest first. */
        private CompletionStage<Void> readAll(AsyncResultSet resultSet, List<Long> newestFirst) {
            for (Row row : resultSet.currentPage()) {
                newestFirst.add(buckets.indexOf(row.get(0, buckets.bucketType())));
            }
            if (resultSet.hasMorePages()) {
                return resultSet.fetchNextPage().thenCompose(next -> readAll(next, newestFirst));
            }
            Collections.reverse(newestFirst);
            listed.addAll(newestFirst);
            return CompletableFuture.completedFuture(null);
        }

        @Override
        long index() {
            return current;
        }

        @Override
        int left() {
            return 1;
        }

        @Override
        OptionalLong peek() {
            return listed.isEmpty() ? OptionalLong.empty() : OptionalLong.of(listed.peek());
        }

        @Override
        boolean isLast() {
            return listed.isEmpty() && pending == null && (lastPage == null || !lastPage.hasMorePages());
        }
    }
}
