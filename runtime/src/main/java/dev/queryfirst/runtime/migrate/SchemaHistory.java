package dev.queryfirst.runtime.migrate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.internal.schema.BookkeepingTables;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

/**
 * The table {@code <keyspace>.queryfirst_schema_history}: one row per schema version that a
 * migrator started, with {@code success} set once every statement and task of it returned. For a
 * module of a keyspace split over modules, {@code <keyspace>.queryfirst_module_history}, whose
 * rows are keyed by module and version: each module's versions are its own. Read and written at
 * QUORUM, so that the next lease holder sees what the previous one wrote.
 */
final class SchemaHistory {

    static final String TABLE = BookkeepingTables.SCHEMA_HISTORY;
    static final String MODULE_TABLE = BookkeepingTables.MODULE_HISTORY;

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
    /** The module whose versions these are; empty for a keyspace generated in one compilation. */
    private final String module;
    /** {@code WHERE version = ?}, with the module first when there is one. */
    private final String where;

    SchemaHistory(CqlSession session, String qualifiedKeyspace, String module) {
        this.session = session;
        this.module = module;
        this.table = qualifiedKeyspace + "." + (module.isEmpty() ? TABLE : MODULE_TABLE);
        this.where = module.isEmpty() ? " WHERE version = ?" : " WHERE module = ? AND version = ?";
    }

    /** The history table's DDL, in {@code qualifiedKeyspace}: the module's when {@code module} is not empty. */
    static String createCql(String qualifiedKeyspace, String module) {
        String columns = " description text, checksum text, success boolean, started_at timestamp,"
                + " applied_at timestamp, applied_by text, error text";
        return module.isEmpty()
                ? "CREATE TABLE IF NOT EXISTS " + qualifiedKeyspace + "." + TABLE + " (version int PRIMARY KEY,"
                        + columns + ")"
                : "CREATE TABLE IF NOT EXISTS " + qualifiedKeyspace + "." + MODULE_TABLE + " (module text, version int,"
                        + columns + ", PRIMARY KEY (module, version))";
    }

    /** The history table's name, unqualified. */
    static String tableName(String module) {
        return module.isEmpty() ? TABLE : MODULE_TABLE;
    }

    /** Every recorded version, by version number. */
    Map<Integer, Entry> read() {
        Map<Integer, Entry> entries = new TreeMap<>();
        String select = "SELECT version, description, checksum, success, applied_at, applied_by, error FROM " + table;
        for (Row row : session.execute(
                module.isEmpty() ? statement(select) : statement(select + " WHERE module = ?", module))) {
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
        String columns =
                "version, description, checksum, success, started_at, applied_at, applied_by, error)" + " VALUES (";
        String values = "?, ?, ?, false, ?, null, ?, null)";
        Object[] row = {step.version(), step.description(), step.checksum(), Instant.now(), holder};
        session.execute(
                module.isEmpty()
                        ? statement("INSERT INTO " + table + " (" + columns + values, row)
                        : statement(
                                "INSERT INTO " + table + " (module, " + columns + "?, " + values,
                                prepend(module, row)));
    }

    /** Records that every statement and task of {@code step} returned. */
    void succeed(MigrationStep step) {
        session.execute(statement(
                "UPDATE " + table + " SET success = true, applied_at = ?" + where,
                keyed(Instant.now(), step.version())));
    }

    /** Records why {@code step} failed; it stays unapplied, and the next migrator runs it again. */
    void fail(MigrationStep step, Throwable failure) {
        session.execute(statement(
                "UPDATE " + table + " SET error = ?" + where, keyed(String.valueOf(failure), step.version())));
    }

    /** {@code value}, then the row's key: the module (if any) and {@code version}. */
    private Object[] keyed(Object value, int version) {
        return module.isEmpty() ? new Object[] {value, version} : new Object[] {value, module, version};
    }

    private static Object[] prepend(Object first, Object[] rest) {
        Object[] all = new Object[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    private static SimpleStatement statement(String cql, Object... values) {
        return SimpleStatement.newInstance(cql, values)
                .setConsistencyLevel(DefaultConsistencyLevel.QUORUM)
                .setIdempotent(true);
    }
}
