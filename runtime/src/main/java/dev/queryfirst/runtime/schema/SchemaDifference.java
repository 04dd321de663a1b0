package dev.queryfirst.runtime.schema;

/**
 * One way the live schema differs from the generated one.
 *
 * <p>A start-up check, with the generated schema class's {@code verify}:
 *
 * <pre>{@code
 * List<SchemaDifference> differences = LogsSchema.verify(session);
 * if (!differences.isEmpty()) {
 *   throw new IllegalStateException("schema drift: " + differences);
 * }
 * }</pre>
 *
 * <p>Each difference reads as what differs:
 *
 * <pre>{@code
 * for (SchemaDifference d : LogsSchema.verify(session)) {
 *   System.out.println(d);   // users_by_email.name: TYPE_MISMATCH: expected text, found int
 * }
 * }</pre>
 *
 * @param table the table, or null for {@link Kind#MISSING_KEYSPACE}
 * @param column the column or index concerned, or null when the difference is about the table
 * @param expected what the generated schema says, or null when nothing is expected (an extra)
 * @param actual what the live schema says, or null when it is missing
 */
public record SchemaDifference(Kind kind, String table, String column, String expected, String actual) {

    /** What differs. */
    public enum Kind {
        MISSING_KEYSPACE,
        MISSING_TABLE,
        EXTRA_TABLE,
        MISSING_COLUMN,
        EXTRA_COLUMN,
        TYPE_MISMATCH,
        /** A column is static in one schema and regular in the other. */
        STATIC_MISMATCH,
        PARTITION_KEY_MISMATCH,
        CLUSTERING_MISMATCH,
        CLUSTERING_ORDER_MISMATCH,
        MISSING_INDEX,
        /** An index of the expected name exists on another column. */
        INDEX_MISMATCH,
        EXTRA_INDEX,
        /**
         * A table whose backfill a migration left to a whole-table job
         * ({@code MigrationOptions.withBackfillsLeftPending()}), not recorded done yet: it holds only
         * the rows written since it was created.
         */
        BACKFILL_PENDING
    }

    @Override
    public String toString() {
        String where = table == null ? "" : column == null ? table + ": " : table + "." + column + ": ";
        String detail = expected == null
                ? "found " + actual
                : actual == null ? "expected " + expected : "expected " + expected + ", found " + actual;
        return where + kind + ": " + detail;
    }
}
