package dev.queryfirst.reliability.support;

import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.tracker.RequestTracker;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Every statement a session sent, as the driver saw it: so a test can prove that the generated
 * code binds every value (no literal ever reaches the CQL text) and marks every statement
 * idempotent or not explicitly (the driver's default, "not idempotent", forbids retries).
 *
 * <pre>{@code
 * StatementLog log = new StatementLog();
 * try (CqlSession session = TestSessions.open(keyspace, log)) {
 *   dao(session).insert(document);
 * }
 * log.sent().forEach(s -> assertNotNull(s.idempotent(), s.query()));
 * }</pre>
 */
public final class StatementLog implements RequestTracker {

    /**
     * One statement.
     *
     * @param kind {@code bound}, {@code batch} (its statements follow it) or {@code simple}
     * @param query the CQL text: the prepared statement's for a bound statement, empty for a batch
     * @param idempotent the statement's explicit flag, null when it was left to the driver's default
     */
    public record Sent(String kind, String query, Boolean idempotent) {}

    private final List<Sent> sent = new CopyOnWriteArrayList<>();

    @Override
    public void onSuccess(
            Request request, long latencyNanos, DriverExecutionProfile profile, Node node, String logPrefix) {
        record(request);
    }

    @Override
    public void onError(
            Request request,
            Throwable error,
            long latencyNanos,
            DriverExecutionProfile profile,
            Node node,
            String logPrefix) {
        record(request);
    }

    private void record(Request request) {
        if (request instanceof BatchStatement batch) {
            sent.add(new Sent("batch", "", batch.isIdempotent()));
            for (BatchableStatement<?> statement : batch) {
                record(statement);
            }
        } else if (request instanceof BoundStatement bound) {
            sent.add(new Sent("bound", bound.getPreparedStatement().getQuery(), bound.isIdempotent()));
        } else if (request instanceof SimpleStatement simple) {
            sent.add(new Sent("simple", simple.getQuery(), simple.isIdempotent()));
        }
    }

    /** What was sent so far, in order. */
    public List<Sent> sent() {
        return List.copyOf(sent);
    }

    /** Nothing to release: the log only holds what it recorded. */
    @Override
    public void close() {}

    /** Forgets what was sent, e.g. the schema statements before the writes under test. */
    public void clear() {
        sent.clear();
    }
}
