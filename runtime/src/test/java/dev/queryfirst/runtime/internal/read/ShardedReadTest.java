package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.shard.Shards;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Property: a sharded table read through {@link MergedQuery} returns the same rows in the same
 * order as an unsharded table holding the same data read through {@link Query} (Cassandra's own
 * order of one partition per bucket) — for "latest N", ranges and plain partitions, for every
 * limit, and page by page through cursors for every page size. The data is random but seeded
 * (reproducible): sub-millisecond instants as {@code Instant.now()} gives them, several events
 * in the same millisecond (so the {@code id} tie-breaker decides), empty days, 4 and 7 shards.
 */
@CassandraTest
class ShardedReadTest {

    private static final long SEED = 20_261_123L;
    /** "Now" of every "latest N" read: inside the newest bucket, after every event. */
    private static final Instant NOW = Instant.parse("2024-05-10T12:00:00.000000001Z");

    private static final int LOOKBACK = 30;
    private static final List<String> FEEDS = List.of("dense", "sparse", "ünïcødé feed");

    private static Reader reader;
    private static Reader prefetching;
    private static EventTable plainDesc;
    private static EventTable shardedDesc;
    private static EventTable shardedDesc7;
    private static EventTable plainAsc;
    private static EventTable shardedAsc;
    private static EventTable plainUnbucketed;
    private static EventTable shardedUnbucketed;
    private static final List<Event> EVENTS = new ArrayList<>();

    @BeforeAll
    static void tablesAndData(CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name();
        plainDesc = new EventTable(session, ks, "events", true, 1, ClusteringOrder.DESC);
        shardedDesc = new EventTable(session, ks, "events_sharded", true, 4, ClusteringOrder.DESC);
        shardedDesc7 = new EventTable(session, ks, "events_sharded_7", true, 7, ClusteringOrder.DESC);
        plainAsc = new EventTable(session, ks, "events_asc", true, 1, ClusteringOrder.ASC);
        shardedAsc = new EventTable(session, ks, "events_asc_sharded", true, 4, ClusteringOrder.ASC);
        plainUnbucketed = new EventTable(session, ks, "events_by_feed", false, 1, ClusteringOrder.DESC);
        shardedUnbucketed = new EventTable(session, ks, "events_by_feed_sharded", false, 5, ClusteringOrder.DESC);
        DaoOptions options = DaoOptions.defaults()
                .withClock(Clock.fixed(NOW, ZoneOffset.UTC))
                .withPageSize(17);
        reader = new Reader(session, options);
        prefetching = new Reader(session, options.withPrefetch(true));

        Random random = new Random(SEED);
        for (String feed : FEEDS) {
            int count = feed.equals("sparse") ? 12 : 160;
            Instant previous = NOW;
            for (int i = 0; i < count; i++) {
                // Sub-millisecond instants over 12 days (days 3 and 4 left empty for "dense"); one in
                // five in the same millisecond as the one before.
                Instant at = random.nextInt(5) == 0
                        ? previous.truncatedTo(ChronoUnit.MILLIS).plusNanos(random.nextInt(1_000_000))
                        : NOW.minusNanos((long) (random.nextDouble() * 12 * 86_400_000_000_000L));
                if (feed.equals("dense")
                        && Set.of(3L, 4L).contains(ChronoUnit.DAYS.between(EventTable.DAYS.bucketOf(at), day(NOW)))) {
                    at = at.minus(3, ChronoUnit.DAYS);
                }
                previous = at;
                EVENTS.add(new Event(feed, at, new UUID(random.nextLong(), random.nextLong()), "label " + i + " ✓"));
            }
        }
        for (Event event : EVENTS) {
            BatchStatement batch = BatchStatement.newInstance(DefaultBatchType.LOGGED);
            for (EventTable table : tables()) {
                batch = batch.add(table.bindInsert(event));
            }
            session.execute(batch);
        }
    }

    private static List<EventTable> tables() {
        return List.of(plainDesc, shardedDesc, shardedDesc7, plainAsc, shardedAsc, plainUnbucketed, shardedUnbucketed);
    }

    private static LocalDate day(Instant instant) {
        return EventTable.DAYS.bucketOf(instant);
    }

    private static Query<Event> latest(EventTable table, String feed) {
        return Query.latest(
                table + "/latest", EventTable.DAYS, LOOKBACK, day -> table.bindSelect(feed, day, 0), EventTable::map);
    }

    private static MergedQuery<Event> mergedLatest(EventTable table, String feed) {
        return MergedQuery.latest(
                table + "/latest",
                EventTable.DAYS,
                LOOKBACK,
                table.shards,
                (day, shard) -> table.bindSelect(feed, day, shard),
                table.rowOrder,
                EventTable::map);
    }

