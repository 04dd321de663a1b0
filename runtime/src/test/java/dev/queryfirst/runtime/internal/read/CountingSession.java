package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.context.DriverContext;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metrics.Metrics;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A real session seen through the one method every {@code execute…} call funnels into (as the
 * benchmarks' {@code AuditedSession} does): it records each bound statement's CQL, so a test
 * counts the partitions a read touched (each read statement names one partition).
 */
final class CountingSession implements CqlSession {

    private final CqlSession delegate;
    private final List<String> executed = new CopyOnWriteArrayList<>();

    CountingSession(CqlSession delegate) {
        this.delegate = delegate;
    }

    @Override
    public <RequestT extends Request, ResultT> ResultT execute(RequestT request, GenericType<ResultT> resultType) {
        if (request instanceof BoundStatement bound) {
            executed.add(bound.getPreparedStatement().getQuery());
        }
        return delegate.execute(request, resultType);
    }

    /** How many statements ran since the last call, then starts counting again. */
    int takeCount() {
        int count = executed.size();
        executed.clear();
        return count;
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
