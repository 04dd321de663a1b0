package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.diagnostics.EvolutionMessages;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Column;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Index;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Table;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Type;
import dev.queryfirst.processor.model.DropModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Decides the next schema version from the previous one and the schema derived now: what
 * Cassandra can apply to existing tables becomes the next version; what it cannot is QF401 on
 * the pattern or attribute that changed; what is no longer generated stays (QF402) until a
 * {@code @Drop} names it. The next version is what the cluster holds once it is applied, so a
 * version file alone says what to create, add and drop.
 */
public final class Evolution {

    private final KeyspaceDesign design;
    private final List<DropModel> drops;
    private final Sink sink;
    private final Map<String, TableModel> derived;

    /**
     * @param design the keyspace derived now, for where diagnostics land
     * @param drops every {@code @Drop} of the keyspace's entities
     */
    public Evolution(KeyspaceDesign design, List<DropModel> drops, Sink sink) {
        this.design = design;
        this.drops = drops;
        this.sink = sink;
        this.derived = design.entities().stream()
                .flatMap(e -> e.tables().stream())
                .collect(Collectors.toMap(TableModel::name, Function.identity(), (a, b) -> a));
    }

    /**
     * The version after {@code previous} (version {@code number}) for the schema derived now,
     * {@code current}; equal to {@code previous} when nothing changed. Meaningless when the sink
     * got an error.
     */
    public SchemaSnapshot next(SchemaSnapshot previous, int number, SchemaSnapshot current) {
        checkDrops(current);
        List<Table> tables = new ArrayList<>();
        for (Table now : current.tables()) {
            tables.add(previous.table(now.name())
                    .map(before -> evolve(before, now, number))
                    .orElse(now));
        }
        for (Table before : previous.tables()) {
            if (current.table(before.name()).isEmpty() && !dropped(before.name(), "")) {
                stays(EvolutionMessages.TABLE_STAYS, number, before.name(), "", entitySite(before.entity()));
                tables.add(before);
            }
        }
        List<Index> indexes = new ArrayList<>(current.indexes());
        for (Index before : previous.indexes()) {
            boolean tableGone = tables.stream().noneMatch(t -> t.name().equals(before.table()));
            if (current.index(before.name()).isEmpty() && !tableGone && !dropped(before.name(), "")) {
                stays(EvolutionMessages.INDEX_STAYS, number, before.name(), "", tableSite(before.table()));
                indexes.add(before);
            }
        }
        return new SchemaSnapshot(current.keyspace(), types(previous, current, number), tables, indexes);
    }

    /**
     * Types are never dropped (a table may still use them); a field no longer derived stays. A
     * field whose type changed is QF401: Cassandra can add fields to a type, never retype one.
     */
    private List<Type> types(SchemaSnapshot previous, SchemaSnapshot current, int number) {
        List<Type> types = new ArrayList<>();
        for (Type now : current.types()) {
            List<SchemaSnapshot.Field> fields = new ArrayList<>(now.fields());
            previous.type(now.name())
                    .ifPresent(before -> before.fields()
                            .forEach(old -> fields.stream()
                                    .filter(f -> f.name().equals(old.name()))
                                    .findFirst()
                                    .ifPresentOrElse(
                                            field -> compareField(current, now.name(), old, field, number),
                                            () -> fields.add(old))));
            types.add(new Type(now.name(), fields));
        }
        previous.types().stream().filter(t -> current.type(t.name()).isEmpty()).forEach(types::add);
        return types;
    }

    private void compareField(
            SchemaSnapshot current, String type, SchemaSnapshot.Field before, SchemaSnapshot.Field now, int number) {
        if (before.type().equals(now.type())) {
            return;
        }
        // Reported on the first column that holds the type: the attribute whose class changed.
        Pattern holds = Pattern.compile("(^|[<, ])" + Pattern.quote(type) + "($|[>, ])");
        for (Table table : current.tables()) {
            for (Column column : table.columns()) {
                if (holds.matcher(column.type()).find()) {
                    sink.report(
                            columnSite(table.name(), column.name()),
                            EvolutionMessages.TYPE_FIELD_CHANGED
                                    .with("table", table.name())
                                    .with("field", now.name())
                                    .with("udt", type)
                                    .with("column", column.name())
                                    .with("type", now.type())
                                    .with("version", number)
                                    .with("previousType", before.type()));
                    return;
                }
            }
        }
    }

