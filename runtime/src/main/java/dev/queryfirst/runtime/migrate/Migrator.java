package dev.queryfirst.runtime.migrate;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import com.datastax.oss.driver.api.core.servererrors.AlreadyExistsException;
import com.datastax.oss.driver.api.core.servererrors.InvalidQueryException;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.instances.LiveInstances;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.schema.BookkeepingTables;
import dev.queryfirst.runtime.internal.schema.SchemaApplier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Brings a keyspace's schema to the code's version: applies the pending {@link MigrationStep}s in
 * order, each recorded in {@code <keyspace>.queryfirst_schema_history}. Safe to call at every
 * start-up, by every instance at once:
 *
 * <ul>
 *   <li>When the history holds every version, it returns at once, after one read.
 *   <li>Otherwise one instance migrates, holding the keyspace's {@link MigrationLease}; the others
 *       wait, trying the lease and re-reading the history every
 *       {@link MigrationOptions#pollInterval()}, and return once the history holds every version
 *       (or migrate themselves if the holder died: its lease expires).
 *   <li>The holder re-reads the history, then per pending version: records it as started, runs its
 *       statements (waiting for schema agreement after each), then its tasks, then records it as
 *       applied. A version started but not applied (the previous holder crashed midway) runs
 *       again from its first statement: a statement that fails because its work is already done
 *       ({@code ALTER TABLE ... ADD} of a column that exists, {@code CREATE} of what exists,
 *       {@code DROP} of what is gone) counts as done.
 *   <li>Rolling releases (docs/schema-evolution.md, "Rolling releases"): every call records this
 *       instance with the code's version ({@link InstanceHeartbeat}). A version's backfills start
 *       only when no live instance runs an older version, and its drops only when none still reads
 *       what they drop; until then both are deferred ({@link MigrationReport#deferred()}), the
 *       version counts as applied, and each later call (of any instance) tries them again.
 *       {@link MigrationOptions#withBackfillForced()} and
 *       {@link MigrationOptions#withBackfillRequired()} change that.
 *   <li>A version applied with another checksum than the code's is refused
 *       ({@link MigrationException} naming it): applied versions never change; add a new one.
 *       Versions in the history above the code's (newer code migrated already) are left alone.
 * </ul>
 *
 * <pre>{@code
 * // what a generated AppSchema.migrate(session, options) does
 * String keyspace = options.keyspaceOr("app");
 * MigrationReport report = Migrator.migrate(session, keyspace, steps(keyspace, options), options);
 * }</pre>
 *
 * <p>The history, lease, instances and deferred-work tables are created in the keyspace when missing. On a multi-node
 * cluster, concurrent first creations of one table by several coordinators may disagree (a
 * Cassandra limitation before transactional metadata): start one instance first the very first
 * time, or create the keyspace and these tables ahead.
 */
public final class Migrator {

    /** DDL is slower than the driver's 2 s default request timeout on small or busy machines. */
    private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);
    /** Server messages of a schema change whose work is already done. */
    private static final Pattern EXISTS = Pattern.compile("already exists", Pattern.CASE_INSENSITIVE);

    private static final Pattern GONE =
            Pattern.compile("does ?n[o']t exist|not found|unknown (column|field)", Pattern.CASE_INSENSITIVE);

    private Migrator() {}

    /**
     * Applies the pending {@code steps} to {@code keyspace} (its name as Cassandra stores it).
     *
     * @param steps versions 1, 2, … n, in order
     * @throws IllegalArgumentException when {@code steps} are not numbered 1 to n in order
     * @throws IllegalStateException when the keyspace does not exist and no replication was given
     * @throws MigrationException when a checksum differs, a version fails, the lease is lost, or
     *     another instance held the lease longer than {@link MigrationOptions#maxWait()}
     */
    public static MigrationReport migrate(
            CqlSession session, String keyspace, List<MigrationStep> steps, MigrationOptions options) {
        return migrate(session, keyspace, "", steps, options);
    }

    /**
     * Applies the pending {@code steps} of {@code module}, one module of a keyspace split over
     * several (docs/schema-evolution.md, "Several modules, one keyspace"): its versions are its own,
     * recorded in {@code <keyspace>.queryfirst_module_history} by module; the keyspace's lease
     * still lets one migrator of any module run at a time.
     *
     * @param module the module's name ({@code -Aqueryfirst.module}); empty: the keyspace's one history
     */
    public static MigrationReport migrate(
            CqlSession session, String keyspace, String module, List<MigrationStep> steps, MigrationOptions options) {
        Args.notNull(module, "module");
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        Args.notNull(steps, "steps");
        Args.notNull(options, "options");
        for (int i = 0; i < steps.size(); i++) {
            Args.notNull(steps.get(i), "steps[" + i + "]");
            if (steps.get(i).version() != i + 1) {
                throw new IllegalArgumentException(
                        "steps must be versions 1 to " + steps.size() + " in order, but steps[" + i + "] is version "
                                + steps.get(i).version());
            }
        }
        String qualified = CqlIdentifier.fromInternal(keyspace).asCql(true);
        prepareKeyspace(session, keyspace, qualified, module, options);
        if (!steps.isEmpty()) {
            InstanceHeartbeat.start(session, keyspace, module, steps.size(), options.heartbeat());
        }
        DeferredSteps deferred = new DeferredSteps(session, keyspace, module, options);
        SchemaHistory history = new SchemaHistory(session, qualified, module);
        String owner = module.isEmpty() ? "keyspace " + keyspace : "module " + module + " in keyspace " + keyspace;
        long deadline = System.nanoTime() + options.maxWait().toNanos();
        while (true) {
            Map<Integer, SchemaHistory.Entry> entries = history.read();
            checkChecksums(owner, steps, entries);
            if (pending(steps, entries).isEmpty()
                    && deferred.versions(steps.size()).stream().noneMatch(deferred::ready)) {
                return new MigrationReport(keyspace, highestApplied(entries), List.of(), deferred.remaining());
            }
            MigrationLease.Attempt attempt = MigrationLease.tryAcquire(session, qualified, keyspace, options);
            if (attempt.lease() != null) {
                return migrateHolding(session, keyspace, owner, steps, options, history, attempt.lease(), deferred);
            }
            if (System.nanoTime() > deadline) {
                throw new MigrationException(
                        0,
                        "waited " + options.maxWait() + " for the migration lease of keyspace "
                                + keyspace + ", held by " + attempt.heldBy() + "; versions "
                                + pending(steps, entries).stream()
                                        .map(MigrationStep::version)
                                        .toList()
                                + " are still pending");
            }
            sleep(options.pollInterval());
        }
    }

    private static MigrationReport migrateHolding(
            CqlSession session,
            String keyspace,
            String owner,
            List<MigrationStep> steps,
            MigrationOptions options,
            SchemaHistory history,
            MigrationLease lease,
            DeferredSteps deferred) {
        List<Integer> applied = new ArrayList<>();
        Map<Integer, SchemaHistory.Entry> entries;
        try {
            // Authoritative now: the previous holder's writes are complete (QUORUM) or it lost its lease.
            entries = history.read();
            checkChecksums(owner, steps, entries);
            for (MigrationStep step : pending(steps, entries)) {
                apply(session, owner, step, entries.containsKey(step.version()), history, lease, deferred);
                applied.add(step.version());
            }
            for (int version : deferred.versions(steps.size())) {
                if (deferred.ready(version)) {
                    completeDeferred(session, keyspace, steps.get(version - 1), lease, deferred);
                }
            }
        } catch (RuntimeException e) {
            try {
                lease.release();
            } catch (RuntimeException releaseFailure) {
                e.addSuppressed(releaseFailure); // the lease then expires by itself
            }
            throw e;
        }
        lease.release();
        int version = Math.max(highestApplied(entries), applied.isEmpty() ? 0 : applied.get(applied.size() - 1));
        return new MigrationReport(keyspace, version, applied, deferred.remaining());
    }

    private static void apply(
            CqlSession session,
            String owner,
            MigrationStep step,
            boolean rerun,
            SchemaHistory history,
            MigrationLease lease,
            DeferredSteps deferred) {
        lease.check();
        history.start(step, lease.holder());
        String current = null;
        try {
            for (String statement : step.statements()) {
                current = statement;
                lease.check();
                if (!DeferredSteps.drops(statement) || deferred.mayDrop(step.version(), statement)) {
                    execute(session, statement, rerun);
                    SchemaApplier.awaitSchemaAgreement(session);
                }
            }
            current = null;
            lease.checkingWriters(deferred.writerCheck(step.version()));
            for (MigrationTask task : step.tasks()) {
                lease.check();
                task.run(session, lease);
            }
            lease.check();
            history.succeed(step);
        } catch (RuntimeException e) {
            try {
                history.fail(step, e);
            } catch (RuntimeException recordFailure) {
                e.addSuppressed(recordFailure);
            }
            if (e instanceof MigrationException) {
                throw e;
            }
            String where = current != null ? "statement " + current : "a task";
            throw new MigrationException(
                    step.version(),
                    "version " + step.version() + " (" + step.description() + ") of " + owner + " failed at " + where
                            + ": " + e.getMessage(),
                    e);
        }
    }

    /**
     * The work of applied version {@code step} that waited for older instances, now that none is
     * live (or when forced): its deferred drops, then its tasks again (a backfill done before skips
     * every range from its checkpoint; a deferred one copies, then removes what older writers left).
     */
    private static void completeDeferred(
            CqlSession session, String keyspace, MigrationStep step, MigrationLease lease, DeferredSteps deferred) {
        try {
            for (String drop : deferred.deferredStatements(step)) {
                lease.check();
                if (deferred.mayDrop(step.version(), drop)) {
                    execute(session, drop, true);
                    SchemaApplier.awaitSchemaAgreement(session);
                    deferred.dropped(drop);
                }
            }
            lease.checkingWriters(deferred.writerCheck(step.version()));
            for (MigrationTask task : step.tasks()) {
                lease.check();
                task.run(session, lease);
            }
        } catch (MigrationException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new MigrationException(
                    step.version(),
                    "the deferred work of version " + step.version() + " (" + step.description() + ") of keyspace "
                            + keyspace + " failed: " + e.getMessage(),
                    e);
        }
    }

    /** Runs {@code statement}; on a re-run, a refusal because its work is already done counts as done. */
    private static void execute(CqlSession session, String statement, boolean rerun) {
        try {
            session.execute(SimpleStatement.newInstance(statement).setTimeout(DDL_TIMEOUT));
        } catch (AlreadyExistsException e) {
            if (!rerun) {
                throw e;
            }
        } catch (InvalidQueryException e) {
            if (!(rerun && alreadyDone(statement, e.getMessage()))) {
                throw e;
            }
        }
    }

    private static boolean alreadyDone(String statement, String message) {
        String verb = statement.stripLeading().toUpperCase(Locale.ROOT);
        boolean creates = verb.startsWith("CREATE") || verb.startsWith("ALTER");
        return message != null
                && (creates && EXISTS.matcher(message).find()
                        || verb.startsWith("DROP") && GONE.matcher(message).find()
                        || verb.startsWith("ALTER")
                                && verb.contains(" DROP ")
                                && GONE.matcher(message).find());
    }

    /** Creates the keyspace if asked, and the history and lease tables when missing. */
    private static void prepareKeyspace(
            CqlSession session, String keyspace, String qualified, String module, MigrationOptions options) {
        Optional<KeyspaceMetadata> metadata = session.getMetadata().getKeyspace(CqlIdentifier.fromInternal(keyspace));
        if (metadata.isEmpty()) {
            if (options.replication().isEmpty()) {
                throw new IllegalStateException("keyspace " + keyspace + " does not exist: create it, or pass"
                        + " MigrationOptions.withReplication(...) to have it created");
            }
            session.execute(
                    SimpleStatement.newInstance("CREATE KEYSPACE IF NOT EXISTS " + qualified + " WITH replication = "
                                    + options.replication().get().toCql())
                            .setTimeout(DDL_TIMEOUT));
        }
        boolean ready = metadata.isPresent()
                && Stream.of(
                                SchemaHistory.tableName(module),
                                MigrationLease.TABLE,
                                BookkeepingTables.INSTANCES,
                                BookkeepingTables.DEFERRED)
                        .allMatch(table -> metadata.get()
                                .getTable(CqlIdentifier.fromInternal(table))
                                .isPresent());
        if (!ready) {
            for (String ddl : List.of(
                    SchemaHistory.createCql(qualified, module),
                    MigrationLease.createCql(qualified),
                    LiveInstances.createCql(qualified),
                    DeferredWork.createCql(qualified))) {
                session.execute(SimpleStatement.newInstance(ddl).setTimeout(DDL_TIMEOUT));
            }
            SchemaApplier.awaitSchemaAgreement(session);
        }
    }

    /** @param owner {@code keyspace parcels}, or {@code module tracking in keyspace parcels} */
    private static void checkChecksums(
            String owner, List<MigrationStep> steps, Map<Integer, SchemaHistory.Entry> entries) {
        for (MigrationStep step : steps) {
            SchemaHistory.Entry entry = entries.get(step.version());
            if (entry != null && entry.success() && !step.checksum().equals(entry.checksum())) {
                throw new MigrationException(
                        step.version(),
                        "version " + step.version() + " of " + owner
                                + " was applied with checksum " + entry.checksum() + " (" + entry.description()
                                + ", by "
                                + entry.appliedBy() + " at " + entry.appliedAt() + "), but the code's version "
                                + step.version()
                                + " (" + step.description() + ") has checksum " + step.checksum()
                                + ": an applied version must not change; put the change in a new version");
            }
        }
    }

    private static List<MigrationStep> pending(List<MigrationStep> steps, Map<Integer, SchemaHistory.Entry> entries) {
        return steps.stream()
                .filter(step -> {
                    SchemaHistory.Entry entry = entries.get(step.version());
                    return entry == null || !entry.success();
                })
                .toList();
    }

    private static int highestApplied(Map<Integer, SchemaHistory.Entry> entries) {
        return entries.values().stream()
                .filter(SchemaHistory.Entry::success)
                .mapToInt(SchemaHistory.Entry::version)
                .max()
                .orElse(0);
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MigrationException(0, "interrupted while waiting for another instance's migration", e);
        }
    }
}
