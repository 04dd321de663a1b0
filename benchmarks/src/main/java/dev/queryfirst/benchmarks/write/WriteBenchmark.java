package dev.queryfirst.benchmarks.write;

import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.audit.HotPathCheck;
import dev.queryfirst.benchmarks.harness.Allocations;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.benchmarks.logs.FixedSourceLogMessage;
import dev.queryfirst.benchmarks.logs.FixedSourceLogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessages;
import dev.queryfirst.benchmarks.logs.LogMessagesByMessageIdTable;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameAndMessageTypeTable;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameTable;
import dev.queryfirst.benchmarks.logs.MovableSourceLogMessage;
import dev.queryfirst.benchmarks.logs.MovableSourceLogMessageDao;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The write path: log messages saved to their three tables, in interleaved rounds, four ways — the
 * generated DAO in its default LOGGED mode, hand-written driver code issuing the same statements in
 * the same LOGGED batch, the DataStax mapper with the batch assembled by hand, and the generated
 * DAO in PARALLEL mode (the price of atomicity) — plus the hand-written code once more, whose ratio
 * to itself shows the noise floor; and the save of an entity whose base table is elided
 * ({@code @Fixed} keys: one table, no read) against the same save before
 * ({@code FixedSourceLogMessage} vs {@code MovableSourceLogMessage}). Each round saves fresh
 * messages with a bounded number in flight, in blocks that take turns with the other variants'
 * blocks, and measures throughput, latency and allocation.
 */
public final class WriteBenchmark {

    /** The generated DAO, LOGGED (the default). */
    public static final String GENERATED = "generated DAO, logged batch";
    /** Hand-written driver code, same statements, LOGGED. */
    public static final String HAND_WRITTEN = "hand-written driver code, logged batch";
    /** The DataStax mapper, batch by hand, LOGGED. */
    public static final String MAPPER = "DataStax mapper, logged batch";
    /** The generated DAO in PARALLEL mode. */
    public static final String PARALLEL = "generated DAO, parallel idempotent writes";
    /**
     * The hand-written code a second time, as if it were another variant: its ratio to the first
     * is what this machine's noise alone does to every figure in the same rounds.
     */
    public static final String HAND_WRITTEN_AGAIN = "hand-written driver code again (noise floor)";
    /**
     * The generated DAO's {@code save} of an entity whose source and time are {@code @Fixed}: one
     * table, no base table, nothing read first.
     */
    public static final String BASE_ELIDED = "generated save, base table elided (@Fixed keys)";
    /** The same save before {@code @Fixed}: a read of the base table, then a batch to both tables. */
    public static final String BASE_KEPT = "generated save, base table kept (keys may move)";

    private WriteBenchmark() {}

    /**
     * How much work.
     *
     * @param saves saves per variant per round
     * @param inFlight saves in flight at once
     * @param blocks blocks a round's saves are cut into, taking turns with the other variants'
     * @param warmups warm-up rounds (thrown away)
     * @param rounds measured rounds
     * @param clientSaves saves per variant per round of the client-work measurement (no node)
     */
    public record Settings(int saves, int inFlight, int blocks, int warmups, int rounds, int clientSaves) {}

