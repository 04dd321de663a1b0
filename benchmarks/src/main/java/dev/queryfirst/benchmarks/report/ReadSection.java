package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.harness.Summary;
import dev.queryfirst.benchmarks.read.Density;
import dev.queryfirst.benchmarks.read.HandWrittenBucketWalk;
import dev.queryfirst.benchmarks.read.ReadBenchmark;
import dev.queryfirst.benchmarks.read.ReadBenchmark.Round;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The read path: figures, verdicts and their Markdown. */
final class ReadSection {

    private static final int LOOKBACK = HandWrittenBucketWalk.LOOKBACK;

    private final ReadBenchmark.Result result;

    ReadSection(ReadBenchmark.Result result) {
        this.result = result;
    }

    private Summary partitions(String variant, Density density) {
        return Ratios.each(
                result.rounds().get(variant),
                r -> r.byDensity().get(density.name()).partitionsPerRead());
    }

    private MedianInterval latencyRatio(String quantileName, Density density) {
        List<Round> generated = result.rounds().get(ReadBenchmark.GENERATED);
        List<Round> hand = result.rounds().get(ReadBenchmark.HAND_WRITTEN);
        return "p50".equals(quantileName)
                ? Ratios.of(
                        generated, hand, r -> r.byDensity().get(density.name()).p50Micros())
                : Ratios.of(
                        generated, hand, r -> r.byDensity().get(density.name()).p90Micros());
    }

    private int denseBound() {
        Density dense = result.densities().get(0);
        return (int) Math.ceil((double) result.settings().limit() / dense.rowsPerBucket()) + 1;
    }

    List<Verdict> verdicts() {
        List<Verdict> verdicts = new ArrayList<>();
        Density dense = result.densities().get(0);
        Summary denseTouched = partitions(ReadBenchmark.GENERATED, dense);
        int bound = denseBound();
        verdicts.add(Verdict.exact(
                String.format(
                        Locale.ROOT,
                        "dense keys: partitions touched per read ≤ ceil(N / rows per bucket) + 1 = %d",
                        bound),
                denseTouched.format(1, ""),
                denseTouched.max() <= bound,
                String.format(
                        Locale.ROOT,
                        "with %d rows in today's bucket, a latest-%d read is answered by today's "
                                + "partition alone, and the generated walk stops there (every round).",
                        dense.rowsPerBucket(),
                        result.settings().limit()),
                "the generated walk read more partitions than the rows it needed were spread over."));
        List<String> worse = new ArrayList<>();
        List<String> figures = new ArrayList<>();
        for (Density density : result.densities()) {
            Summary generated = partitions(ReadBenchmark.GENERATED, density);
            Summary hand = partitions(ReadBenchmark.HAND_WRITTEN, density);
            figures.add(
                    String.format(Locale.ROOT, "%s %.1f vs %.1f", density.name(), generated.median(), hand.median()));
            if (generated.median() > hand.median()) {
                worse.add(density.name());
            }
        }
        verdicts.add(Verdict.exact(
                "partitions touched, generated ≤ hand-written walk, for every density",
                String.join("; ", figures),
                worse.isEmpty(),
                "both walk from today's bucket back one day at a time and stop at N rows or the 90-bucket "
                        + "lookback, asking each partition only for the rows still missing; the generated DAO "
                        + "prefetches nothing unless asked to (the prefetch variant reads one partition ahead).",
                "the generated walk touches more partitions for: " + String.join(", ", worse) + "."));
        return verdicts;
    }

    void writeTo(Markdown md) {
        ReadBenchmark.Settings s = result.settings();
        md.heading(2, "3. Read path: latest N on a bucketed table")
                .paragraph(String.format(
                        Locale.ROOT,
                        "`recentBySource(source, %d)` on `log_messages_by_source_name` "
                                + "(one partition per source and day, newest first, lookback %d days), against a hand-written "
                                + "asynchronous bucket walk (`LIMIT` the rows still missing, one day back at a time). %d sources "
                                + "per density; reads pick a source at random, at most %d in flight, in %d blocks per round taking "
                                + "turns with the other variants'; %d warm-up and %d measured rounds. All variants returned the same rows: %s. Partitions touched = statements "
                                + "the reads executed (counted by the session wrapper as they are submitted, so a prefetch still "
                                + "in flight when its read ends counts) over reads; every statement selects one partition.",
                        s.limit(),
                        LOOKBACK,
                        s.sources(),
                        s.inFlight(),
                        s.blocks(),
                        s.warmups(),
                        s.rounds(),
                        result.sameResults() ? "checked, yes" : "**NO (check failed)**"));
        List<List<String>> rows = new ArrayList<>();
        for (Density density : result.densities()) {
            int minimal = density.minimalPartitions(s.limit(), LOOKBACK);
            for (String variant : result.rounds().keySet()) {
                List<Round> rounds = result.rounds().get(variant);
                rows.add(List.of(
                        density.name(),
                        variant,
                        Ratios.each(
                                        rounds,
                                        r -> r.byDensity().get(density.name()).partitionsPerRead())
                                .format(1, ""),
                        String.valueOf(minimal),
                        Ratios.each(
                                        rounds,
                                        r -> r.byDensity().get(density.name()).rowsPerRead())
                                .format(1, ""),
                        Ratios.each(
                                        rounds,
                                        r -> r.byDensity().get(density.name()).p50Micros() / 1000)
                                .format(2, " ms"),
                        Ratios.each(
                                        rounds,
                                        r -> r.byDensity().get(density.name()).p90Micros() / 1000)
                                .format(2, " ms")));
            }
        }
        md.table(
                List.of(
                        "density",
                        "variant",
                        "partitions per read",
                        "fewest possible",
                        "rows per read",
                        "p50 latency",
                        "p90 latency"),
                rows);
        List<List<String>> ratios = new ArrayList<>();
        for (Density density : result.densities()) {
            ratios.add(List.of(
                    density.name(),
                    describe(density),
                    latencyRatio("p50", density).format(),
                    latencyRatio("p90", density).format()));
        }
        md.paragraph("Latency, generated DAO ÷ hand-written walk, paired rounds:")
                .table(List.of("density", "messages", "p50", "p90"), ratios);
    }

    private static String describe(Density density) {
        return String.format(
                Locale.ROOT,
                "%d per bucket in %d of the last %d buckets",
                density.rowsPerBucket(),
                density.bucketsBack().size(),
                density.bucketsBack().get(density.bucketsBack().size() - 1) + 1);
    }
}
