package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * One run of a {@link MergedQuery}: each bucket's shards are read concurrently and merged (a
 * k-way merge on the query's row order), bucket after bucket, until the run has the rows it
 * needs; the buckets of a directory listing are read several at once ({@link WaveRead}).
 *
 * <p>A shard's first page is fetched when its bucket's wave starts, every later page when the
 * merge needs its next row: each fetch asks for as many rows as the run still needs (any shard
 * may hold all of them), so a shard's unmerged rows are the rest of its current page. A page ends exactly after its last row: the cursor stores, per
 * shard, the paging state its current page was fetched from and how many of that page's rows
 * were returned ({@link MergedCursor.Position}).
 */
final class MergedRead<T> {

    /**
     * What {@link #merge} returns when it merged without waiting: one completed stage shared by
     * every read (the merges of a directory read's buckets mostly find their pages arrived).
     * Never completed by anyone, so sharing it is safe.
     */
    private static final CompletableFuture<Void> MERGED = CompletableFuture.completedFuture(null);

    private final MergedQuery<T> query;
    private final DaoOptions options;
    private final ShardStream.Fetcher fetcher;
    private final Plan.Lister lister;
    /** The query's order when it is a {@link RowOrder}: rows are then compared by their leading keys first. */
    private final RowOrder keyed;

    MergedRead(MergedQuery<T> query, DaoOptions options, ShardStream.Fetcher fetcher) {
        this.query = query;
        this.options = options;
        this.fetcher = fetcher;
        this.lister = (listing, wanted) -> fetcher.fetch(listing, wanted, null);
        this.keyed = query.order() instanceof RowOrder order ? order : null;
    }

    /**
     * Up to {@code limit} rows, in the table's order. A fixed walk reads bucket after bucket
     * (with prefetch, the next bucket is queried while the current one is merged); a directory
     * listing is read in waves (see {@link WaveRead}).
     */
    CompletionStage<List<T>> list(int limit) {
        BucketRun run = query.plan().run(options.clock(), null, lister, limit);
        List<T> rows = new ArrayList<>();
        if (run.listsNonEmptyBuckets()) {
            // Prefetch reads the bucket after the newest in the first wave: a round trip less for a
            // sparse key, one partition in vain for a dense one (never for one row: a listed
            // bucket holds one at least).
            return new WaveRead<>(this, run, limit, rows, null)
                    .read(options.prefetch() ? Math.min(2, limit) : 1)
                    .thenApply(end -> rows);
        }
        return listFrom(run, limit, rows, null).thenApply(done -> rows);
    }

    private CompletionStage<Void> listFrom(BucketRun run, int limit, List<T> rows, List<ShardStream> prefetched) {
        return run.next(1).thenCompose(buckets -> {
            if (buckets.length == 0) {
                return CompletableFuture.completedFuture(null);
            }
            List<ShardStream> streams = prefetched != null ? prefetched : streams(buckets[0], null);
            List<ShardStream> following = null;
            OptionalLong next = run.peek();
            if (options.prefetch() && next.isPresent()) {
                following = streams(next.getAsLong(), null);
                for (ShardStream stream : following) {
                    stream.prefetch(fetcher, limit - rows.size());
                }
            }
            List<ShardStream> ahead = following;
            return merge(streams, limit, rows)
                    .thenCompose(done -> rows.size() >= limit
                            ? CompletableFuture.<Void>completedFuture(null)
                            : listFrom(run, limit, rows, ahead));
        });
    }

    /**
     * One page of at most {@code pageSize} rows from {@code resume} (null: the start), read in
     * waves like {@link #list}: however many buckets a wave read, the page ends after its last
     * row, and the cursor holds that row's bucket and the positions of its shards, so the next
     * page lists the directory again from there (buckets read in vain are read again then).
     */
    CompletionStage<Page<T>> page(int pageSize, MergedCursor resume, CursorCodec codec) {
        BucketRun run = query.plan().run(options.clock(), resume, lister, pageSize);
        List<T> rows = new ArrayList<>();
        return new WaveRead<>(this, run, pageSize, rows, resume).read(1).thenApply(end -> {
            if (end == null) {
                return new Page<>(rows, null);
            }
            boolean bucketDone =
                    end.streams().stream().allMatch(s -> s.position().exhausted());
            if (bucketDone && end.lastOfRun()) {
                return new Page<>(rows, null);
            }
            List<MergedCursor.Position> positions =
                    end.streams().stream().map(ShardStream::position).toList();
            MergedCursor cursor = new MergedCursor(
                    end.index(),
                    resume != null ? resume.walkStart() : query.plan().walkStart(options.clock()),
                    run.left(end.index()),
                    Fingerprints.of(query.plan().statement(end.index(), 0)),
                    positions);
            return new Page<>(rows, codec.encode(cursor));
        });
    }

