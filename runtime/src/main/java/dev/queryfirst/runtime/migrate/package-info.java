/**
 * Schema evolution at run time: {@link dev.queryfirst.runtime.migrate.Migrator} applies a
 * keyspace's pending {@link dev.queryfirst.runtime.migrate.MigrationStep}s in order, one instance
 * at a time ({@link dev.queryfirst.runtime.migrate.MigrationLease}), recorded in
 * {@code <keyspace>.queryfirst_schema_history}.
 */
package dev.queryfirst.runtime.migrate;
