package dev.queryfirst.samples.logs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A keyspace override whose name needs quotes ({@code "LogsTest"}): the schema, the DAO's
 * statements and the verification all use that exact keyspace, not its lower-cased twin. The
 * paged reads are exercised through their asynchronous form, {@code …PageAsync}.
 */
@CassandraTest
class MixedCaseKeyspaceTest {

    private static final String KEYSPACE = "LogsTest";
    private static final Instant NOW = Instant.parse("2025-03-10T12:00:00Z");

    private static CqlSession session;
    private static LogMessageDao dao;

    @BeforeAll
    static void schema(CqlSession cql) {
        session = cql;
        LogsSchema.create(session, KEYSPACE, Replication.simple(1));
        dao = LogMessageDao.create(
                session, DaoOptions.defaults().withKeyspace(KEYSPACE).withClock(Clock.fixed(NOW, ZoneOffset.UTC)));
    }

    @AfterAll
    static void drop() {
        session.execute("DROP KEYSPACE IF EXISTS \"" + KEYSPACE + "\"");
    }

    @Test
    void theSchemaAndTheDaoUseTheKeyspaceWithItsCase() {
        assertTrue(session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(KEYSPACE))
                .isPresent());
        assertFalse(
                session.getMetadata()
                        .getKeyspace(CqlIdentifier.fromInternal("logstest"))
                        .isPresent(),
                "no lower-cased twin was created");
        assertEquals(List.of(), LogsSchema.verify(session, KEYSPACE));

        LogMessage message =
                new LogMessage(UUID.randomUUID(), "case-1", "nginx", NOW, "INFO", 1, "app", "hello", Map.of());
        dao.insert(message);
        assertEquals(
                1,
                session.execute(SimpleStatement.newInstance(
                                "SELECT * FROM \"LogsTest\".log_messages_by_source_name WHERE source_name = ? AND message_time_day = ?",
                                "case-1",
                                LogMessagesBySourceNameTable.MESSAGE_TIME_BUCKETS.bucketOf(NOW)))
                        .all()
                        .size());
        assertEquals(message, dao.findByKey(message.messageId()).orElseThrow());
        assertTrue(dao.audit().isClean());
    }

    @Test
    void pagedReadsResumeThroughTheirAsyncForm() {
        List<LogMessage> written = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            LogMessage message = new LogMessage(
                    UUID.randomUUID(),
                    "page-1",
                    "nginx",
                    NOW.minus(Duration.ofHours(5L * i)),
                    "INFO",
                    1,
                    "app",
                    "request " + i,
                    Map.of());
            dao.insert(message);
            written.add(message);
        }
        written.sort(Comparator.comparing(LogMessage::messageTime).reversed().thenComparing(LogMessage::messageId));

        List<LogMessage> latest = new ArrayList<>();
        List<LogMessage> ranged = new ArrayList<>();
        String latestCursor = null;
        String rangeCursor = null;
        do {
            Page<LogMessage> page = dao.recentBySourcePageAsync("page-1", 7, latestCursor)
                    .toCompletableFuture()
                    .join();
            latest.addAll(page.items());
            latestCursor = page.cursor().orElse(null);
        } while (latestCursor != null);
        do {
            Page<LogMessage> page = dao.bySourceAndTimePageAsync(
                            "page-1", NOW.minus(Duration.ofDays(30)), NOW.plusSeconds(1), 4, rangeCursor)
                    .toCompletableFuture()
                    .join();
            ranged.addAll(page.items());
            rangeCursor = page.cursor().orElse(null);
        } while (rangeCursor != null);

        assertEquals(written, latest);
        assertEquals(written, ranged);
        assertThrows(
                IllegalArgumentException.class,
                () -> dao.recentBySourcePageAsync("page-1", 7, "not-a-cursor"),
                "a bad cursor throws at once, not through the stage");
        assertThrows(IllegalArgumentException.class, () -> dao.recentBySourcePageAsync(null, 7, null));
    }
}
