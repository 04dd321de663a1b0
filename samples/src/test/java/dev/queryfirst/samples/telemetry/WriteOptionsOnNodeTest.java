package dev.queryfirst.samples.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.tracker.RequestTracker;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated DAOs send the entity's {@code @StatementOptions} with every write (a save's logged
 * batch, PARALLEL statements, a move, a delete, a counter increment), the DAO's options over them
 * and {@code withOptions(...)}'s over both for the DAO it returns only: a driver
 * {@link RequestTracker} records every write the node answered (docs/statement-options.md).
 */
@CassandraTest
class WriteOptionsOnNodeTest {

    /**
     * What the driver sent: the kind (BATCH of n, or the statement's first word and table), its
     * consistency, the timeout the driver applied, the profile it resolved, and its idempotence.
     */
    record Sent(String what, String consistency, Duration timeout, String profile, Boolean idempotent) {}

    private static final List<Sent> SENT = new CopyOnWriteArrayList<>();
    private static CqlSession tracked;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace test) {
        TelemetrySchema.create(session, test.name(), Replication.simple(1));
        keyspace = test.name();
        tracked = tracked(session);
    }

    @AfterAll
    static void close() {
        tracked.close();
    }

    @Test
    void aSaveAndADeleteCarryTheEntitysOptions() {
        ReadingDao dao = ReadingDao.create(tracked, DaoOptions.defaults().withKeyspace(keyspace));
        Reading reading = reading("plant-a", null);

        SENT.clear();
        dao.insert(reading);
        // A logged batch of its 3 copies; the batch's timeout is carried by its derived profile.
        assertSent(List.of(new Sent("BATCH of 3", "LOCAL_QUORUM", Duration.ofSeconds(2), "default", true)));
        assertEquals(Optional.of(reading), dao.findByKey(reading.readingId()));

        Reading moved = new Reading(
                reading.readingId(), reading.sensor(), "plant-b", reading.takenAt(), new BigDecimal("-3.250"), "moved");
        SENT.clear();
        dao.save(moved);
        List<Sent> save = writes();
        assertEquals(1, save.size(), save.toString());
        assertTrue(save.get(0).what().startsWith("BATCH"), save.toString());
        assertEquals(new Sent(save.get(0).what(), "LOCAL_QUORUM", Duration.ofSeconds(2), "default", true), save.get(0));
        assertEquals(List.of(moved), dao.bySite("plant-b"));
        assertEquals(List.of(), dao.bySite("plant-a"));

        SENT.clear();
        dao.delete(moved.readingId());
        List<Sent> delete = writes();
        assertEquals(1, delete.size(), delete.toString());
        assertEquals("LOCAL_QUORUM", delete.get(0).consistency());
        assertEquals(Duration.ofSeconds(2), delete.get(0).timeout());
        assertEquals(Optional.empty(), dao.findByKey(moved.readingId()));
    }

    @Test
    void inParallelModeEachStatementCarriesTheDaosOptionsOverTheEntitys() {
        ReadingDao dao = ReadingDao.create(
                tracked,
                DaoOptions.defaults()
                        .withKeyspace(keyspace)
                        .withWriteMode(WriteMode.PARALLEL)
                        .withWriteConsistency(DefaultConsistencyLevel.ONE)
                        .withTimeout(Duration.ofMillis(1500))
                        .withExecutionProfile("bulk"));
        Reading reading = reading("plant-c", "first");

        SENT.clear();
        dao.insert(reading);
        Sent each = new Sent("INSERT", "ONE", Duration.ofMillis(1500), "bulk", true);
        assertSent(List.of(each, each, each));
        assertEquals(List.of(reading), dao.bySite("plant-c"));
    }

    @Test
    void withOptionsOverridesTheDaosOptionsForItsDaoOnly() {
        ReadingDao dao = ReadingDao.create(
                tracked,
                DaoOptions.defaults().withKeyspace(keyspace).withWriteConsistency(DefaultConsistencyLevel.ONE));
        ReadingDao urgent = dao.withOptions(StatementOptions.none()
                .withConsistency(DefaultConsistencyLevel.ALL)
                .withTimeout(Duration.ofSeconds(7))
                .withIdempotent(false));

        Reading first = reading("plant-d", null);
        SENT.clear();
        urgent.insert(first);
        assertSent(List.of(new Sent("BATCH of 3", "ALL", Duration.ofSeconds(7), "default", false)));

        Reading second = reading("plant-d", "later");
        SENT.clear();
        dao.insert(second);
        assertSent(List.of(new Sent("BATCH of 3", "ONE", Duration.ofSeconds(2), "default", true)));
        assertEquals(2, urgent.bySite("plant-d").size());
    }

    @Test
    void aCounterIncrementIsNeverIdempotentWhateverTheOptionsSay() {
        SensorAlarmsDao dao =
                SensorAlarmsDao.create(tracked, DaoOptions.defaults().withKeyspace(keyspace));
        SensorAlarmsDao retried = dao.withOptions(StatementOptions.none().withIdempotent(true));

        SENT.clear();
        dao.increment("s9", 2);
        retried.increment("s9", 3);
        Sent increment = new Sent("UPDATE sensor_alarmses", "LOCAL_QUORUM", Duration.ofSeconds(3), "alarms", false);
        assertSent(List.of(increment, increment));
        assertEquals(5L, dao.findByKey("s9").orElseThrow().raised());
    }

    private static Reading reading(String site, String note) {
        return new Reading(
                UUID.randomUUID(),
                "s1",
                site,
                Instant.now().truncatedTo(ChronoUnit.MILLIS),
                new BigDecimal("21.50"),
                note);
    }

    /** The writes recorded so far, once the driver has told its trackers (it may do so just after). */
    private static List<Sent> writes() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return List.copyOf(SENT);
    }

    private static void assertSent(List<Sent> expected) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (SENT.size() < expected.size() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(expected, writes());
    }

    /**
     * A session on the shared node recording every write, with the profiles the tests name; their
     * consistency THREE would fail on one node, so a write that kept a profile's consistency
     * instead of the options' would fail. The profiles Reading's patterns name read as the default.
     */
    private static CqlSession tracked(CqlSession shared) {
        Node node = shared.getMetadata().getNodes().values().iterator().next();
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .startProfile("bulk")
                .withString(DefaultDriverOption.REQUEST_CONSISTENCY, "THREE")
                .endProfile()
                .startProfile("alarms")
                .withString(DefaultDriverOption.REQUEST_CONSISTENCY, "THREE")
                .endProfile()
                .startProfile("dashboard")
                .withInt(DefaultDriverOption.REQUEST_PAGE_SIZE, 5000)
                .endProfile()
                .startProfile("export")
                .withInt(DefaultDriverOption.REQUEST_PAGE_SIZE, 5000)
                .endProfile()
                .build();
        RequestTracker tracker = new RequestTracker() {
            @Override
            public void onSuccess(
                    Request request, long latencyNanos, DriverExecutionProfile profile, Node on, String logPrefix) {
                if (!(request instanceof Statement<?> statement)) {
                    return;
                }
                String what = what(statement);
                if (what == null) {
                    return;
                }
                SENT.add(new Sent(
                        what,
                        statement.getConsistencyLevel() == null
                                ? null
                                : statement.getConsistencyLevel().name(),
                        statement.getTimeout() != null
                                ? statement.getTimeout()
                                : profile.getDuration(DefaultDriverOption.REQUEST_TIMEOUT),
                        profile.getName(),
                        statement.isIdempotent()));
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

    /** {@code BATCH of n}, {@code INSERT}, {@code DELETE} or {@code UPDATE <table>}; null for a read. */
    private static String what(Statement<?> statement) {
        if (statement instanceof BatchStatement batch) {
            return "BATCH of " + batch.size();
        }
        if (statement instanceof BoundStatement bound) {
            String query = bound.getPreparedStatement().getQuery();
            if (query.startsWith("INSERT") || query.startsWith("DELETE")) {
                return query.substring(0, 6);
            }
            if (query.startsWith("UPDATE")) {
                String table = query.substring(query.indexOf('.') + 1).split(" ")[0];
                return "UPDATE " + table;
            }
        }
        return null;
    }
}
