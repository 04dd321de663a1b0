package dev.queryfirst.benchmarks.client;

import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The read path's section of BENCHMARKS.md, and its verdicts: every ratio is the median of the
 * paired rounds' ratios with its interval, judged by the rule every section shares
 * ({@link MedianInterval}).
 */
final class ReadPathSection {

    /** The throughput target of a read: generated ÷ hand-written rows/s at least this. */
    static final double THROUGHPUT = 0.95;
    /** The latency target of a read: generated ÷ hand-written p99 at most this. */
    static final double P99 = 1.05;

    private ReadPathSection() {}

    static MedianInterval ratio(
            List<ReadPathBenchmark.Figures> a,
            List<ReadPathBenchmark.Figures> b,
            ToDoubleFunction<ReadPathBenchmark.Figures> figure) {
        List<Double> ratios = new ArrayList<>();
        for (int k = 0; k < a.size(); k++) {
            ratios.add(figure.applyAsDouble(a.get(k)) / figure.applyAsDouble(b.get(k)));
        }
        return MedianInterval.of(ratios);
    }

    /** The one-minute load average, or -1 where the system does not say. */
    static double load() {
        try {
            return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The section, from its {@code ## } title. */
    static String markdown(ReadPathBenchmark.Result result, String machine, String loads) {
        ReadPathBenchmark.Settings s = result.settings();
        StringBuilder out = new StringBuilder("## Read path end to end: every read shape, paired rounds\n\n");
        out.append(String.format(
                Locale.ROOT,
                "Each read shape read by the generated DAO, by hand-written driver code sending the same statements"
                        + " (the client-work benchmark's, `HandWrittenClientCode`, `HandWrittenReads`, `HandWrittenBucketWalk`)"
                        + " and, for the single row, by the DataStax mapper's `@Select` (the mapper has no list, walk, page"
                        + " cursor, shards or directory to express the others), on the same rows of one testkit node."
                        + " Each shape runs its own interleaved rounds: %d reads per variant per round, %d in flight, in %d"
                        + " blocks taking turns; %d warm-up rounds, then %d measured. A ratio is the median of the paired"
                        + " rounds' ratios with its distribution-free interval [r(k), r(n+1−k)] and that interval's"
                        + " coverage; a target is met when the whole interval meets it, not met when the whole interval"
                        + " misses it, and unresolved on this machine when the interval straddles it. rows/s is the"
                        + " rows a variant read over the wall time of its blocks, at that fixed number of reads in flight;"
                        + " a round's p99 is the latency of the read ranked %d from its slowest; allocated per read is what"
                        + " every thread of the benchmark JVM (caller and driver I/O threads) allocated during the"
                        + " variant's blocks over its reads (`ThreadMXBean.getThreadAllocatedBytes`, harness included"
                        + " alike), shown for context: the client-work section has each variant's own B/op. What a generated read does beside"
                        + " the statements hand-written code sends (its observation, a page cursor signed and checked,"
                        + " the shard merge's and the directory's bookkeeping) is measured alone, without the node, in"
                        + " \"Client work per shape\".\n\n",
                s.reads(),
                s.inFlight(),
                s.blocks(),
                s.warmups(),
                s.rounds(),
                Math.max(1, s.reads() - (int) Math.ceil(0.99 * s.reads()) + 1)));
        out.append("Produced by (alone; `-Pbench` runs it too, after the other benchmarks):\n\n```\n")
                .append(ReadPathBenchmark.COMMAND)
                .append("\n```\n\n");
        out.append("- date: ")
                .append(LocalDate.now())
                .append("\n- ")
                .append(machine)
                .append("\n- ")
                .append(loads)
                .append("\n\n");
        out.append("| shape | variant | rows/s | p50 | p99 | rows per read | allocated per read |\n"
                + "|---|---|---|---|---|---|---|\n");
        result.shapes()
                .forEach((shape, variants) -> variants.forEach((name, rounds) -> out.append("| ")
                        .append(shape)
                        .append(" | ")
                        .append(name)
                        .append(" | ")
                        .append(Ratios.each(rounds, ReadPathBenchmark.Figures::rowsPerSecond)
                                .format(0, ""))
                        .append(" | ")
                        .append(Ratios.each(rounds, f -> f.p50Micros() / 1000).format(2, " ms"))
                        .append(" | ")
                        .append(Ratios.each(rounds, f -> f.p99Micros() / 1000).format(2, " ms"))
                        .append(" | ")
                        .append(Ratios.each(rounds, ReadPathBenchmark.Figures::rowsPerRead)
                                .format(1, ""))
                        .append(" | ")
                        .append(Ratios.each(rounds, ReadPathBenchmark.Figures::bytesPerRead)
                                .format(0, " B"))
                        .append(" |\n")));
        out.append(String.format(
                Locale.ROOT,
                "%nTargets per shape, generated ÷ hand-written: rows/s ≥ %.2f×, p99 ≤ %.2f× (p50 shown for context)."
                        + " Median ratio [interval] (coverage):%n%n",
                THROUGHPUT,
                P99));
        out.append("| shape | ratio | rows/s | verdict | p50 | p99 | verdict | allocation per read |\n"
                + "|---|---|---|---|---|---|---|---|\n");
        result.shapes().forEach((shape, variants) -> {
            List<ReadPathBenchmark.Figures> generated = variants.get(ReadShapes.GENERATED);
            row(out, shape, "generated ÷ hand-written", generated, variants.get(ReadShapes.HAND_WRITTEN), true);
            if (variants.containsKey(ReadShapes.MAPPER)) {
                row(out, shape, "generated ÷ mapper", generated, variants.get(ReadShapes.MAPPER), false);
            }
        });
        return out.toString();
    }

    private static void row(
            StringBuilder out,
            String shape,
            String name,
            List<ReadPathBenchmark.Figures> a,
            List<ReadPathBenchmark.Figures> b,
            boolean target) {
        MedianInterval rows = ratio(a, b, ReadPathBenchmark.Figures::rowsPerSecond);
        MedianInterval p50 = ratio(a, b, ReadPathBenchmark.Figures::p50Micros);
        MedianInterval p99 = ratio(a, b, ReadPathBenchmark.Figures::p99Micros);
        MedianInterval bytes = ratio(a, b, ReadPathBenchmark.Figures::bytesPerRead);
        out.append("| ")
                .append(shape)
                .append(" | ")
                .append(name)
                .append(" | ")
                .append(rows.format())
                .append(" | ")
                .append(target ? rows.atLeast(THROUGHPUT).label() : "(context)")
                .append(" | ")
                .append(p50.format())
                .append(" | ")
                .append(p99.format())
                .append(" | ")
                .append(target ? p99.atMost(P99).label() : "(context)")
                .append(" | ")
                .append(bytes.format())
                .append(" |\n");
    }
}
