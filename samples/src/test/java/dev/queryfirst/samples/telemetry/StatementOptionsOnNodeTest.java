package dev.queryfirst.samples.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.tracker.RequestTracker;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated {@code ReadingDao} sends each access pattern's {@code @StatementOptions}, over the
 * entity's, and the DAO's read consistency and page size win over both: a driver
 * {@link RequestTracker} records every read the node answered (docs/statement-options.md).
 */
@CassandraTest
class StatementOptionsOnNodeTest {

    /** What the driver sent with a read: the statement's settings and the profile the driver resolved. */
    record Sent(String table, String consistency, Duration timeout, String profile, int pageSize, Boolean idempotent) {}

    private static final List<Sent> SENT = new CopyOnWriteArrayList<>();
    private static CqlSession tracked;
    private static List<Reading> readings;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        TelemetrySchema.create(session, keyspace.name(), Replication.simple(1));
        tracked = tracked(session);
        ReadingDao dao = ReadingDao.create(tracked, DaoOptions.defaults().withKeyspace(keyspace.name()));
        // A CQL timestamp keeps milliseconds: what comes back is Instant.now() to the millisecond.
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        readings = IntStream.range(0, 7)
                .mapToObj(i -> new Reading(
                        UUID.randomUUID(),
                        "s1",
                        "plant-a",
                        now.minus(i, ChronoUnit.MINUTES),
                        new BigDecimal("21.50").add(BigDecimal.valueOf(i, 2)),
                        i % 2 == 0 ? null : "recalibrated"))
                .toList();
        readings.forEach(dao::insert);
    }

    @AfterAll
    static void close() {
        tracked.close();
    }

    @Test
    void eachPatternSendsItsOwnOptionsOverTheEntitys(TestKeyspace keyspace) {
        ReadingDao dao = ReadingDao.create(tracked, DaoOptions.defaults().withKeyspace(keyspace.name()));

        SENT.clear();
        assertEquals(newest(5), dao.recentBySensor("s1", 5));
        assertSent(
                List.of(new Sent("readings_by_sensor", "LOCAL_ONE", Duration.ofMillis(500), "dashboard", 5, true)),
                "the pattern's own options; a page asks for no more than the 5 rows wanted");

        SENT.clear();
        assertEquals(bySite(), sorted(dao.bySite("plant-a")));
        Sent entity = new Sent("readings_by_site", "LOCAL_QUORUM", Duration.ofSeconds(2), "export", 3, true);
        assertSent(List.of(entity, entity, entity), "7 rows in pages of 3, the entity's consistency and timeout");
    }

    @Test
    void theDaosConsistencyAndPageSizeWinOverTheAnnotations(TestKeyspace keyspace) {
        ReadingDao dao = ReadingDao.create(
                tracked,
                DaoOptions.defaults()
                        .withKeyspace(keyspace.name())
                        .withReadConsistency(DefaultConsistencyLevel.ONE)
                        .withPageSize(2));

        SENT.clear();
        assertEquals(bySite(), sorted(dao.bySite("plant-a")));
        Sent daoWins = new Sent("readings_by_site", "ONE", Duration.ofSeconds(2), "export", 2, true);
        assertSent(List.of(daoWins, daoWins, daoWins, daoWins), "7 rows in pages of 2, at the DAO's consistency");
    }

    private static List<Reading> newest(int count) {
        return readings.stream()
                .sorted(Comparator.comparing(Reading::takenAt).reversed())
                .limit(count)
                .toList();
    }

    private static List<Reading> bySite() {
        return sorted(readings);
    }

    private static List<Reading> sorted(List<Reading> rows) {
        return rows.stream()
                .sorted(Comparator.comparing(r -> r.readingId().toString()))
                .toList();
    }

    /**
     * The driver tells its trackers after it completes a request's future, so the last page's
     * report may land just after the read returns: wait for the expected count (at most 5 s),
     * then 200 ms more for one too many.
     */
    private static void assertSent(List<Sent> expected, String message) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (SENT.size() < expected.size() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        assertEquals(expected, List.copyOf(SENT), message);
    }

    /**
     * A session on the shared node recording the reads of the pattern tables, with the profiles the
     * entity names; their consistency THREE would fail on one node, so a read that kept the
     * profile's consistency instead of the annotation's would fail.
     */
    private static CqlSession tracked(CqlSession shared) {
        Node node = shared.getMetadata().getNodes().values().iterator().next();
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .startProfile("dashboard")
                .withString(DefaultDriverOption.REQUEST_CONSISTENCY, "THREE")
                .endProfile()
                .startProfile("export")
                .withString(DefaultDriverOption.REQUEST_CONSISTENCY, "THREE")
                .endProfile()
                .build();
        RequestTracker tracker = new RequestTracker() {
            @Override
            public void onSuccess(
                    Request request, long latencyNanos, DriverExecutionProfile profile, Node on, String logPrefix) {
                if (request instanceof BoundStatement read) {
                    String query = read.getPreparedStatement().getQuery();
                    for (String table : List.of("readings_by_sensor", "readings_by_site")) {
                        if (query.startsWith("SELECT") && query.contains("." + table + " ")) {
                            SENT.add(new Sent(
                                    table,
                                    read.getConsistencyLevel().name(),
                                    read.getTimeout(),
                                    profile.getName(),
                                    read.getPageSize(),
                                    read.isIdempotent()));
                        }
                    }
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
