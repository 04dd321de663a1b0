package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.PatternMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.Ordering;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves every attribute path an access pattern names ({@code where}, {@code partitionBy},
 * {@code range}, {@code orderBy}, {@code select}) to the entity's columns, once, into a
 * {@link ResolvedPattern}. Reports what is wrong with the paths themselves: QF101 for an unknown
 * one, QF104 for a {@code where} entry named twice or a {@code range} that is not one column (or
 * is also in {@code where}), QF106 for a {@code where} or {@code range} column no key can hold.
 */
final class PatternResolver {

    private final EntityModel entity;
    private final Flattened flat;
    private final Sink sink;

    PatternResolver(EntityModel entity, Flattened flat, Sink sink) {
        this.entity = entity;
        this.flat = flat;
        this.sink = sink;
    }

    /** The resolved pattern, or empty when one of its paths is at fault (every fault reported). */
    Optional<ResolvedPattern> resolve(AccessPatternModel pattern) {
        Optional<List<FlatColumn>> where = where(pattern);
        Optional<FlatColumn> range = pattern.hasRange() ? range(pattern, where.orElse(List.of())) : Optional.empty();
        Optional<List<ResolvedPattern.Ordered>> orderBy = orderBy(pattern);
        if (where.isEmpty() || (pattern.hasRange() && range.isEmpty()) || orderBy.isEmpty()) {
            return Optional.empty();
        }
        Optional<Set<String>> selected = Projections.selectedColumns(pattern, entity, flat, sink);
        if (selected.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ResolvedPattern(
                pattern,
                where.get(),
                partition(pattern, where.get()),
                range.orElse(null),
                orderBy.get(),
                selected.get()));
    }

    private Optional<List<FlatColumn>> where(AccessPatternModel pattern) {
        boolean ok = true;
        List<FlatColumn> where = new ArrayList<>();
        for (int entry = 0; entry < pattern.where().size(); entry++) {
            Optional<List<FlatColumn>> resolved =
                    Paths.resolve(pattern.where().get(entry), "where", entry, pattern, entity, flat, sink);
            if (resolved.isEmpty()) {
                ok = false;
                continue;
            }
            for (FlatColumn column : resolved.get()) {
                if (where.contains(column)) {
                    ok = false;
                    KeyRules.report104(
                            sink,
                            pattern,
                            "where",
                            entry,
                            PatternMessages.DUPLICATE_WHERE.with("path", column.dottedPath()));
                } else {
                    ok &= KeyRules.keyTypeAllowed(sink, pattern, "where", entry, column);
                    where.add(column);
                }
            }
        }
        return ok ? Optional.of(List.copyOf(where)) : Optional.empty();
    }

    /** {@code partitionBy}'s columns (read checked that each names a {@code where} entry), else all of {@code where}. */
    private List<FlatColumn> partition(AccessPatternModel pattern, List<FlatColumn> where) {
        if (pattern.partitionBy().isEmpty()) {
            return where;
        }
        List<FlatColumn> partition = new ArrayList<>();
        for (String path : pattern.partitionBy()) {
            partition.addAll(flat.byPath().getOrDefault(path, List.of()));
        }
        return List.copyOf(partition);
    }

    private Optional<FlatColumn> range(AccessPatternModel pattern, List<FlatColumn> where) {
        String path = pattern.range().trim();
        if (path.contains(",") || path.contains(" ")) {
            KeyRules.report104(
                    sink, pattern, "range", -1, PatternMessages.RANGE_OF_SEVERAL.with("range", pattern.range()));
            return Optional.empty();
        }
        Optional<List<FlatColumn>> resolved = Paths.resolve(path, "range", -1, pattern, entity, flat, sink);
        if (resolved.isEmpty()) {
            return Optional.empty();
        }
        if (resolved.get().size() != 1) {
            KeyRules.report104(
                    sink,
                    pattern,
                    "range",
                    -1,
                    PatternMessages.RANGE_ON_COMPOSITE_REFERENCE
                            .with("path", path)
                            .with("columns", resolved.get().size())
                            .with("example", resolved.get().get(0).dottedPath()));
            return Optional.empty();
        }
        FlatColumn column = resolved.get().get(0);
        if (where.contains(column)) {
            KeyRules.report104(sink, pattern, "range", -1, PatternMessages.RANGE_ALSO_IN_WHERE.with("path", path));
            return Optional.empty();
        }
        return KeyRules.keyTypeAllowed(sink, pattern, "range", -1, column) ? Optional.of(column) : Optional.empty();
    }

    private Optional<List<ResolvedPattern.Ordered>> orderBy(AccessPatternModel pattern) {
        boolean ok = true;
        List<ResolvedPattern.Ordered> orderBy = new ArrayList<>();
        for (int entry = 0; entry < pattern.orderBy().size(); entry++) {
            Ordering ordering = pattern.orderBy().get(entry);
            Optional<List<FlatColumn>> resolved =
                    Paths.resolve(ordering.path(), "orderBy", entry, pattern, entity, flat, sink);
            if (resolved.isEmpty()) {
                ok = false;
                continue;
            }
            for (FlatColumn column : resolved.get()) {
                orderBy.add(new ResolvedPattern.Ordered(entry, column, ordering.descending()));
            }
        }
        return ok ? Optional.of(List.copyOf(orderBy)) : Optional.empty();
    }
}
