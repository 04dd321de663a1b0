package dev.queryfirst.runtime.schema;

import java.util.List;

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

    /** Every table of the fragment as {@link SchemaVerifier} compares it with the live schema. */
    List<TableSpec> tableSpecs();

    /**
     * The fragment's statements (types, tables, indexes, in dependency order), every name qualified
     * by {@code keyspace}.
     */
    List<String> statements(String keyspace);
}
