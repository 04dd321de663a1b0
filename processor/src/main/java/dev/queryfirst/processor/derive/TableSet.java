package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.BaseDecision;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Cql;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The tables of one entity as patterns are added: names them (docs/mapping-rules.md, "Names"),
 * recognises the base table ("Base table": a pattern's table keyed by the entity key and holding
 * every attribute of its own), serves several patterns from one table when their tables come out
 * identical, generates the base table when {@link BaseRules} says the entity needs one, and reports
 * QF107 when two different tables would share a name.
 */
final class TableSet {

    private final EntityModel entity;
    private final Flattened flat;
    private final Tables tables;
    private final Sink sink;
    private final List<Slot> slots = new ArrayList<>();

    /** A table and the patterns it serves, with their key layouts for the plans. */
    private static final class Slot {
        TableModel table;
        final KeyLayout layout;
        final boolean holdsOwn;
        final List<AccessPatternModel> patterns = new ArrayList<>();
        final List<KeyLayout> layouts = new ArrayList<>();

        Slot(TableModel table, KeyLayout layout, boolean holdsOwn) {
            this.table = table;
            this.layout = layout;
            this.holdsOwn = holdsOwn;
        }
    }

    TableSet(EntityModel entity, Flattened flat, Tables tables, Sink sink) {
        this.entity = entity;
        this.flat = flat;
        this.tables = tables;
        this.sink = sink;
    }

    /** The table of {@code resolved}'s pattern with {@code layout}, named as the pattern says. */
    void add(ResolvedPattern resolved, KeyLayout layout) {
        add(resolved, layout, null);
    }

    /**
     * The table of {@code resolved}'s pattern with {@code layout}; {@code name}, when not null, is the
     * name the table takes unless the pattern names one (a counter entity's table takes the entity's).
     */
    void add(ResolvedPattern resolved, KeyLayout layout, String name) {
        AccessPatternModel pattern = resolved.pattern();
        boolean holdsOwn = holdsOwn(layout, resolved.selected());
        boolean keyedByK = keyedByK(layout);
        boolean explicit = !pattern.table().isEmpty();
        String tableName = explicit ? pattern.table() : name != null ? name : defaultName(layout, keyedByK && holdsOwn);
        if (!validName(tableName, pattern, explicit)) {
            return;
        }
        // One base table: a second pattern keyed by K that names a table of its own gets a derived copy
        // there, written with every other copy (it was once a second "base" that no write reached,
        // found by the reliability module's oracle).
        boolean base = keyedByK
                && holdsOwn
                && slots.stream()
                        .noneMatch(s -> s.table.base() && !s.table.name().equals(tableName));
        TableModel table = tables.table(
                tableName,
                layout,
                base,
                List.of(pattern.name()),
                pattern.site(),
                pattern.projected() ? resolved.selected() : null);
        Optional<Slot> same =
                slots.stream().filter(s -> s.table.name().equals(tableName)).findFirst();
        if (same.isPresent() && !sameShape(same.get().table, table)) {
            sink.report(
                    pattern.site().member(explicit ? "table" : null),
                    NameMessages.TABLE_NAME_TAKEN
                            .with("pattern", pattern.name())
                            .with("table", tableName)
                            .with("key", describeKey(table))
                            .with("other", same.get().patterns.get(0).name())
                            .with("otherKey", describeKey(same.get().table)));
            return;
        }
        Slot slot = same.orElseGet(() -> {
            Slot created = new Slot(table, layout, holdsOwn);
            slots.add(created);
            return created;
        });
        slot.patterns.add(pattern);
        slot.layouts.add(layout);
        slot.table = tables.serving(
                slot.table, slot.patterns.stream().map(AccessPatternModel::name).toList());
    }

    /**
     * {@code <plural>_by_<where columns>}; a table held in one partition is named after the entity
     * when it can be its base table (a short list of sensor networks: {@code networks}), else
     * {@code <plural>_by_bucket}.
     */
    private String defaultName(KeyLayout layout, boolean baseCandidate) {
        if (layout.onePartition()) {
            return baseCandidate
                    ? entity.baseName()
                    : Names.byColumns(entity.baseName(), List.of(KeyRules.ONE_PARTITION_COLUMN));
        }
        return TableNames.defaultTableName(
                entity.baseName(),
                layout.partition().stream().map(FlatColumn::name).toList(),
                layout.bucketed().stream()
                        .map(c -> BucketColumns.columnName(
                                c.name(), c.attribute().bucket().orElseThrow()))
                        .toList());
    }

    /**
     * Whether the table's primary key is the entity key, plus columns computed from it alone (a
     * bucket of a key attribute, the shard) or from nothing (the constant of a one-partition table).
     */
    private boolean keyedByK(KeyLayout layout) {
        return Set.copyOf(layout.keyColumns()).equals(Set.copyOf(flat.key()))
                && layout.keyColumns().size() == flat.key().size()
                && layout.bucketed().stream().allMatch(FlatColumn::entityKey);
    }

