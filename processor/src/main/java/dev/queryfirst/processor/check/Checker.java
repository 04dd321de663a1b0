package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
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
        List<PartitionEstimate> estimates = new ArrayList<>();
        for (TableModel table : design.tables()) {
            estimates.add(partitions.check(table));
        }
        design.directories().forEach(d -> estimates.add(DirectorySizing.estimate(d, sizes, options)));
        new EntityChecks(options, reporter, design, known, sizes).check();
        return List.copyOf(estimates);
    }
}
