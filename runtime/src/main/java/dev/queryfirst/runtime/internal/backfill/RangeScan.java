package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.token.TokenRange;
import dev.queryfirst.runtime.internal.TokenRangeTable;
import java.util.List;

/**
 * The token-range scan of a source table: the columns its {@code map(Row)} reads, then the
 * {@code WRITETIME} and {@code TTL} of each of its write-time columns, for the rows of one range.
 */
final class RangeScan {

    private final PreparedStatement statement;
    /** The index of the first {@code WRITETIME} in a row; {@code TTL}s and write times alternate from there. */
    private final int firstWriteTime;

    private final int writeTimeColumns;

    private RangeScan(PreparedStatement statement, int writeTimeColumns) {
        this.statement = statement;
        this.writeTimeColumns = writeTimeColumns;
        this.firstWriteTime = statement.getResultSetDefinitions().size() - 2 * writeTimeColumns;
    }

    /** Prepares the scan of {@code table}. */
    static RangeScan prepare(CqlSession session, TokenRangeTable<?> table) {
        return new RangeScan(
                session.prepare(cql(table)), table.writeTimeColumns().size());
    }

    /**
     * {@code SELECT <columns>, WRITETIME(c), TTL(c), ... FROM <table> WHERE token(k...) > ? AND token(k...) <= ?}.
     * Cassandra reads an upper bound equal to the ring's minimum token as "to the end of the ring",
     * which is how {@link TokenRange#unwrap()} ends the first half of a wrapping range.
     */
    static String cql(TokenRangeTable<?> table) {
        List<String> key = table.partitionKeyColumns();
        List<String> timed = table.writeTimeColumns();
        if (key.isEmpty()) {
            throw new IllegalArgumentException("source " + table.name() + " has no partition key columns");
        }
        if (timed.isEmpty()) {
            throw new IllegalArgumentException("source " + table.name() + " has no write-time columns: name at least"
                    + " one regular column whose WRITETIME tells when a row was written");
        }
        StringBuilder cql = new StringBuilder("SELECT ").append(table.selectedColumns());
        for (String column : timed) {
            cql.append(", WRITETIME(")
                    .append(column)
                    .append("), TTL(")
                    .append(column)
                    .append(')');
        }
        String token = "token(" + String.join(", ", key) + ")";
        return cql.append(" FROM ")
                .append(table.qualifiedName())
                .append(" WHERE ")
                .append(token)
                .append(" > ? AND ")
                .append(token)
                .append(" <= ?")
                .toString();
    }

    BoundStatement bind(TokenRange range) {
        return statement
                .boundStatementBuilder()
                .setToken(0, range.getStart())
                .setToken(1, range.getEnd())
                .setIdempotence(true)
                .build();
    }

    /**
     * When {@code row} was written, in microseconds since the epoch: the latest write time of its
     * columns that hold a value; null when none does (a row of key columns and nulls).
     */
    Long writeTime(Row row) {
        Long latest = null;
        for (int i = 0; i < writeTimeColumns; i++) {
            int at = firstWriteTime + 2 * i;
            if (!row.isNull(at) && (latest == null || row.getLong(at) > latest)) {
                latest = row.getLong(at);
            }
        }
        return latest;
    }

    /** The seconds {@code row} has left to live: the longest of its columns'; null when it does not expire. */
    Integer ttl(Row row) {
        Integer longest = null;
        for (int i = 0; i < writeTimeColumns; i++) {
            int at = firstWriteTime + 2 * i + 1;
            if (!row.isNull(at) && (longest == null || row.getInt(at) > longest)) {
                longest = row.getInt(at);
            }
        }
        return longest;
    }
}
