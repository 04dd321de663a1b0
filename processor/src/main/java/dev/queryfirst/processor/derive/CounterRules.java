package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Code;
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
 * QF110, the rules Cassandra sets for counters (DESIGN §15). A table with a counter column holds
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
                        Code.QF110,
                        attribute.site(),
                        "key attribute " + attribute.name() + " of " + name + " references "
                                + reference
                                        .javaType()
                                        .substring(reference.javaType().lastIndexOf('.') + 1)
                                + ", but " + name + " has counters",
                        "a counter table holds nothing but its key and counters, so it cannot copy a referenced"
                                + " entity in",
                        "key " + name + " by the referenced entity's key values (e.g. UUID " + attribute.name()
                                + "Id)");
            }
            if (!attribute.isKey() && !attribute.isCounter()) {
                ok = false;
                sink.report(
                        Code.QF110,
                        attribute.site(),
                        "attribute " + attribute.name() + " of " + name + " is not a @Counter, but " + name
                                + " has counters",
                        "a table with counter columns holds only its primary key and counters",
                        "move " + attribute.name() + " to another entity with the same key, or annotate it @Counter");
            }
        }
        if (entity.ttl().isPresent()) {
            ok = false;
            report(
                    entity,
                    "ttl",
                    "ttl on " + name + ", which has counters",
                    "Cassandra cannot expire counters",
                    "remove ttl, and delete the counters when they are no longer needed");
        }
        if (entity.immutable()) {
            ok = false;
            report(
                    entity,
                    "immutable",
                    "immutable = true on " + name + ", which has counters",
                    "every increment changes its row",
                    "remove immutable = true");
        }
        if (entity.versioned()) {
            ok = false;
            report(
                    entity,
                    "versioned",
                    "versioned = true on " + name + ", which has counters",
                    "a counter table has no version column and takes no lightweight transaction",
                    "remove versioned = true: increments never interleave badly, they add up");
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
                        Code.QF110,
                        pattern.site(),
                        "access pattern '" + pattern.name() + "' of " + name + ", which has counters, needs a "
                                + "table or index of its own",
                        "counters live in one table, keyed by the entity key "
                                + key.stream().sorted().toList()
                                + ": an increment is not idempotent, so no second copy can be kept in step",
                        "read it by key (findByKey), by a part of the key (where = {...} naming key attributes"
                                + " only), or keep the counters in an entity keyed by "
                                + String.join(", ", pattern.where()));
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
                        Code.QF110,
                        pattern.site().member("where"),
                        "access pattern '" + pattern.name() + "' of " + name + " reads the counters by "
                                + pattern.where() + ", but '" + layoutPattern.name() + "' reads them by " + layout,
                        "the one counter table is partitioned by one part of the key, and the two patterns need"
                                + " different ones: an increment is not idempotent, so no second copy can be kept"
                                + " in step",
                        "read both by the same key attributes, in the same order, or keep the counters of one of"
                                + " them in an entity of its own");
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
                            Code.QF110,
                            attribute.site(),
                            "attribute " + attribute.name() + " of " + entity.simpleName() + " references "
                                    + target.simpleName() + ", which has counters",
                            "its attributes would be copied into " + entity.simpleName()
                                    + "'s tables, and a counter cannot be copied into a table of other columns",
                            "keep " + target.simpleName() + "'s key in " + entity.simpleName()
                                    + " (its attributes, not the entity), and read the counters with "
                                    + target.simpleName() + "Dao.findByKey");
                }
            }
        }
        return ok;
    }

    private void report(EntityModel entity, String member, String what, String why, String fix) {
        sink.report(Code.QF110, entity.site().entityMember(member), what, why, fix);
    }
}
