package dev.queryfirst.benchmarks.client;

import dev.queryfirst.benchmarks.logs.FixedSourceLogMessage;
import dev.queryfirst.benchmarks.logs.FixedSourceLogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessages;
import dev.queryfirst.benchmarks.logs.LogsSchema;
import dev.queryfirst.benchmarks.logs.mapper.LogsMapperBuilder;
import dev.queryfirst.benchmarks.read.HandWrittenBucketWalk;
import dev.queryfirst.benchmarks.write.HandWrittenLogWriter;
import dev.queryfirst.benchmarks.write.MapperLogWriter;
import java.time.Clock;
import java.time.Instant;
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
 * The client's own work per operation, without the node (BENCHMARKS.md, "Client work per shape"):
 * each shape done by the generated DAO, by hand-written driver code and, where the end-to-end
 * benchmark has it, by the driver's object mapper, all on a {@link MemorySession}, so what is
 * measured is binding, batching, mapping rows and each variant's bookkeeping. Every method returns
 * its completed stage's value so that JMH keeps the work.
 *
 * <pre>{@code
 * java -cp ... org.openjdk.jmh.Main ClientWork -prof gc
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
public class ClientWork {

    static final String KEYSPACE = "logs";
    private static final int MESSAGES = 1024;

    MemorySession session;
    private LogMessage[] messages;
    private FixedSourceLogMessage[] fixedMessages;
    private int next;
    LogAnswers answers;
    private LogMessageDao generated;
    private FixedSourceLogMessageDao generatedFixed;
    private HandWrittenLogWriter handWritten;
    private MapperLogWriter mapper;
    private HandWrittenClientCode handWrittenShapes;
    private HandWrittenBucketWalk handWrittenWalk;
    private String generatedCursor;
    private String handWrittenCursor;

    /** Creates the session, every variant on it, and the messages the writes cycle through. */
    @Setup
    public void setUp() {
        Instant now = Instant.now();
        answers = new LogAnswers(now);
        session = new MemorySession(LogsSchema.cql(KEYSPACE), answers);
        generated = LogMessageDao.create(session);
        generatedFixed = FixedSourceLogMessageDao.create(session);
        handWritten = new HandWrittenLogWriter(session, KEYSPACE);
        mapper = new MapperLogWriter(
                session,
                new LogsMapperBuilder(session)
                        .withSchemaValidationEnabled(false)
                        .build()
                        .logMessageDao(KEYSPACE));
        handWrittenShapes = new HandWrittenClientCode(session, KEYSPACE);
        handWrittenWalk = new HandWrittenBucketWalk(session, KEYSPACE, Clock.systemUTC());
        List<LogMessage> stream = new LogMessages(42).stream(MESSAGES, 5_000, now);
        messages = stream.toArray(LogMessage[]::new);
        generatedCursor =
                generated.recentBySourcePage("dense", 10, null).cursor().orElseThrow();
        handWrittenCursor = handWrittenShapes
                .page("dense", 10, null)
                .toCompletableFuture()
                .join()
                .cursor();
        fixedMessages = stream.stream().map(FixedSourceLogMessage::of).toArray(FixedSourceLogMessage[]::new);
    }

    private int nextIndex() {
        next = (next + 1) & (MESSAGES - 1);
        return next;
    }

    private static Object done(CompletionStage<?> stage) {
        return stage.toCompletableFuture().join();
    }

    /** Insert, generated: three copies (an insert and an update of the map each) in a logged batch. */
    @Benchmark
    public Object insertGenerated() {
        return done(generated.insertAsync(messages[nextIndex()]));
    }

    /** Insert, hand-written: the same six statements in a logged batch. */
    @Benchmark
    public Object insertHandWritten() {
        return done(handWritten.saveAsync(messages[nextIndex()]));
    }

    /** Insert, the mapper: three whole-row inserts in a logged batch. */
    @Benchmark
    public Object insertMapper() {
        return done(mapper.saveAsync(messages[nextIndex()]));
    }

    /** Blind save, generated: the {@code @Fixed} entity's one table, nothing read. */
    @Benchmark
    public Object blindSaveGenerated() {
        return done(generatedFixed.saveAsync(fixedMessages[nextIndex()]));
    }

    /** Blind save, hand-written: one insert. */
    @Benchmark
    public Object blindSaveHandWritten() {
        return done(handWrittenShapes.saveFixed(fixedMessages[nextIndex()]));
    }

    /** Single row by key, generated. */
    @Benchmark
    public Object singleRowGenerated() {
        return done(generated.findByKeyAsync(answers.message().messageId()));
    }

    /** Single row by key, hand-written. */
    @Benchmark
    public Object singleRowHandWritten() {
        return done(handWrittenShapes.findById(answers.message().messageId()));
    }

    /** The second page of 10 of a dense source, from the first page's cursor, generated. */
    @Benchmark
    public Object pageGenerated() {
        return done(generated.recentBySourcePageAsync("dense", 10, generatedCursor));
    }

    /** The second page of 10 of a dense source, from the first page's cursor, hand-written. */
    @Benchmark
    public Object pageHandWritten() {
        return done(handWrittenShapes.page("dense", 10, handWrittenCursor));
    }

    /** Latest 10 of a dense source (today's bucket holds them), generated. */
    @Benchmark
    public Object walkDenseGenerated() {
        return done(generated.recentBySourceAsync("dense", 10));
    }

    /** Latest 10 of a dense source, hand-written walk. */
    @Benchmark
    public Object walkDenseHandWritten() {
        return done(handWrittenWalk.latest("dense", 10));
    }

    /** Latest 10 of a sparse source (one message every other day: 19 buckets), generated. */
    @Benchmark
    public Object walkSparseGenerated() {
        return done(generated.recentBySourceAsync("sparse", 10));
    }

    /** Latest 10 of a sparse source, hand-written walk. */
    @Benchmark
    public Object walkSparseHandWritten() {
        return done(handWrittenWalk.latest("sparse", 10));
    }
}
