package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The tables of one entity as patterns are added: names them (docs/mapping-rules.md, "Names"), recognises the base
 * table ("Base table"), serves several patterns from one table when their tables come out identical, and
 * reports QF107 when two different tables would share a name.
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
        final List<AccessPatternModel> patterns = new ArrayList<>();
        final List<KeyLayout> layouts = new ArrayList<>();

        Slot(TableModel table) {
            this.table = table;
        }
    }

    TableSet(EntityModel entity, Flattened flat, Tables tables, Sink sink) {
        this.entity = entity;
        this.flat = flat;
        this.tables = tables;
        this.sink = sink;
    }

    void add(AccessPatternModel pattern, KeyLayout layout) {
        boolean explicit = !pattern.table().isEmpty();
        String name = explicit
                ? pattern.table()
                : GeneratedNames.defaultTableName(
                        entity.baseName(),
                        layout.partition().stream().map(FlatColumn::name).toList(),
                        layout.bucketed().stream()
                                .map(c -> BucketColumns.columnName(
                                        c.name(), c.attribute().bucket().orElseThrow()))
                                .toList());
        if (!validName(name, pattern, explicit)) {
            return;
        }
        // There is one base table: a second pattern keyed exactly by K that names a table of its
        // own gets a derived copy there, written with every other copy (it was once a second "base"
        // that no write reached, found by the reliability module's oracle).
        Optional<Set<String>> selected = Projections.selectedColumns(pattern, entity, flat, sink);
        if (selected.isEmpty()) {
            return;
        }
        // A projected table lacks attributes, so it is never the source of truth.
        boolean base = isBase(layout)
                && !pattern.projected()
                && slots.stream()
                        .noneMatch(s -> s.table.base() && !s.table.name().equals(name));
        TableModel table = tables.table(
                name,
                layout,
                base,
                List.of(pattern.name()),
                pattern.site(),
                pattern.projected() ? selected.get() : null);
        Optional<Slot> same =
                slots.stream().filter(s -> s.table.name().equals(name)).findFirst();
        if (same.isPresent() && !sameShape(same.get().table, table)) {
            sink.report(
                    pattern.site().member(explicit ? "table" : null),
                    NameMessages.TABLE_NAME_TAKEN
                            .with("pattern", pattern.name())
                            .with("table", name)
                            .with("key", describeKey(table))
                            .with("other", same.get().patterns.get(0).name())
                            .with("otherKey", describeKey(same.get().table)));
            return;
        }
        Slot slot = same.orElseGet(() -> {
            Slot created = new Slot(table);
            slots.add(created);
            return created;
        });
        slot.patterns.add(pattern);
        slot.layouts.add(layout);
        slot.table = tables.serving(
                slot.table, slot.patterns.stream().map(AccessPatternModel::name).toList());
    }

    /** Whether no table holds whole entities: every one is projected (or there is none). */
    boolean noWholeTable() {
        return slots.stream().allMatch(s -> s.table.projected());
    }

    /** Generates the base table (docs/mapping-rules.md, "Base table"), named after the entity, unless a pattern's table is one. */
    void ensureBase() {
        if (slots.stream().anyMatch(s -> s.table.base())) {
            return;
        }
        String name = entity.baseName();
        if (!Cql.isValidSchemaName(name)) {
            sink.report(entity.site().entityMember("table"), NameMessages.INVALID_BASE_TABLE_NAME.with("table", name));
            return;
        }
        Optional<Slot> clash =
                slots.stream().filter(s -> s.table.name().equals(name)).findFirst();
        if (clash.isPresent()) {
            AccessPatternModel pattern = clash.get().patterns.get(0);
            sink.report(
                    pattern.site().member(pattern.table().isEmpty() ? null : "table"),
                    NameMessages.TABLE_NAME_OF_BASE_TABLE
                            .with("pattern", pattern.name())
                            .with("table", name)
                            .with("entity", entity.simpleName()));
            return;
        }
        slots.add(0, new Slot(tables.base(name, entity.site())));
    }

    /** Where an INDEX pattern's index goes: the base table, else (immutable) the first table. */
    Optional<TableModel> indexTarget() {
        return slots.stream()
                .map(s -> s.table)
                .filter(TableModel::base)
                .findFirst()
                .or(() -> slots.stream()
                        .map(s -> s.table)
                        .filter(t -> !t.projected())
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
                layout.partition().stream().map(c -> table.column(c.name())).toList();
        ColumnModel range =
                layout.range() == null ? null : table.column(layout.range().name());
        ColumnModel bucket = table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .findFirst()
                .orElse(null);
        return new PatternPlan(pattern, table, null, equality, range, bucket);
    }

    /** The table of a pattern whose {@code where} is exactly K (and nothing clusters) is the base. */
    private boolean isBase(KeyLayout layout) {
        return layout.clustering().isEmpty()
                && layout.shards() == 1
                && Set.copyOf(layout.partition()).equals(Set.copyOf(flat.key()));
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
