package dev.queryfirst.processor;

import dev.queryfirst.processor.check.Checker;
import dev.queryfirst.processor.check.GeneratedTypes;
import dev.queryfirst.processor.derive.Deriver;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Derive and check, per entity, after read: diagnostics go to the {@link Reporter}, and a clean
 * entity's generated class names are claimed and its design, estimates and warnings are kept
 * for the keyspace-wide outputs. Holds only plain model records, so it lives across rounds.
 */
final class EntityPipeline {

    /**
     * One clean entity.
     *
     * @param design its tables, indexes and plans
     * @param estimates the sizing of each table, for the report
     * @param warnings the warnings reported on it, for the report
     */
    record Result(EntityDesign design, List<PartitionEstimate> estimates, List<Diagnostic> warnings) {}

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final Map<String, Result> clean = new LinkedHashMap<>();
    private final GeneratedTypes generatedTypes = new GeneratedTypes();

    EntityPipeline(ProcessorOptions options, Reporter reporter) {
        this.options = options;
        this.reporter = reporter;
    }

    /**
     * Derives and checks one entity, and keeps its result when it has no error.
     *
     * @return the result of a clean entity (whose own sources may then be written), else empty
     */
    Optional<Result> run(EntityModel entity, Map<String, EntityModel> known) {
        Sink sink = new Sink();
        EntityDesign design = new Deriver(options, sink).derive(entity, known);
        List<PartitionEstimate> estimates = List.of();
        if (!sink.hasErrors()) {
            estimates = new Checker(options, sink).check(design, known);
            generatedTypes.check(design, sink);
        }
        // Check leaves out the warnings the entity suppresses, and strict mode has made errors of
        // the "cannot verify" ones: what is in the sink is what the user sees.
        reporter.report(sink.all());
        if (sink.hasErrors()) {
            return Optional.empty();
        }
        generatedTypes.claim(design);
        Result result = new Result(design, estimates, sink.all());
        clean.put(entity.qualifiedName(), result);
        return Optional.of(result);
    }

    /** Every clean entity so far, in the order they were processed. */
    List<Result> clean() {
        return List.copyOf(clean.values());
    }
}
