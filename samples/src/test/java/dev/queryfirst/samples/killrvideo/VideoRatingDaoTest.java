package dev.queryfirst.samples.killrvideo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * KillrVideo's {@code video_ratings} counters (docs/mapping-rules.md, "Counters") against a real node: concurrent
 * increments add up exactly, a row no increment reached is absent, a counter no increment reached
 * reads 0, and a delete removes the row.
 */
@CassandraTest
class VideoRatingDaoTest {

    private static final int THREADS = 8;
    private static final int RATINGS_PER_THREAD = 250;

    private static VideoRatingDao ratings;
    private static VideoRatingsTable table;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        KillrvideoSchema.create(session, keyspace.name(), Replication.simple(1));
        ratings = VideoRatingDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
        Prepared prepared = Prepared.prepareAsync(session, VideoRatingsTable.statements(keyspace.name()))
                .toCompletableFuture()
                .join();
        table = new VideoRatingsTable(prepared, keyspace.name());
    }

    @Test
    void theLiveSchemaHasTheCounterColumns(CqlSession session, TestKeyspace keyspace) {
        assertEquals(List.of(), KillrvideoSchema.verify(session, keyspace.name()));
        assertEquals(
                "counter",
                session.getMetadata()
                        .getKeyspace(keyspace.name())
                        .flatMap(k -> k.getTable(VideoRatingsTable.NAME))
                        .flatMap(t -> t.getColumn(VideoRatingsTable.RATING_TOTAL))
                        .orElseThrow()
                        .getType()
                        .asCql(false, true));
    }

    @Test
    void eightThreadsRatingAtOnceAddUpExactly() throws Exception {
        UUID video = UUID.randomUUID();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> raters = new ArrayList<>();
        try {
            for (int t = 0; t < THREADS; t++) {
                int stars = t % 5 + 1; // thread t always gives 1..5 stars
                raters.add(pool.submit(() -> {
                    start.await();
                    for (int i = 0; i < RATINGS_PER_THREAD; i++) {
                        ratings.increment(video, 1, stars);
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> rater : raters) {
                rater.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        // Stars of threads 0..7: 1, 2, 3, 4, 5, 1, 2, 3 = 21 per round of ratings.
        long expectedTotal = 21L * RATINGS_PER_THREAD;
        assertEquals(
                Optional.of(new VideoRating(video, THREADS * RATINGS_PER_THREAD, expectedTotal)),
                ratings.findByKey(video));
    }

    @Test
    void asyncIncrementsAndDecrementsAddUpToo() {
        UUID video = UUID.randomUUID();
        List<CompletableFuture<Void>> sent = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            sent.add(ratings.incrementAsync(video, 1, 5).toCompletableFuture());
        }
        sent.add(ratings.incrementAsync(video, -1, -5).toCompletableFuture());
        CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new)).join();
        assertEquals(Optional.of(new VideoRating(video, 99, 495)), ratings.findByKey(video));
    }

    @Test
    void aVideoNeverRatedIsAbsentAndACounterNeverIncrementedReadsZero() {
        assertEquals(Optional.empty(), ratings.findByKey(UUID.randomUUID()));

        UUID video = UUID.randomUUID();
        ratings.increment(video, 0, 3);
        assertEquals(Optional.of(new VideoRating(video, 0, 3)), ratings.findByKey(video));
    }

    @Test
    void deleteRemovesTheRow() {
        UUID video = UUID.randomUUID();
        ratings.increment(video, 2, 7);
        assertTrue(ratings.findByKey(video).isPresent());
        ratings.delete(video);
        assertFalse(ratings.findByKey(video).isPresent());
    }

    @Test
    void aNullKeyIsRefusedBeforeAnythingIsSent() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ratings.incrementAsync(null, 1, 1));
        assertTrue(e.getMessage().contains("videoId"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ratings.findByKey(null));
        assertThrows(IllegalArgumentException.class, () -> ratings.delete(null));
    }

    /** The driver retries (and runs speculatively) only statements marked idempotent. */
    @Test
    void incrementsAreMarkedNonIdempotentSoTheDriverNeverRetriesThem() {
        UUID video = UUID.randomUUID();
        assertEquals(Boolean.FALSE, table.bindIncrement(video, 1, 1).isIdempotent());
        assertEquals(Boolean.TRUE, table.bindDelete(video).isIdempotent());
    }
}
