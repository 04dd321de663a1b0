package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Cursors signed with the DAO's key (docs/mapping-rules.md, "Cursor keys"): even one its holder
 * signed resumes only on the walk it came from, and a shard's skip stays within one page.
 */
@CassandraTest
class CursorBoundsTest {

    private static final Instant NOW = Instant.parse("2024-05-10T12:00:00.000000001Z");

    private final CqlSession session;
    private final Reader reader;
    private final EventTable plainDesc;
    private final EventTable shardedDesc;

    CursorBoundsTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.reader = new Reader(session, DaoOptions.defaults().withClock(Clock.fixed(NOW, ZoneOffset.UTC)));
        this.plainDesc = new EventTable(session, keyspace.name(), "bounded", true, 1, ClusteringOrder.DESC);
        this.shardedDesc = new EventTable(session, keyspace.name(), "bounded_sharded", true, 4, ClusteringOrder.DESC);
        for (int i = 0; i < 40; i++) {
            Event event = new Event("dense", NOW.minus(i * 7L, ChronoUnit.HOURS), UUID.randomUUID(), "label " + i);
            session.execute(plainDesc.bindInsert(event));
            session.execute(shardedDesc.bindInsert(event));
        }
    }

    private static Query<Event> latest(EventTable table, String feed) {
        return Query.latest(
                table + "/latest", EventTable.DAYS, 30, day -> table.bindSelect(feed, day, 0), EventTable::map);
    }

    private static MergedQuery<Event> mergedLatest(EventTable table, String feed) {
        return MergedQuery.latest(
                table + "/latest",
                EventTable.DAYS,
                30,
                table.shards,
                (day, shard) -> table.bindSelect(feed, day, shard),
                table.rowOrder,
                EventTable::map);
    }

    @Test
    void aCursorSignedWithTheKeyResumesOnlyOnTheWalkItCameFromAndWithinAPage() {
        byte[] key = "a cursor secret of thirty-two bytes".getBytes(StandardCharsets.UTF_8);
        Reader keyed = new Reader(
                session,
                DaoOptions.defaults()
                        .withClock(Clock.fixed(NOW, ZoneOffset.UTC))
                        .withPageSize(17)
                        .withCursorKey(key));
        Query<Event> query = latest(plainDesc, "dense");
        CursorCodec codec = new CursorCodec(query.identity(), List.of(key));
        Cursor issued = codec.decode(keyed.page(query, 5, null).cursor().orElseThrow());
        // What a holder of the key could sign: a bucket a year before the walk, with that bucket's arguments.
        long yearBefore = issued.bucketIndex() - 365;
        String offWalk = codec.encode(new Cursor(
                yearBefore,
                issued.walkStart(),
                issued.bucketsLeft(),
                Fingerprints.of(query.walk().statement(yearBefore)),
                null));
        String message = assertThrows(IllegalArgumentException.class, () -> keyed.page(query, 5, offWalk))
                .getMessage();
        assertTrue(message.startsWith("cursor does not fit this query"), message);
        // The DAO without that key (its own random one) refuses the issued cursor as tampered.
        String signed = codec.encode(issued);
        assertEquals(
                "cursor was altered or truncated (signature mismatch)",
                assertThrows(IllegalArgumentException.class, () -> reader.page(query, 5, signed))
                        .getMessage());

        MergedQuery<Event> merged = mergedLatest(shardedDesc, "dense");
        CursorCodec mergedCodec = new CursorCodec(merged.identity(), List.of(key));
        MergedCursor page =
                mergedCodec.decodeMerged(keyed.page(merged, 5, null).cursor().orElseThrow());
        List<MergedCursor.Position> skipping = new ArrayList<>(page.shards());
        skipping.set(0, new MergedCursor.Position(null, 18, false));
        String tooFar = mergedCodec.encode(new MergedCursor(
                page.bucketIndex(), page.walkStart(), page.bucketsLeft(), page.argumentsFingerprint(), skipping));
        assertEquals(
                "cursor does not fit this query (skip 18)",
                assertThrows(IllegalArgumentException.class, () -> keyed.page(merged, 5, tooFar))
                        .getMessage());
        String laterWalk = mergedCodec.encode(new MergedCursor(
                page.bucketIndex(),
                page.walkStart() + 1,
                page.bucketsLeft(),
                page.argumentsFingerprint(),
                page.shards()));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> keyed.page(merged, 5, laterWalk))
                .getMessage()
                .startsWith("cursor does not fit this query"));
    }
}
