package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.token.TokenRange;
import dev.queryfirst.runtime.backfill.BackfillListener;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillProgress;
import dev.queryfirst.runtime.backfill.BackfillReport;
import dev.queryfirst.runtime.backfill.WriterCheck;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.LiveInstance;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.StaticColumnsTable;
import dev.queryfirst.runtime.internal.TokenRangeTable;
import dev.queryfirst.runtime.internal.copy.CopyInsert;
import dev.queryfirst.runtime.internal.copy.CopyTime;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Fills a new table of an entity from an existing one: every row of {@code source} is written to
 * {@code target}, as the copy row the entity's model description computes from it ({@link
 * CopyInsert}, docs/architecture.md "The copy row").
 *
 * <ul>
 *   <li><b>Token ranges.</b> The ring is cut into at least {@link BackfillOptions#splits()} token
 *       ranges ({@code TokenRange.splitEvenly}, then {@code unwrap}); a few are scanned at once
 *       ({@link BackfillOptions#concurrency()}), each with
 *       {@code WHERE token(key) > ? AND token(key) <= ?} and driver paging, its copies written
 *       asynchronously, a bounded number in flight.
 *   <li><b>Live writes win.</b> Each copy is written {@code USING TIMESTAMP} of its source row:
 *       the latest {@code WRITETIME} of the source's {@link TokenRangeTable#writeTimeColumns()}.
 *       A write the application makes meanwhile (to both tables) is later, so neither an older
 *       copy nor the re-copy of a resumed range overwrites it; a copy of a row that moved away
 *       since is shadowed by the move's delete. A row whose write-time columns are all null has
 *       no write time to read; it is copied at the time its range's scan started, which is
 *       before any write the scan did not see.
 *   <li><b>Expiring with the source</b>: a copy keeps its source row's remaining time to live,
 *       and one of a row that does not expire does not either ({@link CopyTime}).
 *   <li><b>Resumable.</b> Each finished range is recorded in {@code <keyspace>.queryfirst_backfill}
 *       (keyed by the target's name); a run skips the ranges recorded, so a backfill stopped
 *       midway (a crash, a {@link BackfillListener} that threw) resumes, copying again at most
 *       the ranges that were in flight. The same ring gives the same ranges; after a topology
 *       change, ranges no longer match and are copied again, which is harmless.
 *   <li><b>Rate limit and progress</b>: {@link BackfillOptions#withRateLimit(int)},
 *       {@link BackfillOptions#withListener(BackfillListener)}.
 *   <li><b>After every writer writes the target</b> (docs/schema-evolution.md, "Rolling releases"):
 *       with a {@link BackfillOptions#writerCheck()}, while live instances of an older schema
 *       version remain it records the backfill as deferred ({@link DeferredWork}) and copies
 *       nothing (or refuses, naming them, or goes ahead when forced). A backfill that was
 *       deferred then also deletes the target's rows whose source no longer holds them
 *       ({@link Orphans}): what the older writers' moves and deletes left behind.
 *   <li><b>Left to a whole-table job</b>: with {@link BackfillOptions#leftPending()} it copies
 *       nothing and records the backfill as pending ({@link PendingBackfills}) for the
 *       {@code queryfirst-spark} job, which records it done.
 * </ul>
 *
 * <pre>{@code
 * // users_by_email is new: fill it from the base table users
 * Prepared prepared = Prepared.prepare(session, statementsOf(keyspace));
 * Entity user = ModelDescription.fromClasspath("app").entity("com.example.User");
 * BackfillReport report = Backfill.run(session, keyspace, user, new UsersTable(prepared, keyspace),
 *     new UsersByEmailTable(prepared, keyspace), BackfillOptions.defaults().withRateLimit(10_000));
 * }</pre>
 */
public final class Backfill {

    private static final System.Logger LOG = System.getLogger(Backfill.class.getName());

    /** Copies of one range written at once: enough to hide the round trip, few enough to not swamp a node. */
    private static final int WRITES_IN_FLIGHT = 32;

    private Backfill() {}

    /**
     * Copies every row of {@code source} to {@code target}, each written as the copy row
     * {@code entity}'s model description computes from its source row (the computation the
     * {@code queryfirst-spark} jobs share, docs/architecture.md "The copy row"), skipping the
     * ranges an earlier run finished; returns once every range is copied.
     *
     * @param keyspace where the checkpoint table lives (the target's keyspace, as Cassandra stores it)
     * @param entity the model description of the entity whose tables {@code source} and
     *     {@code target} are
     * @return what this run copied; nothing when {@code options} leave the backfill pending
     * @throws RuntimeException a driver failure, or what the listener threw, once the workers stopped;
     *     the ranges finished so far are checkpointed
     */
    public static <E> BackfillReport run(
            CqlSession session,
            String keyspace,
            Entity entity,
            TokenRangeTable<E> source,
            EntityTable<E> target,
            BackfillOptions options) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        Args.notNull(entity, "entity");
        Args.notNull(source, "source");
        Args.notNull(target, "target");
        Args.notNull(options, "options");
        if (options.isLeftPending()) {
            PendingBackfills.leave(session, keyspace, target.name(), source.name());
            return nothing(source, target);
        }
        boolean followsOlderWriters = DeferredWork.isDeferred(session, keyspace, target.name());
        if (options.writerCheck().isPresent()) {
            WriterCheck check = options.writerCheck().get();
            List<LiveInstance> older = check.olderWriters().get();
            if (!older.isEmpty()) {
                switch (check.whenOlderWritersLive()) {
                    case DEFER -> {
                        DeferredWork.defer(
                                session,
                                keyspace,
                                check.module(),
                                target.name(),
                                DeferredWork.Kind.BACKFILL,
                                check.version(),
                                older);
                        return nothing(source, target);
                    }
                    case REFUSE ->
                        throw new IllegalStateException(waitingFor(target, check, older)
                                + "; it starts once they stopped (or their heartbeats expired), or force it");
                    case FORCE -> {
                        LOG.log(
                                Level.WARNING,
                                waitingFor(target, check, older) + "; forced to start now: what they"
                                        + " write after their range was copied is not in " + target.name());
                        followsOlderWriters = true;
                    }
                }
            }
        }
        BackfillReport report = new Run<>(
                        session, Checkpoints.open(session, keyspace), entity, keyspace, source, target, options)
                .run();
        if (followsOlderWriters) {
            long removed = new Orphans<>(session, source, target, options).remove();
            LOG.log(
                    Level.INFO,
                    "backfill of " + target.name() + " removed " + removed + " rows older writers left behind");
        }
        // A backfill left to a whole-table job and run here after all is done as well.
        PendingBackfills.finish(session, keyspace, target.name(), report.rowsCopied());
        DeferredWork.done(session, keyspace, target.name());
        return report;
    }

    private static String waitingFor(EntityTable<?> target, WriterCheck check, List<LiveInstance> older) {
        return "the backfill of " + target.name() + " (schema version " + check.version() + ") waits for "
                + older.size() + " live instance(s) still writing an older version: " + older;
    }

    private static BackfillReport nothing(EntityTable<?> source, EntityTable<?> target) {
        return new BackfillReport(source.name(), target.name(), 0, 0, 0, Duration.ZERO);
    }

    /** Forgets the finished ranges of {@code target}: its next backfill copies every row again. */
    public static void forget(CqlSession session, String keyspace, String target) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        Args.notNull(target, "target");
        Checkpoints.open(session, keyspace).forget(target);
    }

    private static final class Run<E> {
        private final CqlSession session;
        private final Checkpoints checkpoints;
        private final TokenRangeTable<E> source;
        private final EntityTable<E> target;
        private final BackfillOptions options;
        private final RangeScan scan;
        private final RateLimiter limiter;
        /** The insert of the copy rows, and the entity's TTL. */
        private final CopyInsert copies;

        private final long entityTtl;
        private final Queue<TokenRange> todo = new ConcurrentLinkedQueue<>();
        private final Object progressLock = new Object();
        private volatile Throwable failure;
        private long rowsCopied;
        private int rangesDone;
        private int rangesTotal;

        Run(
                CqlSession session,
                Checkpoints checkpoints,
                Entity entity,
                String keyspace,
                TokenRangeTable<E> source,
                EntityTable<E> target,
                BackfillOptions options) {
            this.session = session;
            this.copies = CopyInsert.prepare(session, keyspace, entity, target.name());
            this.entityTtl = entity.ttlSeconds();
            this.checkpoints = checkpoints;
            this.source = source;
            this.target = target;
            this.options = options;
            this.scan = RangeScan.prepare(session, source);
            this.limiter = options.rateLimit().map(RateLimiter::new).orElse(null);
        }

        BackfillReport run() {
            Instant start = Instant.now();
            List<TokenRange> ranges = RingSplits.of(session, options.splits());
            Set<String> finished = checkpoints.finished(target.name());
            ranges.stream()
                    .filter(range -> !finished.contains(checkpoints.key(range)))
                    .forEach(todo::add);
            int skipped = ranges.size() - todo.size();
            int copied = todo.size();
            rangesTotal = ranges.size();
            rangesDone = skipped;
            List<Thread> workers = new ArrayList<>();
            for (int i = 0; i < Math.min(options.concurrency(), copied); i++) {
                Thread worker = new Thread(this::work, "queryfirst-backfill-" + target.name() + "-" + i);
                worker.setDaemon(true);
                worker.start();
                workers.add(worker);
            }
            awaitAll(workers);
            if (failure != null) {
                throw rethrow(failure);
            }
            return new BackfillReport(
                    source.name(), target.name(), rowsCopied, copied, skipped, Duration.between(start, Instant.now()));
        }

        /** Waits for the workers; when the caller is interrupted, stops them first. */
        private void awaitAll(List<Thread> workers) {
            for (Thread worker : workers) {
                try {
                    worker.join();
                } catch (InterruptedException e) {
                    fail(e);
                    workers.forEach(Thread::interrupt);
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(
                            "backfill of " + target.name() + " interrupted; a later run resumes", e);
                }
            }
        }

        /** Copies ranges until none is left or one failed. */
        private void work() {
            TokenRange range;
            while (failure == null && (range = todo.poll()) != null) {
                try {
                    copy(range);
                } catch (Throwable e) {
                    fail(e);
                }
            }
        }

        private void fail(Throwable e) {
            synchronized (progressLock) {
                if (failure == null) {
                    failure = e;
                }
            }
        }

        private void copy(TokenRange range) throws InterruptedException {
            // Copies of rows without a write time are timed before anything this scan could miss.
            long scanStart = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
            BoundStatement read = scan.bind(range).setPageSize(options.pageSize());
            read = options.readConsistency().map(read::setConsistencyLevel).orElse(read);
            ArrayDeque<CompletableFuture<AsyncResultSet>> writes = new ArrayDeque<>();
            long rows = 0;
            try {
                for (Row row : session.execute(read)) {
                    if (failure != null) {
                        return;
                    }
                    if (source instanceof StaticColumnsTable<E> statics && statics.isStaticOnly(row)) {
                        continue;
                    }
                    BoundStatement copy = copyRowOf(row, scanStart);
                    if (copy == null) {
                        // A sparse target: no row for an entity whose optional key attribute is null.
                        continue;
                    }
                    if (limiter != null) {
                        limiter.acquire();
                    }
                    copy = copy.setIdempotent(true);
                    copy = options.writeConsistency()
                            .map(copy::setConsistencyLevel)
                            .orElse(copy);
                    writes.add(session.executeAsync(copy).toCompletableFuture());
                    if (writes.size() >= WRITES_IN_FLIGHT) {
                        Futures.getUninterruptibly(writes.poll());
                    }
                    rows++;
                }
                while (!writes.isEmpty()) {
                    Futures.getUninterruptibly(writes.poll());
                }
            } finally {
                // Abandoned: let the writes in flight end before the run returns.
                writes.forEach(write -> write.handle((result, error) -> null).join());
            }
            checkpoints.finish(target.name(), source.name(), range, rows);
            synchronized (progressLock) {
                rowsCopied += rows;
                rangesDone++;
                if (failure == null) {
                    options.listener()
                            .onProgress(new BackfillProgress(target.name(), rowsCopied, rangesDone, rangesTotal));
                }
            }
        }

        /** The insert of the copy row of {@code row}, at its {@link CopyTime}; null when the target holds none. */
        private BoundStatement copyRowOf(Row row, long scanStart) {
            CopyTime time = CopyTime.of(scan.writeTime(row), scan.ttl(row), scanStart, entityTtl);
            return copies.bind(copies.sourceOf(row), time);
        }

        private static RuntimeException rethrow(Throwable failure) {
            if (failure instanceof RuntimeException runtime) {
                return runtime;
            }
            if (failure instanceof Error error) {
                throw error;
            }
            return new IllegalStateException("backfill stopped: " + failure, failure);
        }
    }
}
