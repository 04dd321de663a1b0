package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Reads through a bucket directory ({@code @TimeBucket(directory = true)}) on a real node: one
 * query lists the non-empty buckets, then only the buckets the rows need are read; the lookback
 * no longer truncates; ranges, pages, prefetch, shards and stale entries.
 */
@CassandraTest
class DirectoryReadTest {

    private static final Instant NOW = Instant.parse("2024-05-10T12:00:00Z");
    private static final int LOOKBACK = 30;

    private static CountingSession counting;
    private static Reader reader;
    private static EventTable plain;
    private static EventTable sharded;
    private static EventTable shardedAsc;
    private static EventDirectory directory;
    private static final List<Event> SPARSE = new ArrayList<>();
    private static final List<Event> VERY_SPARSE = new ArrayList<>();

    @BeforeAll
    static void tablesAndData(CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name();
        plain = new EventTable(session, ks, "events", true, 1, ClusteringOrder.DESC);
        sharded = new EventTable(session, ks, "events_sharded", true, 3, ClusteringOrder.DESC);
        shardedAsc = new EventTable(session, ks, "events_asc_sharded", true, 3, ClusteringOrder.ASC);
        // The directory: per feed (the partition key without bucket and shard), its non-empty days.
        directory = new EventDirectory(session, ks);

        // "sparse": 10 rows in 4 of 20 days (2, 3, 4 and 1 rows); "very sparse": 3 rows in 3 days, two
        // of them beyond the 30-day lookback. Sub-millisecond instants, distinct milliseconds.
        int[][] sparseDays = {{0, 2}, {6, 3}, {13, 4}, {19, 1}};
        for (int[] day : sparseDays) {
            for (int i = 0; i < day[1]; i++) {
                SPARSE.add(event(
                        "sparse",
                        NOW.minus(day[0], ChronoUnit.DAYS)
                                .minusSeconds(600L * i + 1)
                                .minusNanos(123_456)));
            }
        }
        for (int days : new int[] {5, 40, 200}) {
            VERY_SPARSE.add(
                    event("very sparse", NOW.minus(days, ChronoUnit.DAYS).minusNanos(987_654_321)));
        }
        for (Event event : concat(SPARSE, VERY_SPARSE)) {
            session.execute(BatchStatement.newInstance(DefaultBatchType.LOGGED)
                    .add(plain.bindInsert(event))
                    .add(sharded.bindInsert(event))
                    .add(shardedAsc.bindInsert(event))
                    .add(directory.bindInsert(event)));
        }
        Comparator<Event> newestFirst = Comparator.comparing(Event::at).reversed();
        SPARSE.sort(newestFirst);
        VERY_SPARSE.sort(newestFirst);
        counting = new CountingSession(session);
        reader = new Reader(counting, DaoOptions.defaults().withClock(Clock.fixed(NOW, ZoneOffset.UTC)));
    }

    private static Event event(String feed, Instant at) {
        return new Event(feed, at.truncatedTo(ChronoUnit.MILLIS), UUID.randomUUID(), "at " + at);
    }

