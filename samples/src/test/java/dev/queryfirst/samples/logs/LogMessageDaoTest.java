package dev.queryfirst.samples.logs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.QueryTrace;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.cql.TraceEvent;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated LogMessage DAO against a real node: an immutable, day-bucketed time series with no
 * base table of its own, {@code log_messages_by_message_id} serving {@code byId} (and the audit).
 */
@CassandraTest
class LogMessageDaoTest {

    /** "Now" for the DAO: latest-N reads start from the bucket of this instant. */
    private static final Instant NOW = Instant.parse("2025-03-10T12:00:00Z");

    private static final Comparator<LogMessage> TABLE_ORDER =
            Comparator.comparing(LogMessage::messageTime).reversed().thenComparing(LogMessage::messageId);

    private static LogMessageDao dao;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        LogsSchema.create(session, keyspace.name(), Replication.simple(1));
        dao = LogMessageDao.create(
                session,
                DaoOptions.defaults().withKeyspace(keyspace.name()).withClock(Clock.fixed(NOW, ZoneOffset.UTC)));
        raw = new Raw(session, keyspace.name());
    }

    /** {@code count} messages of {@code source}, one every {@code step} back from {@code NOW}, written. */
    private static List<LogMessage> write(String source, int count, Duration step) {
        List<LogMessage> messages = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            LogMessage message = new LogMessage(
                    UUID.randomUUID(),
                    source,
                    "nginx",
                    NOW.minus(step.multipliedBy(i)),
                    i % 2 == 0 ? "INFO" : "WARN",
                    i % 2,
                    "access",
                    "request " + i,
                    Map.of("status", String.valueOf(200 + i)));
            dao.insert(message);
            messages.add(message);
        }
        messages.sort(TABLE_ORDER);
        return messages;
    }

    @Test
    void everyReadReturnsExactlyWhatWasWrittenInTheTablesOrder() {
        List<LogMessage> written = write("web-1", 30, Duration.ofHours(3));
        write("web-2", 5, Duration.ofHours(1));

        for (LogMessage message : written) {
            assertEquals(message, dao.findByKey(message.messageId()).orElseThrow());
            assertEquals(message, dao.byId(message.messageId()).orElseThrow());
            assertEquals(
                    message,
                    dao.byIdAsync(message.messageId())
                            .toCompletableFuture()
                            .join()
                            .orElseThrow());
        }
        assertEquals(written, dao.recentBySource("web-1", 100));
        assertEquals(
                written,
                dao.recentBySourceAsync("web-1", 100).toCompletableFuture().join());
        Instant from = NOW.minus(Duration.ofHours(40));
        Instant to = NOW.minus(Duration.ofHours(10));
        List<LogMessage> inRange = written.stream()
                .filter(m -> !m.messageTime().isBefore(from) && m.messageTime().isBefore(to))
                .toList();
        assertEquals(10, inRange.size(), "the range covers 10 messages over two day buckets");
        assertEquals(inRange, dao.bySourceAndTime("web-1", from, to, 100));
        assertEquals(
                inRange.subList(0, 4),
                dao.bySourceAndTimeAsync("web-1", from, to, 4)
                        .toCompletableFuture()
                        .join());
    }

    @Test
    void latestNSpanningSeveralBucketsAreTheNewestN() {
        List<LogMessage> written = write("api-1", 12, Duration.ofHours(10));
        long buckets = written.stream()
                .map(m -> LogMessagesBySourceNameTable.MESSAGE_TIME_BUCKETS.bucketOf(m.messageTime()))
                .distinct()
                .count();
        assertTrue(buckets >= 5, "12 messages 10 hours apart span " + buckets + " day buckets");
        assertEquals(written.subList(0, 7), dao.recentBySource("api-1", 7));
        assertEquals(written, dao.recentBySource("api-1", 12));
        assertEquals(List.of(), dao.recentBySource("nobody", 5));
    }

    @Test
    void pagesResumeWithNoGapAndNoDuplicateAcrossBucketBoundaries() {
        List<LogMessage> written = write("batch-1", 23, Duration.ofHours(5));
        List<LogMessage> paged = pageAll(cursor -> dao.recentBySourcePage("batch-1", 4, cursor));
        assertEquals(written, paged);
        assertEquals(written.size(), new HashSet<>(paged).size(), "no duplicates");

        Instant from = NOW.minus(Duration.ofDays(3));
        List<LogMessage> inRange =
                written.stream().filter(m -> !m.messageTime().isBefore(from)).toList();
        assertEquals(
                inRange, pageAll(cursor -> dao.bySourceAndTimePage("batch-1", from, NOW.plusSeconds(1), 3, cursor)));
    }

    private static List<LogMessage> pageAll(Function<String, Page<LogMessage>> read) {
        List<LogMessage> all = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            Page<LogMessage> page = read.apply(cursor);
            all.addAll(page.items());
            cursor = page.cursor().orElse(null);
            assertTrue(++pages < 100, "paging ends");
        } while (cursor != null);
        return all;
    }

    @Test
    void tamperedOrForeignCursorsAreRefused() {
        write("cursor-1", 6, Duration.ofHours(6));
        write("cursor-2", 6, Duration.ofHours(6));
        String cursor = dao.recentBySourcePage("cursor-1", 2, null).cursor().orElseThrow();
        int middle = cursor.length() / 2;
        String tampered =
                cursor.substring(0, middle) + (cursor.charAt(middle) == 'A' ? 'B' : 'A') + cursor.substring(middle + 1);
        assertNotEquals(cursor, tampered);
        IllegalArgumentException altered =
                assertThrows(IllegalArgumentException.class, () -> dao.recentBySourcePage("cursor-1", 2, tampered));
        assertTrue(altered.getMessage().contains("cursor"), altered.getMessage());
        IllegalArgumentException foreign =
                assertThrows(IllegalArgumentException.class, () -> dao.recentBySourcePage("cursor-2", 2, cursor));
        assertTrue(foreign.getMessage().contains("cursor"), foreign.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> dao.bySourceAndTimePage("cursor-1", NOW.minus(Duration.ofDays(2)), NOW, 2, cursor));
        assertEquals(2, dao.recentBySourcePage("cursor-1", 2, cursor).items().size(), "the genuine cursor still works");
    }

    @Test
    void deleteLeavesNoCopy() {
        LogMessage message = write("delete-1", 1, Duration.ZERO).get(0);
        dao.delete(message);
        LocalDate day = LogMessagesBySourceNameTable.MESSAGE_TIME_BUCKETS.bucketOf(message.messageTime());
        assertEquals(List.of(), raw.rows(LogMessagesByMessageIdTable.NAME, "message_id = ?", message.messageId()));
        assertEquals(
                List.of(),
                raw.rows(
                        LogMessagesBySourceNameTable.NAME,
                        "source_name = ? AND message_time_day = ?",
                        "delete-1",
                        day));
        assertTrue(dao.findByKey(message.messageId()).isEmpty());
    }

    /**
     * A null bound in an INSERT is a tombstone cell; LogMessage is write-once, so the generated
     * tables leave nulls unset instead. The node's own read trace counts the tombstones: none for
     * the DAO's row, one for a row written with a bound null beside it.
     */
    @Test
    void nullsOfWriteOnceMessagesWriteNoTombstones(CqlSession session) {
        LogMessage sparse = new LogMessage(
                UUID.randomUUID(), "sparse-1", "nginx", NOW, null, 0, null, null, Map.of("status", "200"));
        dao.insert(sparse);
        assertEquals(sparse, dao.findByKey(sparse.messageId()).orElseThrow(), "nulls read back as nulls");
        assertEquals("Read 1 live rows and 0 tombstone cells", readTrace(session, sparse.messageId()));

        UUID withNull = UUID.randomUUID();
        raw.execute(
                "INSERT INTO %s.log_messages_by_message_id (message_id, source_name, message_body)"
                        + " VALUES (?, ?, ?)",
                withNull, "sparse-1", null);
        assertEquals("Read 1 live rows and 1 tombstone cells", readTrace(session, withNull), "the contrast");
    }

    /** What the node traced about reading one message's row by id. */
    private static String readTrace(CqlSession session, UUID messageId) {
        QueryTrace trace = session.execute(SimpleStatement.newInstance(
                                "SELECT * FROM " + LogMessagesByMessageIdTable.NAME + " WHERE message_id = ?",
                                messageId)
                        .setTracing(true))
                .getExecutionInfo()
                .getQueryTrace();
        return trace.getEvents().stream()
                .map(TraceEvent::getActivity)
                .filter(activity -> activity != null && activity.startsWith("Read "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no read event in " + trace.getEvents()));
    }

    @Test
    void auditIsCleanThenFindsAndRepairsAPlantedOrphan() {
        write("audit-1", 3, Duration.ofMinutes(7));
        assertTrue(dao.audit().isClean(), dao.audit().toString());

        UUID ghost = UUID.randomUUID();
        raw.execute(
                "INSERT INTO %s.log_messages_by_source_name (source_name, message_time_day, message_time, message_id,"
                        + " message_body) VALUES (?, ?, ?, ?, ?)",
                "audit-1", LocalDate.of(2025, 3, 10), NOW, ghost, "planted");
        AuditReport found = dao.audit();
        assertEquals(1, found.orphaned(), found.toString());
        assertEquals(0, found.missing() + found.stale(), found.toString());
        assertFalse(found.repaired());

        AuditReport repaired = dao.auditAndRepair();
        assertEquals(1, repaired.orphaned(), repaired.toString());
        assertTrue(repaired.repaired());
        assertTrue(dao.audit().isClean(), "clean after the repair");
        assertTrue(dao.recentBySource("audit-1", 10).stream()
                .noneMatch(m -> m.messageId().equals(ghost)));
    }

    @Test
    void badArgumentsFailFastNamingTheParameterAndWriteNothing() {
        assertMessage("sourceName", () -> dao.recentBySource(null, 10));
        assertMessage("limit", () -> dao.recentBySource("web-1", 0));
        assertMessage("pageSize", () -> dao.recentBySourcePage("web-1", -1, null));
        assertMessage("to", () -> dao.bySourceAndTime("web-1", NOW, NOW.minusSeconds(1), 10));
        assertMessage("from", () -> dao.bySourceAndTimeAsync("web-1", null, NOW, 10));
        assertMessage("messageId", () -> dao.findByKey(null));

        int before = raw.rows(LogMessagesByMessageIdTable.NAME, "").size();
        // The key is mandatory; a null source name or time only leaves the message out of
        // log_messages_by_source_name (docs/mapping-rules.md, "Sparse tables": a sparse table;
        // aMessageWithoutASource…).
        assertMessage(
                "logMessage.messageId",
                () -> dao.insert(new LogMessage(null, "bad-1", "nginx", NOW, "INFO", 0, "access", "no key", Map.of())));
        assertMessage("logMessage", () -> dao.insert(null));
        assertEquals(before, raw.rows(LogMessagesByMessageIdTable.NAME, "").size(), "nothing was written");
        assertEquals(
                List.of(),
                raw.rows(
                        LogMessagesBySourceNameTable.NAME,
                        "source_name = ? AND message_time_day = ?",
                        "bad-1",
                        LocalDate.of(2025, 3, 10)));
    }

    @Test
    void aMessageWithoutASourceIsFoundByIdOnly() {
        LogMessage anonymous = new LogMessage(
                UUID.randomUUID(), null, "nginx", Instant.now(), "INFO", 0, "access", "no source", Map.of());
        dao.insert(anonymous);
        assertEquals(
                anonymous.messageId(),
                dao.byId(anonymous.messageId()).orElseThrow().messageId());
        assertEquals(
                List.of(),
                raw.rows(LogMessagesBySourceNameTable.NAME, "message_id = ? ALLOW FILTERING", anonymous.messageId()));
        dao.delete(anonymous);
        assertEquals(java.util.Optional.empty(), dao.byId(anonymous.messageId()));
    }

    private static void assertMessage(String parameter, Runnable call) {
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class, call::run);
        assertTrue(failure.getMessage().startsWith(parameter + " "), failure.getMessage());
    }
}
