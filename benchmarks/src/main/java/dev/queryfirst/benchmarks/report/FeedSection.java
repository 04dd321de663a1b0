package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.feed.FeedBenchmark;
import dev.queryfirst.benchmarks.feed.FeedBenchmark.Round;
import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.harness.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** The sharded feed (docs/mapping-rules.md, "Shards"): figures, verdicts and their Markdown. */
final class FeedSection {

    /** Sharded writes keep at least this share of the unsharded throughput. */
    static final double WRITE_RATIO = 0.9;
    /** A sharded read's median latency stays within this multiple of the unsharded one's. */
    static final double READ_RATIO = 2.5;

    private final FeedBenchmark.Result result;

    FeedSection(FeedBenchmark.Result result) {
        this.result = result;
    }

    private MedianInterval ratio(ToDoubleFunction<Round> figure) {
        return Ratios.of(
                result.rounds().get(FeedBenchmark.SHARDED), result.rounds().get(FeedBenchmark.UNSHARDED), figure);
    }

    private Summary each(String variant, ToDoubleFunction<Round> figure) {
        return Ratios.each(result.rounds().get(variant), figure);
    }

    List<Verdict> verdicts() {
        List<Verdict> verdicts = new ArrayList<>();
        verdicts.add(Verdict.atLeast(
                String.format(Locale.ROOT, "sharded feed writes: throughput ≥ %.1f× the unsharded feed's", WRITE_RATIO),
                ratio(Round::writesPerSecond),
                WRITE_RATIO,
                "a sharded write costs one hash of the key and one more partition-key column, no extra statement.",
                "computing the shard, or the wider partition key, slowed the writes more than the target allows."));
        verdicts.add(Verdict.atMost(
                String.format(Locale.ROOT, "sharded feed reads: p50 latency ≤ %.1f× the unsharded feed's", READ_RATIO),
                ratio(Round::p50Micros),
                READ_RATIO,
                "the " + FeedBenchmark.SHARDS + " shards of a day are read concurrently, so a read waits for the"
                        + " slowest of them and the merge, not for their sum.",
                "reading the shards and merging them costs more than the target allows on this machine."));
        Summary sharded = each(FeedBenchmark.SHARDED, Round::partitionsPerRead);
        Summary unsharded = each(FeedBenchmark.UNSHARDED, Round::partitionsPerRead);
        boolean exact = result.sameResults()
                && sharded.min() == sharded.max()
                && unsharded.min() == unsharded.max()
                && sharded.median() == FeedBenchmark.SHARDS * unsharded.median();
        verdicts.add(Verdict.exact(
                "sharded feed reads: partitions per read = " + FeedBenchmark.SHARDS
                        + " × the unsharded feed's, and the same posts in the same order",
                String.format(
                        Locale.ROOT,
                        "%.1f vs %.1f; same posts: %s",
                        sharded.median(),
                        unsharded.median(),
                        result.sameResults() ? "yes" : "no"),
                exact,
                "every read asks each of the " + FeedBenchmark.SHARDS + " shards of today once, as the sizing of a"
                        + " sharded read says (one partition per shard), and the merge returns what the unsharded partition returns.",
                "the sharded read touched another number of partitions, or returned other posts."));
        return verdicts;
    }

    void writeTo(Markdown md) {
        FeedBenchmark.Settings s = result.settings();
        md.heading(2, "6. Sharded feed: writes and latest N")
                .paragraph(String.format(
                        Locale.ROOT,
                        "A site-wide feed with no `where` (KillrVideo's `latest_videos`): the same posts in "
                                + "`posts_by_posted_at_day` (one partition per day) and in `sharded_posts_by_posted_at_day` "
                                + "(`shards = %d`). Each round, each variant writes %d posts (to an earlier day) and reads "
                                + "`latest(%d)` %d times, one at a time, from today's %d posts (writes: at most %d in flight), in %d"
                                + " blocks taking turns; "
                                + "%d warm-up and %d measured rounds. Both feeds returned the same posts in the same order: %s. "
                                + "On one node every shard lives on the same replica: the write figures show what sharding "
                                + "costs, not the spread over %d replica sets it buys on a cluster.",
                        FeedBenchmark.SHARDS,
                        s.writes(),
                        s.limit(),
                        s.reads(),
                        s.postsToday(),
                        s.inFlight(),
                        s.blocks(),
                        s.warmups(),
                        s.rounds(),
                        result.sameResults() ? "checked, yes" : "**NO (check failed)**",
                        FeedBenchmark.SHARDS));
        List<List<String>> rows = new ArrayList<>();
        for (String variant : result.rounds().keySet()) {
            rows.add(List.of(
                    variant,
                    each(variant, Round::writesPerSecond).format(0, "/s"),
                    each(variant, Round::partitionsPerRead).format(1, ""),
                    each(variant, r -> r.p50Micros() / 1000).format(2, " ms"),
                    each(variant, r -> r.p90Micros() / 1000).format(2, " ms")));
        }
        md.table(List.of("variant", "writes", "partitions per read", "p50 read latency", "p90 read latency"), rows)
                .paragraph("Sharded ÷ unsharded, paired rounds:")
                .table(
                        List.of("write throughput", "p50 read latency", "p90 read latency"),
                        List.of(List.of(
                                ratio(Round::writesPerSecond).format(),
                                ratio(Round::p50Micros).format(),
                                ratio(Round::p90Micros).format())));
    }
}
