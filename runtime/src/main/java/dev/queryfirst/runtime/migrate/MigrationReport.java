package dev.queryfirst.runtime.migrate;

import dev.queryfirst.runtime.instances.DeferredWork;
import java.util.List;

/**
 * What a call of {@link Migrator#migrate} found and did.
 *
 * <pre>{@code
 * MigrationReport report = AppSchema.migrate(session);
 * report.deferred();   // [backfill of users_by_email (version 2), waiting for web-1 (version 1, ...)]
 * }</pre>
 *
 * @param keyspace the keyspace migrated
 * @param version the highest version applied to it now (by any instance); 0 for none
 * @param applied the versions this call applied, in order; empty when another instance had
 *     applied them or nothing was pending
 * @param deferred the backfills and drops still waiting for instances of an older version to stop
 *     (docs/schema-evolution.md, "Rolling releases"); a later {@code migrate} does them
 */
public record MigrationReport(
        String keyspace, int version, List<Integer> applied, List<DeferredWork.Deferred> deferred) {

    public MigrationReport {
        applied = List.copyOf(applied);
        deferred = List.copyOf(deferred);
    }

    /** A report with nothing deferred. */
    public MigrationReport(String keyspace, int version, List<Integer> applied) {
        this(keyspace, version, applied, List.of());
    }
}
