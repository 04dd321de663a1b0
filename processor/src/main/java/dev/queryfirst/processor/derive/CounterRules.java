package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.CounterMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * QF110, the rules Cassandra sets for counters (docs/mapping-rules.md, "Counters"). A table with a counter column holds
 * nothing but its primary key and counters, cannot expire, and cannot be written with an
 * {@code INSERT} or a lightweight transaction; an increment is not idempotent, so no second table
 * can be kept in step with it. Hence an entity with counters holds only its key and counters,
 * lives in one table (its base table, whose primary key is its key, partitioned by the part of it
 * its patterns read by), has no ttl, and is neither immutable (its rows change with every
 * increment) nor versioned; and no other entity copies it in.
 */
final class CounterRules {

    private final Sink sink;

    CounterRules(Sink sink) {
        this.sink = sink;
    }

    /** Whether {@code entity} keeps the counter rules; reports QF110 on every element that breaks one. */
    boolean check(EntityModel entity, Map<String, EntityModel> known) {
        boolean ok = referencesNoCounters(entity, known);
        if (!entity.hasCounters()) {
            return ok;
        }
        String name = entity.simpleName();
        for (Attribute attribute : entity.attributes()) {
            if (attribute.isKey() && attribute.type() instanceof TypeModel.Reference reference) {
                ok = false;
                sink.report(
                        attribute.site(),
                        CounterMessages.COUNTER_KEY_REFERENCE
                                .with("attribute", attribute.name())
                                .with("entity", name)
                                .with(
                                        "target",
                                        reference
                                                .javaType()
                                                .substring(reference.javaType().lastIndexOf('.') + 1)));
            }
            if (!attribute.isKey() && !attribute.isCounter()) {
                ok = false;
                sink.report(
                        attribute.site(),
                        CounterMessages.NOT_A_COUNTER
                                .with("attribute", attribute.name())
                                .with("entity", name));
            }
        }
        if (entity.ttl().isPresent()) {
            ok = false;
            report(entity, "ttl", CounterMessages.COUNTER_TTL);
        }
        if (entity.immutable()) {
            ok = false;
            report(entity, "immutable", CounterMessages.COUNTER_IMMUTABLE);
        }
        if (entity.versioned()) {
            ok = false;
            report(entity, "versioned", CounterMessages.COUNTER_VERSIONED);
        }
        ok &= patternsShareOneTable(entity);
        return ok;
    }

    /**
     * QF110 for a pattern the one counter table cannot serve: it is laid out for the patterns whose
     * {@code where} is a proper part of the key (partition = that {@code where}, the rest of the key
     * clustering, ascending), which must agree; a pattern whose {@code where} is the whole key reads
     * one row of it. A range, an ordering, a projection, an index or an attribute outside the key
     * would need a second table, which no increment could keep in step.
     */
    private boolean patternsShareOneTable(EntityModel entity) {
        String name = entity.simpleName();
        Set<String> key = entity.key().stream().map(Attribute::name).collect(Collectors.toSet());
        List<String> layout = null;
        AccessPatternModel layoutPattern = null;
        Set<String> tables = new HashSet<>();
        boolean ok = true;
        for (AccessPatternModel pattern : entity.accessPatterns()) {
            boolean withinKey = !pattern.indexStrategy()
                    && key.containsAll(pattern.where())
                    && !pattern.where().isEmpty()
                    && !pattern.hasRange()
                    && pattern.orderBy().isEmpty()
                    && !pattern.projected()
                    && pattern.partitionBy().isEmpty();
            boolean oneTable = !tables.add(pattern.table()) || tables.size() == 1;
            if (!withinKey || !oneTable) {
                ok = false;
                sink.report(
                        pattern.site(),
                        CounterMessages.COUNTER_PATTERN_TABLE
                                .with("pattern", pattern.name())
                                .with("entity", name)
                                .with("key", key.stream().sorted().toList())
                                .with("where", String.join(", ", pattern.where())));
                continue;
            }
            if (pattern.where().size() == key.size()) {
                continue;
            }
            if (layout == null) {
                layout = pattern.where();
                layoutPattern = pattern;
            } else if (!layout.equals(pattern.where())) {
                ok = false;
                sink.report(
                        pattern.site().member("where"),
                        CounterMessages.COUNTER_LAYOUTS_DIFFER
                                .with("pattern", pattern.name())
                                .with("entity", name)
                                .with("where", pattern.where())
                                .with("other", layoutPattern.name())
                                .with("otherWhere", layout));
            }
        }
        return ok;
    }

    /**
     * The one table of a counter entity that passed {@link #check}: laid out for the pattern whose
     * {@code where} is a proper part of the key (else keyed by the key alone) and serving every
     * pattern, named by the patterns' {@code table}, else after the entity.
     */
    static void table(
            EntityModel entity, Flattened flat, List<ResolvedPattern> patterns, KeyRules rules, TableSet tables) {
        Optional<KeyLayout> shared = patterns.stream()
                .filter(p -> p.where().size() < flat.key().size())
                .findFirst()
                .flatMap(rules::layout);
        for (ResolvedPattern pattern : patterns) {
            KeyLayout layout = shared.orElse(KeyLayout.byKey(flat.key()));
            // A pattern reading the whole key binds it in its own order: one row of the shared table.
            KeyLayout own = new KeyLayout(
                    layout.partition(),
                    layout.bucketed(),
                    layout.shards(),
                    layout.clustering(),
                    layout.range(),
                    pattern.where(),
                    false);
            tables.add(pattern, own, entity.baseName());
        }
    }

    /** A reference pushes the referenced entity's columns down: counters cannot be copied. */
    private boolean referencesNoCounters(EntityModel entity, Map<String, EntityModel> known) {
        boolean ok = true;
        for (Attribute attribute : entity.attributes()) {
            if (attribute.type() instanceof TypeModel.Reference reference) {
                EntityModel target = known.get(reference.javaType());
                if (target != null && target.hasCounters()) {
                    ok = false;
                    sink.report(
                            attribute.site(),
                            CounterMessages.REFERENCE_TO_COUNTERS
                                    .with("attribute", attribute.name())
                                    .with("entity", entity.simpleName())
                                    .with("target", target.simpleName()));
                }
            }
        }
        return ok;
    }

    private void report(EntityModel entity, String member, CounterMessages message) {
        sink.report(entity.site().entityMember(member), message.with("entity", entity.simpleName()));
    }
}
