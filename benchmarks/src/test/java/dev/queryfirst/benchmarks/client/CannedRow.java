package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.cql.ColumnDefinition;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A row a {@link MemorySession} answers with: its values by column name, encoded once per statement
 * that selects it (the node's work, which the client does not pay for), then handed out as the bytes
 * a response would carry.
 */
final class CannedRow {

    private final Map<String, Object> values;
    private final Map<MemoryStatement, List<ByteBuffer>> encoded = new IdentityHashMap<>();

    /** A row holding {@code values}, by column name; a column not named is null. */
    CannedRow(Map<String, Object> values) {
        this.values = values;
    }

    /** The row's value of {@code column}. */
    Object value(String column) {
        return values.get(column);
    }

    /** The bytes of the columns {@code statement} selects, in its order. */
    synchronized List<ByteBuffer> encodedFor(MemoryStatement statement) {
        List<ByteBuffer> bytes = encoded.get(statement);
        if (bytes == null) {
            bytes = new ArrayList<>();
            for (ColumnDefinition column : statement.getResultSetDefinitions()) {
                Object value = values.get(column.getName().asInternal());
                bytes.add(
                        value == null
                                ? null
                                : MemorySession.CODECS
                                        .codecFor(column.getType(), value)
                                        .encode(value, MemorySession.PROTOCOL));
            }
            encoded.put(statement, bytes);
        }
        return bytes;
    }
}