    /** Whether the table holds every attribute of the entity's own (copies of referenced entities aside). */
    private boolean holdsOwn(KeyLayout layout, Set<String> selected) {
        return flat.columns().stream()
                .filter(c -> !c.copied())
                .allMatch(c -> layout.inPrimaryKey(c) || selected.contains(c.name()));
    }

    /**
     * The base table: a pattern's table that is one, else the generated {@code <plural>} when
     * {@link BaseRules} finds a reason for it. Returns the decision, with the table standing in for a
     * base table the entity does without.
     */
    BaseDecision ensureBase(Map<String, EntityModel> known) {
        Optional<Slot> pattern = slots.stream().filter(s -> s.table.base()).findFirst();
        if (pattern.isPresent()) {
            return new BaseDecision(
                    BaseDecision.Reason.PATTERN_TABLE, pattern.get().table.name(), List.of());
        }
        List<BaseRules.Candidate> candidates = slots.stream()
                .map(s -> new BaseRules.Candidate(s.table.name(), s.layout, s.holdsOwn))
                .toList();
        List<String> plainCopies = LiveReferences.plainCopies(entity, tables(), known);
        BaseDecision decision = new BaseRules(entity, flat, known).decide(candidates, plainCopies);
        if (!decision.hasBase()) {
            return decision;
        }
        String name = entity.baseName();
        if (!Cql.isValidSchemaName(name)) {
            sink.report(entity.site().entityMember("table"), NameMessages.INVALID_BASE_TABLE_NAME.with("table", name));
            return decision;
        }
        Optional<Slot> clash =
                slots.stream().filter(s -> s.table.name().equals(name)).findFirst();
        if (clash.isPresent()) {
            AccessPatternModel clashing = clash.get().patterns.get(0);
            sink.report(
                    clashing.site().member(clashing.table().isEmpty() ? null : "table"),
                    NameMessages.TABLE_NAME_OF_BASE_TABLE
                            .with("pattern", clashing.name())
                            .with("table", name)
                            .with("entity", entity.simpleName()));
            return decision;
        }
        slots.add(0, new Slot(tables.base(name, entity.site()), KeyLayout.byKey(flat.key()), true));
        return new BaseDecision(decision.reason(), name, decision.details());
    }

    /** Where an INDEX pattern's index goes: the base table, else the first table holding whole entities. */
    Optional<TableModel> indexTarget() {
        return slots.stream()
                .map(s -> s.table)
                .filter(TableModel::base)
                .findFirst()
                .or(() -> slots.stream()
                        .filter(s -> s.holdsOwn && !s.table.projected())
                        .map(s -> s.table)
                        .findFirst());
    }

    /** The tables, base table first, then in the order of their first pattern. */
    List<TableModel> tables() {
        return slots.stream().map(s -> s.table).toList();
    }

    List<PatternPlan> plans() {
        List<PatternPlan> plans = new ArrayList<>();
        for (Slot slot : slots) {
            for (int i = 0; i < slot.patterns.size(); i++) {
                plans.add(plan(slot.patterns.get(i), slot.table, slot.layouts.get(i)));
            }
        }
        return plans;
    }

    private static PatternPlan plan(AccessPatternModel pattern, TableModel table, KeyLayout layout) {
        List<ColumnModel> equality =
                layout.where().stream().map(c -> table.column(c.name())).toList();
        ColumnModel range =
                layout.range() == null ? null : table.column(layout.range().name());
        ColumnModel bucket = table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .findFirst()
                .orElse(null);
        return new PatternPlan(pattern, table, null, equality, range, bucket);
    }

    private boolean validName(String name, AccessPatternModel pattern, boolean explicit) {
        if (Cql.isValidSchemaName(name)) {
            return true;
        }
        sink.report(
                pattern.site().member(explicit ? "table" : null),
                NameMessages.INVALID_TABLE_NAME.with("table", name).with("pattern", pattern.name()));
        return false;
    }

    private static boolean sameShape(TableModel a, TableModel b) {
        return a.base() == b.base() && a.columns().equals(b.columns());
    }

    /** {@code ((customer_id), order_date DESC, order_id)}. */
    static String describeKey(TableModel table) {
        String partition =
                table.partitionKey().stream().map(ColumnModel::name).collect(Collectors.joining(", ", "(", ")"));
        List<String> parts = new ArrayList<>();
        parts.add(partition);
        for (ColumnModel column : table.columns(ColumnKind.CLUSTERING)) {
            parts.add(column.name() + (column.descending() ? " DESC" : ""));
        }
        return parts.stream().collect(Collectors.joining(", ", "(", ")"));
    }
}
