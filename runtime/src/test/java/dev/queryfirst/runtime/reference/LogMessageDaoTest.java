package dev.queryfirst.runtime.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The reference LogMessageDao against a real node: bucket walks newest first, lookback, ranges,
 * paging across buckets and inside them, the immutable entity's audit.
 */
@CassandraTest
class LogMessageDaoTest {

    /** "Now" for every read: the newest bucket is 2024-05-10. */
    private static final Clock NOW = Clock.fixed(Instant.parse("2024-05-10T12:00:00Z"), ZoneOffset.UTC);

    private static LogMessageDao dao;
    private static final List<LogMessage> WEB1 = new ArrayList<>();
    private static LogMessage old;

    @BeforeAll
    static void schemaAndData(CqlSession session, TestKeyspace keyspace) {
        DemoSchema.create(session, keyspace.name(), Replication.simple(1));
        dao = LogMessageDao.create(session, options(keyspace));
        // 3 messages today, none yesterday, 4 two days ago, 1 beyond the 30-day lookback.
        for (String time : List.of(
                "2024-05-10T01:00:00Z",
                "2024-05-10T09:30:00Z",
                "2024-05-10T11:59:59.999Z",
                "2024-05-08T00:00:00Z",
                "2024-05-08T06:00:00Z",
                "2024-05-08T12:00:00Z",
                "2024-05-08T23:00:00Z")) {
            WEB1.add(message("web-1", time));
        }
        old = message("web-1", "2024-04-01T08:00:00Z");
        WEB1.forEach(dao::insert);
        dao.insert(old);
        dao.insert(message("web-2", "2024-05-10T10:00:00Z"));
        WEB1.sort(Comparator.comparing(LogMessage::messageTime).reversed());
    }

    private static DaoOptions options(TestKeyspace keyspace) {
        return DaoOptions.defaults().withKeyspace(keyspace.name()).withClock(NOW);
    }

    private static LogMessage message(String source, String time) {
        return new LogMessage(UUID.randomUUID(), source, Instant.parse(time), "body at " + time);
    }

    @Test
    void recentWalksBucketsNewestFirstUntilTheLimit() {
        assertEquals(WEB1.subList(0, 5), dao.recentBySource("web-1", 5));
        assertEquals(WEB1.subList(0, 2), dao.recentBySource("web-1", 2));
    }

    @Test
    void recentStopsAtTheLookback() {
        assertEquals(WEB1, dao.recentBySource("web-1", 100));
        assertEquals(List.of(), dao.recentBySource("web-3", 10));
    }

    @Test
    void prefetchAndAsyncGiveTheSameRows(CqlSession session, TestKeyspace keyspace) {
        LogMessageDao prefetching =
                LogMessageDao.create(session, options(keyspace).withPrefetch(true));
        assertEquals(WEB1.subList(0, 5), prefetching.recentBySource("web-1", 5));
        assertEquals(WEB1, prefetching.recentBySource("web-1", 100));
        assertEquals(
                WEB1.subList(0, 4),
                dao.recentBySourceAsync("web-1", 4).toCompletableFuture().join());
    }

    @Test
    void aRangeWalksFromItsEndToItsStart() {
        List<LogMessage> all = new ArrayList<>(WEB1);
        all.add(old);
        assertEquals(
                all,
                dao.bySourceAndTime(
                        "web-1", Instant.parse("2024-04-01T00:00:00Z"), Instant.parse("2024-05-11T00:00:00Z"), 100));
        // Bounds inside the first and last buckets: [05-08T06:00, 05-10T09:30).
        assertEquals(
                List.of(WEB1.get(2), WEB1.get(3), WEB1.get(4), WEB1.get(5)),
                dao.bySourceAndTime(
                        "web-1", Instant.parse("2024-05-08T06:00:00Z"), Instant.parse("2024-05-10T09:30:00Z"), 100));
        assertEquals(
                WEB1.subList(0, 1),
                dao.bySourceAndTimeAsync(
                                "web-1",
                                Instant.parse("2024-05-01T00:00:00Z"),
                                Instant.parse("2024-05-11T00:00:00Z"),
                                1)
                        .toCompletableFuture()
                        .join());
    }

    @Test
    void pagesOfRecentResumeAcrossBucketsAndInsideThem() {
        for (int pageSize : List.of(1, 2, 3, 7, 50)) {
            assertEquals(
                    WEB1,
                    readAll(cursor -> dao.recentBySourcePage("web-1", pageSize, cursor)),
                    "page size " + pageSize);
        }
    }

