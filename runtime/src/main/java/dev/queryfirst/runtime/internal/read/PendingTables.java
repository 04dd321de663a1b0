package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import dev.queryfirst.runtime.TablePendingException;
import dev.queryfirst.runtime.instances.DeferredWork;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which tables of a DAO's keyspaces are pending (their backfill deferred until every live instance
 * writes them, {@link DeferredWork}), so that their reads fail fast with a
 * {@link TablePendingException} (docs/schema-evolution.md, "Rolling releases"). Cheap: nothing is
 * read while the keyspace has no deferred-work table (the driver's metadata says so); otherwise
 * one small read per keyspace every {@link #REFRESH}, shared by the reads in between.
 */
final class PendingTables {

    /** How long a look at the deferred work is trusted: a finished backfill's reads answer after at most this. */
    static final Duration REFRESH = Duration.ofSeconds(2);

    private record Snapshot(long readAt, Map<String, String> pending) {}

    /**
     * The last answer of {@link #mayBePending}, for one keyspace and one snapshot of the driver's
     * metadata (immutable: a schema change replaces it, and with it this answer).
     */
    private record Known(Metadata metadata, CqlIdentifier keyspace, boolean exists) {}

    private final CqlSession session;
    private final Map<String, CompletionStage<Snapshot>> byKeyspace = new ConcurrentHashMap<>();
    private volatile Known known;

    PendingTables(CqlSession session) {
        this.session = session;
    }

    /**
     * Whether {@code statement}'s table may be pending: its keyspace has a deferred-work table. When
     * not, which is every read of a keyspace without a rolling release, the read goes out at once,
     * without a stage to wait on. Asked before every read: answered from the last answer while the
     * driver's metadata is the same snapshot and the keyspace the same (no lookup, no allocation).
     */
    boolean mayBePending(BoundStatement statement) {
        ColumnDefinitions columns = statement.getPreparedStatement().getResultSetDefinitions();
        if (columns.size() == 0) {
            return false;
        }
        CqlIdentifier keyspace = columns.get(0).getKeyspace();
        Metadata metadata = session.getMetadata();
        Known last = known;
        if (last != null && last.metadata() == metadata && last.keyspace().equals(keyspace)) {
            return last.exists();
        }
        boolean exists = DeferredWork.exists(session, keyspace.asInternal());
        known = new Known(metadata, keyspace, exists);
        return exists;
    }

    /** Completes when {@code statement}'s table is not pending; fails with {@link TablePendingException} when it is. */
    CompletionStage<Void> check(BoundStatement statement) {
        if (!mayBePending(statement)) {
            return CompletableFuture.completedFuture(null);
        }
        ColumnDefinitions columns = statement.getPreparedStatement().getResultSetDefinitions();
        String keyspace = columns.get(0).getKeyspace().asInternal();
        String table = columns.get(0).getTable().asInternal();
        return snapshot(keyspace).thenApply(snapshot -> {
            String why = snapshot.pending().get(table);
            if (why != null) {
                throw new TablePendingException(keyspace + "." + table, why);
            }
            return null;
        });
    }

    private CompletionStage<Snapshot> snapshot(String keyspace) {
        long now = System.nanoTime();
        return byKeyspace.compute(keyspace, (ks, current) -> {
            if (current != null) {
                Snapshot done = current.toCompletableFuture().getNow(null);
                boolean failed = current.toCompletableFuture().isCompletedExceptionally();
                if (!failed && (done == null || now - done.readAt() < REFRESH.toNanos())) {
                    return current;
                }
            }
            return read(ks, now);
        });
    }

    private CompletionStage<Snapshot> read(String keyspace, long now) {
        SimpleStatement select = SimpleStatement.newInstance(
                        "SELECT work, kind, version, waiting_for FROM " + DeferredWork.table(keyspace))
                .setIdempotent(true);
        return session.executeAsync(select)
                .thenCompose(first -> collect(first, new HashMap<>()))
                .thenApply(pending -> new Snapshot(now, pending));
    }

    private CompletionStage<Map<String, String>> collect(AsyncResultSet page, Map<String, String> pending) {
        for (Row row : page.currentPage()) {
            if (DeferredWork.Kind.BACKFILL.name().equals(row.getString(1))) {
                pending.put(
                        row.getString(0),
                        "(schema version " + row.getInt(2) + ") waits for instances still writing an older"
                                + " version: " + row.getString(3));
            }
        }
        return page.hasMorePages()
                ? page.fetchNextPage().thenCompose(next -> collect(next, pending))
                : CompletableFuture.completedFuture(pending);
    }
}