    private static List<Event> concat(List<Event> a, List<Event> b) {
        List<Event> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static List<Event> reversed(List<Event> events) {
        List<Event> copy = new ArrayList<>(events);
        Collections.reverse(copy);
        return copy;
    }

    @Test
    void latestReadsTheDirectoryThenOnlyTheBucketsTheRowsNeed() {
        counting.takeCount();
        // limit -> buckets read (2, 3, 4 and 1 rows, newest first): the buckets the rows need, but
        // for 5 and 9, whose last wave is sized by 2 rows per bucket and meets a denser bucket
        // (5: the 3-row and 4-row buckets at once, 9: the 3 older buckets at once).
        int[][] cases = {{1, 1}, {2, 1}, {3, 2}, {5, 3}, {6, 3}, {9, 4}, {10, 4}, {100, 4}};
        for (int[] c : cases) {
            int limit = c[0];
            int buckets = c[1];
            List<Event> expected = SPARSE.subList(0, Math.min(limit, SPARSE.size()));
            assertEquals(expected, reader.list(directory.latest(plain, "sparse"), limit), "limit " + limit);
            assertEquals(1 + buckets, counting.takeCount(), "partitions touched, limit " + limit);
            assertEquals(expected, reader.list(directory.latest(sharded, "sparse"), limit), "sharded, limit " + limit);
            assertEquals(1 + 3 * buckets, counting.takeCount(), "partitions touched, 3 shards, limit " + limit);
        }
    }

    @Test
    void theLookbackNoLongerTruncates() {
        Query<Event> walk = Query.latest(
                "events/walk",
                EventTable.DAYS,
                LOOKBACK,
                day -> plain.bindSelect("very sparse", day, 0),
                EventTable::map);
        counting.takeCount();
        assertEquals(VERY_SPARSE.subList(0, 1), reader.list(walk, 3));
        assertEquals(LOOKBACK, counting.takeCount(), "the walk reads every day of its lookback");
        assertEquals(VERY_SPARSE, reader.list(directory.latest(plain, "very sparse"), 3));
        assertEquals(1 + 3, counting.takeCount());
        assertEquals(VERY_SPARSE.subList(0, 2), reader.list(directory.latest(sharded, "very sparse"), 2));
        assertEquals(List.of(), reader.list(directory.latest(sharded, "no such feed"), 5));
    }

    @Test
    void rangesListOnlyTheirBuckets() {
        Instant from = NOW.minus(14, ChronoUnit.DAYS);
        Instant to = NOW.minus(5, ChronoUnit.DAYS);
        List<Event> expected = SPARSE.stream()
                .filter(e -> !e.at().isBefore(from) && e.at().isBefore(to))
                .toList();
        assertEquals(7, expected.size());
        counting.takeCount();
        assertEquals(expected, reader.list(directory.range(plain, "sparse", from, to), 100));
        assertEquals(1 + 2, counting.takeCount(), "the directory, then days -6 and -13");
        assertEquals(expected.subList(0, 3), reader.list(directory.range(sharded, "sparse", from, to), 3));
        assertEquals(1 + 3, counting.takeCount(), "the directory, then day -6's 3 shards");
        assertEquals(reversed(expected), reader.list(directory.range(shardedAsc, "sparse", from, to), 100));
        assertEquals(1 + 3 * 2, counting.takeCount());
        Instant old = NOW.minus(365, ChronoUnit.DAYS);
        assertEquals(reversed(VERY_SPARSE), reader.list(directory.range(shardedAsc, "very sparse", old, NOW), 10));
    }

    @Test
    void pagesResumeThroughTheDirectory() {
        Instant from = NOW.minus(19, ChronoUnit.DAYS).minusSeconds(3_600);
        Instant to = NOW;
        List<Event> inRange = SPARSE.stream()
                .filter(e -> !e.at().isBefore(from) && e.at().isBefore(to))
                .toList();
        for (int pageSize : List.of(1, 2, 3, 4, 9, 10, 50)) {
            String what = "pages of " + pageSize;
            assertEquals(
                    SPARSE,
                    ShardedReadTest.readAll(c -> reader.page(directory.latest(plain, "sparse"), pageSize, c)),
                    what);
            assertEquals(
                    SPARSE,
                    ShardedReadTest.readAll(c -> reader.page(directory.latest(sharded, "sparse"), pageSize, c)),
                    what);
            assertEquals(
                    inRange,
                    ShardedReadTest.readAll(
                            c -> reader.page(directory.range(sharded, "sparse", from, to), pageSize, c)),
                    what);
            assertEquals(
                    reversed(inRange),
                    ShardedReadTest.readAll(
                            c -> reader.page(directory.range(shardedAsc, "sparse", from, to), pageSize, c)),
                    what);
            assertEquals(
                    VERY_SPARSE,
                    ShardedReadTest.readAll(c -> reader.page(directory.latest(sharded, "very sparse"), pageSize, c)),
                    what);
        }
    }

    @Test
    void prefetchReadsTheNextListedBucketInTheFirstWave(CqlSession session) {
        CountingSession prefetchCounting = new CountingSession(session);
        Reader prefetching = new Reader(
                prefetchCounting,
                DaoOptions.defaults()
                        .withClock(Clock.fixed(NOW, ZoneOffset.UTC))
                        .withPrefetch(true));
        assertEquals(SPARSE.subList(0, 6), prefetching.list(directory.latest(sharded, "sparse"), 6));
        // The directory, the newest 2 buckets at once (5 rows), then the 3rd: 3 shards each.
        assertEquals(1 + 3 * 3, prefetchCounting.takeCount());
        assertEquals(SPARSE.subList(0, 1), prefetching.list(directory.latest(sharded, "sparse"), 1));
        assertEquals(1 + 3, prefetchCounting.takeCount(), "one row: a listed bucket holds one at least");
    }

    @Test
    void aListedBucketWhoseRowsWereDeletedIsSkipped(CqlSession session, TestKeyspace keyspace) {
        Event gone = event("stale", NOW.minus(2, ChronoUnit.DAYS));
        Event kept = event("stale", NOW.minus(4, ChronoUnit.DAYS));
        for (Event event : List.of(gone, kept)) {
            session.execute(plain.bindInsert(event));
            session.execute(directory.bindInsert(event));
        }
        session.execute(
                "DELETE FROM " + keyspace.name() + ".events WHERE feed = 'stale' AND day = ?",
                EventTable.DAYS.bucketOf(gone.at()));
        assertEquals(List.of(kept), reader.list(directory.latest(plain, "stale"), 1));
        assertEquals(List.of(kept), ShardedReadTest.readAll(c -> reader.page(directory.latest(plain, "stale"), 1, c)));
    }
}
