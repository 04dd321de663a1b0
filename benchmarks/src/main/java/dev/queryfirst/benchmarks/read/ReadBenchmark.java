package dev.queryfirst.benchmarks.read;

import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.audit.HotPathCheck;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessages;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameTable;
import dev.queryfirst.runtime.DaoOptions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * The read path: "latest N messages of a source" ({@code recentBySource}) on the day-bucketed
 * {@code log_messages_by_source_name}, for sources whose messages are dense, sparse and very sparse
 * across buckets. Compares the generated DAO (default options, and with prefetch) with a
 * hand-written bucket walk: partitions touched per read (single-partition statements executed over
 * reads) and read latency, in interleaved rounds.
 */
public final class ReadBenchmark {

    /** The generated DAO, default options (no prefetch). */
    public static final String GENERATED = "generated DAO";
    /** The generated DAO with {@code DaoOptions.withPrefetch(true)}. */
    public static final String PREFETCH = "generated DAO, prefetch";
    /** The hand-written walk. */
    public static final String HAND_WRITTEN = "hand-written bucket walk";

    /** "Now" for every read: fixed, so no round straddles midnight. */
    static final Instant NOW = Instant.parse("2025-06-15T12:00:00Z");

    private ReadBenchmark() {}

    /**
     * How much work.
     *
     * @param limit N of "latest N" (the access pattern's declared limit)
     * @param sources sources per density
     * @param denseRowsPerBucket messages per bucket of a dense source
     * @param reads reads per round of each variant, by density name
     * @param inFlight reads in flight at once
     * @param blocks blocks a round's reads are cut into, taking turns with the other variants'
     * @param warmups warm-up rounds
     * @param rounds measured rounds
     */
    public record Settings(
            int limit,
            int sources,
            int denseRowsPerBucket,
            Map<String, Integer> reads,
            int inFlight,
            int blocks,
            int warmups,
            int rounds) {}

    /**
     * One density in one round of one variant.
     *
     * @param partitionsPerRead statements executed per read, each selecting one partition
     * @param rowsPerRead rows returned per read
     * @param p50Micros median read latency
     * @param p90Micros 90th percentile read latency (with tens of reads per round, a 99th
     *     percentile would be the single slowest read)
     */
    public record Figures(double partitionsPerRead, double rowsPerRead, double p50Micros, double p90Micros) {}

    /** One round of one variant: figures by density name. */
    public record Round(Map<String, Figures> byDensity) {
        @Override
        public String toString() {
            return byDensity.entrySet().stream()
                    .map(e -> String.format(
                            Locale.ROOT,
                            "%s %.1f partitions, p50 %.0f µs",
                            e.getKey(),
                            e.getValue().partitionsPerRead(),
                            e.getValue().p50Micros()))
                    .collect(Collectors.joining("; "));
        }
    }

    /**
     * What the read benchmark measured.
     *
     * @param rounds measured rounds of each variant, by name
     * @param densities the densities read
     * @param settings the work done
     * @param sameResults whether every variant returned the same messages for every density
     * @param hotPath what the measured rounds asked of the session
     */
    public record Result(
            Map<String, List<Round>> rounds,
            List<Density> densities,
            Settings settings,
            boolean sameResults,
            HotPathCheck.Result hotPath) {}

    /** Writes the sources' messages, then runs every variant against {@code node}. */
    public static Result run(BenchNode node, Settings settings, Consumer<String> progress) {
        if (HandWrittenBucketWalk.LOOKBACK != LogMessagesBySourceNameTable.LOOKBACK) {
            throw new IllegalStateException("the hand-written walk must look back as far as the generated one ("
                    + LogMessagesBySourceNameTable.LOOKBACK + " buckets)");
        }
        AuditedSession session = node.session();
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        DaoOptions options = DaoOptions.defaults().withClock(clock);
        LogMessageDao dao = LogMessageDao.create(session, options);
        LogMessageDao prefetching = LogMessageDao.create(session, options.withPrefetch(true));
        HandWrittenBucketWalk hand = new HandWrittenBucketWalk(session, BenchNode.KEYSPACE, clock);
        List<Density> densities =
                List.of(Density.dense(settings.denseRowsPerBucket()), Density.sparse(), Density.verySparse());
        for (Density density : densities) {
            write(dao, density, settings);
        }
        progress.accept("read: wrote the messages of " + settings.sources() + " sources per density");

        Map<String, Reader> readers = new LinkedHashMap<>();
        readers.put(GENERATED, dao::recentBySourceAsync);
        readers.put(PREFETCH, prefetching::recentBySourceAsync);
        readers.put(HAND_WRITTEN, hand::latest);
        boolean same = sameResults(readers, densities, settings.limit());

        List<Interleaved.Variant<Round>> variants = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(7);
        readers.forEach((name, reader) -> variants.add(new Interleaved.Variant<>(
                name, () -> new ReadRound(reader, densities, settings, session, random, ReadBenchmark::source))));
        HotPathCheck check = HotPathCheck.begin(session);
        Map<String, List<Round>> rounds = Interleaved.run(
                variants,
                settings.blocks(),
                settings.warmups(),
                settings.rounds(),
                line -> progress.accept("read " + line));
        return new Result(rounds, densities, settings, same, check.end());
    }

