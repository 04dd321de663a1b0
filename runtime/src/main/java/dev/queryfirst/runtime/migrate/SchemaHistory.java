package dev.queryfirst.runtime.migrate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.schema.BookkeepingTables;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

/**
 * The table {@code <keyspace>.queryfirst_schema_history}: one row per schema version that a
 * migrator started, with {@code success} set once every statement and task of it returned.
 * Read and written at QUORUM, so that the next lease holder sees what the previous one wrote.
 */
final class SchemaHistory {

    static final String TABLE = BookkeepingTables.SCHEMA_HISTORY;

    /** One row: a version started ({@code success} false: still running, or stopped midway) or applied. */
    record Entry(
            int version,
            String description,
            String checksum,
            boolean success,
            Instant appliedAt,
            String appliedBy,
            String error) {}

    private final CqlSession session;
    private final String table;

    SchemaHistory(CqlSession session, String qualifiedKeyspace) {
        this.session = session;
        this.table = qualifiedKeyspace + "." + TABLE;
    }

    /** The history table's DDL, in {@code qualifiedKeyspace}. */
    static String createCql(String qualifiedKeyspace) {
        return "CREATE TABLE IF NOT EXISTS " + qualifiedKeyspace + "." + TABLE + " (version int PRIMARY KEY,"
                + " description text, checksum text, success boolean, started_at timestamp, applied_at timestamp,"
                + " applied_by text, error text)";
    }

    /** Every recorded version, by version number. */
    Map<Integer, Entry> read() {
        Map<Integer, Entry> entries = new TreeMap<>();
        for (Row row : session.execute(statement(
                "SELECT version, description, checksum, success, applied_at," + " applied_by, error FROM " + table))) {
            Entry entry = new Entry(
                    row.getInt(0),
                    row.getString(1),
                    row.getString(2),
                    row.getBoolean(3),
                    row.getInstant(4),
                    row.getString(5),
                    row.getString(6));
            entries.put(entry.version(), entry);
        }
        return entries;
    }

    /** Records that {@code step} starts now, by {@code holder}. */
    void start(MigrationStep step, String holder) {
        session.execute(statement(
                "INSERT INTO " + table + " (version, description, checksum, success, started_at,"
                        + " applied_at, applied_by, error) VALUES (?, ?, ?, false, ?, null, ?, null)",
                step.version(),
                step.description(),
                step.checksum(),
                Instant.now(),
                holder));
    }

    /** Records that every statement and task of {@code step} returned. */
    void succeed(MigrationStep step) {
        session.execute(statement(
                "UPDATE " + table + " SET success = true, applied_at = ? WHERE version = ?",
                Instant.now(),
                step.version()));
    }

    /** Records why {@code step} failed; it stays unapplied, and the next migrator runs it again. */
    void fail(MigrationStep step, Throwable failure) {
        session.execute(statement(
                "UPDATE " + table + " SET error = ? WHERE version = ?", String.valueOf(failure), step.version()));
    }

    private static SimpleStatement statement(String cql, Object... values) {
        return SimpleStatement.newInstance(cql, values)
                .setConsistencyLevel(DefaultConsistencyLevel.QUORUM)
                .setIdempotent(true);
    }
}
