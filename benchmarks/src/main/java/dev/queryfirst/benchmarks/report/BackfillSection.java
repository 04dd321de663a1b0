package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.backfill.BackfillBenchmark;
import dev.queryfirst.benchmarks.backfill.BackfillBenchmark.Round;
import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The backfill of a new table (docs/schema-evolution.md, "Backfill"): figures, verdict, Markdown. */
final class BackfillSection {

    private final BackfillBenchmark.Result result;
    private final List<Round> generated;
    private final List<Round> hand;

    BackfillSection(BackfillBenchmark.Result result) {
        this.result = result;
        this.generated = result.rounds().get(BackfillBenchmark.GENERATED);
        this.hand = result.rounds().get(BackfillBenchmark.HAND_WRITTEN);
    }

    private MedianInterval ratio() {
        return Ratios.of(generated, hand, Round::rowsPerSecond);
    }

    List<Verdict> verdicts() {
        boolean sameRows = generated.stream()
                        .allMatch(r -> r.rows() == result.settings().rows())
                && hand.stream().allMatch(r -> r.rows() == result.settings().rows());
        return List.of(
                Verdict.atLeast(
                        "backfill: rows/s of the QueryFirst backfill ÷ a hand-written token-range copy ≥ 0.8×",
                        ratio(),
                        0.8,
                        "both scan the same token ranges with the same page size and concurrency and write each copy "
                                + "with its source row's write time; the checkpoint per range, the time-to-live read "
                                + "and the progress report cost little next to the scan and the writes.",
                        "the backfill's extra work per row (each row's time to live read and checked, a checkpoint "
                                + "per range, the rate limiter's bookkeeping) costs more than the target allows."),
                Verdict.exact(
                        "backfill: every round of both copies copies every row",
                        generated.get(0).rows() + " of " + result.settings().rows() + " rows",
                        sameRows,
                        "each round of each variant copied exactly the rows of the source table.",
                        "a round copied another number of rows than the source table holds."));
    }

    void writeTo(Markdown md) {
        BackfillOptions options = result.options();
        md.heading(2, "5. Backfill: a new table filled from existing rows")
                .paragraph(String.format(
                        Locale.ROOT,
                        "%,d log messages in keyspace `logs_backfill`; the new table "
                                + "`log_messages_by_source_name_and_message_type` is filled from `log_messages_by_source_name` "
                                + "by `Backfill.run` on the generated table classes (what a generated `migrate` runs) and by a "
                                + "hand-written copy: the ring split into at least %d token ranges, %d scanned at once, pages of "
                                + "%d rows, 32 writes in flight per range, every copy `USING TIMESTAMP` of its source row. "
                                + "The backfill also reads each row's time to live and writes a checkpoint per range. %d "
                                + "warm-up and %d measured rounds, interleaved; every round copies every row again (the "
                                + "backfill's checkpoint is forgotten before each of its rounds).",
                        result.settings().rows(),
                        options.splits(),
                        options.concurrency(),
                        options.pageSize(),
                        result.settings().warmups(),
                        result.settings().rounds()));
        List<List<String>> rows = new ArrayList<>();
        for (String variant : result.rounds().keySet()) {
            rows.add(List.of(
                    variant,
                    Ratios.each(result.rounds().get(variant), Round::rowsPerSecond)
                            .format(0, " rows/s")));
        }
        rows.add(List.of("QueryFirst ÷ hand-written (paired rounds)", ratio().format()));
        md.table(List.of("copy", "rows per second"), rows);
    }
}
