package dev.queryfirst.spring;

import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.spring.autoconfigure.KeyspaceNotFoundException;
import dev.queryfirst.spring.autoconfigure.QueryFirstMigrationProperties;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The migration of every generated keyspace that has schema versions, with the
 * {@code queryfirst.migration.*} options. At start-up the starter calls {@link #migrate()} (or the
 * application's {@link QueryFirstMigrationStrategy}) before any DAO bean exists; every instance may
 * do so at once: one migrates, holding the keyspace's lease, the others wait for it and find
 * nothing left to do.
 */
public final class QueryFirstMigration {

    private static final Logger LOG = LoggerFactory.getLogger(QueryFirstMigration.class);

    private final List<QueryFirstKeyspace> keyspaces;
    private final QueryFirstMigrationProperties properties;
    private final QueryFirstBackfills backfills;
    /** Each report with the schema class that ran it: modules of one keyspace report apart. */
    private final List<Ran> reports = new CopyOnWriteArrayList<>();

    private record Ran(QueryFirstKeyspace keyspace, MigrationReport report) {}

    public QueryFirstMigration(
            List<QueryFirstKeyspace> keyspaces,
            QueryFirstMigrationProperties properties,
            QueryFirstBackfills backfills) {
        this.keyspaces = List.copyOf(keyspaces);
        this.properties = properties;
        this.backfills = backfills;
    }

    /** Every generated keyspace, with or without versions. */
    public List<QueryFirstKeyspace> keyspaces() {
        return keyspaces;
    }

    /**
     * Applies the pending versions of every keyspace that has versions, in turn.
     *
     * @throws KeyspaceNotFoundException when a keyspace does not exist and no replication is set
     *     to create it
     * @throws dev.queryfirst.runtime.migrate.MigrationException when a version fails or another
     *     instance's migration took longer than {@code queryfirst.migration.max-wait}
     */
    public List<MigrationReport> migrate() {
        List<MigrationReport> done = new ArrayList<>();
        for (QueryFirstKeyspace keyspace : keyspaces) {
            if (keyspace.versions() == 0) {
                LOG.info(
                        "Keyspace {} has no schema versions (compiled without -Aqueryfirst.schemaDir): not migrated",
                        keyspace.keyspace());
                continue;
            }
            if (!keyspace.exists() && keyspace.replication().isEmpty()) {
                throw new KeyspaceNotFoundException(keyspace.keyspace(), keyspace.name(), "the migration");
            }
            MigrationReport report = keyspace.migrate(options(keyspace));
            LOG.info(
                    "Keyspace {} is at schema version {}{}",
                    keyspace.name(),
                    report.version(),
                    report.applied().isEmpty() ? " (nothing to apply)" : ", applied " + report.applied());
            reports.add(new Ran(keyspace, report));
            done.add(report);
        }
        return done;
    }

    /**
     * Records this instance in every keyspace that has versions, with the version its code writes
     * (a heartbeat row with a time to live, docs/schema-evolution.md, "Rolling releases"), as
     * {@link #migrate()} does: for an application whose migrations a release step runs, so that
     * the release step defers a new table's backfill while this instance does not write it.
     *
     * @return the heartbeats, which {@code close()} removes at shutdown
     */
    public List<InstanceHeartbeat> recordInstances() {
        List<InstanceHeartbeat> recorded = new ArrayList<>();
        for (QueryFirstKeyspace keyspace : keyspaces) {
            keyspace.recordInstance(options(keyspace).heartbeat()).ifPresent(recorded::add);
        }
        return recorded;
    }

    /** The heartbeats this process runs for the keyspaces, as {@link #migrate()} or {@link #recordInstances()} started them. */
    public List<InstanceHeartbeat> heartbeats() {
        List<InstanceHeartbeat> running = new ArrayList<>();
        for (QueryFirstKeyspace keyspace : keyspaces) {
            String id = options(keyspace).heartbeat().instanceId();
            InstanceHeartbeat.running(keyspace.name(), keyspace.module(), id).ifPresent(running::add);
        }
        return running;
    }

    /**
     * Whether the last migration this application ran of some keyspace left work deferred: a
     * backfill or a drop waiting for older instances to stop (docs/schema-evolution.md, "Rolling
     * releases").
     */
    public boolean hasDeferredWork() {
        return keyspaces.stream().anyMatch(this::deferredIn);
    }

    /**
     * Migrates again each keyspace whose last migration left work deferred, which does that work
     * when no older instance writes any more, or defers it again.
     *
     * @return the reports of the keyspaces migrated again
     * @throws dev.queryfirst.runtime.migrate.MigrationException as {@link #migrate()}
     */
    public List<MigrationReport> retryDeferredWork() {
        List<MigrationReport> done = new ArrayList<>();
        for (QueryFirstKeyspace keyspace : keyspaces) {
            if (deferredIn(keyspace)) {
                MigrationReport report = keyspace.migrate(options(keyspace));
                LOG.info(
                        "Keyspace {}: {}",
                        keyspace.name(),
                        report.deferred().isEmpty()
                                ? "the deferred work is done"
                                : "still deferred " + report.deferred());
                reports.add(new Ran(keyspace, report));
                done.add(report);
            }
        }
        return done;
    }

    /** How often deferred work is tried again in the background ({@code queryfirst.migration.deferred-retry}). */
    public Duration deferredRetry() {
        return properties.getDeferredRetry() == null ? Duration.ZERO : properties.getDeferredRetry();
    }

    private boolean deferredIn(QueryFirstKeyspace keyspace) {
        List<MigrationReport> ran = reports(keyspace);
        return !ran.isEmpty() && !ran.get(ran.size() - 1).deferred().isEmpty();
    }

    /** The reports of the migrations this application ran, oldest first. */
    public List<MigrationReport> reports() {
        return reports.stream().map(Ran::report).toList();
    }

    /**
     * The reports of the migrations this application ran through {@code keyspace}'s schema class,
     * oldest first: for a keyspace split over modules, that module's only.
     */
    public List<MigrationReport> reports(QueryFirstKeyspace keyspace) {
        return reports.stream()
                .filter(ran -> ran.keyspace() == keyspace)
                .map(Ran::report)
                .toList();
    }

    /** The options a migration of {@code keyspace} runs with, from {@code queryfirst.migration.*}. */
    public MigrationOptions options(QueryFirstKeyspace keyspace) {
        MigrationOptions options = MigrationOptions.defaults();
        if (properties.getLeaseTtl() != null) {
            options = options.withLeaseTtl(properties.getLeaseTtl());
        }
        if (properties.getMaxWait() != null) {
            options = options.withMaxWait(properties.getMaxWait());
        }
        if (properties.getPollInterval() != null) {
            options = options.withPollInterval(properties.getPollInterval());
        }
        if (properties.getHolder() != null) {
            options = options.withHolder(properties.getHolder());
        }
        QueryFirstMigrationProperties.Backfill backfill = properties.getBackfill();
        BackfillOptions fill = BackfillOptions.defaults().withListener(backfills.listener(keyspace.name()));
        if (backfill.getRateLimit() != null) {
            fill = fill.withRateLimit(backfill.getRateLimit());
        }
        if (backfill.getConcurrency() != null) {
            fill = fill.withConcurrency(backfill.getConcurrency());
        }
        if (backfill.getSplits() != null) {
            fill = fill.withSplits(backfill.getSplits());
        }
        if (backfill.getPageSize() != null) {
            fill = fill.withPageSize(backfill.getPageSize());
        }
        return options.withBackfillOptions(fill);
    }
}
