package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.harness.Summary;
import dev.queryfirst.benchmarks.read.Density;
import dev.queryfirst.benchmarks.read.DirectoryBenchmark;
import dev.queryfirst.benchmarks.read.HandWrittenBucketWalk;
import dev.queryfirst.benchmarks.read.ReadBenchmark;
import dev.queryfirst.benchmarks.read.ReadBenchmark.Round;
import dev.queryfirst.benchmarks.write.WriteBenchmark;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** The bucket directory (docs/mapping-rules.md, "Bucket directories"): figures, verdicts, Markdown. */
final class DirectorySection {

    private static final int LOOKBACK = HandWrittenBucketWalk.LOOKBACK;

    private final DirectoryBenchmark.Result result;

    DirectorySection(DirectoryBenchmark.Result result) {
        this.result = result;
    }

    private int limit() {
        return result.settings().read().limit();
    }

    private Summary each(String variant, Density density, ToDoubleFunction<ReadBenchmark.Figures> figure) {
        return Ratios.each(
                result.reads().get(variant),
                r -> figure.applyAsDouble(r.byDensity().get(density.name())));
    }

    private MedianInterval latencyRatio(Density density, ToDoubleFunction<ReadBenchmark.Figures> figure) {
        List<Round> listed = result.reads().get(DirectoryBenchmark.DIRECTORY);
        List<Round> walk = result.reads().get(DirectoryBenchmark.WALK);
        return Ratios.of(listed, walk, r -> figure.applyAsDouble(r.byDensity().get(density.name())));
    }

    private MedianInterval writeRatio() {
        return writeRatio(DirectoryBenchmark.WITH);
    }

    private MedianInterval writeRatio(String variant) {
        return Ratios.of(
                result.writes().get(variant),
                result.writes().get(DirectoryBenchmark.WITHOUT),
                WriteBenchmark.Round::perSecond);
    }

    List<Verdict> verdicts() {
        List<Verdict> verdicts = new ArrayList<>();
        List<String> touched = new ArrayList<>();
        List<String> over = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        List<String> short_ = new ArrayList<>();
        for (Density density : result.densities()) {
            Summary partitions = each(DirectoryBenchmark.DIRECTORY, density, ReadBenchmark.Figures::partitionsPerRead);
            int minimal = density.minimalListedPartitions(limit());
            touched.add(String.format(Locale.ROOT, "%s %.1f (fewest %d)", density.name(), partitions.max(), minimal));
            if (partitions.max() > minimal) {
                over.add(density.name());
            }
            Summary read = each(DirectoryBenchmark.DIRECTORY, density, ReadBenchmark.Figures::rowsPerRead);
            int existing = Math.min(limit(), density.messages());
            rows.add(String.format(Locale.ROOT, "%s %.1f of %d", density.name(), read.min(), existing));
            if (read.min() < existing) {
                short_.add(density.name());
            }
        }
        verdicts.add(Verdict.exact(
                "directory: partitions touched per read = 1 + the non-empty buckets the rows need, every density",
                String.join("; ", touched),
                over.isEmpty(),
                "every read lists the source's non-empty days once, then reads only the days holding the "
                        + "rows it returns, however far apart they are (the most of any round is shown).",
                "the directory read touched more partitions than the minimum for: " + String.join(", ", over) + "."));
        verdicts.add(Verdict.exact(
                "directory: rows returned = N whenever N rows exist",
                String.join("; ", rows) + (result.complete() ? "; same rows as the walks, checked" : ""),
                short_.isEmpty() && result.complete(),
                "every read returns min(N, messages) rows, newest first, the walks' rows where their lookback "
                        + "reaches every message, and all of them where it does not (fewest of any round shown).",
                "the directory returned fewer rows than exist for: " + String.join(", ", short_)
                        + (result.complete() ? "" : ", or other rows than the walks") + "."));
        verdicts.add(Verdict.atLeast(
                "directory: write throughput with ≥ 0.9 × without, LOGGED mode",
                writeRatio(),
                0.9,
                "a DAO that wrote a key's entry in the last 30 minutes leaves it out of the batch, so the saves "
                        + "of a source that saved before in the day send the same three copies as without the "
                        + "directory; the upserts ride in the batch of a key's first save of a bucket only.",
                "saves with the directory sent more, or slower, batches than without it: see the variant writing "
                        + "both entries every save below for what the upserts cost."));
        return verdicts;
    }

