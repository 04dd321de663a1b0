package dev.queryfirst.benchmarks.write;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.context.DriverContext;
import com.datastax.oss.driver.api.core.cql.PrepareRequest;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metrics.Metrics;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A session that prepares for real but executes nothing: an asynchronous execution completes at
 * once, with no result. A save through it is only the client's own work — binding values,
 * assembling the batch, the DAO's bookkeeping — measured without the network and the node, whose
 * noise on a busy machine is far larger than the differences between variants.
 */
final class DrySession implements CqlSession {

    private static final CompletionStage<Object> DONE = CompletableFuture.completedFuture(null);

    private final CqlSession real;

    DrySession(CqlSession real) {
        this.real = real;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <RequestT extends Request, ResultT> ResultT execute(RequestT request, GenericType<ResultT> resultType) {
        if (request instanceof PrepareRequest || !Statement.ASYNC.equals(resultType)) {
            return real.execute(request, resultType);
        }
        return (ResultT) DONE;
    }

    @Override
    public String getName() {
        return real.getName();
    }

    @Override
    public Metadata getMetadata() {
        return real.getMetadata();
    }

    @Override
    public boolean isSchemaMetadataEnabled() {
        return real.isSchemaMetadataEnabled();
    }

    @Override
    public CompletionStage<Metadata> setSchemaMetadataEnabled(Boolean newValue) {
        return real.setSchemaMetadataEnabled(newValue);
    }

    @Override
    public CompletionStage<Metadata> refreshSchemaAsync() {
        return real.refreshSchemaAsync();
    }

    @Override
    public CompletionStage<Boolean> checkSchemaAgreementAsync() {
        return real.checkSchemaAgreementAsync();
    }

    @Override
    public DriverContext getContext() {
        return real.getContext();
    }

    @Override
    public Optional<CqlIdentifier> getKeyspace() {
        return real.getKeyspace();
    }

    @Override
    public Optional<Metrics> getMetrics() {
        return real.getMetrics();
    }

    @Override
    public CompletionStage<Void> closeFuture() {
        return real.closeFuture();
    }

    @Override
    public CompletionStage<Void> closeAsync() {
        return real.closeAsync();
    }

    @Override
    public CompletionStage<Void> forceCloseAsync() {
        return real.forceCloseAsync();
    }
}
