/**
 * Schema: a keyspace's generated schema ({@link dev.queryfirst.runtime.schema.KeyspaceSchema}, its
 * {@link dev.queryfirst.runtime.schema.Replication}) and how the live schema differs from it
 * ({@link dev.queryfirst.runtime.schema.SchemaDifference}, what a generated schema class's
 * {@code verify} returns). Creating the tables, describing them for the comparison and the
 * migrator's bookkeeping are {@code internal.schema}: a generated schema class's {@code create},
 * {@code verify} and {@code migrate} call them.
 */
package dev.queryfirst.runtime.schema;