    private static Query<Event> range(EventTable table, String feed, Instant from, Instant to) {
        return Query.range(
                table + "/range",
                EventTable.DAYS,
                day(from),
                day(to),
                table.order,
                day -> table.bindRange(feed, day, 0, from, to),
                EventTable::map);
    }

    private static MergedQuery<Event> mergedRange(EventTable table, String feed, Instant from, Instant to) {
        return MergedQuery.range(
                table + "/range",
                EventTable.DAYS,
                day(from),
                day(to),
                table.order,
                table.shards,
                (day, shard) -> table.bindRange(feed, day, shard, from, to),
                table.rowOrder,
                EventTable::map);
    }

    @Test
    void latestNIsTheUnshardedTablesLatestN() {
        for (String feed : FEEDS) {
            List<Event> all = reader.list(latest(plainDesc, feed), 1_000);
            assertEquals(EVENTS.stream().filter(e -> e.feed().equals(feed)).count(), all.size(), feed);
            for (int limit : List.of(1, 2, 3, 10, 16, 17, 18, 50, 159, 160, 161, 1_000)) {
                List<Event> expected = all.subList(0, Math.min(limit, all.size()));
                for (EventTable sharded : List.of(shardedDesc, shardedDesc7)) {
                    assertEquals(
                            expected,
                            reader.list(mergedLatest(sharded, feed), limit),
                            sharded + " " + feed + " " + limit);
                    assertEquals(
                            expected,
                            prefetching
                                    .listAsync(mergedLatest(sharded, feed), limit)
                                    .toCompletableFuture()
                                    .join(),
                            "prefetching " + sharded + " " + feed + " " + limit);
                }
            }
        }
    }

    @Test
    void rangesAreTheUnshardedTablesRanges() {
        Random random = new Random(SEED + 1);
        for (int i = 0; i < 40; i++) {
            String feed = FEEDS.get(random.nextInt(FEEDS.size()));
            Instant a = NOW.minusNanos((long) (random.nextDouble() * 13 * 86_400_000_000_000L));
            Instant b = NOW.minusNanos((long) (random.nextDouble() * 13 * 86_400_000_000_000L));
            Instant from = a.isBefore(b) ? a : b;
            Instant to = a.isBefore(b) ? b : a;
            int limit = 1 + random.nextInt(120);
            assertEquals(
                    reader.list(range(plainDesc, feed, from, to), limit),
                    reader.list(mergedRange(shardedDesc, feed, from, to), limit),
                    "DESC " + feed + " " + from + " " + to);
            assertEquals(
                    reader.list(range(plainAsc, feed, from, to), limit),
                    reader.list(mergedRange(shardedAsc, feed, from, to), limit),
                    "ASC " + feed + " " + from + " " + to);
        }
    }

    @Test
    void aPlainPartitionMergesItsShards() {
        for (String feed : FEEDS) {
            Query<Event> plain = Query.partition(
                    "events_by_feed/byFeed", plainUnbucketed.bindSelect(feed, null, 0), EventTable::map);
            MergedQuery<Event> merged = MergedQuery.partition(
                    "events_by_feed_sharded/byFeed",
                    shardedUnbucketed.shards,
                    shard -> shardedUnbucketed.bindSelect(feed, null, shard),
                    shardedUnbucketed.rowOrder,
                    EventTable::map);
            List<Event> all = reader.list(plain);
            assertEquals(all, reader.list(merged, Integer.MAX_VALUE), feed);
            assertEquals(all.subList(0, Math.min(7, all.size())), reader.list(merged, 7), feed);
            for (int pageSize : List.of(1, 4, 17, 100)) {
                assertEquals(
                        all, readAll(cursor -> reader.page(merged, pageSize, cursor)), feed + " pages of " + pageSize);
            }
        }
    }

    @Test
    void pagesThroughCursorsResumeExactlyAcrossShardsAndBuckets() {
        Instant from = NOW.minus(9, ChronoUnit.DAYS).plusNanos(123_456);
        Instant to = NOW.minus(1, ChronoUnit.DAYS).minusNanos(654_321);
        for (String feed : FEEDS) {
            List<Event> latestAll = reader.list(latest(plainDesc, feed), 1_000);
            List<Event> rangeDesc = reader.list(range(plainDesc, feed, from, to), 1_000);
            List<Event> rangeAsc = reader.list(range(plainAsc, feed, from, to), 1_000);
            for (int pageSize : List.of(1, 2, 3, 7, 16, 17, 40, 500)) {
                String what = feed + " pages of " + pageSize;
                assertEquals(latestAll, readAll(c -> reader.page(mergedLatest(shardedDesc, feed), pageSize, c)), what);
                assertEquals(latestAll, readAll(c -> reader.page(mergedLatest(shardedDesc7, feed), pageSize, c)), what);
                assertEquals(
                        rangeDesc,
                        readAll(c -> reader.page(mergedRange(shardedDesc, feed, from, to), pageSize, c)),
                        what);
                assertEquals(
                        rangeAsc,
                        readAll(c -> reader.page(mergedRange(shardedAsc, feed, from, to), pageSize, c)),
                        what);
            }
        }
    }

