package dev.queryfirst.runtime.migrate;

import com.datastax.oss.driver.api.core.CqlSession;

/**
 * A generated schema class as a value: every schema class ({@code HelpdeskSchema}) implements it,
 * so that code handling any keyspace (the Spring Boot starter, tools) calls it by type. The class's
 * static methods stay the way applications call it.
 *
 * <pre>{@code
 * GeneratedSchema schema = new HelpdeskSchema();
 * String keyspace = schema.keyspace();   // helpdesk
 * if (schema.schemaVersions() > 0) {
 *   schema.migrateWith(session, MigrationOptions.defaults());
 * }
 * }</pre>
 */
public interface GeneratedSchema {

    /** The keyspace as the entities declare it ({@code @Entity(keyspace = …)}). */
    String keyspace();

    /** The schema versions of the code; 0 when compiled without {@code -Aqueryfirst.schemaDir}. */
    int schemaVersions();

    /**
     * The schema class's {@code migrate(session, options)}.
     *
     * @throws UnsupportedOperationException when the code has no schema versions
     */
    default MigrationReport migrateWith(CqlSession session, MigrationOptions options) {
        throw new UnsupportedOperationException(
                getClass().getSimpleName() + " has no schema versions to migrate: compile with -Aqueryfirst.schemaDir");
    }
}
