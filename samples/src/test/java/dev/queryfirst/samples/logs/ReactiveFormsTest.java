package dev.queryfirst.samples.logs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
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
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/**
 * The generated DAO's reactive forms on a node (docs/mapping-rules.md, "Reactive forms"): a bucket
 * walk reads a partition only when its subscriber's demand needs one, a cancel stops it, writes
 * wait for a subscriber, and failures reach {@code onError}. Reads are counted by a request
 * tracker on the session: every statement and every further page the driver fetches.
 */
@CassandraTest
class ReactiveFormsTest {

    /** "Now" as users have it: sub-millisecond, from the clock, not a whole second. */
    private static final Instant NOW = Instant.now();

    /**
     * An hour into NOW's day bucket, with NOW's sub-millisecond digits: rows of one day stay in
     * that day's bucket whatever time of day the test runs.
     */
    private static final Instant DAY_START =
            NOW.truncatedTo(ChronoUnit.DAYS).plus(Duration.ofHours(1)).plusNanos(NOW.getNano() % 1_000_000);

    private static final AtomicInteger WALK_READS = new AtomicInteger();

    private static CqlSession session;
    private static LogMessageDao dao;

    @BeforeAll
    static void schema(CqlSession shared, TestKeyspace keyspace) {
        LogsSchema.create(shared, keyspace.name(), Replication.simple(1));
        session = CqlSession.builder()
                .addContactPoints(keyspace.contactPoints())
                .withLocalDatacenter(keyspace.localDatacenter())
                .withConfigLoader(DriverConfigLoader.programmaticBuilder()
                        .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(30))
                        .build())
                .addRequestTracker(new WalkReads())
                .build();
        dao = LogMessageDao.create(
                session,
                DaoOptions.defaults().withKeyspace(keyspace.name()).withClock(Clock.fixed(NOW, ZoneOffset.UTC)));
    }

    @AfterAll
    static void close() {
        session.close();
    }

    /** Counts the requests that read {@code log_messages_by_source_name}: statements and further pages. */
    private static final class WalkReads implements RequestTracker {
        @Override
        public void onSuccess(
                Request request, long latencyNanos, DriverExecutionProfile profile, Node node, String prefix) {
            if (request instanceof BoundStatement bound
                    && bound.getPreparedStatement().getQuery().startsWith("SELECT")
                    && bound.getPreparedStatement().getQuery().contains("log_messages_by_source_name")) {
                WALK_READS.incrementAndGet();
            }
        }

        @Override
        public void close() {}
    }

    private static List<LogMessage> write(String source, int perDay, int... daysBack) {
        List<LogMessage> written = new ArrayList<>();
        for (int day : daysBack) {
            for (int i = 0; i < perDay; i++) {
                LogMessage message = new LogMessage(
                        UUID.randomUUID(),
                        source,
                        "nginx",
                        DAY_START.minus(day, ChronoUnit.DAYS).plus(i * 7L, ChronoUnit.MINUTES),
                        "INFO",
                        i,
                        "access",
                        i % 2 == 0 ? null : "GET /" + i,
                        Map.of());
                dao.insert(message);
                written.add(message);
            }
        }
        written.sort(Comparator.comparing(LogMessage::messageTime).reversed().thenComparing(LogMessage::messageId));
        return written;
    }

    @Test
    void aSubscriberAskingForOneRowAtATimeReadsOnlyThePartitionsItNeeds() throws Exception {
        // Days 0 and 1 hold 3 rows each; days 2 and 3 are empty; day 4 holds 3.
        List<LogMessage> written = write("web-1", 3, 0, 1, 4);
        WALK_READS.set(0);
        Probe<LogMessage> probe = new Probe<>();
        dao.recentBySourceReactive("web-1", 100).subscribe(probe);

        probe.requestAndAwait(1, 1);
        assertEquals(1, WALK_READS.get(), "one row: the newest bucket's partition only");
        probe.requestAndAwait(2, 3);
        assertEquals(1, WALK_READS.get(), "its other two rows came with the same page");
        probe.requestAndAwait(1, 4);
        assertEquals(2, WALK_READS.get(), "the fourth row needs yesterday's partition");
        probe.requestAndAwait(3, 7);
        assertEquals(5, WALK_READS.get(), "the seventh needs day 4's, through the two empty days");

        probe.subscription.cancel();
        Thread.sleep(200);
        assertEquals(5, WALK_READS.get(), "nothing read after the cancel");
        assertEquals(truncated(written.subList(0, 7)), probe.items);
        assertEquals(1, probe.completed.getCount(), "a cancel neither completes nor fails the subscription");
    }

    @Test
    void allRowsMatchTheListFormAndTheLimitCompletesTheWalk() throws Exception {
        write("web-2", 4, 0, 2, 3);
        List<LogMessage> listed = dao.recentBySource("web-2", 10);
        Probe<LogMessage> all = new Probe<>();
        dao.recentBySourceReactive("web-2", 10).subscribe(all);
        all.requestAndAwait(Long.MAX_VALUE, 10);
        assertTrue(all.completed.await(30, TimeUnit.SECONDS), "completes at the limit");
        assertEquals(listed, all.items);
        assertEquals(10, all.items.size());
    }

    @Test
    void aWriteWaitsForItsSubscriberAndAReadFindsIt() throws Exception {
        LogMessage message = new LogMessage(
                UUID.randomUUID(), "db-1", "postgres", NOW, "WARN", 2, "slow", null, Map.of("ms", "1200"));
        Publisher<Void> insert = dao.insertReactive(message);
        assertEquals(Optional.empty(), dao.findByKey(message.messageId()), "nothing written before a subscriber");

        Probe<Void> inserted = new Probe<>();
        insert.subscribe(inserted);
        inserted.subscription.request(1);
        assertTrue(inserted.completed.await(30, TimeUnit.SECONDS));
        assertEquals(List.of(), inserted.items);

        Probe<LogMessage> found = new Probe<>();
        dao.findByKeyReactive(message.messageId()).subscribe(found);
        found.requestAndAwait(1, 1);
        assertTrue(found.completed.await(30, TimeUnit.SECONDS));
        assertEquals(truncated(List.of(message)), found.items);

        Probe<Void> deleted = new Probe<>();
        dao.deleteReactive(message).subscribe(deleted);
        deleted.subscription.request(Long.MAX_VALUE);
        assertTrue(deleted.completed.await(30, TimeUnit.SECONDS));
        Probe<LogMessage> gone = new Probe<>();
        dao.findByKeyReactive(message.messageId()).subscribe(gone);
        gone.subscription.request(1);
        assertTrue(gone.completed.await(30, TimeUnit.SECONDS));
        assertEquals(List.of(), gone.items);
    }

    @Test
    void badArgumentsAndBadRequestsReachOnError() throws Exception {
        Probe<LogMessage> noSource = new Probe<>();
        dao.recentBySourceReactive(null, 10).subscribe(noSource);
        assertTrue(noSource.completed.await(30, TimeUnit.SECONDS));
        assertInstanceOf(IllegalArgumentException.class, noSource.error);
        assertEquals("sourceName must not be null", noSource.error.getMessage());

        Probe<LogMessage> noLimit = new Probe<>();
        dao.recentBySourceReactive("web-1", 0).subscribe(noLimit);
        assertTrue(noLimit.completed.await(30, TimeUnit.SECONDS));
        assertInstanceOf(IllegalArgumentException.class, noLimit.error);

        Probe<LogMessage> zero = new Probe<>();
        dao.recentBySourceReactive("web-1", 10).subscribe(zero);
        zero.subscription.request(0);
        assertTrue(zero.completed.await(30, TimeUnit.SECONDS));
        assertInstanceOf(IllegalArgumentException.class, zero.error);
        assertTrue(zero.error.getMessage().contains("3.9"), zero.error.getMessage());
    }

    /** Timestamps as Cassandra keeps them: milliseconds. */
    private static List<LogMessage> truncated(List<LogMessage> messages) {
        return messages.stream()
                .map(m -> new LogMessage(
                        m.messageId(),
                        m.sourceName(),
                        m.sourceType(),
                        m.messageTime().truncatedTo(ChronoUnit.MILLIS),
                        m.messageType(),
                        m.messageUrgency(),
                        m.messageCategory(),
                        m.messageBody(),
                        m.messageParts()))
                .toList();
    }

    /** A subscriber that requests only when told to, and records what it receives. */
    private static final class Probe<T> implements Subscriber<T> {
        final List<T> items = new CopyOnWriteArrayList<>();
        final CountDownLatch completed = new CountDownLatch(1);
        volatile Subscription subscription;
        volatile Throwable error;

        @Override
        public void onSubscribe(Subscription subscription) {
            this.subscription = subscription;
        }

        @Override
        public void onNext(T item) {
            items.add(item);
        }

        @Override
        public void onError(Throwable error) {
            this.error = error;
            completed.countDown();
        }

        @Override
        public void onComplete() {
            completed.countDown();
        }

        void requestAndAwait(long n, int total) throws InterruptedException {
            subscription.request(n);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (items.size() < total && error == null && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(null, error);
            assertEquals(total, items.size());
        }
    }
}
