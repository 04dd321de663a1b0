package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.ProtocolVersion;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.OptionsMap;
import com.datastax.oss.driver.api.core.context.DriverContext;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PrepareRequest;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.detach.AttachmentPoint;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import com.datastax.oss.driver.api.core.metrics.Metrics;
import com.datastax.oss.driver.api.core.session.ProgrammaticArguments;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import com.datastax.oss.driver.api.core.type.codec.registry.CodecRegistry;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import com.datastax.oss.driver.internal.core.context.DefaultDriverContext;
import com.datastax.oss.driver.internal.core.metadata.DefaultMetadata;
import com.datastax.oss.driver.internal.core.metadata.schema.DefaultKeyspaceMetadata;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link CqlSession} that answers from memory: it prepares by reading the statement against the
 * tables' {@code CREATE TABLE} texts (no node), completes every asynchronous execution at once, and
 * answers a select with the rows its {@link Answers} hold for the partition asked, after the
 * statement's {@code LIMIT} and page size, with a paging state when more rows remain. Whatever a
 * DAO costs on it is the client's own work — binding, batching, mapping rows, its bookkeeping —
 * which the node and the network would otherwise drown. It can record the statements it is sent.
 *
 * <pre>{@code
 * MemorySession session = new MemorySession(LogsSchema.cql("logs"), (statement, bound) -> rows);
 * LogMessageDao dao = LogMessageDao.create(session);
 * }</pre>
 */
public final class MemorySession implements CqlSession {

    static final ProtocolVersion PROTOCOL = ProtocolVersion.DEFAULT;
    static final CodecRegistry CODECS = CodecRegistry.DEFAULT;
    static final AttachmentPoint ATTACHMENT = AttachmentPoint.NONE;

    /** The rows a node would hold for what a select asks, before its limit: the test's data. */
    @FunctionalInterface
    public interface Answers {

        /** No rows, for any select. */
        Answers NONE = (statement, bound) -> List.of();

        /** The rows of {@code table} in the partitions {@code bound} selects, in clustering order. */
        List<CannedRow> rows(MemoryStatement statement, BoundStatement bound);
    }

    private final MemorySchema schema;
    private final DriverContext context =
            new DefaultDriverContext(
                    DriverConfigLoader.fromMap(OptionsMap.driverDefaults()),
                    ProgrammaticArguments.builder().build()) {
                @Override
                public ProtocolVersion getProtocolVersion() {
                    return PROTOCOL; // negotiated with a node otherwise
                }
            };
    private final Answers answers;
    private final Metadata metadata;
    private final Map<String, MemoryStatement> prepared = new ConcurrentHashMap<>();
    private final List<String> sent = new ArrayList<>();
    private volatile boolean recording;

    /** A session over the tables {@code createTables} create, answering selects from {@code answers}. */
    public MemorySession(List<String> createTables, Answers answers) {
        this.schema = new MemorySchema(createTables);
        this.answers = answers;
        Map<CqlIdentifier, KeyspaceMetadata> keyspaces = new HashMap<>();
        for (String keyspace : schema.keyspaces()) {
            CqlIdentifier name = CqlIdentifier.fromInternal(keyspace);
            keyspaces.put(
                    name,
                    new DefaultKeyspaceMetadata(
                            name, true, false, Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of()));
        }
        this.metadata = new DefaultMetadata(Map.of(), keyspaces, null, null) {};
    }

    /** Starts recording the statements sent, forgetting those recorded before. */
    public synchronized void record() {
        sent.clear();
        recording = true;
    }

    /** The CQL texts sent since {@link #record()}, a batch's statements one by one. */
    public synchronized List<String> sent() {
        return List.copyOf(sent);
    }

