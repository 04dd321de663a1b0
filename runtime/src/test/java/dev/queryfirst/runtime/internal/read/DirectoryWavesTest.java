package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Directory reads in waves (docs/mapping-rules.md, "Bucket directories"), on a real node: the
 * listed buckets a read needs are read several at once, so a sparse key's "latest N" takes a few
 * round trips instead of one per bucket, and still touches 1 + the buckets its rows need. Round
 * trips are counted by a {@link RoundTripFetcher} (the requests in flight together), partitions by
 * the requests sent.
 */
@CassandraTest
class DirectoryWavesTest {

    private static final Instant NOW = Instant.now();
    /** Where "mixed" has rows: days back, and how many rows each (0: emptied, its entry kept). */
    private static final int[][] MIXED = {{1, 3}, {3, 0}, {4, 1}, {6, 1}, {9, 4}, {12, 2}};

    private static CqlSession session;
    private static EventTable plain;
    private static EventTable sharded;
    private static EventTable ascending;
    private static EventDirectory directory;
    private static final List<Event> SPARSE = new ArrayList<>();
    private static final List<Event> DENSE = new ArrayList<>();
    private static final List<Event> MIXED_ROWS = new ArrayList<>();

    @BeforeAll
    static void tablesAndData(CqlSession cql, TestKeyspace keyspace) {
        session = cql;
        String ks = keyspace.name();
        plain = new EventTable(session, ks, "events", true, 1, ClusteringOrder.DESC);
        sharded = new EventTable(session, ks, "events_sharded", true, 3, ClusteringOrder.DESC);
        ascending = new EventTable(session, ks, "events_asc", true, 1, ClusteringOrder.ASC);
        directory = new EventDirectory(session, ks);

        // "sparse": one row every other day for 60 days, 30 buckets of one row each.
        for (int day = 0; day < 60; day += 2) {
            SPARSE.add(event(
                    "sparse", NOW.minus(day, ChronoUnit.DAYS).minusSeconds(1).minusNanos(123_456)));
        }
        // "dense": 15 rows yesterday, 5 four days ago.
        for (int i = 0; i < 20; i++) {
            DENSE.add(event("dense", rowAt(i < 15 ? 1 : 4, i)));
        }
        for (int[] bucket : MIXED) {
            for (int i = 0; i < Math.max(1, bucket[1]); i++) {
                MIXED_ROWS.add(event("mixed", rowAt(bucket[0], i)));
            }
        }
        for (Event event : concat(SPARSE, DENSE, MIXED_ROWS)) {
            session.execute(plain.bindInsert(event));
            session.execute(sharded.bindInsert(event));
            session.execute(ascending.bindInsert(event));
            session.execute(directory.bindInsert(event));
        }
        for (int[] bucket : MIXED) {
            if (bucket[1] == 0) {
                LocalDate day = EventTable.DAYS.bucketOf(rowAt(bucket[0], 0));
                session.execute("DELETE FROM " + ks + ".events WHERE feed = 'mixed' AND day = ?", day);
                session.execute(
                        "DELETE FROM " + ks + ".events_sharded WHERE feed = 'mixed' AND day = ? AND shard IN (0, 1, 2)",
                        day);
                MIXED_ROWS.removeIf(e -> EventTable.DAYS.bucketOf(e.at()).equals(day));
            }
        }
        Comparator<Event> newestFirst = Comparator.comparing(Event::at).reversed();
        for (List<Event> events : List.of(SPARSE, DENSE, MIXED_ROWS)) {
            events.sort(newestFirst);
        }
    }

    /** The {@code i}-th row of the day {@code daysBack} before now: one a minute from 01:00, sub-millisecond. */
    private static Instant rowAt(int daysBack, int i) {
        return NOW.minus(daysBack, ChronoUnit.DAYS)
                .truncatedTo(ChronoUnit.DAYS)
                .plus(1, ChronoUnit.HOURS)
                .plus(i, ChronoUnit.MINUTES)
                .plusNanos(987_654);
    }

    private static Event event(String feed, Instant at) {
        return new Event(feed, at.truncatedTo(ChronoUnit.MILLIS), UUID.randomUUID(), "ë at " + at);
    }

    @SafeVarargs
    private static List<Event> concat(List<Event>... lists) {
        List<Event> all = new ArrayList<>();
        for (List<Event> list : lists) {
            all.addAll(list);
        }
        return all;
    }

