package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.tracker.RequestTracker;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The options a read sends, observed by a driver {@link RequestTracker} on the node: the access
 * pattern's (bound into its statements), then the DAO's read consistency and page size, then the
 * call's, each layer winning over the one before value by value (docs/statement-options.md).
 */
@CassandraTest
class StatementOptionsReadTest {

    private static final StatementOptions PATTERN = StatementOptions.none()
            .withConsistency(DefaultConsistencyLevel.ONE)
            .withTimeout(Duration.ofSeconds(3))
            .withExecutionProfile("patterns")
            .withPageSize(3)
            .withIdempotent(true);

    /** What the driver sent: the statement's settings and the profile the driver resolved. */
    record Sent(String consistency, Duration timeout, String profile, int pageSize, Boolean idempotent) {}

    @Test
    void eachLayerWinsOverTheOneBefore(CqlSession shared, TestKeyspace keyspace) {
        String ks = keyspace.name();
        shared.execute(
                "CREATE TABLE " + ks + ".readings (sensor text, seq int, value text, PRIMARY KEY (sensor, seq))");
        for (int seq = 0; seq < 11; seq++) {
            shared.execute("INSERT INTO " + ks + ".readings (sensor, seq, value) VALUES ('s1', ?, ?)", seq, "v" + seq);
        }
        List<Sent> sent = new CopyOnWriteArrayList<>();
        try (CqlSession session = tracked(shared, sent)) {
            PreparedStatement select = session.prepare("SELECT seq FROM " + ks + ".readings WHERE sensor = ?");
            Query<Integer> query = Query.partition(
                    ks + ".readings/bySensor", PATTERN.apply(select.bind("s1")), row -> row.getInt("seq"));
            List<Integer> all = IntStream.range(0, 11).boxed().toList();

            assertEquals(all, new Reader(session, DaoOptions.defaults()).list(query));
            Sent pattern = new Sent("ONE", Duration.ofSeconds(3), "patterns", 3, true);
            assertSent(List.of(pattern, pattern, pattern, pattern), sent, "11 rows in pages of 3");

            sent.clear();
            Reader dao = new Reader(
                    session,
                    DaoOptions.defaults()
                            .withReadConsistency(DefaultConsistencyLevel.ALL)
                            .withPageSize(4));
            assertEquals(all, dao.list(query));
            Sent daoWins = new Sent("ALL", Duration.ofSeconds(3), "patterns", 4, true);
            assertSent(List.of(daoWins, daoWins, daoWins), sent, "the DAO's consistency and page size win");

            sent.clear();
            StatementOptions call = StatementOptions.none()
                    .withConsistency(DefaultConsistencyLevel.QUORUM)
                    .withTimeout(Duration.ofSeconds(4))
                    .withExecutionProfile("calls")
                    .withPageSize(5)
                    .withIdempotent(false);
            assertEquals(all, dao.withCallOptions(call).list(query));
            Sent callWins = new Sent("QUORUM", Duration.ofSeconds(4), "calls", 5, false);
            assertSent(List.of(callWins, callWins, callWins), sent, "the call's options win over all");

            sent.clear();
            Reader callPageOnly = dao.withCallOptions(StatementOptions.none().withPageSize(12));
            assertEquals(all, callPageOnly.list(query));
            assertSent(
                    List.of(new Sent("ALL", Duration.ofSeconds(3), "patterns", 12, true)),
                    sent,
                    "a call that sets only a page size keeps the DAO's consistency and the pattern's timeout");
        }
    }

    /**
     * The driver tells its trackers after it completes the request's future, so the last page's
     * report may come just after the read returns: wait for it (at most 5 s).
     */
    private static void assertSent(List<Sent> expected, List<Sent> sent, String message) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (sent.size() < expected.size() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        // A report arriving later than this would be one too many.
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        assertEquals(expected, List.copyOf(sent), message);
    }

    /** A session on the shared node that records every request it completes, with two profiles. */
    private static CqlSession tracked(CqlSession shared, List<Sent> sent) {
        Node node = shared.getMetadata().getNodes().values().iterator().next();
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .startProfile("patterns")
                .withString(DefaultDriverOption.REQUEST_CONSISTENCY, "TWO")
                .endProfile()
                .startProfile("calls")
                .withString(DefaultDriverOption.REQUEST_CONSISTENCY, "THREE")
                .endProfile()
                .build();
        RequestTracker tracker = new RequestTracker() {
            @Override
            public void onSuccess(
                    Request request, long latencyNanos, DriverExecutionProfile profile, Node on, String logPrefix) {
                if (request instanceof Statement<?> statement && statement.getExecutionProfileName() != null) {
                    sent.add(new Sent(
                            statement.getConsistencyLevel().name(),
                            statement.getTimeout(),
                            profile.getName(),
                            statement.getPageSize(),
                            statement.isIdempotent()));
                }
            }

            @Override
            public void close() {}
        };
        return CqlSession.builder()
                .addContactEndPoint(node.getEndPoint())
                .withLocalDatacenter(node.getDatacenter())
                .withConfigLoader(config)
                .addRequestTracker(tracker)
                .build();
    }
}
