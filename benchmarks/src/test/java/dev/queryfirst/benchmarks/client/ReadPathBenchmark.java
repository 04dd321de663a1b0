package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.harness.Allocations;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.benchmarks.report.OtherSections;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The read path end to end (BENCHMARKS.md, "Read path end to end"): every read shape of
 * {@link ReadShapes}, generated DAO vs hand-written driver code (vs the DataStax mapper where it can
 * express the read), in paired rounds against one testkit node:
 *
 * <pre>
 * mvn -B -pl benchmarks -am -DskipTests -Pbench-reads verify
 * </pre>
 *
 * <p>Each shape runs its own {@link Interleaved} rounds: its variants' reads cut into blocks that
 * take turns, on the same rows, so round k of the generated DAO and round k of hand-written code
 * met the same load. A round's figures per variant: rows read per second at a fixed number of
 * reads in flight, and the p50 and p99 of its reads' latencies.
 */
public final class ReadPathBenchmark {

    /** The command that writes this section. */
    public static final String COMMAND = "mvn -B -pl benchmarks -am -DskipTests -Pbench-reads verify";

    private ReadPathBenchmark() {}

    /**
     * How much work.
     *
     * @param messages messages the single-row reads pick their ids from
     * @param reads reads per round of each variant of each shape
     * @param inFlight reads in flight at once
     * @param blocks blocks a round's reads are cut into, taking turns with the other variants'
     * @param warmups warm-up rounds
     * @param rounds measured rounds
     */
    public record Settings(int messages, int reads, int inFlight, int blocks, int warmups, int rounds) {

        /**
         * The figures of BENCHMARKS.md: 15 paired rounds, enough for a 95 % interval of the median
         * ratio, of 800 reads each, so that a round's p99 is its 9th slowest read rather than its
         * slowest; 3 warm-up rounds let the JIT compile every variant's read (a few minutes in all).
         */
        public static Settings full() {
            return new Settings(2_000, 800, 4, 4, 3, 15);
        }

        /** Seconds of work, as {@code -Pbench -Dbench.scale=smoke} asks: proves the section is written. */
        public static Settings smoke() {
            return new Settings(20, 8, 2, 2, 0, 2);
        }

        /** {@link #full()} or {@link #smoke()} by name, the names of {@code --scale} of {@code Benchmarks}. */
        static Settings named(String name) {
            return switch (name) {
                case "full" -> full();
                case "smoke" -> smoke();
                default -> throw new IllegalArgumentException("scale must be full or smoke, was " + name);
            };
        }
    }

    /**
     * One round of one variant of one shape.
     *
     * @param rowsPerSecond rows read per second of the round's blocks
     * @param rowsPerRead rows returned per read
     * @param p50Micros median read latency
     * @param p99Micros 99th percentile read latency (nearest rank)
     * @param bytesPerRead bytes allocated per read by every thread of this JVM (caller and driver)
     */
    public record Figures(
            double rowsPerSecond, double rowsPerRead, double p50Micros, double p99Micros, double bytesPerRead) {
        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "%.0f rows/s, p50 %.0f µs, p99 %.0f µs, %.0f B/read",
                    rowsPerSecond,
                    p50Micros,
                    p99Micros,
                    bytesPerRead);
        }
    }

    /**
     * What was measured.
     *
     * @param shapes by shape name, the measured rounds of each variant by name
     * @param settings the work done
     */
    public record Result(Map<String, Map<String, List<Figures>>> shapes, Settings settings) {}

    /** Writes the shapes' rows on {@code session}'s node, then measures every shape in turn. */
    public static Result run(CqlSession session, Settings settings, Consumer<String> progress) {
        Map<String, Map<String, ReadShapes.Read>> shapes = ReadShapes.write(session, settings.messages());
        progress.accept("read path: wrote every shape's rows");
        Map<String, Map<String, List<Figures>>> measured = new LinkedHashMap<>();
        shapes.forEach((shape, readers) -> {
            List<Interleaved.Variant<Figures>> variants = new ArrayList<>();
            readers.forEach(
                    (name, read) -> variants.add(new Interleaved.Variant<>(name, () -> new ReadRound(read, settings))));
            measured.put(
                    shape,
                    Interleaved.run(
                            variants,
                            settings.blocks(),
                            settings.warmups(),
                            settings.rounds(),
                            line -> progress.accept("read path, " + shape + ": " + line)));
        });
        return new Result(measured, settings);
    }

    /** One variant's reads of one shape in one round. */
    private static final class ReadRound implements Interleaved.RoundWork<Figures> {
        private final ReadShapes.Read read;
        private final Settings settings;
        private final Latencies latencies;
        private final AtomicLong rows = new AtomicLong();
        private long nanos;
        private long bytes;

        ReadRound(ReadShapes.Read read, Settings settings) {
            this.read = read;
            this.settings = settings;
            this.latencies = new Latencies(settings.reads());
        }

        @Override
        public void block(int block) {
            int size = settings.reads() / settings.blocks();
            int from = block * size;
            int to = block == settings.blocks() - 1 ? settings.reads() : from + size;
            long allocatedBefore = Allocations.total();
            nanos += Window.run(
                    from, to, settings.inFlight(), i -> read.apply(i).thenAccept(rows::addAndGet), latencies);
            bytes += Allocations.total() - allocatedBefore;
        }

        @Override
        public Figures result() {
            return new Figures(
                    rows.get() / (nanos / 1e9),
                    rows.get() / (double) settings.reads(),
                    latencies.micros(0.50),
                    latencies.micros(0.99),
                    bytes / (double) settings.reads());
        }
    }

    /** {@code java … ReadPathBenchmark [BENCHMARKS.md [full|smoke]]}: starts a node, measures, writes the section. */
    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : "BENCHMARKS.md");
        double loadBefore = ReadPathSection.load();
        long start = System.nanoTime();
        try (BenchNode node = BenchNode.start()) {
            double loadUp = ReadPathSection.load();
            Result result =
                    run(node.session(), Settings.named(args.length > 1 ? args[1] : "full"), System.out::println);
            String machine = Runtime.getRuntime().availableProcessors() + " cores, " + System.getProperty("os.name")
                    + " " + System.getProperty("os.version") + ", JDK " + System.getProperty("java.vm.name") + " "
                    + System.getProperty("java.runtime.version") + ", Cassandra " + node.releaseVersion()
                    + " (testkit node, forked JVM on the same machine)";
            String loads = String.format(
                    Locale.ROOT,
                    "one-minute load average: start %.1f, node up %.1f, end %.1f; whole run %.1f min",
                    loadBefore,
                    loadUp,
                    ReadPathSection.load(),
                    (System.nanoTime() - start) / 6e10);
            String section = ReadPathSection.markdown(result, machine, loads);
            OtherSections.write(out, section);
            System.out.println(section);
        }
        System.exit(0);
    }
}