    private static DaoOptions options() {
        return DaoOptions.defaults().withClock(Clock.fixed(NOW, ZoneOffset.UTC));
    }

    /** Reads {@code limit} rows of {@code query} through {@code fetcher}, round trip by round trip. */
    private static List<Event> list(RoundTripFetcher fetcher, MergedQuery<Event> query, int limit) {
        return list(fetcher, query, limit, options());
    }

    private static List<Event> list(RoundTripFetcher fetcher, MergedQuery<Event> query, int limit, DaoOptions options) {
        return fetcher.run(() -> new MergedRead<>(query, options, fetcher).list(limit));
    }

    @Test
    void aSparseKeyReadsItsBucketsInAFewWavesAndNoBucketMore() {
        RoundTripFetcher fetcher = new RoundTripFetcher(session);
        // limit, round trips: the listing, the newest bucket alone (1 row), then the rest in waves
        // of at most MAX_WAVE (16) buckets, fewer when the listing ends.
        int[][] cases = {{1, 2}, {2, 3}, {10, 3}, {17, 3}, {20, 4}, {30, 4}, {100, 4}};
        for (int[] c : cases) {
            int limit = c[0];
            List<Event> expected = SPARSE.subList(0, Math.min(limit, SPARSE.size()));
            assertEquals(expected, list(fetcher, directory.latest(plain, "sparse"), limit), "limit " + limit);
            assertEquals(1 + expected.size(), fetcher.requests(), "the listing and one bucket per row, limit " + limit);
            assertEquals(c[1], fetcher.rounds().size(), "round trips, limit " + limit + ": " + fetcher.rounds());
            assertTrue(fetcher.rounds().stream().allMatch(r -> r <= WaveRead.MAX_WAVE), fetcher.rounds()::toString);
        }
        // Latest 10: the 9 buckets after the newest are read at once.
        list(fetcher, directory.latest(plain, "sparse"), 10);
        assertEquals(List.of(1, 1, 9), fetcher.rounds());
        // Each bucket's 3 shards too: 27 partitions in flight together.
        assertEquals(SPARSE.subList(0, 10), list(fetcher, directory.latest(sharded, "sparse"), 10));
        assertEquals(List.of(1, 3, 27), fetcher.rounds());
    }

    @Test
    void aDenseKeyEndsInItsNewestBucket() {
        RoundTripFetcher fetcher = new RoundTripFetcher(session);
        for (int limit : new int[] {1, 10, 15}) {
            assertEquals(
                    DENSE.subList(0, limit), list(fetcher, directory.latest(plain, "dense"), limit), "limit " + limit);
            assertEquals(List.of(1, 1), fetcher.rounds(), "the listing, then yesterday, limit " + limit);
        }
        // 16 rows: 15 per bucket seen, so the next wave is one bucket.
        assertEquals(DENSE.subList(0, 16), list(fetcher, directory.latest(plain, "dense"), 16));
        assertEquals(List.of(1, 1, 1), fetcher.rounds());
        // Prefetch reads the next listed bucket in the first wave: in vain for a dense key.
        assertEquals(
                DENSE.subList(0, 10),
                list(fetcher, directory.latest(plain, "dense"), 10, options().withPrefetch(true)));
        assertEquals(List.of(1, 2), fetcher.rounds());
        assertEquals(
                SPARSE.subList(0, 2),
                list(fetcher, directory.latest(plain, "sparse"), 2, options().withPrefetch(true)));
        assertEquals(List.of(1, 2), fetcher.rounds(), "a round trip less for a sparse key");
    }