    void writeTo(Markdown md) {
        ReadBenchmark.Settings s = result.settings().read();
        WriteBenchmark.Settings w = result.settings().write();
        md.heading(2, "7. Bucket directory: sparse keys")
                .paragraph(String.format(
                        Locale.ROOT,
                        "`recentBySource(source, %d)` through `listed_by_source_buckets` "
                                + "(`@TimeBucket(directory = true)`: list the source's non-empty days, then read only "
                                + "those: the newest alone, then as many at once as the rows still wanted need) "
                                + "against the generated walk and the hand-written walk over "
                                + "`log_messages_by_source_name` (lookback %d days), on the same messages: the read path's "
                                + "densities, and one whose messages lie beyond the lookback. %d sources per density, "
                                + "at most %d reads in flight, %d blocks per round, %d warm-up and %d measured rounds. "
                                + "Partitions touched = statements executed over reads (the directory listing counts as "
                                + "one). Fewest possible: for the walks, the buckets back to the N-th newest message or "
                                + "the whole lookback; for the directory, 1 + the non-empty buckets holding the rows "
                                + "returned.",
                        s.limit(),
                        LOOKBACK,
                        s.sources(),
                        s.inFlight(),
                        s.blocks(),
                        s.warmups(),
                        s.rounds()));
        List<List<String>> rows = new ArrayList<>();
        for (Density density : result.densities()) {
            for (String variant : result.reads().keySet()) {
                int minimal = variant.equals(DirectoryBenchmark.DIRECTORY)
                        ? density.minimalListedPartitions(s.limit())
                        : density.minimalPartitions(s.limit(), LOOKBACK);
                rows.add(List.of(
                        density.name(),
                        variant,
                        each(variant, density, ReadBenchmark.Figures::partitionsPerRead)
                                .format(1, ""),
                        String.valueOf(minimal),
                        each(variant, density, ReadBenchmark.Figures::rowsPerRead)
                                .format(1, ""),
                        String.valueOf(Math.min(s.limit(), density.messages())),
                        each(variant, density, f -> f.p50Micros() / 1000).format(2, " ms"),
                        each(variant, density, f -> f.p90Micros() / 1000).format(2, " ms")));
            }
        }
        md.table(
                List.of(
                        "density",
                        "variant",
                        "partitions per read",
                        "fewest possible",
                        "rows per read",
                        "rows that exist (≤ N)",
                        "p50 latency",
                        "p90 latency"),
                rows);
        List<List<String>> ratios = new ArrayList<>();
        for (Density density : result.densities()) {
            ratios.add(List.of(
                    density.name(),
                    latencyRatio(density, ReadBenchmark.Figures::p50Micros).format(),
                    latencyRatio(density, ReadBenchmark.Figures::p90Micros).format()));
        }
        md.paragraph("Read latency, directory ÷ generated walk, paired rounds (below 1: the directory is faster):")
                .table(List.of("density", "p50", "p90"), ratios);
        List<List<String>> writes = new ArrayList<>();
        for (String variant : result.writes().keySet()) {
            writes.add(List.of(
                    variant,
                    Ratios.each(result.writes().get(variant), WriteBenchmark.Round::perSecond)
                            .format(0, " /s"),
                    Ratios.each(result.writes().get(variant), r -> r.p50Micros() / 1000)
                            .format(2, " ms")));
        }
        md.paragraph(String.format(
                        Locale.ROOT,
                        "Saves in `LOGGED` mode (the default): `LogMessage` (3 tables) against `ListedLogMessage` "
                                + "(the same 3 tables and 2 directory entries, one per day-bucketed table), %d fresh "
                                + "messages per round from 5,000 sources within the last hour, %d in flight, %d "
                                + "blocks, %d warm-up and %d measured rounds. A DAO leaves out of its batch an entry "
                                + "it wrote in the last 30 minutes (`DaoOptions.withDirectoryCache`, on by default). "
                                + "The entity declares 50 million messages a day from 5,000 sources: every source "
                                + "saves each message type many times a minute, so its day's entries are written in "
                                + "the day's first seconds; before the rounds both DAOs save one message of each type "
                                + "of %,d sources in each day the rounds fall in, which puts the DAO in that state "
                                + "(the rounds alone, a few thousand saves over 25,000 source-and-type keys, cannot). "
                                + "Throughput with ÷ without the directory: %s (the target). With every save "
                                + "writing both entries (`withDirectoryCache(0)`: the cost for a key that saves "
                                + "less often than every half hour, not a target): %s.",
                        w.saves(),
                        w.inFlight(),
                        w.blocks(),
                        w.warmups(),
                        w.rounds(),
                        result.settings().sourcesSavedFirst(),
                        writeRatio().format(),
                        writeRatio(DirectoryBenchmark.WITH_EVERY_TIME).format()))
                .table(List.of("variant", "saves per second", "p50 latency"), writes);
    }
}
