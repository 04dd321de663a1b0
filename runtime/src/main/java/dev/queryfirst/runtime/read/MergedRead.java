package dev.queryfirst.runtime.read;

import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * One run of a {@link MergedQuery}: bucket after bucket, the bucket's shards are read
 * concurrently and merged (a k-way merge on the query's row order) until the run has the rows
 * it needs.
 *
 * <p>A shard is fetched only when the merge needs its next row: each fetch asks for as many rows
 * as the run still needs (any shard may hold all of them), so a shard's unmerged rows are the
 * rest of its current page. A page ends exactly after its last row: the cursor stores, per
 * shard, the paging state its current page was fetched from and how many of that page's rows
 * were returned ({@link MergedCursor.Position}).
 */
final class MergedRead<T> {

    private final MergedQuery<T> query;
    private final DaoOptions options;
    private final ShardStream.Fetcher fetcher;
    private final Plan.Lister lister;

    MergedRead(MergedQuery<T> query, DaoOptions options, ShardStream.Fetcher fetcher) {
        this.query = query;
        this.options = options;
        this.fetcher = fetcher;
        this.lister = (listing, wanted) -> fetcher.fetch(listing, wanted, null);
    }

    /** Up to {@code limit} rows, in the table's order. */
    CompletionStage<List<T>> list(int limit) {
        BucketRun run = query.plan().run(options.clock(), null, lister, limit);
        List<T> rows = new ArrayList<>();
        return listFrom(run, limit, rows, null).thenApply(done -> rows);
    }

    private CompletionStage<Void> listFrom(BucketRun run, int limit, List<T> rows, List<ShardStream> prefetched) {
        return run.advance().thenCompose(more -> {
            if (!more) {
                return CompletableFuture.completedFuture(null);
            }
            List<ShardStream> streams = prefetched != null ? prefetched : fresh(run.index());
            List<ShardStream> following = null;
            OptionalLong next = run.peek();
            if (options.prefetch() && next.isPresent()) {
                following = fresh(next.getAsLong());
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

    /** One page of at most {@code pageSize} rows from {@code resume} (null: the start). */
    CompletionStage<Page<T>> page(int pageSize, MergedCursor resume, CursorCodec codec) {
        BucketRun run = query.plan().run(options.clock(), resume, lister, pageSize);
        List<T> rows = new ArrayList<>();
        return pageFrom(run, resume, pageSize, rows, codec);
    }

    private CompletionStage<Page<T>> pageFrom(
            BucketRun run, MergedCursor resume, int pageSize, List<T> rows, CursorCodec codec) {
        return run.advance().thenCompose(more -> {
            if (!more) {
                return CompletableFuture.completedFuture(new Page<>(rows, null));
            }
            long index = run.index();
            List<ShardStream> streams =
                    resume != null && resume.bucketIndex() == index ? resumed(index, resume.shards()) : fresh(index);
            return merge(streams, pageSize, rows).thenCompose(done -> {
                if (rows.size() < pageSize) {
                    return pageFrom(run, null, pageSize, rows, codec);
                }
                boolean bucketDone = streams.stream().allMatch(s -> s.position().exhausted());
                if (bucketDone && run.isLast()) {
                    return CompletableFuture.completedFuture(new Page<>(rows, null));
                }
                List<MergedCursor.Position> positions =
                        streams.stream().map(ShardStream::position).toList();
                MergedCursor cursor = new MergedCursor(
                        index, run.left(), Reader.fingerprint(query.plan().statement(index, 0)), positions);
                return CompletableFuture.completedFuture(new Page<>(rows, codec.encode(cursor)));
            });
        });
    }

    private List<ShardStream> fresh(long index) {
        List<ShardStream> streams = new ArrayList<>();
        for (int shard = 0; shard < query.shards().count(); shard++) {
            streams.add(ShardStream.at(query.plan().statement(index, shard), MergedCursor.Position.START));
        }
        return streams;
    }

    private List<ShardStream> resumed(long index, List<MergedCursor.Position> positions) {
        List<ShardStream> streams = new ArrayList<>();
        for (int shard = 0; shard < positions.size(); shard++) {
            streams.add(ShardStream.at(query.plan().statement(index, shard), positions.get(shard)));
        }
        return streams;
    }

    /**
     * Adds rows of {@code streams} to {@code rows}, smallest first, until it holds {@code wanted}
     * or every shard is exhausted. Before each choice every shard whose page is used up is
     * fetched (concurrently), since its next row may be the smallest.
     */
    private CompletionStage<Void> merge(List<ShardStream> streams, int wanted, List<T> rows) {
        while (rows.size() < wanted) {
            List<CompletableFuture<Void>> fetches = new ArrayList<>();
            for (ShardStream stream : streams) {
                if (stream.needsFetch()) {
                    fetches.add(stream.fetch(fetcher, wanted - rows.size()).toCompletableFuture());
                }
            }
            if (!fetches.isEmpty()) {
                return CompletableFuture.allOf(fetches.toArray(CompletableFuture[]::new))
                        .thenCompose(fetched -> merge(streams, wanted, rows));
            }
            ShardStream smallest = null;
            for (ShardStream stream : streams) {
                Row head = stream.head();
                // Strictly smaller: among equal rows the lower shard comes first.
                if (head != null && (smallest == null || query.order().compare(head, smallest.head()) < 0)) {
                    smallest = stream;
                }
            }
            if (smallest == null) {
                break;
            }
            rows.add(query.mapper().map(smallest.take()));
        }
        return CompletableFuture.completedFuture(null);
    }
}
