package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.CounterMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * QF110, the rules Cassandra sets for counters (docs/mapping-rules.md, "Counters"). A table with a counter column holds
 * nothing but its primary key and counters, cannot expire, and cannot be written with an
 * {@code INSERT} or a lightweight transaction; an increment is not idempotent, so no second table
 * can be kept in step with it. Hence an entity with counters holds only its key and counters,
 * lives in one table (its base table, keyed by its key), has no ttl, and is neither immutable (its
 * rows change with every increment) nor versioned; and no other entity copies it in.
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
        Set<String> key = entity.key().stream().map(Attribute::name).collect(Collectors.toSet());
        Set<String> tables = new HashSet<>();
        for (AccessPatternModel pattern : entity.accessPatterns()) {
            boolean byKey = !pattern.indexStrategy()
                    && Set.copyOf(pattern.where()).equals(key)
                    && pattern.where().size() == key.size()
                    && !pattern.hasRange()
                    && pattern.orderBy().isEmpty()
                    && !pattern.projected()
                    && (!tables.add(pattern.table()) || tables.size() == 1);
            if (!byKey) {
                ok = false;
                sink.report(
                        pattern.site(),
                        CounterMessages.COUNTER_PATTERN_TABLE
                                .with("pattern", pattern.name())
                                .with("entity", name)
                                .with("key", key.stream().sorted().toList())
                                .with("where", String.join(", ", pattern.where())));
            }
        }
        return ok;
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