    @Test
    void mixedDensitiesAndAnEmptiedBucketReturnExactlyTheNewestRows() {
        RoundTripFetcher fetcher = new RoundTripFetcher(session);
        assertEquals(11, MIXED_ROWS.size());
        // limit, partitions touched (the listing + buckets read): the minimum but for 9, where the
        // last wave, sized by 4 rows in 3 buckets, also reads the 2-row bucket after the 4-row one.
        int[][] cases = {{1, 2}, {3, 2}, {4, 4}, {5, 5}, {6, 6}, {9, 7}, {11, 7}, {50, 7}};
        for (int[] c : cases) {
            int limit = c[0];
            List<Event> expected = MIXED_ROWS.subList(0, Math.min(limit, MIXED_ROWS.size()));
            assertEquals(expected, list(fetcher, directory.latest(plain, "mixed"), limit), "limit " + limit);
            int partitions = fetcher.requests();
            assertEquals(c[1], partitions, "partitions touched, limit " + limit + ": " + fetcher.rounds());
            assertTrue(partitions >= 1 + bucketsNeeded(limit), "limit " + limit);
            assertTrue(partitions <= 1 + MIXED.length, "never a bucket the directory does not list");
            assertEquals(
                    expected, list(fetcher, directory.latest(sharded, "mixed"), limit), "3 shards, limit " + limit);
            assertEquals(1 + 3 * (c[1] - 1), fetcher.requests(), "3 shards, limit " + limit);
        }
        // All 11: the listing, the 3-row bucket, then 3 buckets at 3 rows per bucket, then the last 2.
        list(fetcher, directory.latest(plain, "mixed"), 11);
        assertEquals(List.of(1, 1, 3, 2), fetcher.rounds());
    }

    /** The listed buckets, newest first, up to the one holding the {@code limit}-th row of "mixed". */
    private static int bucketsNeeded(int limit) {
        int rows = 0;
        for (int i = 0; i < MIXED.length; i++) {
            rows += MIXED[i][1];
            if (rows >= limit) {
                return i + 1;
            }
        }
        return MIXED.length;
    }

    @Test
    void pagesEndExactlyAfterTheirLastRowWhateverAWaveRead() {
        Reader reader = new Reader(session, options());
        Map<String, List<Event>> feeds = Map.of("mixed", MIXED_ROWS, "sparse", SPARSE);
        for (int pageSize : new int[] {1, 2, 3, 4, 5, 7, 11, 12}) {
            for (EventTable table : List.of(plain, sharded)) {
                feeds.forEach((feed, rows) -> {
                    MergedQuery<Event> query = directory.latest(table, feed);
                    List<Event> paged = ShardedReadTest.readAll(c -> reader.page(query, pageSize, c));
                    assertEquals(rows, paged, feed + " in " + table + ", pages of " + pageSize);
                });
            }
        }
        // A page of 10 of the sparse key: read in 3 round trips, its cursor resumes at the 11th row.
        RoundTripFetcher fetcher = new RoundTripFetcher(session);
        CursorCodec codec = new CursorCodec("events/latest", List.of());
        Page<Event> first = fetcher.run(
                () -> new MergedRead<>(directory.latest(plain, "sparse"), options(), fetcher).page(10, null, codec));
        assertEquals(SPARSE.subList(0, 10), first.items());
        assertEquals(List.of(1, 1, 9), fetcher.rounds());
        MergedCursor resume = codec.decodeMerged(first.cursor().orElseThrow());
        Page<Event> second = fetcher.run(
                () -> new MergedRead<>(directory.latest(plain, "sparse"), options(), fetcher).page(10, resume, codec));
        assertEquals(SPARSE.subList(10, 20), second.items());
    }

    @Test
    void rangesReadTheirListedBucketsInWaves() {
        RoundTripFetcher fetcher = new RoundTripFetcher(session);
        Instant from = NOW.minus(41, ChronoUnit.DAYS);
        Instant to = NOW.minus(3, ChronoUnit.DAYS);
        List<Event> inRange = SPARSE.stream()
                .filter(e -> !e.at().isBefore(from) && e.at().isBefore(to))
                .toList();
        assertEquals(19, inRange.size());
        assertEquals(inRange.subList(0, 10), list(fetcher, directory.range(plain, "sparse", from, to), 10));
        assertEquals(List.of(1, 1, 9), fetcher.rounds());
        assertEquals(inRange, list(fetcher, directory.range(sharded, "sparse", from, to), 100));
        assertEquals(1 + 3 * 19, fetcher.requests());
        // Oldest first: the whole range is listed, then read in waves from its oldest bucket.
        List<Event> oldestFirst = new ArrayList<>(inRange);
        oldestFirst.sort(Comparator.comparing(Event::at));
        assertEquals(oldestFirst.subList(0, 5), list(fetcher, directory.range(ascending, "sparse", from, to), 5));
        assertEquals(List.of(1, 1, 4), fetcher.rounds());
    }
}