    ShardStream.Fetcher fetcher() {
        return fetcher;
    }

    /** The shard streams of bucket {@code index}: where {@code resume} left them when it is there, else fresh. */
    List<ShardStream> streams(long index, MergedCursor resume) {
        if (query.shards().count() == 1) {
            // Unsharded (a directory read of one shard): a list of one, per bucket.
            return List.of(ShardStream.at(query.plan().statement(index, 0), position(index, 0, resume)));
        }
        List<ShardStream> streams = new ArrayList<>(query.shards().count());
        for (int shard = 0; shard < query.shards().count(); shard++) {
            streams.add(ShardStream.at(query.plan().statement(index, shard), position(index, shard, resume)));
        }
        return streams;
    }

    /** Where shard {@code shard} of bucket {@code index} starts: where {@code resume} left it, else its start. */
    private static MergedCursor.Position position(long index, int shard, MergedCursor resume) {
        return resume != null && resume.bucketIndex() == index
                ? resume.shards().get(shard)
                : MergedCursor.Position.START;
    }

    /**
     * Adds rows of {@code streams} to {@code rows}, smallest first, until it holds {@code wanted}
     * or every shard is exhausted. Before each choice every shard whose page is used up is
     * fetched (concurrently), since its next row may be the smallest.
     */
    CompletionStage<Void> merge(List<ShardStream> streams, int wanted, List<T> rows) {
        while (rows.size() < wanted) {
            // Asked at the start and whenever a shard's page is used up: a list only when more than
            // one shard needs fetching; one shard alone (one bucket of a directory read, say) is
            // waited for on its page.
            ShardStream alone = null;
            List<CompletableFuture<Void>> fetches = null;
            for (ShardStream stream : streams) {
                if (!stream.needsFetch()) {
                    continue;
                }
                if (alone == null && fetches == null) {
                    alone = stream;
                    continue;
                }
                if (fetches == null) {
                    fetches = new ArrayList<>(streams.size());
                    fetches.add(alone.fetch(fetcher, wanted - rows.size()).toCompletableFuture());
                }
                fetches.add(stream.fetch(fetcher, wanted - rows.size()).toCompletableFuture());
            }
            if (fetches != null) {
                return CompletableFuture.allOf(fetches.toArray(CompletableFuture[]::new))
                        .thenCompose(fetched -> merge(streams, wanted, rows));
            }
            if (alone != null) {
                CompletableFuture<AsyncResultSet> page =
                        alone.nextPage(fetcher, wanted - rows.size()).toCompletableFuture();
                if (!page.isDone() || page.isCompletedExceptionally()) {
                    ShardStream fetching = alone;
                    return page.thenCompose(fetched -> {
                        fetching.accept(fetched);
                        return merge(streams, wanted, rows);
                    });
                }
                // Arrived already (fetched with its wave while the buckets before it were merged):
                // merged on at once, no stage to wait on.
                alone.accept(page.join());
                continue;
            }
            if (!mergeFetched(streams, wanted, rows)) {
                break;
            }
        }
        return MERGED;
    }

    /**
     * Adds the rows the shards' pages hold, smallest first, until {@code rows} holds {@code wanted}
     * or the shard just taken from needs a fetch (the only one whose page can run out here:
     * {@link #merge} fetched the others first). False when every shard is exhausted.
     */
    private boolean mergeFetched(List<ShardStream> streams, int wanted, List<T> rows) {
        int count = streams.size();
        while (rows.size() < wanted) {
            ShardStream smallest = null;
            for (int i = 0; i < count; i++) {
                ShardStream stream = streams.get(i);
                // Strictly smaller: among equal rows the lower shard comes first.
                if (stream.head() != null && (smallest == null || before(stream, smallest))) {
                    smallest = stream;
                }
            }
            if (smallest == null) {
                return false;
            }
            rows.add(query.mapper().map(smallest.take()));
            if (smallest.needsFetch()) {
                return true;
            }
        }
        return true;
    }

    /** Whether {@code stream}'s head comes strictly before {@code other}'s in the query's order. */
    private boolean before(ShardStream stream, ShardStream other) {
        if (keyed != null) {
            return keyed.compare(stream.head(), stream.headKey(keyed), other.head(), other.headKey(keyed)) < 0;
        }
        return query.order().compare(stream.head(), other.head()) < 0;
    }
}
