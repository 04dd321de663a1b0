/**
 * Schema: a keyspace's generated schema ({@link dev.queryfirst.runtime.schema.KeyspaceSchema}, its
 * {@link dev.queryfirst.runtime.schema.Replication}); {@link
 * dev.queryfirst.runtime.schema.SchemaVerifier} names every difference between the live schema and
 * the generated {@link dev.queryfirst.runtime.schema.TableSpec}s. Creating the tables and the
 * migrator's bookkeeping are {@code internal.schema}: a generated schema class's {@code create}
 * and {@code migrate} call them.
 */
package dev.queryfirst.runtime.schema;
