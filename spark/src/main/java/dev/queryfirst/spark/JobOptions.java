package dev.queryfirst.spark;

import java.util.List;
import java.util.Optional;

/**
 * What a job works on and how fast. Immutable; every {@code with…} returns a copy.
 *
 * <pre>{@code
 * JobOptions.defaults()
 *     .withKeyspace("shop_eu")                 // the application's keyspace, if not the model's own
 *     .withTables("orders_by_status")          // backfill: the tables to fill (default: those pending)
 *     .withRateLimit(50_000);                  // source rows a second, over the whole job
 * }</pre>
 *
 * @param keyspace the keyspace to work on; empty for the one the model was derived for
 * @param tables the tables to backfill, or the entities' tables to audit; empty: a backfill fills
 *     the tables a migration left pending, an audit covers every entity
 * @param allTables a backfill fills every copied table of every entity
 * @param rowsPerSecond the rate limit in source rows a second across the job; 0 for none
 * @param repair an audit repairs what it finds, as the in-JVM {@code auditAndRepair()} does
 */
public record JobOptions(
        Optional<String> keyspace, List<String> tables, boolean allTables, int rowsPerSecond, boolean repair) {

    public JobOptions {
        tables = List.copyOf(tables);
        if (rowsPerSecond < 0) {
            throw new IllegalArgumentException("rowsPerSecond must not be negative, was " + rowsPerSecond);
        }
    }

    /** The model's keyspace, the pending tables (backfill) or every entity (audit), no rate limit, no repair. */
    public static JobOptions defaults() {
        return new JobOptions(Optional.empty(), List.of(), false, 0, false);
    }

    /** Works on {@code keyspace} (as Cassandra stores it) instead of the model's own. */
    public JobOptions withKeyspace(String keyspace) {
        if (keyspace == null || keyspace.isBlank()) {
            throw new IllegalArgumentException("keyspace must not be blank");
        }
        return new JobOptions(Optional.of(keyspace), tables, allTables, rowsPerSecond, repair);
    }

    /** Backfills these tables (copied tables of the model), or audits the entities that own them. */
    public JobOptions withTables(String... tables) {
        return new JobOptions(keyspace, List.of(tables), allTables, rowsPerSecond, repair);
    }

    /** Backfills every copied table of every entity (a whole re-copy: idempotent, copies keep their write times). */
    public JobOptions withAllTables() {
        return new JobOptions(keyspace, tables, true, rowsPerSecond, repair);
    }

    /** At most {@code rowsPerSecond} source rows a second over the whole job (each task takes its share). */
    public JobOptions withRateLimit(int rowsPerSecond) {
        if (rowsPerSecond <= 0) {
            throw new IllegalArgumentException("rowsPerSecond must be positive, was " + rowsPerSecond);
        }
        return new JobOptions(keyspace, tables, allTables, rowsPerSecond, repair);
    }

    /** The audit rewrites missing and stale rows and stale references, and deletes orphans. */
    public JobOptions withRepair() {
        return new JobOptions(keyspace, tables, allTables, rowsPerSecond, true);
    }

    String keyspaceOr(String model) {
        return keyspace.orElse(model);
    }
}
