package dev.queryfirst.samples.alerts;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.tracker.RequestTracker;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ToIntFunction;

/**
 * Counts what the node answered through a session of its own, as the alerts tests need: every
 * request a read sends, or the directory upserts inside a write's batch.
 *
 * <pre>{@code
 * RequestCounter requests = new RequestCounter(request -> 1);
 * CqlSession tracked = requests.session(session);
 * int sent = requests.countOf(() -> dao.latestByService("web", 10));
 * }</pre>
 */
final class RequestCounter implements RequestTracker {

    private final AtomicInteger count = new AtomicInteger();
    private final ToIntFunction<Request> weight;

    /** @param weight what one answered request adds to the count */
    RequestCounter(ToIntFunction<Request> weight) {
        this.weight = weight;
    }

    /** A new session to the node {@code session} talks to, whose answered requests this counts. */
    CqlSession session(CqlSession session) {
        Node node = session.getMetadata().getNodes().values().iterator().next();
        // The testkit's timeouts: DDL and the first statements on a loaded two-core machine take
        // longer than the driver's default 2 s.
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(60))
                .build();
        return CqlSession.builder()
                .addContactEndPoint(node.getEndPoint())
                .withLocalDatacenter(node.getDatacenter())
                .withConfigLoader(config)
                .addRequestTracker(this)
                .build();
    }

    /**
     * What {@code work} sent. The driver calls the tracker after it completes a request's future,
     * so the count starts once earlier requests' callbacks have landed, and is taken once it has
     * stayed unchanged for 100 ms.
     */
    int countOf(Runnable work) {
        // The callbacks of requests sent before (writes the test just made) land first.
        settled();
        count.set(0);
        work.run();
        return settled();
    }

    /** The count once it has stayed unchanged for 100 ms. */
    private int settled() {
        int seen;
        do {
            seen = count.get();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        } while (count.get() != seen);
        return seen;
    }

    @Override
    public void onSuccess(
            Request request, long latencyNanos, DriverExecutionProfile profile, Node answered, String logPrefix) {
        count.addAndGet(weight.applyAsInt(request));
    }

    @Override
    public void close() {}
}
