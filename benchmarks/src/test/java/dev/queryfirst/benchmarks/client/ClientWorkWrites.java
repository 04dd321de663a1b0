package dev.queryfirst.benchmarks.client;

import dev.queryfirst.benchmarks.feed.FeedSchema;
import dev.queryfirst.benchmarks.fleet.FleetSchema;
import dev.queryfirst.benchmarks.fleet.Site;
import dev.queryfirst.benchmarks.fleet.SiteDao;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogsSchema;
import dev.queryfirst.benchmarks.logs.MovableSourceLogMessage;
import dev.queryfirst.benchmarks.logs.MovableSourceLogMessageDao;
import dev.queryfirst.benchmarks.logs.SourceMessageCountDao;
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
 * The client's own work per write that reads first, and per counter increment (BENCHMARKS.md,
 * "Client work per shape"), generated DAO against hand-written driver code on a
 * {@link MemorySession} whose base tables hold the entity's previous state ({@link ShapeAnswers}):
 *
 * <ul>
 *   <li>reading save: a {@code MovableSourceLogMessage} whose body changed: its previous row read,
 *       both its rows written;
 *   <li>move: one whose source changed: read, then the old row of {@code movable_by_source}
 *       deleted and both rows written, at one write time;
 *   <li>propagation: a {@code Site} renamed: its row read, it and its static copy written, then
 *       each of its 50 devices read and its two other copies rewritten;
 *   <li>counter increment: a {@code SourceMessageCount}'s two counters.
 * </ul>
 *
 * <pre>{@code
 * java -cp ... org.openjdk.jmh.Main ClientWorkWrites -prof gc
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
public class ClientWorkWrites {

    private static final int VARIANTS = 64;

    MemorySession session;
    ShapeAnswers answers;
    private MovableSourceLogMessageDao generated;
    private SourceMessageCountDao generatedCounts;
    private HandWrittenWrites handWritten;
    private SiteDao generatedSites;
    private HandWrittenRename handWrittenRename;
    private Site[] renamed;
    private MovableSourceLogMessage[] edited;
    private MovableSourceLogMessage[] moved;
    private int next;

    /** Creates the session, both variants on it, and the saved states: edits and moves of the stored message. */
    @Setup
    public void setUp() {
        answers = new ShapeAnswers(Instant.now());
        List<String> tables = new ArrayList<>(LogsSchema.cql(ClientWork.KEYSPACE));
        tables.addAll(FleetSchema.cql("fleet"));
        tables.addAll(FeedSchema.cql("feed"));
        session = new MemorySession(tables, answers);
        generated = MovableSourceLogMessageDao.create(session);
        generatedCounts = SourceMessageCountDao.create(session);
        handWritten = new HandWrittenWrites(session, ClientWork.KEYSPACE);
        generatedSites = SiteDao.create(session);
        handWrittenRename = new HandWrittenRename(session);
        Site site = answers.site();
        renamed = new Site[VARIANTS];
        LogMessage s = answers.stored();
        edited = new MovableSourceLogMessage[VARIANTS];
        moved = new MovableSourceLogMessage[VARIANTS];
        for (int i = 0; i < VARIANTS; i++) {
            edited[i] = new MovableSourceLogMessage(
                    s.messageId(),
                    s.sourceName(),
                    s.sourceType(),
                    s.messageTime(),
                    s.messageType(),
                    s.messageBody() + " (edited " + i + ")",
                    s.messageParts());
            moved[i] = new MovableSourceLogMessage(
                    s.messageId(),
                    "moved-" + i,
                    s.sourceType(),
                    s.messageTime(),
                    s.messageType(),
                    s.messageBody(),
                    s.messageParts());
            renamed[i] = new Site(
                    site.id(),
                    site.name() + " " + i,
                    site.region(),
                    site.renamedAt().plusSeconds(i + 1));
        }
    }

    private int nextIndex() {
        next = (next + 1) & (VARIANTS - 1);
        return next;
    }

    private static Object done(CompletionStage<?> stage) {
        return stage.toCompletableFuture().join();
    }

    /** Reading save, generated: the base row read, both rows written in a logged batch. */
    @Benchmark
    public Object readingSaveGenerated() {
        return done(generated.saveAsync(edited[nextIndex()]));
    }

    /** Reading save, hand-written: the same read and batch. */
    @Benchmark
    public Object readingSaveHandWritten() {
        return done(handWritten.save(edited[nextIndex()]));
    }

    /** Move, generated: the base row read, the old row deleted and both rows written in one batch. */
    @Benchmark
    public Object moveGenerated() {
        return done(generated.saveAsync(moved[nextIndex()]));
    }

    /** Move, hand-written: the same read and batch. */
    @Benchmark
    public Object moveHandWritten() {
        return done(handWritten.save(moved[nextIndex()]));
    }

    /** Propagation, generated: the site read and written, then its 50 devices' copies. */
    @Benchmark
    public Object propagationGenerated() {
        return done(generatedSites.saveAsync(renamed[nextIndex()]));
    }

    /** Propagation, hand-written: the same reads and writes. */
    @Benchmark
    public Object propagationHandWritten() {
        return done(handWrittenRename.save(renamed[nextIndex()]));
    }

    /** Counter increment, generated: one update of both counters, not idempotent. */
    @Benchmark
    public Object counterGenerated() {
        return done(generatedCounts.incrementAsync("dense", 1, nextIndex()));
    }

    /** Counter increment, hand-written: the same update. */
    @Benchmark
    public Object counterHandWritten() {
        return done(handWritten.increment("dense", 1, nextIndex()));
    }
}
