package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.TablePendingException;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.LiveInstance;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Reads of a table whose backfill is deferred (docs/schema-evolution.md, "Rolling releases"):
 * they fail fast naming the table and whom it waits for, answer from what is there when opted in,
 * and answer again once the backfill is done.
 */
@CassandraTest
class PendingTablesTest {

    private static final Instant NOW = Instant.parse("2024-05-10T12:00:00.000000001Z");

    private final CqlSession session;
    private final String keyspace;
    private final EventTable pending;
    private final EventTable filled;
    private final DaoOptions options = DaoOptions.defaults().withClock(Clock.fixed(NOW, ZoneOffset.UTC));

    PendingTablesTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
        this.pending = new EventTable(session, this.keyspace, "events_pending", true, 1, ClusteringOrder.DESC);
        this.filled = new EventTable(session, this.keyspace, "events_filled", true, 1, ClusteringOrder.DESC);
    }

    private static Query<Event> latest(EventTable table) {
        return Query.latest(
                table + "/latest", EventTable.DAYS, 3, day -> table.bindSelect("feed", day, 0), EventTable::map);
    }

    @Test
    void aPendingTablesReadsFailFastUnlessOptedInAndAnswerOnceItIsFilled() {
        Event event = new Event(
                "feed",
                NOW.minusSeconds(60).truncatedTo(ChronoUnit.MILLIS),
                UUID.randomUUID(),
                "saved by the new release ✓");
        session.execute(pending.bindInsert(event));
        session.execute(filled.bindInsert(event));
        LiveInstance old = new LiveInstance("web-old", "", 1, NOW, NOW);
        DeferredWork.defer(session, keyspace, "events_pending", DeferredWork.Kind.BACKFILL, 2, List.of(old));
        try {
            TablePendingException e = assertThrows(
                    TablePendingException.class, () -> new Reader(session, options).list(latest(pending), 10));
            assertEquals(keyspace + ".events_pending", e.table());
            assertTrue(e.getMessage().contains("(schema version 2)"), e.getMessage());
            assertTrue(e.getMessage().contains("web-old (version 1"), e.getMessage());
            // Another table of the keyspace answers; the pending one answers from what it holds when opted in.
            assertEquals(List.of(event), new Reader(session, options).list(latest(filled), 10));
            assertEquals(
                    List.of(event), new Reader(session, options.withReadsOfPendingTables()).list(latest(pending), 10));
        } finally {
            DeferredWork.done(session, keyspace, "events_pending");
        }
        assertEquals(List.of(event), new Reader(session, options).list(latest(pending), 10));
    }
}
