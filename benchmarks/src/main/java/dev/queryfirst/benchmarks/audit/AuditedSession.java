package dev.queryfirst.benchmarks.audit;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.context.DriverContext;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PrepareRequest;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metrics.Metrics;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.LongAdder;

/**
 * The session every variant is given: the real one, seen through the single method all of
 * {@link CqlSession}'s {@code execute…} and {@code prepare…} calls funnel into. It counts
 * prepare calls (a hot path that prepared per call, even a cached text, shows here) and executed
 * statements that are not bound prepared statements (CQL text built per call shows here). The
 * few counter increments cost every variant alike.
 */
public final class AuditedSession implements CqlSession {

    private final CqlSession delegate;
    private final LongAdder prepares = new LongAdder();
    private final LongAdder statements = new LongAdder();
    private final LongAdder unprepared = new LongAdder();

    /** Watches {@code delegate}. */
    public AuditedSession(CqlSession delegate) {
        this.delegate = delegate;
    }

    @Override
    public <RequestT extends Request, ResultT> ResultT execute(RequestT request, GenericType<ResultT> resultType) {
        if (request instanceof PrepareRequest) {
            prepares.increment();
        } else if (request instanceof BatchStatement batch) {
            for (BatchableStatement<?> statement : batch) {
                count(statement);
            }
        } else {
            count(request);
        }
        return delegate.execute(request, resultType);
    }

    private void count(Request statement) {
        statements.increment();
        if (!(statement instanceof BoundStatement)) {
            unprepared.increment();
        }
    }

    /** The counts so far. */
    public Counts counts() {
        return new Counts(prepares.sum(), statements.sum(), unprepared.sum());
    }

    /**
     * What the session was asked to do.
     *
     * @param prepares prepare calls
     * @param statements statements executed, each statement of a batch counted
     * @param unprepared statements executed that were not bound prepared statements
     */
    public record Counts(long prepares, long statements, long unprepared) {

        /** What happened between {@code before} and this. */
        public Counts since(Counts before) {
            return new Counts(
                    prepares - before.prepares, statements - before.statements, unprepared - before.unprepared);
        }
    }

    @Override
    public String getName() {
        return delegate.getName();
    }

    @Override
    public Metadata getMetadata() {
        return delegate.getMetadata();
    }

    @Override
    public boolean isSchemaMetadataEnabled() {
        return delegate.isSchemaMetadataEnabled();
    }

    @Override
    public CompletionStage<Metadata> setSchemaMetadataEnabled(Boolean newValue) {
        return delegate.setSchemaMetadataEnabled(newValue);
    }

    @Override
    public CompletionStage<Metadata> refreshSchemaAsync() {
        return delegate.refreshSchemaAsync();
    }

    @Override
    public CompletionStage<Boolean> checkSchemaAgreementAsync() {
        return delegate.checkSchemaAgreementAsync();
    }

    @Override
    public DriverContext getContext() {
        return delegate.getContext();
    }

    @Override
    public Optional<CqlIdentifier> getKeyspace() {
        return delegate.getKeyspace();
    }

    @Override
    public Optional<Metrics> getMetrics() {
        return delegate.getMetrics();
    }

    @Override
    public CompletionStage<Void> closeFuture() {
        return delegate.closeFuture();
    }

    @Override
    public CompletionStage<Void> closeAsync() {
        return delegate.closeAsync();
    }

    @Override
    public CompletionStage<Void> forceCloseAsync() {
        return delegate.forceCloseAsync();
    }
}