    /** The statement {@code cql} prepared on this session. */
    MemoryStatement prepared(String cql) {
        return prepared.computeIfAbsent(
                cql,
                text -> new MemoryStatement(text, schema.tableOf(text), schema.variables(text), schema.selected(text)));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <RequestT extends Request, ResultT> ResultT execute(RequestT request, GenericType<ResultT> resultType) {
        if (request instanceof PrepareRequest prepare) {
            MemoryStatement statement = prepared(prepare.getQuery());
            return (ResultT)
                    (PrepareRequest.ASYNC.equals(resultType)
                            ? CompletableFuture.completedFuture(statement)
                            : statement);
        }
        if (!Statement.ASYNC.equals(resultType)) {
            throw new UnsupportedOperationException("an in-memory session executes asynchronously only: " + request);
        }
        return (ResultT) CompletableFuture.completedFuture(answer((Statement<?>) request));
    }

    private MemoryResultSet answer(Statement<?> statement) {
        if (statement instanceof BatchStatement batch) {
            for (BatchableStatement<?> child : batch) {
                sent((BoundStatement) child);
            }
            return new MemoryResultSet(this, statement, null, List.of(), null);
        }
        if (!(statement instanceof BoundStatement bound)) {
            throw new UnsupportedOperationException(
                    "an in-memory session executes prepared statements only: " + statement);
        }
        sent(bound);
        MemoryStatement prepared = (MemoryStatement) bound.getPreparedStatement();
        if (prepared.getResultSetDefinitions().size() == 0) {
            return new MemoryResultSet(this, statement, prepared, List.of(), null);
        }
        List<CannedRow> rows = answers.rows(prepared, bound);
        int limit = rows.size();
        int index = prepared.indexOf("[limit]");
        if (index >= 0) {
            limit = Math.min(limit, TypeCodecs.INT.decodePrimitive(bound.getBytesUnsafe(index), PROTOCOL));
        }
        int from = bound.getPagingState() == null ? 0 : bound.getPagingState().getInt(0);
        int pageSize = bound.getPageSize() > 0 ? bound.getPageSize() : 5_000;
        int to = Math.min(limit, from + pageSize);
        ByteBuffer next = to < limit ? (ByteBuffer) ByteBuffer.allocate(4).putInt(0, to) : null;
        return new MemoryResultSet(this, statement, prepared, rows.subList(Math.min(from, to), to), next);
    }

    private void sent(BoundStatement statement) {
        if (recording) {
            synchronized (this) {
                sent.add(statement.getPreparedStatement().getQuery());
            }
        }
    }

    @Override
    public String getName() {
        return "memory";
    }

    /**
     * Metadata naming the keyspaces of the known tables, without their tables: what DAOs ask of it on
     * the hot path (whether a keyspace holds QueryFirst's deferred-work table) is answered by the
     * same lookups as on a node.
     */
    @Override
    public Metadata getMetadata() {
        return metadata;
    }

    @Override
    public boolean isSchemaMetadataEnabled() {
        return false;
    }

    @Override
    public CompletionStage<Metadata> setSchemaMetadataEnabled(Boolean newValue) {
        throw new UnsupportedOperationException("an in-memory session has no node metadata");
    }

    @Override
    public CompletionStage<Metadata> refreshSchemaAsync() {
        throw new UnsupportedOperationException("an in-memory session has no node metadata");
    }

    @Override
    public CompletionStage<Boolean> checkSchemaAgreementAsync() {
        return CompletableFuture.completedFuture(true);
    }

    /**
     * A driver context of default options that never connects: what DAOs take from it (the mapper's
     * class loader, the timestamp generator of write times) is the driver's own.
     */
    @Override
    public DriverContext getContext() {
        return context;
    }

    @Override
    public Optional<CqlIdentifier> getKeyspace() {
        return Optional.empty();
    }

    @Override
    public Optional<Metrics> getMetrics() {
        return Optional.empty();
    }

    @Override
    public CompletionStage<Void> closeFuture() {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletionStage<Void> closeAsync() {
        return closeFuture();
    }

    @Override
    public CompletionStage<Void> forceCloseAsync() {
        return closeFuture();
    }
}
