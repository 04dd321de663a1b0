package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StaleCopiesException;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.StatementLayers;
import dev.queryfirst.runtime.internal.write.WriteBatch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Keeps the live copies of a referenced entity {@code R} true after R's own write: what the
 * generated DAO of R calls in {@code update}, {@code save} (and {@code insert}, when R may be
 * referenced before it exists). Thread-safe; R's DAO holds one with every {@link LiveReference}
 * to R.
 *
 * <pre>{@code
 * private CompletionStage<Void> write(Customer previous, Customer customer) {
 *   long writeTime = WriteTimes.next(session);                       // R's batch, timed explicitly
 *   WriteBatch batch = writer.batch().at(writeTime).replace(customers, previous, customer);
 *   return propagation.withStaticCopiesAsync(batch, previous, customer)
 *       .thenCompose(WriteBatch::executeAsync)                       // R and its static copies, atomically
 *       .thenCompose(done -> propagation.propagateAsync(customer, writeTime));   // then the fan-out
 * }
 * }</pre>
 *
 * <p><b>Timing.</b> Every propagated copy is written at R's write time, not at the time it is
 * sent: so of two concurrent updates of R, the later one's copies win wherever the propagations
 * interleave; and a referencing row deleted or moved away while the propagation runs (at a later
 * time) stays deleted, where an {@code UPDATE} at the driver's clock would bring back a row
 * holding R's columns alone. A referencing entity's write copies R as it reads it from R's base
 * table ({@link LiveReference#currentAsync}), whatever R object it was given; one whose read came
 * just before R's update and whose write landed after the propagation keeps R's previous values:
 * the referencing entity's {@code auditAndRepair()} finds and rewrites those copies.
 *
 * <p><b>Tombstones.</b> A copy's {@code UPDATE} writes a null only where the copy held a value
 * (as the referrer's base row shows it, and for a static copy as R's previous state does): a
 * rename of an R whose e-mail is null writes no tombstone.
 *
 * <p><b>Failures.</b> The fan-out runs after R's atomic write, referrer by referrer, every copy
 * an idempotent {@code UPDATE}, the referrer's base row last, once its other copies are written
 * (so that the base row shows R's new values only where every copy does); a failed write does not
 * stop the others. When any failed, the stage fails with a {@link StaleCopiesException} naming the
 * tables and row counts left stale. Propagating the same state again converges; a save of R's same
 * state through its DAO writes nothing (it is stored already), so the referencing entity's
 * {@code auditAndRepair()} is what rewrites those copies.
 */
public final class Propagation<R> {

    /** Failures kept as the cause and suppressed exceptions of a {@link StaleCopiesException}. */
    private static final int MAX_FAILURES_KEPT = 10;

    /** Referrers whose copies are rewritten at once: enough to hide latency, few enough not to swamp a node. */
    private static final int CONCURRENCY = 32;

    private static final CompletableFuture<Void> DONE = CompletableFuture.completedFuture(null);

    private final CqlSession session;
    private final DaoOptions options;
    /** The statement options of the copies' rewrites (docs/statement-options.md, "Writes"). */
    private final StatementOptions writes;

    private final List<LiveReference<R, ?>> references;

    /**
     * A propagation over {@code references}; the referrers are read {@link DaoOptions#pageSize()}
     * rows per page.
     */
    public Propagation(CqlSession session, DaoOptions options, List<? extends LiveReference<R, ?>> references) {
        this.session = Args.notNull(session, "session");
        this.options = Args.notNull(options, "options");
        this.writes = StatementLayers.writes(options);
        this.references = List.copyOf(Args.notNull(references, "references"));
    }

    /**
     * Adds to {@code batch} the static copies of {@code current} (one {@code UPDATE} per table whose
     * partition is R's key), for each partition that holds rows: statics written into an empty
     * partition would stand alone there, read back as a row of nulls. A referencing entity written
     * into that partition meanwhile carries R's values itself. A null is written (a tombstone) only
     * where {@code previous} held a value.
     *
     * @param previous R's state before this write, which the static copies hold; null for a new R
     */
    public CompletionStage<WriteBatch> withStaticCopiesAsync(WriteBatch batch, R previous, R current) {
        Args.notNull(batch, "batch");
        Args.notNull(current, "current");
        List<String> tables = new ArrayList<>();
        List<BatchableStatement<?>> updates = new ArrayList<>();
        List<CompletableFuture<Boolean>> holdRows = new ArrayList<>();
        for (LiveReference<R, ?> reference : references) {
            for (LiveReference.StaticCopy<R, ?> copy : reference.staticCopies()) {
                tables.add(copy.table().name());
                BatchableStatement<?> update = copy.update().apply(current);
                updates.add(
                        previous != null && CopyUpdates.mayLeaveUnset(update)
                                ? CopyUpdates.withoutUnchanged(
                                        update, copy.update().apply(previous))
                                : update);
                holdRows.add(session.executeAsync(read(copy.selectFirstRow().apply(current)))
                        .thenApply(page -> {
                            Row first = page.one();
                            return first != null && !first.isNull(0);
                        })
                        .toCompletableFuture());
            }
        }
        return CompletableFuture.allOf(holdRows.toArray(new CompletableFuture<?>[0]))
                .thenApply(done -> {
                    for (int i = 0; i < updates.size(); i++) {
                        if (holdRows.get(i).join()) {
                            batch.add(tables.get(i), updates.get(i), true);
                        }
                    }
                    return batch;
                });
    }

    /** See {@link #propagateAsync}. */
    public void propagate(R current, long writeTime) {
        Futures.getUninterruptibly(propagateAsync(current, writeTime));
    }

    /**
     * Rewrites every plain copy of {@code current} in every table of every referencing entity:
     * pages through each reference's referrers, reads each one's current state from its base table
     * (skipping those deleted, or referencing another R, since the index was written), and updates
     * its row in each table.
     *
     * @param writeTime the write time of R's own batch, in microseconds since the epoch
     * @return a stage that fails with {@link StaleCopiesException} when some copies were not rewritten
     */
    public CompletionStage<Void> propagateAsync(R current, long writeTime) {
        Args.notNull(current, "current");
        Run run = new Run(current, writeTime);
        CompletionStage<Void> chain = CompletableFuture.completedFuture(null);
        for (LiveReference<R, ?> reference : references) {
            chain = chain.thenCompose(done -> run.fanOut(reference));
        }
        return chain.thenApply(done -> run.outcome());
    }

    private BoundStatement read(BoundStatement statement) {
        return options.readConsistency().map(statement::setConsistencyLevel).orElse(statement);
    }

    /** One propagation: what is left stale so far. */
    private final class Run {
        private final R current;
        private final long writeTime;
        private final Map<String, Long> pending = new LinkedHashMap<>();
        private final List<String> unread = new ArrayList<>();
        private final List<Throwable> failures = new ArrayList<>();
        /** Per copy, an update binding R's new values: the first referrer's, whose values the others reuse. */
        private final Map<LiveReference.Copy<R, ?>, BoundStatement> encoded = new ConcurrentHashMap<>();
        /** R's key, computed once (racing threads compute the same). */
        private volatile List<Object> currentKey;

        Run(R current, long writeTime) {
            this.current = current;
            this.writeTime = writeTime;
        }

        <E> CompletionStage<Void> fanOut(LiveReference<R, E> reference) {
            if (reference.copies().isEmpty()) {
                return CompletableFuture.completedFuture(null);
            }
            return pages(
                    reference,
                    attempt(() ->
                            session.executeAsync(read(reference.referrers().bindSelectReferrers(current))
                                    .setPageSize(options.pageSize()))));
        }

        /** Rewrites the referrers of one page, then of the next ones. */
        private <E> CompletionStage<Void> pages(LiveReference<R, E> reference, CompletionStage<AsyncResultSet> page) {
            return page.handle((rows, failure) -> {
                        if (failure != null) {
                            failed(null, cause(failure));
                            synchronized (this) {
                                unread.add(reference.referrers().name());
                            }
                            return CompletableFuture.<Void>completedFuture(null);
                        }
                        List<Row> referrers = new ArrayList<>();
                        rows.currentPage().forEach(referrers::add);
                        return chunks(reference, referrers, 0)
                                .thenCompose(done -> rows.hasMorePages()
                                        ? pages(reference, attempt(rows::fetchNextPage))
                                        : CompletableFuture.<Void>completedFuture(null));
                    })
                    .thenCompose(next -> next);
        }

        private <E> CompletionStage<Void> chunks(LiveReference<R, E> reference, List<Row> rows, int from) {
            if (from >= rows.size()) {
                return DONE;
            }
            int to = Math.min(rows.size(), from + CONCURRENCY);
            CompletableFuture<?>[] work = new CompletableFuture<?>[to - from];
            for (int i = from; i < to; i++) {
                work[i - from] = referrer(reference, rows.get(i)).toCompletableFuture();
            }
            return CompletableFuture.allOf(work).thenCompose(done -> chunks(reference, rows, to));
        }

        /** Reads the referrer of an index row and rewrites its copies; never fails (failures are counted). */
        private <E> CompletionStage<Void> referrer(LiveReference<R, E> reference, Row indexRow) {
            E key;
            try {
                key = reference.referrers().referrer(indexRow);
            } catch (RuntimeException e) {
                reference.copies().forEach(copy -> failed(copy.table().name(), e));
                return DONE;
            }
            if (key == null) {
                return DONE;
            }
            CompletionStage<AsyncResultSet> read = attempt(
                    () -> session.executeAsync(read(reference.referrerSource().bindSelectRow(key))));
            return read.handle((found, failure) -> {
                        if (failure != null) {
                            reference
                                    .copies()
                                    .forEach(copy -> failed(copy.table().name(), cause(failure)));
                            return DONE;
                        }
                        Row row = found.one();
                        if (row == null) {
                            return DONE;
                        }
                        E referrer = reference.referrerOf(row);
                        if (!reference.refersTo(referrer, currentKey())) {
                            return DONE;
                        }
                        return rewrite(reference, 0, referrer, row, true);
                    })
                    .thenCompose(next -> next);
        }

        /**
         * Rewrites the referrer's copies from {@code copies[from]} on, one after another, skipping
         * sparse tables without its row (an {@code UPDATE} would create one); its base row's last,
         * and only when every other was written ({@code written} so far), so that the base row holds
         * R's new values only when every other copy does.
         */
        private <E> CompletionStage<Void> rewrite(
                LiveReference<R, E> reference, int from, E referrer, Row row, boolean written) {
            List<LiveReference.Copy<R, E>> copies = reference.copies();
            for (int i = from; i < copies.size(); i++) {
                LiveReference.Copy<R, E> copy = copies.get(i);
                if (!copy.table().isBase() && copy.table().holds(referrer)) {
                    int next = i + 1;
                    return copy(reference, copy, referrer, row)
                            .thenCompose(ok -> rewrite(reference, next, referrer, row, written && ok));
                }
            }
            for (LiveReference.Copy<R, E> copy : copies) {
                if (copy.table().isBase() && copy.table().holds(referrer)) {
                    if (!written) {
                        heldBack(copy.table().name());
                        return DONE;
                    }
                    return copy(reference, copy, referrer, row).thenApply(ok -> null);
                }
            }
            return DONE;
        }

        /**
         * Rewrites {@code referrer}'s row of {@code copy} at R's write time: whether it was written. A
         * null is written (a tombstone) only over a value: where the update writes a null (or a
         * collection), it is compared with the copy the referrer's base row {@code row} holds.
         */
        private <E> CompletionStage<Boolean> copy(
                LiveReference<R, E> reference, LiveReference.Copy<R, E> copy, E referrer, Row row) {
            String table = copy.table().name();
            CompletionStage<AsyncResultSet> written;
            try {
                BatchableStatement<?> update = newValues(copy, referrer);
                if (CopyUpdates.mayLeaveUnset(update)) {
                    R held = reference.copyOf(reference.referrerSource().map(row));
                    if (held != null) {
                        update = CopyUpdates.withoutUnchanged(
                                update, copy.update().apply(referrer, held));
                    }
                }
                // Setting a flag copies a statement: the generated updates are bound idempotent already.
                Statement<?> statement = (Boolean.TRUE.equals(update.isIdempotent())
                                ? update
                                : update.setIdempotent(true))
                        .setQueryTimestamp(writeTime);
                written = session.executeAsync(writes.applyToWrite(statement));
            } catch (RuntimeException e) {
                written = CompletableFuture.failedFuture(e);
            }
            return written.handle((done, failure) -> {
                if (failure != null) {
                    failed(table, cause(failure));
                }
                return failure == null;
            });
        }

        /**
         * {@code copy}'s update of {@code referrer}'s row with R's new values: those another row's
         * update encoded already when the table binds them so ({@link LiveReference.Copy#withValuesOf}),
         * R's encoding being the same for every row.
         */
        private <E> BatchableStatement<?> newValues(LiveReference.Copy<R, E> copy, E referrer) {
            if (copy.withValuesOf() != null) {
                BoundStatement values = encoded.get(copy);
                if (values != null) {
                    return copy.withValuesOf().apply(referrer, values);
                }
            }
            BatchableStatement<?> update = copy.update().apply(referrer, current);
            if (copy.withValuesOf() != null && update instanceof BoundStatement bound) {
                encoded.putIfAbsent(copy, bound);
            }
            return update;
        }

        /** R's key, as its base table's {@code primaryKey} gives it: what each referrer must refer to. */
        private List<Object> currentKey() {
            List<Object> key = currentKey;
            if (key == null) {
                key = references.get(0).referenced().primaryKey(current);
                currentKey = key;
            }
            return key;
        }

        /** Counts one row of {@code table} left stale because another copy of its referrer failed. */
        private synchronized void heldBack(String table) {
            pending.merge(table, 1L, Long::sum);
        }

        /** Counts one stale row of {@code table} (null: none known) and keeps the failure. */
        private synchronized void failed(String table, Throwable failure) {
            if (table != null) {
                pending.merge(table, 1L, Long::sum);
            }
            if (failures.size() < MAX_FAILURES_KEPT) {
                failures.add(failure);
            }
        }

        synchronized Void outcome() {
            if (failures.isEmpty()) {
                return null;
            }
            LiveReference<R, ?> any = references.get(0);
            String referenced = any.referenced().name() + " " + any.referenced().primaryKey(current);
            throw new StaleCopiesException(referenced, pending, unread, failures);
        }
    }

    /** The stage of {@code send}, or a failed stage when binding or sending threw. */
    private static CompletionStage<AsyncResultSet> attempt(Supplier<CompletionStage<AsyncResultSet>> send) {
        try {
            return send.get();
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private static Throwable cause(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }
}
