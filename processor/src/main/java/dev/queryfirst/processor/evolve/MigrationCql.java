package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.evolve.SchemaSnapshot.Column;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Field;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Index;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Table;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The statements that bring one schema version to the next, in an order Cassandra accepts run
 * one after the other: drops first (indexes, tables, columns), then types, tables, added columns,
 * option changes and indexes. Every statement tolerates being run again ({@code IF NOT EXISTS},
 * {@code IF EXISTS}; the migrator treats "already exists" of an {@code ADD} as done).
 *
 * <p>Statements name the keyspace by the {@link #KEYSPACE} placeholder, which
 * {@link #render(String, String)} replaces: the file names the keyspace derived, the schema class
 * the keyspace chosen at run time.
 */
public final class MigrationCql {

    /** Stands for the quoted keyspace name; no identifier, literal or type can contain it. */
    public static final String KEYSPACE = "\u0001";

    private static final String INDENT = "    ";
    /** What an option returns to when a version no longer sets it: Cassandra's defaults. */
    private static final Map<String, String> DEFAULTS = Map.of(
            "default_time_to_live", "0",
            "comment", "''",
            "compaction", "{'class': 'SizeTieredCompactionStrategy'}",
            "gc_grace_seconds", "864000");

    private final CqlSpelling cql;

    public MigrationCql(CqlSpelling cql) {
        this.cql = cql;
    }

    /** The statement with its keyspace placeholder replaced by {@code keyspaceCql}. */
    public static String render(String statement, String keyspaceCql) {
        return statement.replace(KEYSPACE, keyspaceCql);
    }

    /** The statements from {@code before} (an empty keyspace for version 1) to {@code after}. */
    public List<String> statements(SchemaSnapshot before, SchemaSnapshot after) {
        List<String> out = new ArrayList<>();
        for (Index index : before.indexes()) {
            boolean gone = after.index(index.name()).isEmpty();
            // A vector index's similarity cannot be altered: the index is dropped and created again.
            boolean recreated =
                    after.index(index.name()).filter(index::comparesOtherwise).isPresent();
            if ((gone || recreated) && after.table(index.table()).isPresent()) {
                out.add("DROP INDEX IF EXISTS " + cql.qualified(index.name()));
            }
        }
        for (Table table : before.tables()) {
            if (after.table(table.name()).isEmpty()) {
                out.add("DROP TABLE IF EXISTS " + cql.qualified(table.name()));
            }
        }
        for (Table table : before.tables()) {
            after.table(table.name())
                    .ifPresent(now -> table.columns().stream()
                            .filter(c -> now.column(c.name()).isEmpty())
                            .forEach(c -> out.add("ALTER TABLE " + cql.qualified(table.name()) + " DROP "
                                    + cql.identifier().apply(c.name()))));
        }
        for (Type type : after.types()) {
            before.type(type.name())
                    .ifPresentOrElse(
                            old -> type.fields().stream()
                                    .filter(f -> old.fields().stream()
                                            .noneMatch(o -> o.name().equals(f.name())))
                                    .forEach(f ->
                                            out.add("ALTER TYPE " + cql.qualified(type.name()) + " ADD " + field(f))),
                            () -> out.add(createType(type)));
        }
        for (Table table : after.tables()) {
            before.table(table.name())
                    .ifPresentOrElse(old -> alter(old, table, out), () -> out.add(createTable(table)));
        }
        for (Index index : after.indexes()) {
            if (before.index(index.name())
                    .filter(old -> !old.comparesOtherwise(index))
                    .isEmpty()) {
                out.add("CREATE CUSTOM INDEX IF NOT EXISTS " + cql.identifier().apply(index.name()) + " ON "
                        + cql.qualified(index.table()) + " (" + cql.identifier().apply(index.column())
                        + ") USING 'StorageAttachedIndex'"
                        + (index.similarity() == null
                                ? ""
                                : " WITH OPTIONS = {'similarity_function': '" + index.similarity() + "'}"));
            }
        }
        return out;
    }

    /** Columns added to an existing table, then its changed options in one statement. */
    private void alter(Table before, Table after, List<String> out) {
        for (Column column : after.columns()) {
            if (before.column(column.name()).isEmpty()) {
                out.add("ALTER TABLE " + cql.qualified(after.name()) + " ADD "
                        + field(new Field(column.name(), column.type()))
                        + (column.kind() == SchemaSnapshot.Kind.STATIC ? " STATIC" : "")
                        + masked(column));
            } else {
                alterMask(after, before.column(column.name()).orElseThrow(), column, out);
            }
        }
        Set<String> names = new TreeSet<>(before.options().keySet());
        names.addAll(after.options().keySet());
        List<String> changed = names.stream()
                .filter(name -> !Objects.equals(
                        before.options().get(name), after.options().get(name)))
                .map(name -> name + " = " + after.options().getOrDefault(name, DEFAULTS.getOrDefault(name, "''")))
                .toList();
        if (!changed.isEmpty()) {
            out.add("ALTER TABLE " + cql.qualified(after.name()) + " WITH "
                    + String.join("\n" + INDENT + "AND ", changed));
        }
    }

    /**
     * A column whose mask changed: {@code ALTER ... MASKED WITH} the new one, or {@code DROP MASKED}
     * (docs/mapping-rules.md, "Masked columns"); the data is not touched.
     */
    private void alterMask(Table table, Column before, Column after, List<String> out) {
        if (Objects.equals(before.mask(), after.mask())) {
            return;
        }
        out.add("ALTER TABLE " + cql.qualified(table.name()) + " ALTER "
                + cql.identifier().apply(after.name())
                + (after.mask() == null ? " DROP MASKED" : " MASKED WITH " + after.mask()));
    }

    /** {@code " MASKED WITH mask_default()"} after a masked column's type, nothing for another. */
    private static String masked(Column column) {
        return column.mask() == null ? "" : " MASKED WITH " + column.mask();
    }

    private String createType(Type type) {
        return "CREATE TYPE IF NOT EXISTS " + cql.qualified(type.name()) + " (\n"
                + type.fields().stream().map(f -> INDENT + field(f)).collect(Collectors.joining(",\n")) + "\n)";
    }

    private String createTable(Table table) {
        StringBuilder out = new StringBuilder("CREATE TABLE IF NOT EXISTS ")
                .append(cql.qualified(table.name()))
                .append(" (\n");
        for (Column column : table.columns()) {
            out.append(INDENT)
                    .append(field(new Field(column.name(), column.type())))
                    .append(column.kind() == SchemaSnapshot.Kind.STATIC ? " STATIC" : "")
                    .append(masked(column))
                    .append(",\n");
        }
        List<String> partition = names(table.columns(SchemaSnapshot.Kind.PARTITION));
        List<Column> clustering = table.columns(SchemaSnapshot.Kind.CLUSTERING);
        List<String> key = new ArrayList<>();
        key.add(partition.size() == 1 ? partition.get(0) : "(" + String.join(", ", partition) + ")");
        key.addAll(names(clustering));
        out.append(INDENT)
                .append("PRIMARY KEY (")
                .append(String.join(", ", key))
                .append(")\n)");
        List<String> options = new ArrayList<>();
        if (clustering.stream().anyMatch(Column::descending)) {
            options.add("CLUSTERING ORDER BY ("
                    + clustering.stream()
                            .map(c -> cql.identifier().apply(c.name()) + (c.descending() ? " DESC" : " ASC"))
                            .collect(Collectors.joining(", "))
                    + ")");
        }
        table.options().forEach((name, value) -> options.add(name + " = " + value));
        if (!options.isEmpty()) {
            out.append(" WITH ").append(String.join("\n" + INDENT + "AND ", options));
        }
        return out.toString();
    }

    private String field(Field field) {
        return cql.identifier().apply(field.name()) + " " + field.type();
    }

    private List<String> names(List<Column> columns) {
        return columns.stream().map(c -> cql.identifier().apply(c.name())).toList();
    }
}
