package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.reactive.Chunks;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A {@link Query}'s walk a driver page at a time, for a reactive read: the next page of the
 * current partition while it has one, then the first page of the next bucket's partition, until
 * the walk ends. A partition is read only when the rows before it did not meet the demand.
 */
final class WalkChunks<T> implements Chunks<T> {

    private final Query<T> query;
    private final Query.Walk walk;
    private final ShardStream.Fetcher fetcher;
    private final int pageSize;
    private final Clock clock;
    private long index;
    private int left;
    private AsyncResultSet current;

    WalkChunks(Query<T> query, ShardStream.Fetcher fetcher, int pageSize, Clock clock) {
        this.query = query;
        this.walk = query.walk();
        this.fetcher = fetcher;
        this.pageSize = pageSize;
        this.clock = clock;
    }

    @Override
    public CompletionStage<List<T>> next() {
        if (current != null && current.hasMorePages()) {
            return current.fetchNextPage().thenApply(this::take);
        }
        if (current == null) {
            index = walk.start(clock);
            left = walk.length();
        } else if (left == 1) {
            return CompletableFuture.completedFuture(null);
        } else {
            index = walk.after(index);
            left--;
        }
        return fetcher.fetch(walk.statement(index), pageSize, null).thenApply(this::take);
    }

    @Override
    public boolean finished() {
        return current != null && !current.hasMorePages() && left == 1;
    }

    private List<T> take(AsyncResultSet resultSet) {
        current = resultSet;
        List<T> rows = new ArrayList<>(resultSet.remaining());
        for (Row row : resultSet.currentPage()) {
            rows.add(query.mapper().map(row));
        }
        return rows;
    }
}