    /**
     * One round of one variant.
     *
     * @param perSecond entities saved per second
     * @param p50Micros median latency of a save
     * @param p99Micros 99th percentile latency of a save
     * @param bytesPerSave bytes allocated in this JVM per save (all threads)
     */
    public record Round(double perSecond, double p50Micros, double p99Micros, double bytesPerSave) {
        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "%.0f saves/s, p50 %.0f µs, p99 %.0f µs, %.0f B/save",
                    perSecond,
                    p50Micros,
                    p99Micros,
                    bytesPerSave);
        }
    }

    /**
     * One round of one variant's client work: saves through a {@link DrySession}, on one thread.
     *
     * @param nanosPerSave CPU time of the client's own work per save
     * @param bytesPerSave bytes the client's own work allocates per save
     */
    public record ClientRound(double nanosPerSave, double bytesPerSave) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "client work %.0f ns/save, %.0f B/save", nanosPerSave, bytesPerSave);
        }
    }

    /**
     * What the write benchmark measured.
     *
     * @param rounds the measured rounds of each variant, by name
     * @param clientRounds the measured rounds of each variant's client work alone, by name
     * @param settings the work done
     * @param valueBytes average bytes of values per message (one copy)
     * @param sameStatements whether the hand-written CQL texts equal the generated ones
     * @param hotPath what the measured rounds asked of the session
     */
    public record Result(
            Map<String, List<Round>> rounds,
            Map<String, List<ClientRound>> clientRounds,
            Settings settings,
            int valueBytes,
            boolean sameStatements,
            HotPathCheck.Result hotPath) {}

    /** Runs every variant against {@code node}. */
    public static Result run(BenchNode node, Settings settings, Consumer<String> progress) {
        AuditedSession session = node.session();
        String keyspace = BenchNode.KEYSPACE;
        LogMessageDao logged = LogMessageDao.create(session);
        LogMessageDao parallel =
                LogMessageDao.create(session, DaoOptions.defaults().withWriteMode(WriteMode.PARALLEL));
        HandWrittenLogWriter hand = new HandWrittenLogWriter(session, keyspace);
        MapperLogWriter mapper = new MapperLogWriter(session, keyspace);
        FixedSourceLogMessageDao fixed = FixedSourceLogMessageDao.create(session);
        MovableSourceLogMessageDao movable = MovableSourceLogMessageDao.create(session);
        boolean same = HandWrittenLogWriter.statements(keyspace)
                .equals(List.of(
                        LogMessagesBySourceNameTable.insertCql(keyspace),
                        LogMessagesBySourceNameTable.updateElementsCql(keyspace),
                        LogMessagesBySourceNameAndMessageTypeTable.insertCql(keyspace),
                        LogMessagesBySourceNameAndMessageTypeTable.updateElementsCql(keyspace),
                        LogMessagesByMessageIdTable.insertCql(keyspace),
                        LogMessagesByMessageIdTable.updateElementsCql(keyspace)));

        LogMessages messages = new LogMessages(42);
        Instant now = Instant.now();
        List<Interleaved.Variant<Round>> variants = List.of(
                variant(GENERATED, logged::insertAsync, messages, now, settings),
                variant(HAND_WRITTEN, hand, messages, now, settings),
                variant(MAPPER, mapper, messages, now, settings),
                variant(PARALLEL, parallel::insertAsync, messages, now, settings),
                variant(HAND_WRITTEN_AGAIN, hand, messages, now, settings),
                variant(BASE_ELIDED, m -> fixed.saveAsync(FixedSourceLogMessage.of(m)), messages, now, settings),
                variant(BASE_KEPT, m -> movable.saveAsync(MovableSourceLogMessage.of(m)), messages, now, settings));
        HotPathCheck check = HotPathCheck.begin(session);
        Map<String, List<Round>> rounds = Interleaved.run(
                variants,
                settings.blocks(),
                settings.warmups(),
                settings.rounds(),
                line -> progress.accept("write " + line));
        HotPathCheck.Result hotPath = check.end();
        int valueBytes = (int) messages.stream(200, 5_000, now).stream()
                .mapToInt(LogMessages::valueBytes)
                .average()
                .orElse(0);
        return new Result(
                rounds,
                clientWork(session, settings, messages.stream(settings.clientSaves(), 5_000, now), progress),
                settings,
                valueBytes,
                same,
                hotPath);
    }

    /**
     * Every variant's own work per save, without the node: the same savers built on a
     * {@link DrySession}, run on this thread, so time and allocation are the client code's alone.
     */
    private static Map<String, List<ClientRound>> clientWork(
            AuditedSession session, Settings settings, List<LogMessage> messages, Consumer<String> progress) {
        DrySession dry = new DrySession(session);
        String keyspace = BenchNode.KEYSPACE;
        LogMessageDao logged = LogMessageDao.create(dry);
        LogMessageDao parallel = LogMessageDao.create(dry, DaoOptions.defaults().withWriteMode(WriteMode.PARALLEL));
        List<Interleaved.Variant<ClientRound>> variants = List.of(
                clientVariant(GENERATED, logged::insertAsync, messages, settings),
                clientVariant(HAND_WRITTEN, new HandWrittenLogWriter(dry, keyspace), messages, settings),
                clientVariant(MAPPER, new MapperLogWriter(dry, keyspace), messages, settings),
                clientVariant(PARALLEL, parallel::insertAsync, messages, settings));
        return Interleaved.run(
                variants,
                settings.blocks(),
                settings.warmups(),
                settings.rounds(),
                line -> progress.accept("write " + line));
    }

    private static Interleaved.Variant<ClientRound> clientVariant(
            String name, Saver saver, List<LogMessage> messages, Settings settings) {
        return new Interleaved.Variant<>(name, () -> new Interleaved.RoundWork<>() {
            private long nanos;
            private long bytes;

            @Override
            public void block(int block) {
                int size = messages.size() / settings.blocks();
                int from = block * size;
                int to = block == settings.blocks() - 1 ? messages.size() : from + size;
                long allocatedBefore = Allocations.currentThread();
                long start = System.nanoTime();
                for (int i = from; i < to; i++) {
                    saver.saveAsync(messages.get(i));
                }
                nanos += System.nanoTime() - start;
                bytes += Allocations.currentThread() - allocatedBefore;
            }

            @Override
            public ClientRound result() {
                return new ClientRound((double) nanos / messages.size(), (double) bytes / messages.size());
            }
        });
    }

    /** A variant saving fresh messages through {@code saver}, as every variant of this benchmark does. */
    public static Interleaved.Variant<Round> variant(
            String name, Saver saver, LogMessages messages, Instant now, Settings settings) {
        return saves(name, saver::saveAsync, () -> messages.stream(settings.saves(), 5_000, now), settings);
    }

    /**
     * A variant saving, each round, the entities {@code entities} makes (before anything is measured)
     * through {@code save}.
     */
    public static <T> Interleaved.Variant<Round> saves(
            String name, Function<T, CompletionStage<?>> save, Supplier<List<T>> entities, Settings settings) {
        return new Interleaved.Variant<>(name, () -> new SaveRound<>(save, entities.get(), settings));
    }

    /**
     * One variant's saves in one round: entities made before anything is measured (no variant
     * overwrites another's rows), saved block by block.
     */
    private static final class SaveRound<T> implements Interleaved.RoundWork<Round> {
        private final Function<T, CompletionStage<?>> save;
        private final List<T> entities;
        private final Settings settings;
        private final Latencies latencies;
        private long elapsedNanos;
        private long allocatedBytes;

        SaveRound(Function<T, CompletionStage<?>> save, List<T> entities, Settings settings) {
            this.save = save;
            this.entities = entities;
            this.settings = settings;
            this.latencies = new Latencies(entities.size());
        }

        @Override
        public void block(int block) {
            int size = entities.size() / settings.blocks();
            int from = block * size;
            int to = block == settings.blocks() - 1 ? entities.size() : from + size;
            long allocatedBefore = Allocations.total();
            elapsedNanos += Window.run(from, to, settings.inFlight(), i -> save.apply(entities.get(i)), latencies);
            allocatedBytes += Allocations.total() - allocatedBefore;
        }

        @Override
        public Round result() {
            return new Round(
                    entities.size() * 1e9 / elapsedNanos,
                    latencies.micros(0.50),
                    latencies.micros(0.99),
                    (double) allocatedBytes / entities.size());
        }
    }
}
