package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.benchmarks.feed.FeedSchema;
import dev.queryfirst.benchmarks.feed.ShardedPost;
import dev.queryfirst.benchmarks.feed.ShardedPostDao;
import dev.queryfirst.benchmarks.fleet.Device;
import dev.queryfirst.benchmarks.fleet.DeviceDao;
import dev.queryfirst.benchmarks.fleet.FleetSchema;
import dev.queryfirst.benchmarks.fleet.Site;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.benchmarks.logs.ListedLogMessage;
import dev.queryfirst.benchmarks.logs.ListedLogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessages;
import dev.queryfirst.benchmarks.logs.LogsSchema;
import dev.queryfirst.benchmarks.logs.mapper.LogMessageMapperDao;
import dev.queryfirst.benchmarks.logs.mapper.LogsMapperBuilder;
import dev.queryfirst.benchmarks.read.HandWrittenBucketWalk;
import dev.queryfirst.runtime.schema.Replication;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletionStage;
import java.util.function.IntFunction;

/**
 * The read shapes of the end-to-end read-path benchmark ({@link ReadPathBenchmark}) and the data
 * they read, written once on the node: each shape is a map from variant name to a read that
 * returns how many rows it got. The generated DAOs, the hand-written driver code the client-work
 * benchmark measures ({@link HandWrittenClientCode}, {@link HandWrittenReads},
 * {@link HandWrittenBucketWalk}) and the DataStax mapper where it can express the read (a row by
 * its key: its {@code @Select}) read the same rows.
 *
 * <ul>
 *   <li>single row: a message by its id, among {@code messages} written;
 *   <li>list: a site's 50 devices, one partition;
 *   <li>bucket walk, dense: the latest 10 of a source with 200 messages today (one partition);
 *   <li>bucket walk, sparse: the latest 10 of a source with one message every other day (19 buckets);
 *   <li>page with cursor: the second page of 10 of the dense source, from the first page's cursor;
 *   <li>sharded read: the latest 50 posts of a feed in 4 shards per day (60 posts per shard today);
 *   <li>directory read: the latest 10 messages of a sparse source through its bucket directory.
 * </ul>
 */
final class ReadShapes {

    static final String GENERATED = "generated DAO";
    static final String HAND_WRITTEN = "hand-written driver code";
    static final String MAPPER = "DataStax mapper";

    private static final int DEVICES = 50;
    private static final int POSTS_PER_SHARD = 60;
    private static final int SHARDS = 4;
    private static final int LIMIT = 10;

    /** One way of doing one shape's read: the {@code i}-th read's rows. */
    interface Read extends IntFunction<CompletionStage<Integer>> {}

    private ReadShapes() {}

