package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.bucket.BucketSpec;
import java.util.ArrayList;
import java.util.Arrays;
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

    /**
     * Moves on by up to {@code atMost} buckets and completes with their indexes, in visiting
     * order: at least one unless the run has ended (then none), and no more than are known
     * without a further query once the first is (a listing's next page is fetched only when no
     * bucket is listed ahead). Indexes, not boxes: a read takes every bucket from here.
     */
    abstract CompletionStage<long[]> next(int atMost);

    /** What a cursor at bucket {@code index} of this run stores as buckets left (see {@link MergedCursor}). */
    abstract int left(long index);

    /** The bucket after the last one {@link #next} returned, when it is known without a query (for prefetch). */
    abstract OptionalLong peek();

    /** Whether no bucket follows the last one {@link #next} returned. */
    abstract boolean isLast();

    /**
     * Whether every bucket of the run was listed as holding rows (a directory listing): a read
     * may then read several buckets at once, sized by the rows per bucket it has seen, rarely in
     * vain. A fixed walk visits empty buckets as often as not, so it reads them one by one.
     */
    abstract boolean listsNonEmptyBuckets();

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
        private final long start;
        private final int length;
        private final int step;
        private long next;
        private int remaining;

        Fixed(long start, int length, int step) {
            this.start = start;
            this.length = length;
            this.step = step;
            this.next = start;
            this.remaining = length;
        }

        @Override
        CompletionStage<long[]> next(int atMost) {
            long[] buckets = new long[Math.min(atMost, remaining)];
            for (int i = 0; i < buckets.length; i++) {
                buckets[i] = next;
                next += step;
            }
            remaining -= buckets.length;
            return CompletableFuture.completedFuture(buckets);
        }

        @Override
        int left(long index) {
            return (int) (length - (index - start) * step);
        }

        @Override
        OptionalLong peek() {
            return remaining > 0 ? OptionalLong.of(next) : OptionalLong.empty();
        }

        @Override
        boolean isLast() {
            return remaining == 0;
        }

        @Override
        boolean listsNonEmptyBuckets() {
            return false;
        }
    }

    private static final class Listed<B extends Comparable<? super B>> extends BucketRun {
        private final BucketSpec<B> buckets;
        private final boolean ascending;
        /** The buckets listed and not yet visited: {@code listed[first]} on, {@code count} of them. */
        private long[] listed = new long[16];

        private int first;
        private int count;
        private CompletionStage<AsyncResultSet> pending;
        private AsyncResultSet lastPage;

        Listed(BucketSpec<B> buckets, CompletionStage<AsyncResultSet> listing, boolean ascending) {
            this.buckets = buckets;
            this.pending = listing;
            this.ascending = ascending;
        }

        @Override
        CompletionStage<long[]> next(int atMost) {
            if (count > 0) {
                long[] buckets = Arrays.copyOfRange(listed, first, first + Math.min(atMost, count));
                first += buckets.length;
                count -= buckets.length;
                return CompletableFuture.completedFuture(buckets);
            }
            if (pending == null && lastPage != null && lastPage.hasMorePages()) {
                pending = lastPage.fetchNextPage();
            }
            if (pending == null) {
                return CompletableFuture.completedFuture(new long[0]);
            }
            CompletionStage<AsyncResultSet> page = pending;
            pending = null;
            return page.thenCompose(resultSet -> ascending ? readAll(resultSet, new ArrayList<>()) : take(resultSet))
                    .thenCompose(more -> next(atMost));
        }

        private CompletionStage<Void> take(AsyncResultSet resultSet) {
            lastPage = resultSet;
            for (Row row : resultSet.currentPage()) {
                add(buckets.indexOf(row.get(0, buckets.bucketType())));
            }
            return CompletableFuture.completedFuture(null);
        }

        /** Lists {@code index} after the buckets listed so far. */
        private void add(long index) {
            if (first + count == listed.length) {
                // Move the unvisited ones to the front; grow when they fill the array.
                long[] to = count * 2 > listed.length ? new long[listed.length * 2] : listed;
                System.arraycopy(listed, first, to, 0, count);
                listed = to;
                first = 0;
            }
            listed[first + count++] = index;
        }

        /** Every page of the listing, then the buckets oldest first. */
        private CompletionStage<Void> readAll(AsyncResultSet resultSet, List<Long> newestFirst) {
            for (Row row : resultSet.currentPage()) {
                newestFirst.add(buckets.indexOf(row.get(0, buckets.bucketType())));
            }
            if (resultSet.hasMorePages()) {
                return resultSet.fetchNextPage().thenCompose(next -> readAll(next, newestFirst));
            }
            for (int i = newestFirst.size() - 1; i >= 0; i--) {
                add(newestFirst.get(i));
            }
            return CompletableFuture.completedFuture(null);
        }

        @Override
        int left(long index) {
            return 1;
        }

        @Override
        OptionalLong peek() {
            return count == 0 ? OptionalLong.empty() : OptionalLong.of(listed[first]);
        }

        @Override
        boolean isLast() {
            return count == 0 && pending == null && (lastPage == null || !lastPage.hasMorePages());
        }

        @Override
        boolean listsNonEmptyBuckets() {
            return true;
        }
    }
}
