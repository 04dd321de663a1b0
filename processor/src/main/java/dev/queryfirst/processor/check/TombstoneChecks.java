package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Numbers;
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

    TombstoneChecks(ProcessorOptions options, Reporter reporter, EntityDesign design, RowsPerPartition rows) {
        this.options = options;
        this.reporter = reporter;
        this.budget = new TombstoneBudget(design, rows);
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
                .map(s -> s.explanation() + ": " + Numbers.grouped(s.tombstones()))
                .collect(Collectors.joining("; "));
        String passThrough = estimate.passThrough() > 0
                ? "; up to " + Numbers.grouped(estimate.passThrough())
                        + " in the partition of a value every row passes through"
                : "";
        List<String> proposed = fixes.of(table, estimate, limit);
        reporter.report(
                fails ? Code.QF206 : Code.QF309,
                table.site(),
                table.name(),
                Numbers.grouped(estimate.perRead()),
                Numbers.grouped(fails ? options.maxTombstonesPerRead() : options.warnTombstonesPerRead()),
                RowsPerPartition.describe(java.time.Duration.ofSeconds((long) estimate.gcGrace())),
                estimate.entering(),
                sources + passThrough,
                limit > 0 ? " of " + limit : "",
                String.join("; or ", proposed));
    }
}