    /** One way of reading the latest N messages of a source. */
    @FunctionalInterface
    interface Reader {
        CompletionStage<List<LogMessage>> latest(String source, int n);
    }

    static String source(Density density, int index) {
        return density.name().replace(' ', '-') + "-" + index;
    }

    /** The messages of {@code sources} sources of {@code density}, named by {@code source}. */
    static List<LogMessage> messages(Density density, int sources, IntFunction<String> source) {
        LogMessages messages = new LogMessages(density.name().hashCode());
        List<LogMessage> all = new ArrayList<>();
        for (int s = 0; s < sources; s++) {
            for (int back : density.bucketsBack()) {
                Instant dayStart = NOW.truncatedTo(ChronoUnit.DAYS).minus(Duration.ofDays(back));
                for (int r = 0; r < density.rowsPerBucket(); r++) {
                    // Spread over the first half of the day: every message of today is before NOW (noon).
                    Instant time = dayStart.plusMillis(r * (43_200_000L / density.rowsPerBucket()));
                    all.add(messages.next(source.apply(s), time));
                }
            }
        }
        return all;
    }

    private static void write(LogMessageDao dao, Density density, Settings settings) {
        List<LogMessage> all = messages(density, settings.sources(), s -> source(density, s));
        Window.run(0, all.size(), 32, i -> dao.insertAsync(all.get(i)), new Latencies(all.size()));
    }

    private static boolean sameResults(Map<String, Reader> readers, List<Density> densities, int limit) {
        for (Density density : densities) {
            List<LogMessage> expected = null;
            for (Reader reader : readers.values()) {
                List<LogMessage> got = reader.latest(source(density, 0), limit)
                        .toCompletableFuture()
                        .join();
                if (expected == null) {
                    expected = got;
                } else if (!expected.equals(got)) {
                    return false;
                }
            }
            if (expected == null || expected.size() != Math.min(limit, density.messages())) {
                return false;
            }
        }
        return true;
    }

    /** One variant's reads in one round: every density's reads, block by block. */
    static final class ReadRound implements Interleaved.RoundWork<Round> {
        private final Reader reader;
        private final List<Density> densities;
        private final Settings settings;
        private final AuditedSession session;
        private final Map<String, String[]> sources = new LinkedHashMap<>();
        private final Map<String, int[]> rows = new LinkedHashMap<>();
        private final Map<String, Latencies> latencies = new LinkedHashMap<>();
        private final Map<String, Long> touched = new LinkedHashMap<>();

        /** @param source names source {@code i} of a density, as the messages were written */
        ReadRound(
                Reader reader,
                List<Density> densities,
                Settings settings,
                AuditedSession session,
                SplittableRandom random,
                BiFunction<Density, Integer, String> source) {
            this.reader = reader;
            this.densities = densities;
            this.settings = settings;
            this.session = session;
            for (Density density : densities) {
                int reads = settings.reads().get(density.name());
                String[] picked = new String[reads];
                for (int i = 0; i < reads; i++) {
                    picked[i] = source.apply(density, random.nextInt(settings.sources()));
                }
                sources.put(density.name(), picked);
                rows.put(density.name(), new int[reads]);
                latencies.put(density.name(), new Latencies(reads));
                touched.put(density.name(), 0L);
            }
        }

        @Override
        public void block(int block) {
            for (Density density : densities) {
                String[] picked = sources.get(density.name());
                int[] found = rows.get(density.name());
                int size = picked.length / settings.blocks();
                int from = block * size;
                int to = block == settings.blocks() - 1 ? picked.length : from + size;
                // Counted when submitted, so a prefetch still in flight when its read ends counts for its read.
                long before = session.counts().statements();
                Window.run(
                        from,
                        to,
                        settings.inFlight(),
                        i -> reader.latest(picked[i], settings.limit()).thenAccept(list -> found[i] = list.size()),
                        latencies.get(density.name()));
                touched.merge(density.name(), session.counts().statements() - before, Long::sum);
            }
        }

        @Override
        public Round result() {
            Map<String, Figures> figures = new LinkedHashMap<>();
            for (Density density : densities) {
                int reads = sources.get(density.name()).length;
                Latencies latency = latencies.get(density.name());
                figures.put(
                        density.name(),
                        new Figures(
                                (double) touched.get(density.name()) / reads,
                                Arrays.stream(rows.get(density.name()))
                                        .average()
                                        .orElse(0),
                                latency.micros(0.50),
                                latency.micros(0.90)));
            }
            return new Round(figures);
        }
    }
}