    /**
     * Creates the schemas if need be, writes every shape's rows under names of this run's own
     * (a node shared with other runs holds theirs too), and returns the shapes by name, each its
     * variants by name, in the report's order.
     */
    static Map<String, Map<String, Read>> write(CqlSession session, int messages) {
        LogsSchema.create(session, Replication.simple(1));
        FleetSchema.create(session, Replication.simple(1));
        FeedSchema.create(session, Replication.simple(1));
        String run = Long.toHexString(System.nanoTime());
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        LogMessages values = new LogMessages(run.hashCode());
        LogMessageDao logs = LogMessageDao.create(session);
        ListedLogMessageDao listed = ListedLogMessageDao.create(session);
        DeviceDao devices = DeviceDao.create(session);
        ShardedPostDao posts = ShardedPostDao.create(session);
        LogMessageMapperDao mapper = new LogsMapperBuilder(session).build().logMessageDao(LogsSchema.KEYSPACE);
        HandWrittenClientCode hand = new HandWrittenClientCode(session, LogsSchema.KEYSPACE);
        HandWrittenReads handReads = new HandWrittenReads(session);
        HandWrittenBucketWalk walk = new HandWrittenBucketWalk(session, LogsSchema.KEYSPACE, Clock.systemUTC());

        List<LogMessage> stored = new ArrayList<>();
        String dense = "dense-" + run;
        String sparse = "sparse-" + run;
        for (int i = 0; i < messages; i++) {
            stored.add(values.next("single-" + run + "-" + (i % 50), now.minusSeconds(i)));
        }
        for (int i = 0; i < 200; i++) {
            stored.add(values.next(dense, now.minusSeconds(i)));
        }
        for (int back = 0; back < 60; back += 2) {
            stored.add(values.next(sparse, now.minus(back, ChronoUnit.DAYS)));
        }
        all(stored.size(), i -> logs.insertAsync(stored.get(i)));
        all(stored.size(), i -> {
            LogMessage m = stored.get(i);
            return listed.insertAsync(new ListedLogMessage(
                    m.messageId(),
                    m.sourceName(),
                    m.sourceType(),
                    m.messageTime(),
                    m.messageType(),
                    m.messageBody(),
                    m.messageParts()));
        });
        Site site = new Site(UUID.randomUUID(), "Lyon Part-Dieu " + run, "eu-west", now.minus(30, ChronoUnit.DAYS));
        all(
                DEVICES,
                i -> devices.insertAsync(new Device(
                        UUID.randomUUID(),
                        site,
                        i % 3 == 0 ? "offline" : "online",
                        now.minusSeconds(60L * i),
                        "sensor " + i)));
        all(
                SHARDS * POSTS_PER_SHARD,
                i -> posts.insertAsync(new ShardedPost(
                        UUID.randomUUID(),
                        "post " + i,
                        "a body of some two hundred characters ".repeat(5),
                        now.minusSeconds(10L * i))));

        UUID[] ids =
                stored.subList(0, messages).stream().map(LogMessage::messageId).toArray(UUID[]::new);
        String generatedCursor =
                logs.recentBySourcePage(dense, LIMIT, null).cursor().orElseThrow();
        String handCursor =
                hand.page(dense, LIMIT, null).toCompletableFuture().join().cursor();

        Map<String, Map<String, Read>> shapes = new LinkedHashMap<>();
        shapes.put(
                "single row",
                variants(
                        i -> logs.findByKeyAsync(ids[i % ids.length]).thenApply(found -> found.isPresent() ? 1 : 0),
                        i -> hand.findById(ids[i % ids.length]).thenApply(found -> found.isPresent() ? 1 : 0),
                        i -> mapper.findById(ids[i % ids.length]).thenApply(row -> row == null ? 0 : 1)));
        shapes.put(
                "list (50 devices)",
                variants(
                        i -> devices.bySiteAsync(site.id(), DEVICES).thenApply(List::size),
                        i -> handReads.devices(site.id(), DEVICES).thenApply(List::size),
                        null));
        shapes.put(
                "bucket walk, dense",
                variants(
                        i -> logs.recentBySourceAsync(dense, LIMIT).thenApply(List::size),
                        i -> walk.latest(dense, LIMIT).thenApply(List::size),
                        null));
        shapes.put(
                "bucket walk, sparse",
                variants(
                        i -> logs.recentBySourceAsync(sparse, LIMIT).thenApply(List::size),
                        i -> walk.latest(sparse, LIMIT).thenApply(List::size),
                        null));
        shapes.put(
                "page with cursor",
                variants(
                        i -> logs.recentBySourcePageAsync(dense, LIMIT, generatedCursor)
                                .thenApply(page -> page.items().size()),
                        i -> hand.page(dense, LIMIT, handCursor)
                                .thenApply(page -> page.items().size()),
                        null));
        shapes.put(
                "sharded read (4 shards)",
                variants(
                        i -> posts.latestAsync(50).thenApply(List::size),
                        i -> handReads.latestPosts(50).thenApply(List::size),
                        null));
        shapes.put(
                "directory read, sparse",
                variants(
                        i -> listed.recentBySourceAsync(sparse, LIMIT).thenApply(List::size),
                        i -> handReads.listed(sparse, LIMIT).thenApply(List::size),
                        null));
        return shapes;
    }

    private static Map<String, Read> variants(Read generated, Read handWritten, Read mapper) {
        Map<String, Read> variants = new LinkedHashMap<>();
        variants.put(GENERATED, generated);
        variants.put(HAND_WRITTEN, handWritten);
        if (mapper != null) {
            variants.put(MAPPER, mapper);
        }
        return variants;
    }

    private static void all(int count, IntFunction<CompletionStage<?>> write) {
        Window.run(0, count, 32, write, new Latencies(count));
    }
}
