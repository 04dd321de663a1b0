package dev.queryfirst.spring;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.queryfirst.runtime.instances.HeartbeatOptions;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.internal.schema.BookkeepingTables;
import dev.queryfirst.runtime.internal.schema.SchemaTables;
import dev.queryfirst.runtime.internal.schema.SchemaVerifier;
import dev.queryfirst.runtime.migrate.GeneratedSchema;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.schema.KeyspaceFragment;
import dev.queryfirst.runtime.schema.KeyspaceSchema;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.schema.SchemaDifference;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One keyspace the processor generated, as a bean ({@code helpdeskSchema} for
 * {@code HelpdeskSchema}): its schema class's {@code verify} and {@code migrate}, called through
 * {@link GeneratedSchema}, bound to Boot's {@link CqlSession} and to the keyspace that
 * {@code queryfirst.keyspaces.<keyspace>.name} names.
 *
 * <pre>{@code
 * @Autowired QueryFirstKeyspace helpdeskSchema;
 * List<SchemaDifference> drift = helpdeskSchema.verify();     // empty when the live schema matches
 * List<AppliedVersion> history = helpdeskSchema.history();   // queryfirst_schema_history
 * }</pre>
 *
 * <p>A keyspace split over Maven modules has one such bean per module ({@link #module()}): each
 * migrates its module's versions and reads its module's history; its {@link #verify()} leaves out
 * the tables of the keyspace's other modules on the class path (docs/architecture.md, "One
 * keyspace, many modules").
 *
 * <p>Reads only, except {@link #migrate} and {@link #recordInstance}.
 */
public final class QueryFirstKeyspace {

    /**
     * The tables the migrator keeps in every keyspace it migrates (its history, its lease, the
     * backfills' checkpoints): the model does not declare them, so they are not drift.
     */
    static final Set<String> MIGRATOR_TABLES =
            Set.of("queryfirst_schema_history", "queryfirst_migration_lease", "queryfirst_backfill");

    private final GeneratedSchema schema;
    private final String name;
    private final Optional<Replication> replication;
    private final CqlSession session;
    private volatile Set<String> otherModulesTables;

    /**
     * @param schema the generated schema class, {@code new HelpdeskSchema()}
     * @param name the keyspace its tables live in (the declared one, unless a property names another)
     * @param replication how to create the keyspace when it does not exist, if it may be created
     */
    public QueryFirstKeyspace(
            GeneratedSchema schema, String name, Optional<Replication> replication, CqlSession session) {
        this.schema = schema;
        this.name = name;
        this.replication = replication;
        this.session = session;
    }

    /** The keyspace as the entities declare it ({@code @Entity(keyspace = …)}). */
    public String keyspace() {
        return schema.keyspace();
    }

    /** The keyspace the tables live in, as Cassandra stores it. */
    public String name() {
        return name;
    }

    /**
     * The module of the keyspace this schema class generates ({@code -Aqueryfirst.module}); empty
     * for a keyspace compiled in one module.
     */
    public String module() {
        return schema instanceof KeyspaceFragment fragment ? fragment.module() : "";
    }

    /** The generated schema class. */
    public Class<?> schemaClass() {
        return schema.getClass();
    }

    /** The generated schema. */
    public GeneratedSchema schema() {
        return schema;
    }

    /** The schema versions the code has (0: compiled without {@code -Aqueryfirst.schemaDir}, nothing to migrate). */
    public int versions() {
        return schema.schemaVersions();
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
    public List<SchemaDifference> verify() {
        return withoutOthers(SchemaVerifier.verify(session, name, SchemaTables.of(schema)));
    }

    /**
     * {@link #verify()} on the driver's metadata as it holds it: no schema refresh and no query, for
     * a check that runs often (health). The driver keeps its metadata current from the node's schema
     * events; pending backfills are not listed.
     */
    public List<SchemaDifference> verifyFromMetadata() {
        return metadata()
                .map(live -> withoutOthers(SchemaVerifier.compare(live, SchemaTables.of(schema))))
                .orElseGet(() ->
                        List.of(new SchemaDifference(SchemaDifference.Kind.MISSING_KEYSPACE, null, null, name, null)));
    }

    /** Leaves out the tables that are not this schema's to declare: the migrator's, other modules'. */
    private List<SchemaDifference> withoutOthers(List<SchemaDifference> differences) {
        Set<String> others = otherModulesTables();
        return differences.stream()
                .filter(d -> !(d.kind() == SchemaDifference.Kind.EXTRA_TABLE
                        && (MIGRATOR_TABLES.contains(d.table()) || others.contains(d.table()))))
                .toList();
    }

    /** The tables the keyspace's other modules on the class path generate; empty for a one-module keyspace. */
    private Set<String> otherModulesTables() {
        Set<String> others = otherModulesTables;
        if (others == null) {
            others = new HashSet<>();
            if (schema instanceof KeyspaceFragment fragment) {
                others.addAll(KeyspaceSchema.assemble(keyspace(), schemaClass().getClassLoader())
                        .tables());
                others.removeAll(fragment.tables());
            }
            otherModulesTables = others = Set.copyOf(others);
        }
        return others;
    }

    /**
     * Records this instance in the keyspace's {@code queryfirst_instances} as writing this schema's
     * version, until {@code close} or the session closes: what an application that leaves
     * migrations to a release step does, so that a migration defers the backfill of a table this
     * instance does not write yet (docs/schema-evolution.md, "Rolling releases"). Empty when the
     * code keeps no versions or the keyspace does not exist.
     */
    public Optional<InstanceHeartbeat> recordInstance(HeartbeatOptions options) {
        if (versions() == 0 || !exists()) {
            return Optional.empty();
        }
        return Optional.of(InstanceHeartbeat.start(session, name, module(), versions(), options));
    }

    /**
     * Applies the pending schema versions with {@code options}, in {@link #name()}, creating the
     * keyspace with {@link #replication()} when it is set.
     *
     * @throws IllegalStateException when the code has no versions
     */
    public MigrationReport migrate(MigrationOptions options) {
        if (versions() == 0) {
            throw new IllegalStateException(schemaClass().getSimpleName()
                    + " has no schema versions to migrate: compile with -Aqueryfirst.schemaDir");
        }
        MigrationOptions here = options.withKeyspace(name);
        if (replication.isPresent()) {
            here = here.withReplication(replication.get());
        }
        return schema.migrateWith(session, here);
    }

    /** One row of the keyspace's {@code queryfirst_schema_history}. */
    public record AppliedVersion(
            int version, String description, boolean success, Instant appliedAt, String appliedBy, String error) {}

    /**
     * The keyspace's schema history (its module's, for a module of a keyspace split over several),
     * by version, read at QUORUM; empty when it was never migrated.
     */
    public List<AppliedVersion> history() {
        return history(DefaultConsistencyLevel.QUORUM);
    }

    /**
     * The keyspace's schema history read at {@code consistency}: {@code LOCAL_ONE} for a check that
     * runs often and may see a version late, never early.
     */
    public List<AppliedVersion> history(ConsistencyLevel consistency) {
        String module = module();
        String historyTable = module.isEmpty() ? BookkeepingTables.SCHEMA_HISTORY : BookkeepingTables.MODULE_HISTORY;
        Optional<KeyspaceMetadata> metadata = metadata();
        if (metadata.isEmpty()
                || metadata.get()
                        .getTable(CqlIdentifier.fromInternal(historyTable))
                        .isEmpty()) {
            return List.of();
        }
        List<AppliedVersion> history = new ArrayList<>();
        String select = "SELECT version, description, success, applied_at, applied_by, error FROM "
                + CqlIdentifier.fromInternal(name).asCql(true) + "." + historyTable;
        SimpleStatement statement = module.isEmpty()
                ? SimpleStatement.newInstance(select)
                : SimpleStatement.newInstance(select + " WHERE module = ?", module);
        for (Row row : session.execute(statement.setConsistencyLevel(consistency))) {
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
        return pendingVersions(history());
    }

    /** The code's versions that {@code history} does not record as applied. */
    public List<Integer> pendingVersions(List<AppliedVersion> history) {
        Map<Integer, Boolean> applied = new HashMap<>();
        history.forEach(v -> applied.put(v.version(), v.success()));
        List<Integer> pending = new ArrayList<>();
        for (int version = 1; version <= versions(); version++) {
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
        return "QueryFirstKeyspace[" + keyspace() + (name.equals(keyspace()) ? "" : " in " + name)
                + (module().isEmpty() ? "" : ", module " + module()) + ", "
                + schemaClass().getName() + ", " + versions() + " versions]";
    }
}
