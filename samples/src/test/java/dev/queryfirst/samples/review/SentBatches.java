package dev.queryfirst.samples.review;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.tracker.RequestTracker;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The size the node gives a DAO's batch, as it says in the warning it returns when the batch is
 * over {@code batch_size_warn_threshold}: a session of its own records the batches a DAO sends,
 * and {@link #sizeOf} sends the one a write sent again (the DAO's writes are idempotent) to read that
 * warning, which a tracker cannot see.
 *
 * <pre>{@code
 * SentBatches sent = new SentBatches(session);
 * OrderDao dao = OrderDao.create(sent.session(), options);
 * long bytes = sent.sizeOf(() -> dao.insert(order));   // "Batch for [...] is of size 6132, ..."
 * }</pre>
 */
final class SentBatches implements RequestTracker {

    /** Cassandra 5.0's client warning, {@code BatchStatement.verifyBatchSize}. */
    private static final Pattern WARNING =
            Pattern.compile("Batch for \\[.*] is of size (\\d+), exceeding specified threshold of (\\d+) by (\\d+)\\.");

    private final CqlSession plain;
    private final CqlSession tracked;
    private final List<BatchStatement> batches = new CopyOnWriteArrayList<>();

    SentBatches(CqlSession plain) {
        this.plain = plain;
        Node node = plain.getMetadata().getNodes().values().iterator().next();
        this.tracked = CqlSession.builder()
                .addContactEndPoint(node.getEndPoint())
                .withLocalDatacenter(node.getDatacenter())
                .addRequestTracker(this)
                .build();
    }

    /** The session whose batches are recorded. */
    CqlSession session() {
        return tracked;
    }

    /**
     * The data size the node computes for the batch {@code write} sends; fails when the node said
     * nothing (a batch under its threshold). The driver calls a tracker after it completes the
     * request, so this counts the batches once they have stayed unchanged for 100 ms, before and
     * after the write.
     */
    long sizeOf(Runnable write) {
        // The callbacks of earlier writes land first; then this write's batch is the one added.
        int before = settled();
        write.run();
        if (settled() != before + 1) {
            throw new AssertionError("the write sent " + (batches.size() - before) + " batches, not one");
        }
        ResultSet result = plain.execute(batches.get(batches.size() - 1));
        for (String warning : result.getExecutionInfo().getWarnings()) {
            Matcher matcher = WARNING.matcher(warning);
            if (matcher.find()) {
                return Long.parseLong(matcher.group(1));
            }
        }
        throw new AssertionError("the node did not warn about the batch (under its threshold?): "
                + result.getExecutionInfo().getWarnings());
    }

    /** The number of batches recorded, once it has stayed unchanged for 100 ms. */
    private int settled() {
        int seen;
        do {
            seen = batches.size();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        } while (batches.size() != seen);
        return seen;
    }

    @Override
    public void onSuccess(
            Request request, long latencyNanos, DriverExecutionProfile profile, Node node, String logPrefix) {
        if (request instanceof BatchStatement batch) {
            batches.add(batch);
        }
    }

    /** Closes the recording session. */
    void closeSession() {
        tracked.close();
    }

    /** Called by the driver when the recording session closes: nothing to release. */
    @Override
    public void close() {}
}
