package dev.queryfirst.runtime.schema;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import java.util.List;
import java.util.Optional;

/**
 * The tables one module generates in a keyspace: what the schema class of a module compiled with
 * {@code -Aqueryfirst.module} implements, listed in
 * {@code META-INF/services/dev.queryfirst.runtime.schema.KeyspaceFragment}. {@link KeyspaceSchema}
 * assembles every fragment of a keyspace on the class path into its whole schema
 * (docs/architecture.md, "One keyspace, many modules").
 *
 * <pre>{@code
 * for (KeyspaceFragment fragment : ServiceLoader.load(KeyspaceFragment.class)) {
 *   System.out.println(fragment.module() + ": " + fragment.keyspace() + " " + fragment.tables());
 * }
 * }</pre>
 */
public interface KeyspaceFragment {

    /** The keyspace the tables are generated in: {@code parcels}. */
    String keyspace();

    /** The module that generated them ({@code -Aqueryfirst.module}): {@code tracking}. */
    String module();

    /** The fragment's table names, in the order {@link #statements} creates them. */
    List<String> tables();

    /**
     * The fragment's statements (types, tables, indexes, in dependency order), every name qualified
     * by {@code keyspace}.
     */
    List<String> statements(String keyspace);

    /**
     * Applies the module's pending schema versions (its schema class's {@code migrate}), recorded as
     * the module's own; empty when the module keeps no versions ({@code -Aqueryfirst.schemaDir}).
     */
    default Optional<MigrationReport> migrateModule(CqlSession session, MigrationOptions options) {
        return Optional.empty();
    }
}
