package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.fleet.LiveCopyBenchmark;
import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.write.WriteBenchmark;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Live copies from the referenced entity's table: what the read costs a save. */
final class LiveCopySection {

    private final LiveCopyBenchmark.Result result;

    LiveCopySection(LiveCopyBenchmark.Result result) {
        this.result = result;
    }

    /** Save throughput before ÷ after: above 1, the read costs throughput. */
    private MedianInterval beforeOverAfter() {
        return Ratios.of(
                result.rounds().get(LiveCopyBenchmark.FROM_THE_OBJECT),
                result.rounds().get(LiveCopyBenchmark.FROM_THE_TABLE),
                WriteBenchmark.Round::perSecond);
    }

    private MedianInterval latencyAfterOverBefore(java.util.function.ToDoubleFunction<WriteBenchmark.Round> figure) {
        return Ratios.of(
                result.rounds().get(LiveCopyBenchmark.FROM_THE_TABLE),
                result.rounds().get(LiveCopyBenchmark.FROM_THE_OBJECT),
                figure);
    }

    void writeTo(Markdown md) {
        WriteBenchmark.Settings s = result.settings();
        md.heading(2, "8. Live copies read from the referenced entity's table")
                .paragraph(String.format(
                        Locale.ROOT,
                        "`DeviceDao.save(device)` copies the device's site (name, region, renamed-at: static in "
                                + "`devices_by_site_id`, plain in `devices` and `devices_by_site_id_and_status`) from the "
                                + "site's table, read while the device's previous state is read, so that a `Site` read "
                                + "before a rename does not write the old name back. Against it, the same save as the DAO "
                                + "made it before: the previous state read, the same batch, the site copied from the "
                                + "object passed. Each round saves %,d devices per variant (over %d sites), each moving its "
                                + "rows (a new `lastSeen` and status), at most %d in flight, in %d blocks, %d warm-up and %d "
                                + "measured rounds. Every save passes a site object read before the site's rename: after "
                                + "the rounds the generated DAO's copies hold the new names, the other's the old ones: %s.",
                        s.saves(),
                        result.sites(),
                        s.inFlight(),
                        s.blocks(),
                        s.warmups(),
                        s.rounds(),
                        result.namesAsExpected() ? "checked, yes" : "**NOT as expected**"))
                .paragraph("Save throughput before ÷ after (the cost of the read; 1.00× would be free): "
                        + beforeOverAfter().format() + ". Latency after ÷ before: p50 "
                        + latencyAfterOverBefore(WriteBenchmark.Round::p50Micros)
                                .format() + ", p99 "
                        + latencyAfterOverBefore(WriteBenchmark.Round::p99Micros)
                                .format() + ". No target is set for it: it is the price of never writing a stale"
                        + " copy back. Each save reads one more partition per live reference (here the site's row),"
                        + " sent together with the read of the device's previous state, so a save waits for the"
                        + " slower of two reads where it waited for one, and the node serves twice the reads; the"
                        + " batch that follows is the same.");
        List<List<String>> rows = new ArrayList<>();
        for (String variant : result.rounds().keySet()) {
            List<WriteBenchmark.Round> rounds = result.rounds().get(variant);
            rows.add(List.of(
                    variant,
                    Ratios.each(rounds, WriteBenchmark.Round::perSecond).format(0, " /s"),
                    Ratios.each(rounds, r -> r.p50Micros() / 1000).format(2, " ms"),
                    Ratios.each(rounds, r -> r.p99Micros() / 1000).format(2, " ms")));
        }
        md.table(List.of("variant", "saves per second", "p50 latency", "p99 latency"), rows);
    }
}
