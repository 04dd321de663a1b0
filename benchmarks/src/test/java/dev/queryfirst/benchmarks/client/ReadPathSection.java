package dev.queryfirst.benchmarks.client;

import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.harness.Summary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The read path's section of BENCHMARKS.md, and its verdicts. A ratio's interval is the
 * distribution-free confidence interval of the median of the paired rounds' ratios: with n rounds
 * sorted, [r(k), r(n+1-k)] holds the true median with probability 1 - 2 P(Binomial(n, 1/2) &lt; k),
 * k the largest giving at least 95 % (all rounds, and their smaller coverage stated, when n is too
 * small for 95 %). A target is met when the whole interval meets it, not met when the whole
 * interval misses it, and unresolved on this machine otherwise.
 */
final class ReadPathSection {

    /** The throughput target of a read: generated ÷ hand-written rows/s at least this. */
    static final double THROUGHPUT = 0.95;
    /** The latency target of a read: generated ÷ hand-written p99 at most this. */
    static final double P99 = 1.05;

    private ReadPathSection() {}

    /**
     * The median of {@code ratios} and its order-statistic interval.
     *
     * @param median the median ratio
     * @param low the interval's lower end
     * @param high the interval's upper end
     * @param coverage the interval's coverage (at least 0.95 when there are 6 rounds or more)
     */
    record Interval(double median, double low, double high, double coverage) {

        static Interval of(List<Double> ratios) {
            List<Double> sorted = new ArrayList<>(ratios);
            Collections.sort(sorted);
            int n = sorted.size();
            double median = Summary.of(sorted).median();
            int k = 1;
            while (k + 1 <= (n + 1) / 2 && coverage(n, k + 1) >= 0.95) {
                k++;
            }
            return new Interval(median, sorted.get(k - 1), sorted.get(n - k), coverage(n, k));
        }

        /** 1 - 2 P(Binomial(n, 1/2) &lt; k). */
        static double coverage(int n, int k) {
            double below = 0;
            double choose = 1;
            for (int i = 0; i < k; i++) {
                below += choose;
                choose = choose * (n - i) / (i + 1);
            }
            return 1 - 2 * below / Math.pow(2, n);
        }

        String format() {
            return String.format(Locale.ROOT, "%.2f× [%.2f×, %.2f×] (%.0f %%)", median, low, high, 100 * coverage);
        }

        /** met, not met or unresolved for "at least {@code bound}". */
        String atLeast(double bound) {
            return low >= bound ? "met" : high < bound ? "**not met**" : "unresolved on this machine";
        }

        /** met, not met or unresolved for "at most {@code bound}". */
        String atMost(double bound) {
            return high <= bound ? "met" : low > bound ? "**not met**" : "unresolved on this machine";
        }
    }

    static Interval ratio(
            List<ReadPathBenchmark.Figures> a,
            List<ReadPathBenchmark.Figures> b,
            ToDoubleFunction<ReadPathBenchmark.Figures> figure) {
        List<Double> ratios = new ArrayList<>();
        for (int k = 0; k < a.size(); k++) {
            ratios.add(figure.applyAsDouble(a.get(k)) / figure.applyAsDouble(b.get(k)));
        }
        return Interval.of(ratios);
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
                        + " a round's p99 is the latency of the read ranked %d from its slowest. What a generated read does beside"
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
        out.append("| shape | variant | rows/s | p50 | p99 | rows per read |\n|---|---|---|---|---|---|\n");
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
                        .append(" |\n")));
        out.append(String.format(
                Locale.ROOT,
                "%nTargets per shape, generated ÷ hand-written: rows/s ≥ %.2f×, p99 ≤ %.2f× (p50 shown for context)."
                        + " Median ratio [interval] (coverage):%n%n",
                THROUGHPUT,
                P99));
        out.append("| shape | ratio | rows/s | verdict | p50 | p99 | verdict |\n|---|---|---|---|---|---|---|\n");
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
        Interval rows = ratio(a, b, ReadPathBenchmark.Figures::rowsPerSecond);
        Interval p50 = ratio(a, b, ReadPathBenchmark.Figures::p50Micros);
        Interval p99 = ratio(a, b, ReadPathBenchmark.Figures::p99Micros);
        out.append("| ")
                .append(shape)
                .append(" | ")
                .append(name)
                .append(" | ")
                .append(rows.format())
                .append(" | ")
                .append(target ? rows.atLeast(THROUGHPUT) : "(context)")
                .append(" | ")
                .append(p50.format())
                .append(" | ")
                .append(p99.format())
                .append(" | ")
                .append(target ? p99.atMost(P99) : "(context)")
                .append(" |\n");
    }
}
