package dev.queryfirst.spring;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.schema.SchemaDifference;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One keyspace the processor generated, as a bean ({@code helpdeskSchema} for
 * {@code HelpdeskSchema}): its schema class's {@code verify} and {@code migrate} bound to Boot's
 * {@link CqlSession} and to the keyspace that {@code queryfirst.keyspaces.<keyspace>.name} names.
 *
 * <pre>{@code
 * @Autowired QueryFirstKeyspace helpdeskSchema;
 * List<SchemaDifference> drift = helpdeskSchema.verify();     // empty when the live schema matches
 * List<AppliedVersion> history = helpdeskSchema.history();   // queryfirst_schema_history
 * }</pre>
 *
 * <p>Reads only, except {@link #migrate}.
 */
public final class QueryFirstKeyspace {

    /**
     * The tables the migrator keeps in every keyspace it migrates (its history, its lease, the
     * backfills' checkpoints): the model does not declare them, so they are not drift.
     */
    static final Set<String> MIGRATOR_TABLES =
            Set.of("queryfirst_schema_history", "queryfirst_migration_lease", "queryfirst_backfill");

    private final String keyspace;
    private final String name;
    private final Class<?> schemaClass;
    private final int versions;
    private final Optional<Replication> replication;
    private final CqlSession session;
    private final MethodHandle verify;
    private final MethodHandle migrate;

    /**
     * @param keyspace the keyspace as the entities declare it
     * @param name the keyspace its tables live in (the same, unless a property names another)
     * @param replication how to create the keyspace when it does not exist, if it may be created
     */
    public QueryFirstKeyspace(
            String keyspace,
            String name,
            Class<?> schemaClass,
            int versions,
            Optional<Replication> replication,
            CqlSession session) {
        this.keyspace = keyspace;
        this.name = name;
        this.schemaClass = schemaClass;
        this.versions = versions;
        this.replication = replication;
        this.session = session;
        // The schema class's methods are static: bound once here, called without reflection after.
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        try {
            this.verify = lookup.findStatic(
                    schemaClass, "verify", MethodType.methodType(List.class, CqlSession.class, String.class));
            this.migrate = versions == 0
                    ? null
                    : lookup.findStatic(
                            schemaClass,
                            "migrate",
                            MethodType.methodType(MigrationReport.class, CqlSession.class, MigrationOptions.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(
                    schemaClass.getName() + " is not a schema class of this QueryFirst version: recompile it", e);
        }
    }

    /** The keyspace as the entities declare it ({@code @Entity(keyspace = …)}). */
    public String keyspace() {
        return keyspace;
    }

    /** The keyspace the tables live in, as Cassandra stores it. */
    public String name() {
        return name;
    }

    /** The generated schema class. */
    public Class<?> schemaClass() {
        return schemaClass;
    }

    /** The schema versions the code has (0: compiled without {@code -Aqueryfirst.schemaDir}, nothing to migrate). */
    public int versions() {
        return versions;
    }

    /** How the keyspace is created when it does not exist; empty when it must exist. */
    public Optional<Replication> replication() {
        return replication;
    }

    /** Whether the keyspace exists, as the driver's metadata says. */
    public boolean exists() {
        return metadata().isPresent();
    }

    /**
     * How the live keyspace differs from the generated schema, leaving out the migrator's own
     * tables; empty when it matches.
     */
    @SuppressWarnings("unchecked")
    public List<SchemaDifference> verify() {
        List<SchemaDifference> differences;
        try {
            differences = (List<SchemaDifference>) verify.invoke(session, name);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
        return differences.stream()
                .filter(d -> !(d.kind() == SchemaDifference.Kind.EXTRA_TABLE && MIGRATOR_TABLES.contains(d.table())))
                .toList();
    }

    /**
     * Applies the pending schema versions with {@code options}, in {@link #name()}, creating the
     * keyspace with {@link #replication()} when it is set.
     *
     * @throws IllegalStateException when the code has no versions
     */
    public MigrationReport migrate(MigrationOptions options) {
        if (migrate == null) {
            throw new IllegalStateException(schemaClass.getSimpleName()
                    + " has no schema versions to migrate: compile with -Aqueryfirst.schemaDir");
        }
        MigrationOptions here = options.withKeyspace(name);
        if (replication.isPresent()) {
            here = here.withReplication(replication.get());
        }
        try {
            return (MigrationReport) migrate.invoke(session, here);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** One row of the keyspace's {@code queryfirst_schema_history}. */
    public record AppliedVersion(
            int version, String description, boolean success, Instant appliedAt, String appliedBy, String error) {}

    /** The keyspace's schema history, by version; empty when it was never migrated. */
    public List<AppliedVersion> history() {
        Optional<KeyspaceMetadata> metadata = metadata();
        if (metadata.isEmpty()
                || metadata.get()
                        .getTable(CqlIdentifier.fromInternal("queryfirst_schema_history"))
                        .isEmpty()) {
            return List.of();
        }
        List<AppliedVersion> history = new ArrayList<>();
        String table = CqlIdentifier.fromInternal(name).asCql(true) + ".queryfirst_schema_history";
        for (Row row : session.execute(SimpleStatement.newInstance(
                        "SELECT version, description, success, applied_at, applied_by, error FROM " + table)
                .setConsistencyLevel(DefaultConsistencyLevel.QUORUM))) {
            history.add(new AppliedVersion(
                    row.getInt(0),
                    row.getString(1),
                    row.getBoolean(2),
                    row.getInstant(3),
                    row.getString(4),
                    row.getString(5)));
        }
        history.sort((a, b) -> Integer.compare(a.version(), b.version()));
        return history;
    }

    /** The code's versions the history does not record as applied. */
    public List<Integer> pendingVersions() {
        Map<Integer, Boolean> applied = new HashMap<>();
        history().forEach(v -> applied.put(v.version(), v.success()));
        List<Integer> pending = new ArrayList<>();
        for (int version = 1; version <= versions; version++) {
            if (!applied.getOrDefault(version, false)) {
                pending.add(version);
            }
        }
        return pending;
    }

    private Optional<KeyspaceMetadata> metadata() {
        return session.getMetadata().getKeyspace(CqlIdentifier.fromInternal(name));
    }

    @Override
    public String toString() {
        return "QueryFirstKeyspace[" + keyspace + (name.equals(keyspace) ? "" : " in " + name) + ", "
                + schemaClass.getName() + ", " + versions + " versions]";
    }
}