    /** The table {@code now} as it can be applied over {@code before}, reporting what cannot. */
    private Table evolve(Table before, Table now, int number) {
        String keyBefore = primaryKey(before);
        String keyNow = primaryKey(now);
        if (!keyBefore.equals(keyNow)) {
            sink.report(
                    tableSite(now.name()),
                    newTable(EvolutionMessages.PRIMARY_KEY_CHANGED, now.name(), number)
                            .with("key", keyNow)
                            .with("previousKey", keyBefore));
            return now;
        }
        List<Column> kept = new ArrayList<>();
        for (Column old : before.columns()) {
            now.column(old.name()).ifPresentOrElse(column -> compare(now.name(), old, column, number), () -> {
                if (!dropped(now.name(), old.name())) {
                    stays(EvolutionMessages.COLUMN_STAYS, number, now.name(), old.name(), tableSite(now.name()));
                    kept.add(old);
                }
            });
        }
        return now.withColumns(kept);
    }

    private void compare(String table, Column before, Column now, int number) {
        if (before.isPrimaryKey()) {
            return;
        }
        if (!before.type().equals(now.type())) {
            sink.report(
                    columnSite(table, now.name()),
                    newTable(EvolutionMessages.COLUMN_TYPE_CHANGED, table, number)
                            .with("column", now.name())
                            .with("type", now.type())
                            .with("previousType", before.type()));
        } else if (before.kind() != now.kind()) {
            sink.report(
                    columnSite(table, now.name()),
                    newTable(EvolutionMessages.COLUMN_KIND_CHANGED, table, number)
                            .with("column", now.name())
                            .with("kind", now.kind().json())
                            .with("previousKind", before.kind().json()));
        }
    }

    /** {@code PRIMARY KEY ((a uuid), b timestamp DESC)}: names, types and order, as compared. */
    static String primaryKey(Table table) {
        String partition = table.columns(SchemaSnapshot.Kind.PARTITION).stream()
                .map(c -> c.name() + " " + c.type())
                .collect(Collectors.joining(", "));
        StringBuilder key =
                new StringBuilder("PRIMARY KEY ((").append(partition).append(')');
        for (Column c : table.columns(SchemaSnapshot.Kind.CLUSTERING)) {
            key.append(", ").append(c.name()).append(' ').append(c.type()).append(c.descending() ? " DESC" : " ASC");
        }
        return key.append(')').toString();
    }

    /**
     * A QF401 {@code message} about {@code table} whose fix is a new table: the entity's base table
     * or the pattern's table renamed, which QueryFirst creates and backfills.
     */
    private Filled<Message> newTable(Message message, String table, int number) {
        TableModel model = derived.get(table);
        String renamed = table + "_v2";
        Filled<Phrase> rename = model != null && model.base()
                ? Phrase.RENAME_BASE_TABLE.with("renamed", renamed)
                : Phrase.RENAME_PATTERN_TABLE
                        .with("renamed", renamed)
                        .with(
                                "pattern",
                                model == null || model.patterns().isEmpty()
                                        ? table
                                        : model.patterns().get(0));
        return message.with("table", table).with("version", number).with("rename", rename.text());
    }

    /** QF402: {@code message} (a table, index or column) stays in the cluster. */
    private void stays(EvolutionMessages message, int number, String table, String column, Site site) {
        sink.report(
                site,
                message.with("table", table)
                        .with("index", table)
                        .with("column", column)
                        .with("version", number)
                        .with("keyspace", design.keyspace()));
    }

    /** A {@code @Drop} must not name what is still generated: the next compile would create it again. */
    private void checkDrops(SchemaSnapshot current) {
        for (DropModel drop : drops) {
            boolean generated = drop.wholeTable()
                    ? current.table(drop.table()).isPresent()
                            || current.index(drop.table()).isPresent()
                    : current.table(drop.table())
                            .flatMap(t -> t.column(drop.column()))
                            .isPresent();
            if (generated) {
                String what = drop.wholeTable() ? drop.table() : drop.table() + "." + drop.column();
                sink.report(drop.site(), ValueMessages.DROP_STILL_GENERATED.with("what", what));
            }
        }
    }

    private boolean dropped(String table, String column) {
        return drops.stream()
                .anyMatch(d -> d.table().equals(table) && d.column().equals(column));
    }

    private Site tableSite(String table) {
        TableModel model = derived.get(table);
        return model != null ? model.site() : entitySite(null);
    }

    private Site columnSite(String table, String column) {
        TableModel model = derived.get(table);
        return model.columns().stream()
                .filter(c -> c.name().equals(column) && !c.path().isEmpty())
                .findFirst()
                .map(c -> Site.ofAttribute(model.entity(), c.path().get(0)))
                .orElse(model.site());
    }

    /** The entity's declaration when it is still compiled, else the keyspace's first entity. */
    private Site entitySite(String entity) {
        return design.entities().stream()
                .filter(e -> e.entity().qualifiedName().equals(entity))
                .findFirst()
                .or(() -> design.entities().stream().findFirst())
                .map(e -> e.entity().site())
                .orElse(Site.ofEntity(entity));
    }
}
