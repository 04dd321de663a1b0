package dev.queryfirst.spring;

/**
 * Replaces what the starter does at start-up when {@code queryfirst.migration.enabled} is true:
 * a bean of this type is called instead of {@link QueryFirstMigration#migrate()}, before any DAO
 * bean is created, as Flyway's {@code FlywayMigrationStrategy} is.
 *
 * <pre>{@code
 * @Bean
 * QueryFirstMigrationStrategy onlyVerify() {
 *     return migration -> migration.keyspaces().forEach(keyspace -> {
 *         if (!keyspace.pendingVersions().isEmpty()) {
 *             throw new IllegalStateException(keyspace.name() + " needs " + keyspace.pendingVersions());
 *         }
 *     });
 * }
 * }</pre>
 */
@FunctionalInterface
public interface QueryFirstMigrationStrategy {

    /** Brings the keyspaces to the code's version, or checks that they are, or anything else. */
    void migrate(QueryFirstMigration migration);
}
