package dev.queryfirst.runtime.migrate;

import com.datastax.oss.driver.api.core.CqlSession;

/**
 * Work a schema version does after its statements, while the migrator holds the keyspace's
 * lease: the backfill of a new table (docs/schema-evolution.md, "Backfill"). It must be safe to
 * run again, from the start or resuming, when an earlier run stopped midway (a crash, a lost
 * lease): the version is recorded as applied only after every task returned.
 *
 * <pre>{@code
 * MigrationTask fill = (session, lease) -> Backfill.run(session, keyspace, users, usersByEmail,
 *     lease.watching(options.backfillOptions()));   // stops when the lease is lost
 * }</pre>
 */
@FunctionalInterface
public interface MigrationTask {

    /**
     * Does the work; long work calls {@link MigrationLease#check()} now and then, so that it stops
     * when another instance may have taken over.
     */
    void run(CqlSession session, MigrationLease lease);
}
