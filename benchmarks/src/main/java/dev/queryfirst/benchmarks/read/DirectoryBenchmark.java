package dev.queryfirst.benchmarks.read;

import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.benchmarks.logs.ListedLogMessage;
import dev.queryfirst.benchmarks.logs.ListedLogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessages;
import dev.queryfirst.benchmarks.read.ReadBenchmark.Round;
import dev.queryfirst.benchmarks.write.WriteBenchmark;
import dev.queryfirst.runtime.DaoOptions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The bucket directory (docs/mapping-rules.md, "Bucket directories"), side by side with the walk it
 * replaces, in one run: "latest N messages of a source" through {@code ListedLogMessage}'s
 * directory against the generated walk and the hand-written walk over {@code LogMessage}'s tables,
 * on the same messages (the read benchmark's densities, and one whose messages lie beyond the
 * walk's lookback); then saves with and without the directory, in {@code LOGGED} mode, in
 * interleaved rounds.
 */
public final class DirectoryBenchmark {

    /** The generated DAO walking buckets ({@code LogMessage}). */
    public static final String WALK = "generated DAO, walk";
    /** The hand-written walk. */
    public static final String HAND_WRITTEN = ReadBenchmark.HAND_WRITTEN;
    /** The generated DAO listing buckets first ({@code ListedLogMessage}). */
    public static final String DIRECTORY = "generated DAO, directory";
    /** Saves of {@code LogMessage}: three tables. */
    public static final String WITHOUT = "save without directory";
    /**
     * Saves of {@code ListedLogMessage}: three tables and two directory entries, each left out
     * when the DAO wrote it in the last 30 minutes (the default).
     */
    public static final String WITH = "save with directory";
    /**
     * The same with {@code DaoOptions.withDirectoryCache(0)}: both entries in every batch, the cost
     * of a key that saves less often than every half hour.
     */
    public static final String WITH_EVERY_TIME = "save with directory, both entries every save";

    private DirectoryBenchmark() {}

    /**
     * How much work.
     *
     * @param read the reads' work (limit, sources per density, reads per round by density, …)
     * @param write the saves' work
     * @param sourcesSavedFirst how many of the 5,000 sources save every message type once per day
     *     before the save rounds (all of them in the full run; a few in the smoke run)
     */
    public record Settings(ReadBenchmark.Settings read, WriteBenchmark.Settings write, int sourcesSavedFirst) {}

    /**
     * What the directory benchmark measured.
     *
     * @param reads measured read rounds of each variant, by name
     * @param writes measured save rounds of each variant, by name
     * @param densities the densities read
     * @param complete whether the directory returned min(N, messages) rows for every density, the
     *     same rows as the walk wherever the walk's lookback reaches every message
     */
    public record Result(
            Map<String, List<Round>> reads,
            Map<String, List<WriteBenchmark.Round>> writes,
            List<Density> densities,
            Settings settings,
            boolean complete) {}

    /** Writes the densities' messages to both entities' tables, then reads and saves side by side. */
    public static Result run(BenchNode node, Settings settings, Consumer<String> progress) {
        AuditedSession session = node.session();
        Clock clock = Clock.fixed(ReadBenchmark.NOW, ZoneOffset.UTC);
        DaoOptions options = DaoOptions.defaults().withClock(clock);
        LogMessageDao walk = LogMessageDao.create(session, options);
        ListedLogMessageDao listed = ListedLogMessageDao.create(session, options);
        HandWrittenBucketWalk hand = new HandWrittenBucketWalk(session, BenchNode.KEYSPACE, clock);
        ReadBenchmark.Settings read = settings.read();
        List<Density> densities = List.of(
                Density.dense(read.denseRowsPerBucket()),
                Density.sparse(),
                Density.verySparse(),
                Density.beyondLookback());
        for (Density density : densities) {
            saveToBoth(walk, listed, ReadBenchmark.messages(density, read.sources(), s -> source(density, s)));
        }
        progress.accept("directory: wrote the messages of " + read.sources() + " sources per density, twice");

        Map<String, ReadBenchmark.Reader> readers = new LinkedHashMap<>();
        readers.put(WALK, walk::recentBySourceAsync);
        readers.put(HAND_WRITTEN, hand::latest);
        readers.put(
                DIRECTORY,
                (source, n) -> listed.recentBySourceAsync(source, n)
                        .thenApply(rows -> rows.stream()
                                .map(ListedLogMessage::toLogMessage)
                                .toList()));
        boolean complete = complete(readers, densities, read.limit());

        Map<String, Integer> reads = new LinkedHashMap<>(read.reads());
        reads.putIfAbsent(
                Density.beyondLookback().name(),
                read.reads().get(Density.verySparse().name()));
        ReadBenchmark.Settings withAll = new ReadBenchmark.Settings(
                read.limit(),
                read.sources(),
                read.denseRowsPerBucket(),
                reads,
                read.inFlight(),
                read.blocks(),
                read.warmups(),
                read.rounds());
        List<Interleaved.Variant<Round>> variants = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(11);
        readers.forEach((name, reader) -> variants.add(new Interleaved.Variant<>(
                name,
                () -> new ReadBenchmark.ReadRound(
                        reader, densities, withAll, session, random, DirectoryBenchmark::source))));
        Map<String, List<Round>> readRounds = Interleaved.run(
                variants, read.blocks(), read.warmups(), read.rounds(), line -> progress.accept("directory " + line));

        LogMessages messages = new LogMessages(2026);
        WriteBenchmark.Settings write = settings.write();
        Instant now = Instant.now();
        // LogMessage's @Cardinality: 50 million messages a day from 5,000 sources, so each source
        // saves every message type many times a minute and its day's entries are written in the
        // day's first seconds. The rounds' few thousand saves cannot reach that state on their own
        // (each source and type would save less than once): both DAOs first save one message of
        // every source and type in each day the rounds' messages fall in.
        for (Instant day : List.of(now.minus(Duration.ofHours(1)), now)) {
            saveToBoth(walk, listed, messages.everySourceAndType(settings.sourcesSavedFirst(), day));
        }
        progress.accept("directory write: saved every message type of " + settings.sourcesSavedFirst()
                + " sources once in each day of the rounds");
        ListedLogMessageDao everyTime = ListedLogMessageDao.create(session, options.withDirectoryCache(0));
        Map<String, List<WriteBenchmark.Round>> writeRounds = Interleaved.run(
                List.of(
                        WriteBenchmark.variant(WITHOUT, walk::insertAsync, messages, now, write),
                        WriteBenchmark.variant(
                                WITH, m -> listed.insertAsync(ListedLogMessage.of(m)), messages, now, write),
                        WriteBenchmark.variant(
                                WITH_EVERY_TIME,
                                m -> everyTime.insertAsync(ListedLogMessage.of(m)),
                                messages,
                                now,
                                write)),
                write.blocks(),
                write.warmups(),
                write.rounds(),
                line -> progress.accept("directory write " + line));
        return new Result(
                readRounds,
                writeRounds,
                densities,
                new Settings(withAll, write, settings.sourcesSavedFirst()),
                complete);
    }

    /** Saves each of {@code messages} as a {@code LogMessage} and as a {@code ListedLogMessage}, 32 at a time. */
    private static void saveToBoth(LogMessageDao walk, ListedLogMessageDao listed, List<LogMessage> messages) {
        Window.run(
                0,
                messages.size(),
                32,
                i -> walk.insertAsync(messages.get(i))
                        .thenCompose(done -> listed.insertAsync(ListedLogMessage.of(messages.get(i)))),
                new Latencies(messages.size()));
    }

    static String source(Density density, int index) {
        return "listed-" + ReadBenchmark.source(density, index);
    }

    /**
     * Whether the directory returns every row it should: min(N, messages), newest first, equal to
     * the walks' rows wherever their lookback reaches every message.
     */
    private static boolean complete(Map<String, ReadBenchmark.Reader> readers, List<Density> densities, int limit) {
        for (Density density : densities) {
            String source = source(density, 0);
            List<LogMessage> listed = readers.get(DIRECTORY)
                    .latest(source, limit)
                    .toCompletableFuture()
                    .join();
            if (listed.size() != Math.min(limit, density.messages())) {
                return false;
            }
            boolean reachable =
                    density.bucketsBack().get(density.bucketsBack().size() - 1) < HandWrittenBucketWalk.LOOKBACK;
            for (String walk : List.of(WALK, HAND_WRITTEN)) {
                List<LogMessage> walked = readers.get(walk)
                        .latest(source, limit)
                        .toCompletableFuture()
                        .join();
                if (reachable && !walked.equals(listed)) {
                    return false;
                }
            }
        }
        return true;
    }
}
