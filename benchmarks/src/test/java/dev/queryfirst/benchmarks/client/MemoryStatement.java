package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.ColumnDefinition;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.internal.core.cql.DefaultBoundStatement;
import com.datastax.oss.driver.internal.core.cql.DefaultColumnDefinitions;
import com.datastax.oss.driver.internal.core.data.ValuesHelper;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A statement "prepared" by a {@link MemorySession}: its query, the types of its markers and of
 * its selected columns as a node would describe them, and bound statements built the way the
 * driver's own prepared statement builds them (values encoded by the codec of each marker's type),
 * so binding costs what it costs against a node.
 */
final class MemoryStatement implements PreparedStatement {

    private final String query;
    private final String table;
    private final ByteBuffer id;
    private final ColumnDefinitions variables;
    private final ColumnDefinitions selected;
    private final Map<String, Integer> indexOfVariable = new HashMap<>();

    MemoryStatement(String query, String table, List<ColumnDefinition> variables, List<ColumnDefinition> selected) {
        this.query = query;
        this.table = table;
        this.id = ByteBuffer.wrap(query.getBytes(StandardCharsets.UTF_8));
        this.variables = DefaultColumnDefinitions.valueOf(variables);
        this.selected = DefaultColumnDefinitions.valueOf(selected);
        for (int i = variables.size() - 1; i >= 0; i--) {
            indexOfVariable.put(variables.get(i).getName().asInternal(), i);
        }
    }

    /** The index of the first marker of {@code column}, or -1 (no lookup allocates, unlike the driver's). */
    int indexOf(String column) {
        return indexOfVariable.getOrDefault(column, -1);
    }

    /** The qualified table the statement reads or writes. */
    String table() {
        return table;
    }

    @Override
    public ByteBuffer getId() {
        return id;
    }

    @Override
    public String getQuery() {
        return query;
    }

    @Override
    public ColumnDefinitions getVariableDefinitions() {
        return variables;
    }

    @Override
    public List<Integer> getPartitionKeyIndices() {
        return List.of();
    }

    @Override
    public ByteBuffer getResultMetadataId() {
        return id;
    }

    @Override
    public ColumnDefinitions getResultSetDefinitions() {
        return selected;
    }

    @Override
    public void setResultMetadata(ByteBuffer newResultMetadataId, ColumnDefinitions newResultSetDefinitions) {
        throw new UnsupportedOperationException("an in-memory statement's metadata never changes");
    }

    @Override
    public BoundStatement bind(Object... values) {
        return new DefaultBoundStatement(
                this,
                variables,
                encode(values),
                null,
                null,
                null,
                null,
                null,
                Map.of(),
                null,
                false,
                Statement.NO_DEFAULT_TIMESTAMP,
                null,
                Integer.MIN_VALUE,
                null,
                null,
                null,
                MemorySession.CODECS,
                MemorySession.PROTOCOL,
                null,
                Statement.NO_NOW_IN_SECONDS);
    }

    @Override
    public BoundStatementBuilder boundStatementBuilder(Object... values) {
        return new BoundStatementBuilder(
                this,
                variables,
                encode(values),
                null,
                null,
                null,
                null,
                null,
                Map.of(),
                null,
                false,
                Statement.NO_DEFAULT_TIMESTAMP,
                null,
                Integer.MIN_VALUE,
                null,
                null,
                null,
                MemorySession.CODECS,
                MemorySession.PROTOCOL);
    }

    /** The values encoded as the driver's own prepared statement encodes them. */
    private ByteBuffer[] encode(Object... values) {
        return ValuesHelper.encodePreparedValues(values, variables, MemorySession.CODECS, MemorySession.PROTOCOL);
    }
}
