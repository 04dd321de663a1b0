package dev.queryfirst.processor.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.queryfirst.processor.derive.Deriver;
import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import java.util.List;
import java.util.Map;

/** Derives and checks one entity the way the processor does, keeping what was said. */
final class Checks {

    final Sink sink = new Sink();
    final List<PartitionEstimate> estimates;

    private Checks(ProcessorOptions options, EntityModel entity, EntityModel... others) {
        Map<String, EntityModel> known = Models.known(others);
        known.put(entity.qualifiedName(), entity);
        EntityDesign design = new Deriver(options, sink).derive(entity, known);
        assertEquals(List.of(), sink.all(), "derive is clean");
        estimates = new Checker(options, sink).check(design, known);
    }

    static Checks of(EntityModel entity, EntityModel... others) {
        return new Checks(ProcessorOptions.defaults(), entity, others);
    }

    static Checks of(ProcessorOptions options, EntityModel entity, EntityModel... others) {
        return new Checks(options, entity, others);
    }

    PartitionEstimate estimate(String table) {
        return estimates.stream()
                .filter(e -> e.table().equals(table))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no estimate for " + table + " in " + estimates));
    }

    List<Diagnostic> all(Code code) {
        return sink.all().stream().filter(d -> d.code() == code).toList();
    }

    /** The single diagnostic of {@code code}; fails if there are none or several. */
    Diagnostic only(Code code) {
        List<Diagnostic> found = all(code);
        assertEquals(1, found.size(), () -> code + " once expected in " + sink.all());
        return found.get(0);
    }

    void none(Code code) {
        assertEquals(List.of(), all(code));
    }

    void clean() {
        assertEquals(List.of(), sink.all());
    }
}
