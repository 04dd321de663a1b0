package dev.queryfirst.runtime.migrate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.backfill.BackfillListener;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.WriterCheck;
import dev.queryfirst.runtime.internal.schema.BookkeepingTables;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The right to migrate one keyspace: a row of {@code <keyspace>.queryfirst_migration_lease},
 * written by a lightweight transaction ({@code INSERT ... IF NOT EXISTS USING TTL}) so that one
 * instance at a time holds it. The holder renews it every third of its time to live, also by a
 * lightweight transaction conditional on still owning it, and deletes it when done; when the
 * holder dies the row expires and another instance takes over.
 *
 * <p>A holder that stalls longer than the time to live (a long GC pause, a network partition)
 * loses the lease to another instance. It notices at its next renewal or when the time to live
 * has passed without one, whichever is first: {@link #check()} then throws, and the migrator and
 * its tasks stop before their next statement. Migration work must therefore be safe to repeat.
 */
public final class MigrationLease {

    static final String TABLE = BookkeepingTables.MIGRATION_LEASE;
    /** The one row of the lease table: the lease on the keyspace's schema. */
    private static final String ROW = "schema";

    private final CqlSession session;
    private final String table;
    private final String keyspace;
    private final UUID owner = UUID.randomUUID();
    private final String holder;
    private final Duration ttl;
    private final ScheduledExecutorService renewer;
    private volatile long confirmedAt = System.nanoTime();
    private volatile String lostBecause;
    /** The check of live writers for the backfills of the version being applied. */
    private volatile WriterCheck writerCheck;

    private MigrationLease(CqlSession session, String table, String keyspace, String holder, Duration ttl) {
        this.session = session;
        this.table = table;
        this.keyspace = keyspace;
        this.holder = holder;
        this.ttl = ttl;
        this.renewer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "queryfirst-migration-lease-" + keyspace);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** The outcome of one attempt: the lease, or who holds it. */
    record Attempt(MigrationLease lease, String heldBy) {}

    /** The lease table's DDL, in {@code qualifiedKeyspace}. */
    static String createCql(String qualifiedKeyspace) {
        return "CREATE TABLE IF NOT EXISTS " + qualifiedKeyspace + "." + TABLE
                + " (name text PRIMARY KEY, owner uuid, holder text, acquired_at timestamp)";
    }

    /** Takes the lease of {@code keyspace} if nobody holds it, and keeps renewing it until released. */
    static Attempt tryAcquire(CqlSession session, String qualifiedKeyspace, String keyspace, MigrationOptions options) {
        MigrationLease lease = new MigrationLease(
                session, qualifiedKeyspace + "." + TABLE, keyspace, options.holder(), options.leaseTtl());
        Instant now = Instant.now();
        ResultSet result = session.execute(lwt(
                "INSERT INTO " + lease.table
                        + " (name, owner, holder, acquired_at) VALUES (?, ?, ?, ?) IF NOT EXISTS USING TTL ?",
                ROW,
                lease.owner,
                lease.holder,
                now,
                lease.ttlSeconds()));
        if (!result.wasApplied()) {
            Row current = result.one();
            String heldBy = current == null || !current.getColumnDefinitions().contains("holder")
                    ? "an instance that released it meanwhile"
                    : current.getString("holder") + " (since " + current.getInstant("acquired_at") + ")";
            return new Attempt(null, heldBy);
        }
        long period = Math.max(1, options.leaseTtl().toMillis() / 3);
        lease.renewer.scheduleWithFixedDelay(lease::renew, period, period, TimeUnit.MILLISECONDS);
        return new Attempt(lease, null);
    }

    /** Whether this instance still holds the lease, as far as it knows. */
    public boolean isHeld() {
        return lostBecause == null && System.nanoTime() - confirmedAt < ttl.toNanos();
    }

    /**
     * Returns when the lease is held.
     *
     * @throws MigrationException when it was lost: another instance may be migrating now
     */
    public void check() {
        if (!isHeld()) {
            String why = lostBecause != null ? lostBecause : "not renewed within its time to live of " + ttl;
            throw new MigrationException(
                    0,
                    "lost the migration lease of keyspace " + keyspace + " (" + why
                            + "): another instance may be migrating it; this one stops");
        }
    }

    /**
     * {@code options} whose listener first {@link #check() checks} this lease, so that a backfill
     * run as a {@link MigrationTask} stops after its current ranges once the lease is lost.
     *
     * <pre>{@code
     * .withTask((session, lease) -> Backfill.run(session, keyspace, users, usersByEmail,
     *     lease.watching(options.backfillOptions())))
     * }</pre>
     */
    public BackfillOptions watching(BackfillOptions options) {
        BackfillListener listener = options.listener();
        BackfillOptions watched = options.withListener(progress -> {
            check();
            listener.onProgress(progress);
        });
        WriterCheck writers = writerCheck;
        return writers == null ? watched : watched.withWriterCheck(writers);
    }

    /** Who holds it, as recorded in the history. */
    String holder() {
        return holder;
    }

    /** Makes {@link #watching} add {@code writers}: the backfills of the version about to run ask it. */
    void checkingWriters(WriterCheck writers) {
        this.writerCheck = writers;
    }

    private void renew() {
        try {
            long attempt = System.nanoTime();
            ResultSet result = session.execute(lwt(
                    "UPDATE " + table + " USING TTL ? SET owner = ?, holder = ? WHERE name = ? IF owner = ?",
                    ttlSeconds(),
                    owner,
                    holder,
                    ROW,
                    owner));
            if (result.wasApplied()) {
                confirmedAt = attempt;
            } else {
                lostBecause = "it expired and was taken by " + holderOf(result.one());
                renewer.shutdown();
            }
        } catch (RuntimeException e) {
            // A timeout says nothing about the lease: the next renewal tries again, and isHeld()
            // turns false once the time to live has passed without a confirmed renewal.
        }
    }

    private static String holderOf(Row current) {
        return current == null || !current.getColumnDefinitions().contains("holder") || current.isNull("holder")
                ? "nobody (it expired)"
                : current.getString("holder");
    }

    /** Stops renewing and deletes the lease row if this instance still owns it. */
    void release() {
        renewer.shutdownNow();
        session.execute(lwt("DELETE FROM " + table + " WHERE name = ? IF owner = ?", ROW, owner));
    }

    private int ttlSeconds() {
        return (int) Math.max(1, ttl.toSeconds());
    }

    /** A lightweight transaction: linearizable across the cluster, committed at QUORUM. */
    private static SimpleStatement lwt(String cql, Object... values) {
        return SimpleStatement.newInstance(cql, values)
                .setConsistencyLevel(DefaultConsistencyLevel.QUORUM)
                .setSerialConsistencyLevel(DefaultConsistencyLevel.SERIAL)
                .setIdempotent(false);
    }
}
