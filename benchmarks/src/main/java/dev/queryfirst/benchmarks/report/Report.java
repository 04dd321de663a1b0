package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.Scale;
import dev.queryfirst.benchmarks.backfill.BackfillBenchmark;
import dev.queryfirst.benchmarks.compile.CompileBenchmark;
import dev.queryfirst.benchmarks.feed.FeedBenchmark;
import dev.queryfirst.benchmarks.fleet.LiveCopyBenchmark;
import dev.queryfirst.benchmarks.read.DirectoryBenchmark;
import dev.queryfirst.benchmarks.read.ReadBenchmark;
import dev.queryfirst.benchmarks.write.WriteBenchmark;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code BENCHMARKS.md}: how it was produced and on what, every target with its verdict, then
 * every figure with the method behind it.
 */
public final class Report {

    private final Scale scale;
    private final String command;
    private final Machine machine;
    private final String cassandra;
    private final Duration elapsed;
    private final WriteSection write;
    private final ReadSection read;
    private final CompileSection compile;
    private final FeedSection feed;
    private final HotPathSection hotPath;
    private final BackfillSection backfill;
    private final DirectorySection directory;
    private final LiveCopySection liveCopies;

    /** The report of one run. */
    public Report(
            Scale scale,
            String command,
            Machine machine,
            String cassandra,
            WriteBenchmark.Result write,
            ReadBenchmark.Result read,
            CompileBenchmark.Result compile,
            BackfillBenchmark.Result backfill,
            FeedBenchmark.Result feed,
            DirectoryBenchmark.Result directory,
            LiveCopyBenchmark.Result liveCopies,
            Duration elapsed) {
        this.scale = scale;
        this.command = command;
        this.machine = machine;
        this.cassandra = cassandra;
        this.elapsed = elapsed;
        this.write = new WriteSection(write);
        this.read = new ReadSection(read);
        this.compile = new CompileSection(compile);
        this.feed = new FeedSection(feed);
        this.hotPath = new HotPathSection(write.hotPath(), read.hotPath());
        this.backfill = new BackfillSection(backfill);
        this.directory = new DirectorySection(directory);
        this.liveCopies = new LiveCopySection(liveCopies);
    }

    /** Every verdict, in the order of the issue. */
    public List<Verdict> verdicts() {
        List<Verdict> all = new ArrayList<>(write.verdicts());
        all.addAll(read.verdicts());
        all.addAll(compile.verdicts());
        all.addAll(backfill.verdicts());
        all.addAll(feed.verdicts());
        all.addAll(directory.verdicts());
        all.addAll(hotPath.verdicts());
        return all;
    }

