package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.TombstoneMessages;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * QF309 when a read of a table may scan more tombstones than Cassandra's
 * {@code tombstone_warn_threshold} (the node logs a warning for each such read), QF206 past its
 * {@code tombstone_failure_threshold} (the node aborts the read), with the arithmetic of
 * {@link TombstoneBudget} and the fixes of {@link TombstoneFixes}.
 */
final class TombstoneChecks {

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final TombstoneBudget budget;
    private final TombstoneFixes fixes;

    TombstoneChecks(ProcessorOptions options, Reporter reporter, EntityDesign design) {
        this.options = options;
        this.reporter = reporter;
        this.budget = new TombstoneBudget(design);
        this.fixes = new TombstoneFixes(options, design);
    }

    /**
     * The table's tombstone budget, its lines added to {@code arithmetic}, reported when {@code
     * report} and it is over a threshold; empty when the table's rows never leave their partition.
     */
    Optional<TombstoneBudget.Estimate> check(
            TableModel table, RowEstimate nr, int limit, List<String> arithmetic, boolean report) {
        Optional<TombstoneBudget.Estimate> estimate = budget.estimate(table, nr);
        estimate.ifPresent(e -> {
            arithmetic.addAll(budget.arithmetic(e, limit));
            if (report) {
                report(table, e, limit);
            }
        });
        return estimate;
    }

    private void report(TableModel table, TombstoneBudget.Estimate estimate, int limit) {
        boolean fails = estimate.perRead() > options.maxTombstonesPerRead();
        if (!fails && estimate.perRead() <= options.warnTombstonesPerRead()) {
            return;
        }
        String sources = estimate.sources().stream()
                .map(TombstoneBudget.Source::explanation)
                .collect(Collectors.joining("; "));
        String upTo = estimate.passThrough() > 0
                ? Phrase.UP_TO_PASS_THROUGH
                        .with("tombstones", Numbers.grouped(estimate.passThrough()))
                        .text()
                : "";
        long threshold = fails ? options.maxTombstonesPerRead() : options.warnTombstonesPerRead();
        reporter.report(
                table.site(),
                (fails ? TombstoneMessages.TOMBSTONES_OVER_FAILURE : TombstoneMessages.TOMBSTONES_OVER_WARNING)
                        .with("table", table.name())
                        .with("tombstones", Numbers.grouped(estimate.perRead()))
                        .with("threshold", Numbers.grouped(threshold))
                        .with("gcGrace", TombstoneBudget.gcGraceText(estimate.gcGrace()))
                        .with("entering", estimate.entering())
                        .with("sources", sources)
                        .with("upTo", upTo)
                        .with(
                                "readOf",
                                limit > 0 ? Phrase.READ_OF.with("limit", limit).text() : "")
                        .with("fixes", String.join("; or ", fixes.of(table, estimate, limit))));
    }
}
