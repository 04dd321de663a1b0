/**
 * <b>Not API: called by generated code and QueryFirst's own modules; may change in any release.</b>
 * A generated schema class's {@code create} ({@link
 * dev.queryfirst.runtime.internal.schema.SchemaApplier}: the keyspace's statements and the wait
 * for schema agreement), its tables as the comparison with the live schema reads them ({@link
 * dev.queryfirst.runtime.internal.schema.TableSpec}, {@link
 * dev.queryfirst.runtime.internal.schema.SchemaTables}) and the comparison itself ({@link
 * dev.queryfirst.runtime.internal.schema.SchemaVerifier}), the names of the bookkeeping tables the migrator, the instance heartbeat
 * and the backfill keep in each keyspace ({@link
 * dev.queryfirst.runtime.internal.schema.BookkeepingTables}) and the backfills a migration left to
 * a whole-table job ({@link dev.queryfirst.runtime.internal.schema.PendingBackfills}, which the
 * Spark backfill job, the CLI's {@code status} and the starter's health read). Application code
 * reaches them through the generated schema class ({@code create}, {@code migrate}, {@code verify},
 * whose report names a pending table) and the CLI.
 */
package dev.queryfirst.runtime.internal.schema;