    /** The whole document. */
    public String markdown() {
        Markdown md = new Markdown();
        md.heading(1, "QueryFirst benchmarks")
                .paragraph("QueryFirst's speed claims, measured side by side in one run against one testkit "
                        + "Cassandra node. Every figure that compares is a **ratio of paired rounds**: round k of one "
                        + "variant divided by round k of the other, which ran next to it, so load that slowed both "
                        + "cancels. A ratio reads `median [low, high] (coverage)`: the median of the paired rounds' ratios "
                        + "and its distribution-free interval (see \"Method\"); other figures read `median (min–max)` "
                        + "over the measured rounds. Warm-up rounds are thrown away. A target is met when its whole "
                        + "interval meets it, **not met** when its whole interval misses it, and *unresolved on this "
                        + "machine* when the interval straddles it. Absolute times are shown for context only: they depend on the machine "
                        + "and on what else ran on it.")
                .paragraph("How close the compile-time estimates come to what a node measures (every sample table's "
                        + "mean partition bytes and rows against a ±25 % target) and what a rehearsal costs are in "
                        + "[REHEARSAL.md](REHEARSAL.md), written by the `rehearsal` profile.")
                .paragraph("Produced by:")
                .code(command)
                .paragraph("The same command then writes the sections \"Read path end to end\" and \"Client work per "
                        + "shape, without the node (JMH)\" below (alone: `-Pbench-reads`, `-Pbench-client`); the "
                        + "Spark, Spring Boot starter, tenant and rehearsal sections are written by their own profiles "
                        + "and kept as they are.")
                .bullets(List.of(
                        "date: " + LocalDate.now(ZoneOffset.UTC) + ", scale `" + scale.name() + "`, whole run "
                                + String.format(Locale.ROOT, "%.1f min", elapsed.toMillis() / 60_000.0),
                        "machine: " + machine.cores() + " cores, " + machine.os(),
                        "JDK: " + machine.jdk() + " (benchmarks and compiler); Cassandra " + cassandra
                                + " (testkit node, forked JVM on the same machine)",
                        "one-minute load average during the run: " + machine.loadSamples()
                                + (machine.maxLoad() > machine.cores()
                                        ? " — above the core count: other processes competed for the CPU, so absolute figures "
                                                + "are pessimistic and spreads wide; the paired ratios are what to read."
                                        : "")));
        List<List<String>> rows = new ArrayList<>();
        List<Verdict> verdicts = verdicts();
        for (Verdict verdict : verdicts) {
            rows.add(List.of(
                    verdict.target(), verdict.measured(), verdict.outcome().label()));
        }
        md.heading(2, "Targets").table(List.of("target", "measured", "verdict"), rows);
        List<String> sentences = new ArrayList<>();
        for (Verdict verdict : verdicts) {
            sentences.add(verdict.target() + " — " + verdict.sentence());
        }
        md.bullets(sentences);
        write.writeTo(md);
        read.writeTo(md);
        compile.writeTo(md);
        backfill.writeTo(md);
        feed.writeTo(md);
        directory.writeTo(md);
        liveCopies.writeTo(md);
        hotPath.writeTo(md);
        md.heading(2, "Method")
                .bullets(List.of(
                        "Interleaved rounds: a round's work of each variant is cut into blocks that take turns, so a "
                                + "burst of load or a flush or compaction of the node falls on every variant alike, and round k "
                                + "of two variants covers the same stretch of time. The order within a turn follows a Williams "
                                + "design (every variant runs first, and right after every other, equally often), and each "
                                + "round is led by another variant.",
                        "Bounded concurrency: a fixed number of asynchronous operations in flight (a semaphore), latency "
                                + "from submission to completion; throughput is operations over the round's wall time.",
                        "Client work: the same savers on a session that prepares for real and completes every execution "
                                + "at once, on one thread: time and allocation of each variant's own code, free of the node.",
                        "Allocation: the sum of `ThreadMXBean.getThreadAllocatedBytes` over every thread of the "
                                + "benchmark JVM (caller and driver I/O threads) before and after a round, over saves; the "
                                + "harness's own small per-save allocation is in every variant.",
                        "GC: `System.gc()` before every round and every compile, outside the timed part.",
                        "Ratios of paired rounds are taken for every figure. The interval of a median ratio is the "
                                + "order-statistic interval [r(k), r(n+1−k)] of the n sorted ratios, which holds the true "
                                + "median with probability 1 − 2 P(Binomial(n, ½) < k), k the largest keeping that at 95 % or "
                                + "more: 15 rounds (write path, write modes, reads, feed, directory, live copies, backfill, "
                                + "read path end to end) give [r(4), r(12)], 96 %; the compile benchmark's 2 or 3 rounds of "
                                + "minutes each are too few for 95 %, so its interval is all of them, with its coverage (75 % "
                                + "for 3 rounds) stated; fewer than 3 rounds (2 compiles on a very busy machine, or the "
                                + "smoke scale) resolve no target. One function (`MedianInterval`) computes every interval and every "
                                + "verdict.",
                        "The node: a testkit `EmbeddedCassandra` (forked JVM, 1 GB heap) on the same cores as the "
                                + "benchmark; single node, replication factor 1, default consistency (LOCAL_ONE)."));
        return md.toString();
    }
}