    @Test
    void pagesOfARangeResumeToo() {
        Instant from = Instant.parse("2024-03-01T00:00:00Z");
        Instant to = Instant.parse("2024-05-10T10:00:00Z");
        List<LogMessage> expected = dao.bySourceAndTime("web-1", from, to, 100);
        assertEquals(7, expected.size());
        assertEquals(expected, readAll(cursor -> dao.bySourceAndTimePage("web-1", from, to, 2, cursor)));
    }

    @Test
    void aCursorOfAnotherAccessPatternIsForeign() {
        String cursor = dao.recentBySourcePage("web-1", 1, null).cursor().orElseThrow();
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> dao.bySourceAndTimePage(
                        "web-1",
                        Instant.parse("2024-05-01T00:00:00Z"),
                        Instant.parse("2024-05-11T00:00:00Z"),
                        1,
                        cursor));
        assertTrue(e.getMessage().contains("foreign cursor"), e.getMessage());
        IllegalArgumentException other =
                assertThrows(IllegalArgumentException.class, () -> dao.recentBySourcePage("web-2", 1, cursor));
        assertTrue(other.getMessage().contains("other arguments"), other.getMessage());
    }

    @Test
    void badArgumentsNameTheParameter() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> dao.bySourceAndTime(
                        "web-1", Instant.parse("2024-05-10T00:00:00Z"), Instant.parse("2024-05-09T00:00:00Z"), 10));
        assertEquals("to (2024-05-09T00:00:00Z) is before from (2024-05-10T00:00:00Z)", e.getMessage());
        assertEquals(
                "limit must be positive, was 0",
                assertThrows(IllegalArgumentException.class, () -> dao.recentBySource("web-1", 0))
                        .getMessage());
        assertEquals(
                "logMessage.messageTime must not be null",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> dao.insert(new LogMessage(UUID.randomUUID(), "web-1", null, "x")))
                        .getMessage());
    }

    @Test
    void findByKeyAndDeleteUseEveryCopy() {
        LogMessage message = message("web-9", "2024-05-10T08:00:00Z");
        dao.insert(message);
        assertEquals(Optional.of(message), dao.findByKey(message.messageId()));
        assertEquals(
                Optional.of(message),
                dao.byIdAsync(message.messageId()).toCompletableFuture().join());
        dao.delete(message);
        assertEquals(Optional.empty(), dao.byId(message.messageId()));
        assertEquals(List.of(), dao.recentBySource("web-9", 10));
    }

    @Test
    void auditCrossChecksTheTablesOfAnImmutableEntity(CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name();
        LogMessage lost = message("audit", "2024-05-10T01:00:00Z");
        LogMessage edited = message("audit", "2024-05-10T02:00:00Z");
        dao.insert(lost);
        dao.insert(edited);
        assertTrue(dao.audit().isClean(), dao.audit().toString());

        session.execute("DELETE FROM " + ks + ".log_messages_by_message_id WHERE message_id = " + lost.messageId());
        session.execute("UPDATE " + ks + ".log_messages_by_message_id SET message_body = 'edited' WHERE message_id = "
                + edited.messageId());
        UUID stray = UUID.randomUUID();
        session.execute("INSERT INTO " + ks + ".log_messages_by_message_id (message_id, source_name, message_time,"
                + " message_body) VALUES (" + stray + ", 'audit', '2024-05-10T03:00:00Z', 'no reference row')");

        AuditReport report = dao.audit();
        assertEquals("log_messages_by_source_name", report.source());
        assertEquals(1, report.missing(), report.toString());
        assertEquals(1, report.stale(), report.toString());
        assertEquals(1, report.orphaned(), report.toString());

        dao.auditAndRepair();
        assertTrue(dao.audit().isClean(), dao.audit().toString());
        assertEquals(Optional.of(lost), dao.findByKey(lost.messageId()));
        assertEquals(Optional.of(edited), dao.findByKey(edited.messageId()));
        assertEquals(Optional.empty(), dao.findByKey(stray));
    }

    private static List<LogMessage> readAll(Function<String, Page<LogMessage>> pages) {
        List<LogMessage> all = new ArrayList<>();
        String cursor = null;
        do {
            Page<LogMessage> page = pages.apply(cursor);
            all.addAll(page.items());
            cursor = page.cursor().orElse(null);
        } while (cursor != null);
        return all;
    }
}
