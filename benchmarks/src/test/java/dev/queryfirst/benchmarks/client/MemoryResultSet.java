package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.ExecutionInfo;
import com.datastax.oss.driver.api.core.cql.QueryTrace;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.internal.core.cql.DefaultRow;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletionStage;

/**
 * One page of canned rows, as the driver hands a response to the client: rows decoded lazily by
 * column index from their bytes ({@link DefaultRow}, the driver's own row), the paging state of
 * the next page if there is one.
 */
final class MemoryResultSet implements AsyncResultSet, ExecutionInfo {

    private final MemorySession session;
    private final Statement<?> statement;
    private final ColumnDefinitions columns;
    private final List<CannedRow> page;
    private final MemoryStatement prepared;
    private final ByteBuffer pagingState;
    private int next;

    MemoryResultSet(
            MemorySession session,
            Statement<?> statement,
            MemoryStatement prepared,
            List<CannedRow> page,
            ByteBuffer pagingState) {
        this.session = session;
        this.statement = statement;
        this.prepared = prepared;
        this.columns = prepared == null ? null : prepared.getResultSetDefinitions();
        this.page = page;
        this.pagingState = pagingState;
    }

    @Override
    public ColumnDefinitions getColumnDefinitions() {
        return columns;
    }

    @Override
    public ExecutionInfo getExecutionInfo() {
        return this;
    }

    @Override
    public int remaining() {
        return page.size() - next;
    }

    @Override
    public Iterable<Row> currentPage() {
        return () -> new java.util.Iterator<>() {
            @Override
            public boolean hasNext() {
                return next < page.size();
            }

            @Override
            public Row next() {
                return row(page.get(next++));
            }
        };
    }

    @Override
    public Row one() {
        return next < page.size() ? row(page.get(next++)) : null;
    }

    private Row row(CannedRow row) {
        return new DefaultRow(columns, row.encodedFor(prepared), MemorySession.ATTACHMENT);
    }

    @Override
    public boolean hasMorePages() {
        return pagingState != null;
    }

    @Override
    public CompletionStage<AsyncResultSet> fetchNextPage() {
        if (pagingState == null) {
            throw new IllegalStateException("no next page");
        }
        return session.executeAsync(statement.copy(pagingState));
    }

    @Override
    public boolean wasApplied() {
        return true;
    }

    @Override
    public Statement<?> getStatement() {
        return statement;
    }

    @Override
    public ByteBuffer getPagingState() {
        return pagingState;
    }

    @Override
    public Node getCoordinator() {
        return null;
    }

    @Override
    public int getSpeculativeExecutionCount() {
        return 0;
    }

    @Override
    public int getSuccessfulExecutionIndex() {
        return 0;
    }

    @Override
    public List<Map.Entry<Node, Throwable>> getErrors() {
        return List.of();
    }

    @Override
    public List<String> getWarnings() {
        return List.of();
    }

    @Override
    public Map<String, ByteBuffer> getIncomingPayload() {
        return Map.of();
    }

    @Override
    public boolean isSchemaInAgreement() {
        return true;
    }

    @Override
    public UUID getTracingId() {
        return null;
    }

    @Override
    public CompletionStage<QueryTrace> getQueryTraceAsync() {
        throw new UnsupportedOperationException("an in-memory session traces nothing");
    }

    @Override
    public int getResponseSizeInBytes() {
        return -1;
    }

    @Override
    public int getCompressedResponseSizeInBytes() {
        return -1;
    }
}
