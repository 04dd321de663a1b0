package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.evolve.SchemaSnapshot.Column;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Field;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Index;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Kind;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Layout;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Table;
import dev.queryfirst.processor.evolve.SchemaSnapshot.Type;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A schema version as the file {@code <schemaDir>/<keyspace>/<n>.json} holds it: the JSON codec of
 * {@link SchemaSnapshot}, which is the model alone. Columns' roles are written in lower case
 * ({@code partition}), a clustering column's order as {@code asc}/{@code desc}, a table's layout
 * only as far as it is known; reading a version written before layouts were recorded infers what
 * its columns tell (see docs/schema-evolution.md).
 *
 * <pre>{@code
 * String text = SnapshotJson.write(version);
 * SchemaSnapshot same = SnapshotJson.read(text);
 * }</pre>
 */
final class SnapshotJson {

    private SnapshotJson() {}

    /** The JSON text of {@code version} (sorted keys, stable formatting). */
    static String write(SchemaSnapshot version) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("keyspace", version.keyspace());
        root.put(
                "types",
                version.types().stream()
                        .map(t -> Map.of("name", t.name(), "fields", fields(t.fields())))
                        .toList());
        root.put("tables", version.tables().stream().map(SnapshotJson::json).toList());
        root.put("indexes", version.indexes().stream().map(SnapshotJson::json).toList());
        return Json.write(root);
    }

    /** An index; a vector index with its similarity, which a migration must create it with. */
    private static Map<String, Object> json(Index index) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", index.name());
        out.put("table", index.table());
        out.put("column", index.column());
        if (index.similarity() != null) {
            out.put("similarity", index.similarity());
        }
        return out;
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
                            // Written only when masked: an unmasked schema's file stays as it was.
                            if (c.mask() != null) {
                                column.put("mask", c.mask());
                            }
                            return column;
                        })
                        .toList());
        out.put("options", table.options());
        Map<String, Object> layout = json(table.layout());
        if (!layout.isEmpty()) {
            out.put("layout", layout);
        }
        return out;
    }

    /**
     * Reads a version's JSON text.
     *
     * @throws IllegalArgumentException when the text is not a schema version
     */
    @SuppressWarnings("unchecked")
    static SchemaSnapshot read(String text) {
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
                            Kind.valueOf(string(column, "kind").toUpperCase(Locale.ROOT)),
                            "desc".equals(column.get("order")),
                            (String) column.get("mask")));
                }
                Map<String, String> options = new TreeMap<>();
                ((Map<String, Object>) table.get("options")).forEach((k, v) -> options.put(k, (String) v));
                Table read = new Table(
                        string(table, "name"),
                        string(table, "entity"),
                        Boolean.TRUE.equals(table.get("source")),
                        columns,
                        options);
                tables.add(
                        table.get("layout") instanceof Map<?, ?> layout
                                ? read.withLayout(layout((Map<String, Object>) layout))
                                : read);
            }
            // A version written before layouts were recorded: each table's as far as its columns tell.
            List<Table> all = List.copyOf(tables);
            tables.replaceAll(t -> t.layout() == Layout.UNKNOWN ? t.withLayout(inferred(t, all)) : t);
            List<Index> indexes = new ArrayList<>();
            for (Map<String, Object> index : (List<Map<String, Object>>) root.get("indexes")) {
                indexes.add(new Index(string(index, "name"), string(index, "table"), string(index, "column"), (String)
                        index.get("similarity")));
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

    private static Map<String, Object> json(Layout layout) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (layout.shards() != null) {
            out.put("shards", (long) layout.shards());
        }
        if (layout.bucketed() != null) {
            out.put("bucketed", layout.bucketed());
        }
        if (layout.bucketUnit() != null) {
            out.put("bucketUnit", layout.bucketUnit());
            out.put("bucketSize", (long) layout.bucketSize());
        }
        if (layout.directory() != null) {
            out.put("directory", layout.directory());
        }
        return out;
    }

    private static Layout layout(Map<String, Object> json) {
        return new Layout(
                json.get("shards") == null ? null : ((Number) json.get("shards")).intValue(),
                (Boolean) json.get("bucketed"),
                (String) json.get("bucketUnit"),
                json.get("bucketSize") == null ? null : ((Number) json.get("bucketSize")).intValue(),
                (Boolean) json.get("directory"));
    }

    /**
     * The layout of a table of a version written before layouts were recorded, from what its
     * columns and the version's other tables say: unsharded when its partition key has no
     * {@code shard} column (a sharded table has one, but how many shards it had is written
     * nowhere), a directory exactly when the version holds its {@code <table>_buckets}. Which
     * partition column is a time bucket, and of what width, no column says (a {@code date} may be
     * the entity's own attribute): unknown. Unknown is no change, so such a version read again
     * makes no schema look changed; the next version written records the whole layout.
     */
    private static Layout inferred(Table table, List<Table> all) {
        boolean sharded =
                table.columns(Kind.PARTITION).stream().anyMatch(c -> c.name().equals(SchemaSnapshot.SHARD_COLUMN));
        String directoryTable = Names.directoryTable(table.name());
        boolean directory = all.stream().anyMatch(t -> t.name().equals(directoryTable));
        return new Layout(sharded ? null : 1, null, null, null, directory);
    }
}
