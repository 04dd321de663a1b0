package dev.queryfirst.processor.evolve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One schema version of a keyspace, as {@code <schemaDir>/<keyspace>/<n>.json} keeps it: what the
 * cluster holds once the version is applied. Names are as Cassandra stores them (unquoted), types
 * as DDL writes them. Tables and indexes are sorted by name; columns keep their table order
 * (partition key, clustering, then the rest), types their dependency order.
 *
 * @param keyspace the keyspace the version was derived for
 * @param types the user-defined types
 * @param tables the tables
 * @param indexes the storage-attached indexes
 */
public record SchemaSnapshot(String keyspace, List<Type> types, List<Table> tables, List<Index> indexes) {

    public SchemaSnapshot {
        types = List.copyOf(types);
        tables = tables.stream().sorted((a, b) -> a.name().compareTo(b.name())).toList();
        indexes =
                indexes.stream().sorted((a, b) -> a.name().compareTo(b.name())).toList();
    }

    /** An empty keyspace: what version 1 starts from. */
    public static SchemaSnapshot empty(String keyspace) {
        return new SchemaSnapshot(keyspace, List.of(), List.of(), List.of());
    }

    public Optional<Table> table(String name) {
        return tables.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    public Optional<Type> type(String name) {
        return types.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    public Optional<Index> index(String name) {
        return indexes.stream().filter(i -> i.name().equals(name)).findFirst();
    }

    /** A user-defined type and its fields, in order. */
    public record Type(String name, List<Field> fields) {

        public Type {
            fields = List.copyOf(fields);
        }
    }

    /** A field of a type, or a column's name and type. */
    public record Field(String name, String type) {}

    /**
     * A table.
     *
     * @param name its name
     * @param entity qualified name of the entity whose rows it holds
     * @param source whether backfills of the entity's new tables read it: the base table, or the
     *     first table of an immutable entity
     * @param columns its columns
     * @param options table options other than the clustering order: CQL name to CQL value
     *     ({@code default_time_to_live} to {@code 86400})
     */
    public record Table(String name, String entity, boolean source, List<Column> columns, Map<String, String> options) {

        public Table {
            columns = List.copyOf(columns);
            options = new TreeMap<>(options);
        }

        public List<Column> columns(Kind kind) {
            return columns.stream().filter(c -> c.kind() == kind).toList();
        }

        public Optional<Column> column(String name) {
            return columns.stream().filter(c -> c.name().equals(name)).findFirst();
        }

        /** The same table with more columns, after its own. */
        Table withColumns(List<Column> more) {
            List<Column> all = new ArrayList<>(columns);
            all.addAll(more);
            return new Table(name, entity, source, all, options);
        }
    }

    /** A column: for a clustering column, {@code descending} is its order. */
    public record Column(String name, String type, Kind kind, boolean descending) {

        public boolean isPrimaryKey() {
            return kind == Kind.PARTITION || kind == Kind.CLUSTERING;
        }
    }

    /** A column's role, as the JSON names it. */
    public enum Kind {
        PARTITION,
        CLUSTERING,
        STATIC,
        REGULAR;

        String json() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Kind ofJson(String text) {
            return valueOf(text.toUpperCase(Locale.ROOT));
        }
    }

    /** A storage-attached index on one column. */
    public record Index(String name, String table, String column) {}

    /** The JSON text of this version (sorted keys, stable formatting). */
    public String toJson() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("keyspace", keyspace);
        root.put(
                "types",
                types.stream()
                        .map(t -> Map.of("name", t.name(), "fields", fields(t.fields())))
                        .toList());
        root.put("tables", tables.stream().map(SchemaSnapshot::json).toList());
        root.put(
                "indexes",
                indexes.stream()
                        .map(i -> Map.of("name", i.name(), "table", i.table(), "column", i.column()))
                        .toList());
        return Json.write(root);
    }

    private static List<Object> fields(List<Field> fields) {
        return fields.stream()
                .map(f -> (Object) Map.of("name", f.name(), "type", f.type()))
                .toList();
    }

    private static Map<String, Object> json(Table table) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", table.name());
        out.put("entity", table.entity());
        out.put("source", table.source());
        out.put(
                "columns",
                table.columns().stream()
                        .map(c -> {
                            Map<String, Object> column = new LinkedHashMap<>();
                            column.put("name", c.name());
                            column.put("type", c.type());
                            column.put("kind", c.kind().json());
                            if (c.kind() == Kind.CLUSTERING) {
                                column.put("order", c.descending() ? "desc" : "asc");
                            }
                            return column;
                        })
                        .toList());
        out.put("options", table.options());
        return out;
    }

    /**
     * Reads a version's JSON text.
     *
     * @throws IllegalArgumentException when the text is not a schema version
     */
    @SuppressWarnings("unchecked")
    public static SchemaSnapshot fromJson(String text) {
        try {
            Map<String, Object> root = (Map<String, Object>) Json.read(text);
            List<Type> types = new ArrayList<>();
            for (Map<String, Object> type : (List<Map<String, Object>>) root.get("types")) {
                types.add(new Type(string(type, "name"), readFields((List<Map<String, Object>>) type.get("fields"))));
            }
            List<Table> tables = new ArrayList<>();
            for (Map<String, Object> table : (List<Map<String, Object>>) root.get("tables")) {
                List<Column> columns = new ArrayList<>();
                for (Map<String, Object> column : (List<Map<String, Object>>) table.get("columns")) {
                    columns.add(new Column(
                            string(column, "name"),
                            string(column, "type"),
                            Kind.ofJson(string(column, "kind")),
                            "desc".equals(column.get("order"))));
                }
                Map<String, String> options = new TreeMap<>();
                ((Map<String, Object>) table.get("options")).forEach((k, v) -> options.put(k, (String) v));
                tables.add(new Table(
                        string(table, "name"),
                        string(table, "entity"),
                        Boolean.TRUE.equals(table.get("source")),
                        columns,
                        options));
            }
            List<Index> indexes = new ArrayList<>();
            for (Map<String, Object> index : (List<Map<String, Object>>) root.get("indexes")) {
                indexes.add(new Index(string(index, "name"), string(index, "table"), string(index, "column")));
            }
            return new SchemaSnapshot(string(root, "keyspace"), types, tables, indexes);
        } catch (ClassCastException | NullPointerException e) {
            throw new IllegalArgumentException("not a QueryFirst schema version: " + e.getMessage(), e);
        }
    }

    private static List<Field> readFields(List<Map<String, Object>> fields) {
        return fields.stream()
                .map(f -> new Field(string(f, "name"), string(f, "type")))
                .toList();
    }

    private static String string(Map<String, Object> object, String key) {
        Object value = object.get(key);
        if (!(value instanceof String text)) {
            throw new IllegalArgumentException("missing \"" + key + "\" in " + object);
        }
        return text;
    }
}
