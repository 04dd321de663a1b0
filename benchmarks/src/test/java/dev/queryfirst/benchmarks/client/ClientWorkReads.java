package dev.queryfirst.benchmarks.client;

import dev.queryfirst.benchmarks.feed.FeedSchema;
import dev.queryfirst.benchmarks.feed.ShardedPostDao;
import dev.queryfirst.benchmarks.fleet.DeviceDao;
import dev.queryfirst.benchmarks.fleet.FleetSchema;
import dev.queryfirst.benchmarks.logs.ListedLogMessageDao;
import dev.queryfirst.benchmarks.logs.LogsSchema;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The client's own work per read of the shapes {@link ClientWork} does not cover (BENCHMARKS.md,
 * "Client work per shape"), generated DAO against hand-written driver code on a
 * {@link MemorySession} holding {@link ShapeAnswers}' rows: a list (a site's 50 devices, one
 * partition), a sharded read (the latest 50 posts of a feed in 4 shards per day: today's shards
 * read concurrently and merged) and a directory read (the latest 10 messages of a source with
 * one message every other day: its bucket directory listed, then 10 buckets read in two waves).
 *
 * <pre>{@code
 * java -cp ... org.openjdk.jmh.Main ClientWorkReads -prof gc
 * }</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public class ClientWorkReads {

    MemorySession session;
    ShapeAnswers answers;
    private DeviceDao devices;
    private ShardedPostDao posts;
    private ListedLogMessageDao listed;
    private HandWrittenReads handWritten;

    /** Creates the session and both variants on it. */
    @Setup
    public void setUp() {
        answers = new ShapeAnswers(Instant.now());
        List<String> tables = new ArrayList<>(LogsSchema.cql(ClientWork.KEYSPACE));
        tables.addAll(FleetSchema.cql("fleet"));
        tables.addAll(FeedSchema.cql("feed"));
        session = new MemorySession(tables, answers);
        devices = DeviceDao.create(session);
        posts = ShardedPostDao.create(session);
        listed = ListedLogMessageDao.create(session);
        handWritten = new HandWrittenReads(session);
    }

    private static Object done(CompletionStage<?> stage) {
        return stage.toCompletableFuture().join();
    }

    /** A site's 50 devices, generated. */
    @Benchmark
    public Object listGenerated() {
        return done(devices.bySiteAsync(answers.site().id(), ShapeAnswers.DEVICES));
    }

    /** A site's 50 devices, hand-written. */
    @Benchmark
    public Object listHandWritten() {
        return done(handWritten.devices(answers.site().id(), ShapeAnswers.DEVICES));
    }

    /** The latest 50 posts of the sharded feed, generated. */
    @Benchmark
    public Object shardedGenerated() {
        return done(posts.latestAsync(50));
    }

    /** The latest 50 posts of the sharded feed, hand-written. */
    @Benchmark
    public Object shardedHandWritten() {
        return done(handWritten.latestPosts(50));
    }

    /** The latest 10 messages of the sparse source through its bucket directory, generated. */
    @Benchmark
    public Object directoryGenerated() {
        return done(listed.recentBySourceAsync("sparse", 10));
    }

    /** The latest 10 messages of the sparse source through its bucket directory, hand-written. */
    @Benchmark
    public Object directoryHandWritten() {
        return done(handWritten.listed("sparse", 10));
    }
}
