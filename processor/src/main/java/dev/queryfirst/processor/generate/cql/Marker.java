package dev.queryfirst.processor.generate.cql;

import dev.queryfirst.processor.model.ColumnModel;

/**
 * One value of a statement: a bind marker ({@code ?}) in the order the statement binds them, or
 * a column of a {@code SELECT}'s result in the order it returns them. Its position is its index in
 * {@link Statement#markers()} or {@link Statement#results()}; no generator counts positions.
 *
 * @param role what the value is
 * @param column the column it binds or reads (for {@link Role#WRITE_TIME} and {@link Role#TTL}, none)
 */
public record Marker(Role role, ColumnModel column) {

    /** What a marker binds or a result column holds. */
    public enum Role {
        /** A column's value: from the entity, a parameter, or a bucket computed from the entity. */
        VALUE,
        /** The write time of a {@code DELETE … USING TIMESTAMP ?}. */
        WRITE_TIME,
        /** The version a lightweight transaction writes. */
        NEXT_VERSION,
        /** The version a lightweight transaction expects ({@code IF version = ?}). */
        EXPECTED_VERSION,
        /** The lower bound of a range ({@code column >= ?}). */
        RANGE_FROM,
        /** The upper bound of a range ({@code column < ?}). */
        RANGE_TO,
        /** A result column holding {@code WRITETIME(column)}. */
        WRITE_TIME_OF,
        /** A key column a scan reads again after the entity's columns, to find static-only partitions. */
        SCAN_KEY,
        /** The time to live of an expiring insert ({@code USING TTL ?}): a backfilled copy's remaining lifetime. */
        TTL
    }

    static Marker value(ColumnModel column) {
        return new Marker(Role.VALUE, column);
    }

    /** A short name for the comment on the line that binds or reads it: {@code email}, {@code writetime(version)}. */
    public String label() {
        return switch (role) {
            case VALUE, SCAN_KEY -> column.name();
            case WRITE_TIME -> "write time";
            case NEXT_VERSION -> column.name() + " (next)";
            case EXPECTED_VERSION -> column.name() + " (expected)";
            case RANGE_FROM -> column.name() + " from";
            case RANGE_TO -> column.name() + " to";
            case WRITE_TIME_OF -> "writetime(" + column.name() + ")";
            case TTL -> "ttl";
        };
    }
}