    @Test
    void aTamperedForeignOrMisfitCursorIsRefused() {
        String cursor = reader.page(mergedLatest(shardedDesc, "dense"), 5, null)
                .cursor()
                .orElseThrow();
        byte[] bytes = Base64.getUrlDecoder().decode(cursor);
        bytes[10] ^= 0x01;
        String altered = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        assertEquals(
                "cursor was altered or truncated (signature mismatch)",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> reader.page(mergedLatest(shardedDesc, "dense"), 5, altered))
                        .getMessage());
        String foreign = assertThrows(
                        IllegalArgumentException.class,
                        () -> reader.page(mergedLatest(shardedDesc7, "dense"), 5, cursor))
                .getMessage();
        assertTrue(foreign.contains("foreign cursor"), foreign);
        String otherArguments = assertThrows(
                        IllegalArgumentException.class,
                        () -> reader.page(mergedLatest(shardedDesc, "sparse"), 5, cursor))
                .getMessage();
        assertTrue(otherArguments.contains("other arguments"), otherArguments);
        // The unsharded form of the same identity (Query, one paging state) refuses it too.
        String unsharded =
                reader.page(latest(shardedDesc, "dense"), 5, null).cursor().orElseThrow();
        String otherForm = assertThrows(
                        IllegalArgumentException.class,
                        () -> reader.page(mergedLatest(shardedDesc, "dense"), 5, unsharded))
                .getMessage();
        assertTrue(otherForm.contains("foreign cursor"), otherForm);
        // The same query after its shard count changed: the positions no longer fit.
        MergedQuery<Event> resharded = MergedQuery.latest(
                shardedDesc + "/latest",
                EventTable.DAYS,
                LOOKBACK,
                Shards.of(7),
                (day, shard) -> shardedDesc7.bindSelect("dense", day, shard),
                shardedDesc7.rowOrder,
                EventTable::map);
        assertEquals(
                "cursor was issued for 4 shards, this query reads 7",
                assertThrows(IllegalArgumentException.class, () -> reader.page(resharded, 5, cursor))
                        .getMessage());
    }

    @Test
    void badArgumentsNameTheParameter() {
        LocalDate today = day(NOW);
        ShardBinder<LocalDate> bind = (day, shard) -> shardedDesc.bindSelect("dense", day, shard);
        assertEquals(
                "last (" + today.minusDays(1) + ") is before first (" + today + ")",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> MergedQuery.range(
                                        "q",
                                        EventTable.DAYS,
                                        today,
                                        today.minusDays(1),
                                        ClusteringOrder.DESC,
                                        shardedDesc.shards,
                                        bind,
                                        shardedDesc.rowOrder,
                                        EventTable::map))
                        .getMessage());
        assertEquals(
                "lookback must be positive, was 0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> MergedQuery.latest(
                                        "q",
                                        EventTable.DAYS,
                                        0,
                                        shardedDesc.shards,
                                        bind,
                                        shardedDesc.rowOrder,
                                        EventTable::map))
                        .getMessage());
        assertEquals(
                "shards must not be null",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> MergedQuery.latest(
                                        "q", EventTable.DAYS, 3, null, bind, shardedDesc.rowOrder, EventTable::map))
                        .getMessage());
        assertEquals(
                "limit must be positive, was 0",
                assertThrows(IllegalArgumentException.class, () -> reader.list(mergedLatest(shardedDesc, "dense"), 0))
                        .getMessage());
        assertEquals(
                "pageSize must be positive, was -1",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> reader.page(mergedLatest(shardedDesc, "dense"), -1, null))
                        .getMessage());
    }

    @Test
    void pagesNeverRepeatOrLoseARow() {
        List<Event> read = readAll(c -> reader.page(mergedLatest(shardedDesc7, "dense"), 3, c));
        Set<UUID> ids = new HashSet<>();
        read.forEach(event -> assertTrue(ids.add(event.id()), "repeated " + event));
        assertEquals(EVENTS.stream().filter(e -> e.feed().equals("dense")).count(), ids.size());
    }

    static List<Event> readAll(Function<String, Page<Event>> pages) {
        List<Event> all = new ArrayList<>();
        String cursor = null;
        int pagesRead = 0;
        do {
            Page<Event> page = pages.apply(cursor);
            all.addAll(page.items());
            cursor = page.cursor().orElse(null);
            assertTrue(++pagesRead < 10_000, "paging does not end");
        } while (cursor != null);
        return all;
    }
}
