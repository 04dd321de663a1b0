package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.EntityModel;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a projected access pattern's table holds besides its key (docs/mapping-rules.md, "Projections"): the columns of the
 * attributes its {@code select} names. A selected reference brings every column pushed down from
 * it; an unknown name is QF101 on its entry, like an unknown {@code where}.
 */
final class Projections {

    private Projections() {}

    /**
     * The names of the selected columns; empty after reporting QF101. A pattern without
     * {@code select} selects every column.
     */
    static Optional<Set<String>> selectedColumns(
            AccessPatternModel pattern, EntityModel entity, Flattened flat, Sink sink) {
        Set<String> selected = new LinkedHashSet<>();
        boolean ok = true;
        List<String> select = pattern.projected() ? pattern.select() : List.of();
        for (int i = 0; i < select.size(); i++) {
            String path = select.get(i);
            if (Paths.resolve(path, "select", i, pattern, entity, flat, sink).isEmpty()) {
                ok = false;
                continue;
            }
            flat.columns().stream()
                    .filter(c -> c.dottedPath().equals(path) || c.dottedPath().startsWith(path + "."))
                    .forEach(c -> selected.add(c.name()));
        }
        if (!pattern.projected()) {
            flat.columns().forEach(c -> selected.add(c.name()));
        }
        return ok ? Optional.of(selected) : Optional.empty();
    }
}
