package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The check phase: sizes every partition of an entity's tables (docs/sizing.md) and reports what would
 * hurt in production (QF2xx errors, QF3xx warnings) with the numbers and a fix. Pure functions of
 * the design; every finding goes to the {@link Sink}.
 */
public final class Checker {

    private final ProcessorOptions options;
    private final Sink sink;

    public Checker(ProcessorOptions options, Sink sink) {
        this.options = Objects.requireNonNull(options, "options");
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    /** Sizes every table of the design, reports QF2xx/QF3xx, returns the estimates for the report. */
    public List<PartitionEstimate> check(EntityDesign design, Map<String, EntityModel> known) {
        EntityModel entity = design.entity();
        Reporter reporter = new Reporter(options, sink, entity);
        ColumnSizes sizes = new ColumnSizes(options.defaultTextBytes());
        PartitionChecks partitions = new PartitionChecks(options, reporter, design, known, sizes);
        SaveBatch batch = new SaveBatch(options, reporter, design, sizes, new RowsPerPartition(entity, known, options));
        List<TableModel> batched = entity.hasCounters() ? List.of() : batch.batched();
        // A save of one statement is sent alone: no batch to account for.
        int statements = batched.size() + design.directories().size();
        List<PartitionEstimate> estimates = new ArrayList<>();
        for (TableModel table : design.tables()) {
            PartitionEstimate estimate = partitions.check(table);
            estimates.add(
                    statements > 1 && batched.contains(table) ? withBatchLine(estimate, batch.write(table)) : estimate);
        }
        for (DirectoryModel directory : design.directories()) {
            PartitionEstimate estimate = DirectorySizing.estimate(directory, sizes, options);
            estimates.add(statements > 1 ? withBatchLine(estimate, batch.listing(directory)) : estimate);
        }
        new EntityChecks(options, reporter, design, known, sizes).check();
        new MaskChecks(reporter, design).check();
        batch.check();
        new OptionChecks(reporter, design).check(statements);
        LiveReferenceCheck.check(design, known, options.maxPartitionRows(), sink);
        return List.copyOf(estimates);
    }

    /** The estimate with the table's share of a save's logged batch (QF307) as its last line. */
    private static PartitionEstimate withBatchLine(PartitionEstimate estimate, MutationSize.Write write) {
        List<String> arithmetic = new ArrayList<>(estimate.arithmetic());
        arithmetic.add("in a save's logged batch: " + Numbers.grouped(write.bytes())
                + " bytes as Cassandra counts them (" + write.explanation() + ")");
        return new PartitionEstimate(
                estimate.table(),
                estimate.bounded(),
                estimate.known(),
                estimate.rowsPerPartition(),
                estimate.valuesPerPartition(),
                estimate.bytesPerPartition(),
                estimate.partitionsPerRead(),
                List.copyOf(arithmetic),
                estimate.tombstonesPerRead(),
                estimate.shape());
    }
}
