package dev.queryfirst.runtime;

/**
 * A read of an access pattern whose table is pending: a schema version created it, and its
 * backfill waits until no live instance runs the previous release, whose writes do not reach it
 * (docs/schema-evolution.md, "Rolling releases"). The table misses rows until then, so the read
 * fails rather than answer wrongly; {@link DaoOptions#withReadsOfPendingTables()} lets it answer
 * from what is there.
 *
 * <pre>{@code
 * try {
 *     return readings.bySensor(sensor);
 * } catch (TablePendingException e) {
 *     return legacyScan(sensor);          // or 503 until the release is complete
 * }
 * }</pre>
 */
public final class TablePendingException extends QueryFirstException {

    private static final long serialVersionUID = 1L;

    private final String table;

    /**
     * @param table the pending table, {@code keyspace.table}
     * @param why whom its backfill waits for
     */
    public TablePendingException(String table, String why) {
        super("table " + table + " is pending: its backfill " + why
                + "; its reads answer once the backfill ran (the next migrate after those instances stopped),"
                + " or from what it holds with DaoOptions.withReadsOfPendingTables()");
        this.table = table;
    }

    /** The pending table, {@code keyspace.table}. */
    public String table() {
        return table;
    }
}
