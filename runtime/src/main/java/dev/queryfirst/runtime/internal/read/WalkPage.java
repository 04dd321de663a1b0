package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.Page;
import java.nio.ByteBuffer;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * One page of a {@link Query}: from its first bucket, or from where a cursor of the previous page
 * left off, bucket after bucket until the page is full, then the cursor of the next page (see
 * {@link Reader#pageAsync(Query, int, String)}). Not thread-safe: one call drives it.
 *
 * @param <T> the entity type
 */
final class WalkPage<T> {

    private final Query<T> query;
    private final CursorCodec codec;
    private final ShardStream.Fetcher fetcher;
    private final int pageSize;
    private final List<T> rows = new ArrayList<>();

    WalkPage(Query<T> query, CursorCodec codec, ShardStream.Fetcher fetcher, int pageSize) {
        this.query = query;
        this.codec = codec;
        this.fetcher = fetcher;
        this.pageSize = pageSize;
    }

    /**
     * The page from {@code cursor} (null: the first page, from the walk's start at {@code clock}'s
     * now).
     *
     * @throws IllegalArgumentException immediately when {@code cursor} is malformed, altered,
     *     truncated, issued for another query or for other arguments
     */
    CompletionStage<Page<T>> read(Clock clock, String cursor) {
        Query.Walk walk = query.walk();
        if (cursor == null) {
            long start = walk.start(clock);
            return pageFrom(start, start, walk.length(), null, null);
        }
        Cursor resume = codec.decode(cursor);
        if (resume.bucketsLeft() > walk.length()
                || !onWalk(walk, resume.walkStart(), resume.bucketIndex(), resume.bucketsLeft())) {
            throw CursorCodec.invalid("does not fit this query (" + resume.bucketsLeft() + " buckets left)");
        }
        BoundStatement statement = walk.statement(resume.bucketIndex());
        if (Fingerprints.of(statement) != resume.argumentsFingerprint()) {
            throw CursorCodec.invalid("was issued for other arguments of " + query.identity());
        }
        ByteBuffer pagingState = resume.pagingState() == null ? null : ByteBuffer.wrap(resume.pagingState());
        return pageFrom(
                resume.walkStart(),
                resume.bucketIndex(),
                resume.bucketsLeft(),
                new Bound(statement, resume.argumentsFingerprint()),
                pagingState);
    }

    /** Whether the walk that starts at {@code walkStart} visits {@code index} with {@code left} buckets left. */
    private static boolean onWalk(Query.Walk walk, long walkStart, long index, int left) {
        long visited = walkStart;
        for (int i = walk.length(); i > left; i--) {
            visited = walk.after(visited);
        }
        return visited == index;
    }

    /** A bucket's statement, bound once, and its fingerprint, taken once (a cursor checked it already). */
    private record Bound(BoundStatement statement, long fingerprint) {}

    /**
     * Reads the page on from bucket {@code index}, whose statement is {@code bound} when the
     * caller bound it already (null: bound here, and fingerprinted only if a cursor names it).
     */
    private CompletionStage<Page<T>> pageFrom(
            long walkStart, long index, int left, Bound bound, ByteBuffer pagingState) {
        Query.Walk walk = query.walk();
        BoundStatement statement = bound != null ? bound.statement() : walk.statement(index);
        return fetcher.fetch(statement, pageSize - rows.size(), pagingState).thenCompose(resultSet -> {
            // The whole page is kept: the server sent at most the rows asked for, and a cursor can
            // only resume at a page boundary.
            for (Row row : resultSet.currentPage()) {
                rows.add(query.mapper().map(row));
            }
            ByteBuffer next =
                    resultSet.hasMorePages() ? resultSet.getExecutionInfo().getPagingState() : null;
            if (next != null) {
                Bound same = bound != null ? bound : new Bound(statement, Fingerprints.of(statement));
                return rows.size() >= pageSize
                        ? done(codec.encode(cursorAt(same, walkStart, index, left, next)))
                        : pageFrom(walkStart, index, left, same, next);
            }
            if (left == 1) {
                return done(null);
            }
            long following = walk.after(index);
            if (rows.size() < pageSize) {
                return pageFrom(walkStart, following, left - 1, null, null);
            }
            BoundStatement first = walk.statement(following);
            return done(codec.encode(
                    cursorAt(new Bound(first, Fingerprints.of(first)), walkStart, following, left - 1, null)));
        });
    }

    private CompletionStage<Page<T>> done(String cursor) {
        return CompletableFuture.completedFuture(new Page<>(rows, cursor));
    }

    /** The cursor resuming {@code bound}, the statement reading bucket {@code index}, at {@code pagingState}. */
    private static Cursor cursorAt(Bound bound, long walkStart, long index, int left, ByteBuffer pagingState) {
        byte[] state = null;
        if (pagingState != null) {
            state = new byte[pagingState.remaining()];
            pagingState.duplicate().get(state);
        }
        return new Cursor(index, walkStart, left, bound.fingerprint(), state);
    }
}
