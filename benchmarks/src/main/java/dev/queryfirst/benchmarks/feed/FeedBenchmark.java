package dev.queryfirst.benchmarks.feed;

import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * The sharded feed (docs/mapping-rules.md, "Shards"): the same posts written to a site-wide feed
 * with one partition per day ({@link Post}) and with {@value #SHARDS} shards per day
 * ({@link ShardedPost}), then "the latest N posts" read from both, in interleaved rounds against
 * one node. Measures write throughput, read latency and partitions touched per read
 * (single-partition statements executed over reads), and checks that both reads return the same
 * posts in the same order.
 *
 * <p>On one node every shard lives on the same replica, so the write figures show what sharding
 * costs (hashing the key, a wider partition key), not what it buys on a cluster: the day's writes
 * spread over {@value #SHARDS} replica sets instead of one.
 */
public final class FeedBenchmark {

    /** Shards per day of the sharded feed. */
    public static final int SHARDS = 4;

    /** The unsharded feed. */
    public static final String UNSHARDED = "unsharded feed";
    /** The sharded feed. */
    public static final String SHARDED = "sharded feed (" + SHARDS + " shards)";

    /** "Now" for every read: fixed, so no round straddles midnight. */
    static final Instant NOW = Instant.parse("2025-06-15T12:00:00Z");

    private FeedBenchmark() {}

    /**
     * How much work.
     *
     * @param limit N of "latest N"
     * @param postsToday posts in today's partition(s) before the reads
     * @param writes posts each variant writes per round
     * @param reads reads of each variant per round
     * @param inFlight writes in flight at once (reads run one at a time: the latency of a lone read, which
     *     a single node's saturated cores would otherwise set rather than the shards' concurrency)
     * @param blocks blocks a round is cut into, taking turns with the other variant's
     * @param warmups warm-up rounds
     * @param rounds measured rounds
     */
    public record Settings(
            int limit, int postsToday, int writes, int reads, int inFlight, int blocks, int warmups, int rounds) {}

    /**
     * One round of one variant.
     *
     * @param writesPerSecond posts written per second of the round's write wall time
     * @param partitionsPerRead statements executed per read
     * @param p50Micros median read latency
     * @param p90Micros 90th percentile read latency
     */
    public record Round(double writesPerSecond, double partitionsPerRead, double p50Micros, double p90Micros) {
        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "%.0f writes/s, %.1f partitions/read, p50 %.0f µs",
                    writesPerSecond,
                    partitionsPerRead,
                    p50Micros);
        }
    }

    /**
     * What the feed benchmark measured.
     *
     * @param rounds measured rounds of each variant, by name
     * @param settings the work done
     * @param sameResults whether both feeds returned the same posts in the same order
     */
    public record Result(Map<String, List<Round>> rounds, Settings settings, boolean sameResults) {}

    /** One feed: writes a post, reads the latest N. */
    private record Feed(IntFunction<CompletionStage<?>> write, IntFunction<CompletionStage<List<UUID>>> latest) {}

    /** Creates the feed keyspace, fills today's partitions, then runs both variants against {@code node}. */
    public static Result run(BenchNode node, Settings settings, Consumer<String> progress) {
        AuditedSession session = node.session();
        FeedSchema.create(session, Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withClock(Clock.fixed(NOW, ZoneOffset.UTC));
        PostDao posts = PostDao.create(session, options);
        ShardedPostDao sharded = ShardedPostDao.create(session, options);

        // Today's posts, the same in both feeds, over the morning (every one before NOW, noon).
        Instant dayStart = NOW.truncatedTo(ChronoUnit.DAYS);
        List<Post> today = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(12);
        for (int i = 0; i < settings.postsToday(); i++) {
            today.add(post(random, dayStart.plusMillis(i * (43_200_000L / settings.postsToday()))));
        }
        Window.run(0, today.size(), 32, i -> posts.insertAsync(today.get(i)), new Latencies(today.size()));
        Window.run(0, today.size(), 32, i -> sharded.insertAsync(sharded(today.get(i))), new Latencies(today.size()));
        progress.accept("feed: wrote " + today.size() + " posts of today to both feeds");

        // Round writes go to earlier days, so the partitions the reads ask for stay as they are.
        List<Post> older = new ArrayList<>();
        Map<String, Feed> feeds = new LinkedHashMap<>();
        feeds.put(
                UNSHARDED,
                new Feed(
                        i -> posts.insertAsync(older.get(i)),
                        n -> posts.latestAsync(n)
                                .thenApply(l -> l.stream().map(Post::postId).toList())));
        feeds.put(
                SHARDED,
                new Feed(
                        i -> sharded.insertAsync(sharded(older.get(i))),
                        n -> sharded.latestAsync(n)
                                .thenApply(
                                        l -> l.stream().map(ShardedPost::postId).toList())));
        boolean same = feeds.values().stream()
                        .map(f -> f.latest()
                                .apply(settings.limit())
                                .toCompletableFuture()
                                .join())
                        .distinct()
                        .count()
                == 1;

        int total = settings.writes() * (settings.warmups() + settings.rounds());
        for (int i = 0; i < total; i++) {
            older.add(post(random, dayStart.minus(Duration.ofDays(2)).minusMillis(i)));
        }
        int[] round = {0};
        List<Interleaved.Variant<Round>> variants = new ArrayList<>();
        feeds.forEach((name, feed) -> variants.add(new Interleaved.Variant<>(
                name, () -> new FeedRound(feed, settings, session, settings.writes() * (round[0]++ / 2)))));
        Map<String, List<Round>> rounds = Interleaved.run(
                variants,
                settings.blocks(),
                settings.warmups(),
                settings.rounds(),
                line -> progress.accept("feed " + line));
        return new Result(rounds, settings, same);
    }

    private static Post post(SplittableRandom random, Instant at) {
        UUID id = new UUID(random.nextLong(), random.nextLong());
        return new Post(id, "Post " + id.toString().substring(0, 8), "x".repeat(200), at);
    }

    private static ShardedPost sharded(Post post) {
        return new ShardedPost(post.postId(), post.title(), post.body(), post.postedAt());
    }

    /** One variant's round: its writes, then its reads, block by block. */
    private static final class FeedRound implements Interleaved.RoundWork<Round> {
        private final Feed feed;
        private final Settings settings;
        private final AuditedSession session;
        private final int firstWrite;
        private final Latencies writeLatencies;
        private final Latencies readLatencies;
        private long writeNanos;
        private long statements;

        FeedRound(Feed feed, Settings settings, AuditedSession session, int firstWrite) {
            this.feed = feed;
            this.settings = settings;
            this.session = session;
            this.firstWrite = firstWrite;
            this.writeLatencies = new Latencies(settings.writes());
            this.readLatencies = new Latencies(settings.reads());
        }

        @Override
        public void block(int block) {
            int writes = settings.writes() / settings.blocks();
            int from = block * writes;
            int to = block == settings.blocks() - 1 ? settings.writes() : from + writes;
            writeNanos +=
                    Window.run(from, to, settings.inFlight(), i -> feed.write().apply(firstWrite + i), writeLatencies);
            int reads = settings.reads() / settings.blocks();
            int readFrom = block * reads;
            int readTo = block == settings.blocks() - 1 ? settings.reads() : readFrom + reads;
            long before = session.counts().statements();
            Window.run(readFrom, readTo, 1, i -> feed.latest().apply(settings.limit()), readLatencies);
            statements += session.counts().statements() - before;
        }

        @Override
        public Round result() {
            return new Round(
                    settings.writes() / (writeNanos / 1e9),
                    (double) statements / settings.reads(),
                    readLatencies.micros(0.50),
                    readLatencies.micros(0.90));
        }
    }
}
