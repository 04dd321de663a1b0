package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.Iterator;
import java.util.concurrent.CompletionStage;

/**
 * The rows of one shard of one bucket, page by page, as a merge consumes them: the head row, and
 * the position a cursor stores to find the next row again (see {@link MergedCursor.Position}).
 * Not thread-safe: a merge drives it between fetches.
 */
final class ShardStream {

    /** Runs {@code statement} from {@code pagingState} (null: the start), asking for {@code rows} rows. */
    interface Fetcher {
        CompletionStage<AsyncResultSet> fetch(BoundStatement statement, int rows, ByteBuffer pagingState);
    }

    private final BoundStatement statement;
    /** Where the next fetch starts (null: the partition's start). */
    private ByteBuffer fetchFrom;
    /** Rows still to skip from where the next fetch starts: returned before the cursor was issued. */
    private int skip;
    /** Whether the buffered page is used up and the partition may hold more rows. */
    private boolean needsFetch;
    /** Where the buffered page starts: the paging state that fetched it. */
    private ByteBuffer pageStart;

    /**
     * The buffered page's rows not yet looked at: read one at a time, as the merge takes them, so
     * that a page's rows the merge never reaches are never made into rows.
     */
    private Iterator<Row> rows = Collections.emptyIterator();
    /** The next row of the buffered page, or null when it is used up. */
    private Row head;
    /** The head's {@link RowOrder#leadingKey}, once asked for; reset with every new head. */
    private long headKey;

    private boolean headKeyed;
    /** The buffered page's rows skipped or taken. */
    private int next;

    private CompletionStage<AsyncResultSet> prefetched;

    private ShardStream(BoundStatement statement, MergedCursor.Position position) {
        this.statement = statement;
        this.fetchFrom = position.pagingState() == null ? null : ByteBuffer.wrap(position.pagingState());
        this.skip = position.skip();
        this.needsFetch = !position.exhausted();
    }

    /** A stream of {@code statement}'s rows from {@code position}. */
    static ShardStream at(BoundStatement statement, MergedCursor.Position position) {
        return new ShardStream(statement, position);
    }

    boolean needsFetch() {
        return needsFetch;
    }

    /** Starts the first fetch ahead of need (the next bucket, read while this one is merged). */
    void prefetch(Fetcher fetcher, int wanted) {
        if (needsFetch && prefetched == null) {
            prefetched = fetcher.fetch(statement, withSkip(wanted), fetchFrom);
        }
    }

    /** Fetches the next page, for at least {@code wanted} rows after the skipped ones. */
    CompletionStage<Void> fetch(Fetcher fetcher, int wanted) {
        return nextPage(fetcher, wanted).thenAccept(this::accept);
    }

    /**
     * The next page as {@link #fetch} fetches it, not yet taken in: the caller passes it to
     * {@link #accept} before using this stream again (a merge waiting for this stream alone
     * continues from the page itself, a stage less per fetch).
     */
    CompletionStage<AsyncResultSet> nextPage(Fetcher fetcher, int wanted) {
        CompletionStage<AsyncResultSet> fetching =
                prefetched != null ? prefetched : fetcher.fetch(statement, withSkip(wanted), fetchFrom);
        prefetched = null;
        return fetching;
    }

    /** Rows to ask for: {@code wanted} plus the skipped ones, saturated ({@code wanted} may be "all"). */
    private int withSkip(int wanted) {
        return (int) Math.min(Integer.MAX_VALUE, (long) wanted + skip);
    }

    /** Takes in the page {@link #nextPage} fetched. */
    void accept(AsyncResultSet resultSet) {
        pageStart = fetchFrom;
        rows = resultSet.currentPage().iterator();
        next = 0;
        while (next < skip && rows.hasNext()) {
            rows.next();
            next++;
        }
        skip -= next;
        head = rows.hasNext() ? rows.next() : null;
        headKeyed = false;
        fetchFrom = resultSet.hasMorePages() ? resultSet.getExecutionInfo().getPagingState() : null;
        needsFetch = head == null && fetchFrom != null;
    }

    /** The next row of this shard, or null when a fetch is needed or the shard is exhausted. */
    Row head() {
        return head;
    }

    /** The head row's {@link RowOrder#leadingKey} in {@code order}, computed once per head. */
    long headKey(RowOrder order) {
        if (!headKeyed) {
            headKey = order.leadingKey(head);
            headKeyed = true;
        }
        return headKey;
    }

    /** Consumes the head row. */
    Row take() {
        Row row = head;
        next++;
        head = rows.hasNext() ? rows.next() : null;
        headKeyed = false;
        if (head == null) {
            needsFetch = fetchFrom != null;
        }
        return row;
    }

    /** Where this stream is: what a cursor stores to resume it exactly. */
    MergedCursor.Position position() {
        if (needsFetch) {
            return new MergedCursor.Position(bytes(fetchFrom), skip, false);
        }
        if (head != null) {
            return new MergedCursor.Position(bytes(pageStart), next, false);
        }
        return MergedCursor.Position.EXHAUSTED;
    }

    private static byte[] bytes(ByteBuffer state) {
        if (state == null) {
            return null;
        }
        byte[] copy = new byte[state.remaining()];
        state.duplicate().get(copy);
        return copy;
    }
}
