package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.StaticColumnsTable;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The second half of a backfill that followed older writers (docs/schema-evolution.md, "Rolling
 * releases"): instances of the previous release moved and deleted entities in the source table
 * without touching the new table, so rows the new release wrote there may no longer be held by
 * their source. Scans the target; for each row reads its entity back from the source (every
 * table holds every attribute), and deletes the row when the source no longer holds it under
 * that key. Afterwards the target equals what a fresh backfill would have written.
 *
 * <p>Each delete is timed at the moment its entity's source row was read, not at the driver's
 * clock: a live write that puts the row back after that read is later and survives.
 */
final class Orphans<E> {

    /** Rows checked at once: their source rows are read concurrently. */
    private static final int CHUNK = 32;

    private final CqlSession session;
    private final EntityTable<E> source;
    private final EntityTable<E> target;
    private final BackfillOptions options;

    Orphans(CqlSession session, EntityTable<E> source, EntityTable<E> target, BackfillOptions options) {
        this.session = session;
        this.source = source;
        this.target = target;
        this.options = options;
    }

    /** Deletes every row of the target whose source no longer holds it; returns how many. */
    long remove() {
        BoundStatement scan = target.bindScan().setPageSize(options.pageSize());
        scan = options.readConsistency().map(scan::setConsistencyLevel).orElse(scan);
        long removed = 0;
        List<Row> chunk = new ArrayList<>(CHUNK);
        for (Row row : session.execute(scan)) {
            if (target instanceof StaticColumnsTable<E> statics && statics.isStaticOnly(row)) {
                continue;
            }
            chunk.add(row);
            if (chunk.size() == CHUNK) {
                removed += check(chunk);
                chunk.clear();
            }
        }
        return removed + check(chunk);
    }

    private long check(List<Row> rows) {
        List<E> held = rows.stream().map(target::map).toList();
        long readAt = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
        List<CompletableFuture<AsyncResultSet>> owners = new ArrayList<>();
        for (E copy : held) {
            BoundStatement read = source.bindSelectRow(copy);
            read = options.readConsistency().map(read::setConsistencyLevel).orElse(read);
            owners.add(session.executeAsync(read).toCompletableFuture());
        }
        List<CompletableFuture<AsyncResultSet>> deletes = new ArrayList<>();
        for (int i = 0; i < held.size(); i++) {
            E copy = held.get(i);
            Row owner = Futures.getUninterruptibly(owners.get(i)).one();
            E current = owner == null ? null : source.map(owner);
            if (current == null || !target.holds(current) || !sameKey(current, copy)) {
                BoundStatement delete =
                        target.bindDelete(copy).setQueryTimestamp(readAt).setIdempotent(true);
                delete = options.writeConsistency()
                        .map(delete::setConsistencyLevel)
                        .orElse(delete);
                deletes.add(session.executeAsync(delete).toCompletableFuture());
            }
        }
        deletes.forEach(Futures::getUninterruptibly);
        return deletes.size();
    }

    private boolean sameKey(E current, E copy) {
        return Arrays.deepEquals(
                target.primaryKey(current).toArray(), target.primaryKey(copy).toArray());
    }
}
