/**
 * Schema: {@link dev.queryfirst.runtime.schema.SchemaApplier} creates a keyspace's tables and
 * waits for agreement; {@link dev.queryfirst.runtime.schema.SchemaVerifier} names every
 * difference between the live schema and the generated {@link dev.queryfirst.runtime.schema.TableSpec}s.
 */
package dev.queryfirst.runtime.schema;
