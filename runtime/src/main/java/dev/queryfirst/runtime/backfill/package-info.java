/**
 * How a backfill of a new table runs and what it reports: a generated schema class's
 * {@code migrate} fills each new table from an existing one, scanning the source by token range
 * and writing every row to the target at the source row's write time, resumable from
 * {@code <keyspace>.queryfirst_backfill}. {@link dev.queryfirst.runtime.backfill.BackfillOptions}
 * (rate limit, concurrency, progress {@link dev.queryfirst.runtime.backfill.BackfillListener},
 * or left pending for the Spark job) go in through
 * {@link dev.queryfirst.runtime.migrate.MigrationOptions#withBackfillOptions}; the listener gets a
 * {@link dev.queryfirst.runtime.backfill.BackfillProgress} as ranges finish, and each run ends with
 * a {@link dev.queryfirst.runtime.backfill.BackfillReport}. The copying itself runs in the
 * runtime's internal packages, on the generated table classes.
 */
package dev.queryfirst.runtime.backfill;
