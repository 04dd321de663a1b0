package dev.queryfirst.runtime.internal.schema;

import java.util.Set;

/**
 * The tables QueryFirst's migrator keeps in an application's keyspace for its own bookkeeping.
 * They belong to no generated schema, so {@link dev.queryfirst.runtime.internal.schema.SchemaVerifier} does not report them as extra: a
 * keyspace that {@code migrate} just brought up to date verifies clean.
 */
public final class BookkeepingTables {

    /** The schema versions a migrator applied, one row each. */
    public static final String SCHEMA_HISTORY = "queryfirst_schema_history";

    /**
     * The applied schema versions of each module of a keyspace split over modules, keyed by module
     * and version: each module's versions are its own (docs/schema-evolution.md, "Several modules,
     * one keyspace").
     */
    public static final String MODULE_HISTORY = "queryfirst_module_history";

    /** The lease that lets one migrator at a time work on the keyspace. */
    public static final String MIGRATION_LEASE = "queryfirst_migration_lease";

    /** The token ranges each backfill finished, so a restarted backfill resumes. */
    public static final String BACKFILL = "queryfirst_backfill";

    /** The live instances of the application, each with the schema version its code writes. */
    public static final String INSTANCES = "queryfirst_instances";

    /** The work a migration deferred until every live instance writes its version. */
    public static final String DEFERRED = "queryfirst_deferred";

    /** All of them. */
    public static final Set<String> NAMES =
            Set.of(SCHEMA_HISTORY, MODULE_HISTORY, MIGRATION_LEASE, BACKFILL, INSTANCES, DEFERRED);

    private BookkeepingTables() {}
}
