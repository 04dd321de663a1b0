package dev.queryfirst.runtime.internal.copy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A keyspace's model description, {@code META-INF/queryfirst/<keyspace>.model.json}, as the
 * processor wrote it (docs/model-description.md): the entities, their tables and columns, where
 * each copied value comes from, the bucket directories and the live references. Everything a
 * whole-table job needs, without the generated classes; {@link CopyRow} computes a table's rows
 * from it. A Spark job reads it on the driver and sends executors the {@link CopyRow}s.
 *
 * <pre>{@code
 * ModelDescription shop = ModelDescription.fromClasspath("shop");       // in the application's jar
 * ModelDescription same = ModelDescription.read(Path.of("shop.model.json"));
 * }</pre>
 *
 * @param format the file's layout number; {@link #FORMAT} is the one this runtime reads
 * @param queryfirstVersion the version of the processor that wrote it
 * @param keyspace the keyspace derived (a job may run against another, given at run time)
 * @param schemaVersion the highest schema version kept by the build; 0 when it keeps none
 * @param source where it was read from, for messages
 */
public record ModelDescription(
        long format,
        String queryfirstVersion,
        String keyspace,
        long schemaVersion,
        List<Entity> entities,
        String source) {

    /** The layout this runtime reads (the processor's {@code ModelDescriptionGenerator.FORMAT}). */
    public static final long FORMAT = 1;

    static final String FOLDER = "META-INF/queryfirst/";

    /**
     * An entity: the table its copies come from ({@code source}, empty when no scan can date its
     * rows), its key's columns there, and the columns whose write time dates a row.
     */
    public record Entity(
            String name,
            boolean immutable,
            boolean versioned,
            boolean counters,
            long ttlSeconds,
            Optional<String> source,
            List<String> key,
            List<String> writeTimeColumns,
            List<Table> tables,
            List<Directory> directories,
            List<Reference> references) {

        /** The table named {@code name}. */
        public Table table(String name) {
            return tables.stream()
                    .filter(t -> t.name().equals(name))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(this.name + " has no table " + name));
        }

        /** The source table. */
        public Table sourceTable() {
            return table(source.orElseThrow(() -> new IllegalStateException(name
                    + " has no table a scan can date rows in (no column whose write time tells when a row was"
                    + " written): its tables cannot be backfilled or audited")));
        }

        /** The tables filled from the source: every table but the source. */
        public List<Table> copies() {
            return tables.stream().filter(t -> t.copyOf().isPresent()).toList();
        }
    }

    /** A table: its columns in key order then the others, its shards, TTL, and the table it is copied from. */
    public record Table(
            String name,
            boolean base,
            boolean projected,
            int shards,
            long ttlSeconds,
            Optional<String> copyOf,
            List<Column> columns) {

        public List<Column> primaryKey() {
            return columns.stream().filter(Column::isPrimaryKey).toList();
        }

        public List<Column> partitionKey() {
            return columns.stream().filter(c -> c.kind() == Kind.PARTITION_KEY).toList();
        }

        public List<Column> clustering() {
            return columns.stream().filter(c -> c.kind() == Kind.CLUSTERING).toList();
        }

        public List<Column> statics() {
            return columns.stream().filter(c -> c.kind() == Kind.STATIC).toList();
        }

        /** The columns outside the primary key, whose values a copy must match. */
        public List<Column> values() {
            return columns.stream().filter(c -> !c.isPrimaryKey()).toList();
        }

        public List<String> names(List<Column> columns) {
            return columns.stream().map(Column::name).toList();
        }

        public int indexOf(String column) {
            for (int i = 0; i < columns.size(); i++) {
                if (columns.get(i).name().equals(column)) {
                    return i;
                }
            }
            throw new IllegalArgumentException(name + " has no column " + column);
        }
    }

    /** A column's role in its table. */
    public enum Kind {
        PARTITION_KEY,
        CLUSTERING,
        STATIC,
        REGULAR
    }

    /**
     * A column and, in a copied table, where its value comes from: {@code from} a source column,
     * the {@code bucket} of the source column {@code bucketOf}, or the shard of the entity's key.
     *
     * @param type the CQL type as the DDL writes it
     */
    public record Column(
            String name,
            String type,
            Kind kind,
            boolean descending,
            Optional<String> path,
            Optional<String> from,
            Optional<String> bucketOf,
            Optional<Bucket> bucket,
            boolean shardOfKey,
            boolean version) {

        public boolean isPrimaryKey() {
            return kind == Kind.PARTITION_KEY || kind == Kind.CLUSTERING;
        }
    }

    /** A {@code @TimeBucket}: {@code size} {@code unit}s ({@code DAYS}, {@code HOURS}...), aligned to the epoch. */
    public record Bucket(String unit, int size, boolean directory) {}

    /** The bucket directory of table {@code data}: per {@code key}, the {@code bucket}s that hold rows. */
    public record Directory(String name, String data, String bucket, List<String> key, long ttlSeconds) {}

    /**
     * A live reference: E's columns holding R's key ({@code key}: E column → R column) and R's
     * copied attributes ({@code copied}), mirrored from R's base table {@code referencedTable}.
     */
    public record Reference(
            String attribute,
            String referenced,
            String referencedTable,
            Map<String, String> key,
            Map<String, String> copied,
            List<String> copies,
            List<String> staticCopies) {}

    /**
     * The description of {@code keyspace} in the class path, as the application's jars carry it:
     * {@code META-INF/queryfirst/<keyspace>.model.json}, or, for a keyspace split over modules,
     * every module's {@code META-INF/queryfirst/<module>/<keyspace>.model.json} (each jar's
     * {@code index.properties} names its module), merged into one (docs/architecture.md, "One
     * keyspace, many modules").
     *
     * @throws IllegalArgumentException when no such resource exists
     */
    public static ModelDescription fromClasspath(String keyspace) {
        return fromClasspath(keyspace, Thread.currentThread().getContextClassLoader());
    }

    /** {@link #fromClasspath(String)} in the resources {@code loader} finds. */
    public static ModelDescription fromClasspath(String keyspace, ClassLoader loader) {
        return ModelResources.read(keyspace, loader);
    }

    /** The description in file {@code path}. */
    public static ModelDescription read(Path path) {
        try (InputStream in = Files.newInputStream(path)) {
            return parse(new ObjectMapper().readTree(in), path.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the model description " + path, e);
        }
    }

    /** The entity whose tables include {@code table}. */
    public Entity entityOf(String table) {
        return entities.stream()
                .filter(e -> e.tables().stream().anyMatch(t -> t.name().equals(table)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no table " + table + " in the model of keyspace "
                        + keyspace + " (" + source + "); its tables: "
                        + entities.stream()
                                .flatMap(e -> e.tables().stream())
                                .map(Table::name)
                                .toList()));
    }

    /** The entity named {@code name} (its qualified class name). */
    public Entity entity(String name) {
        return entities.stream()
                .filter(e -> e.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no entity " + name + " in " + source));
    }

    static ModelDescription parse(JsonNode root, String source) {
        long format = root.path("format").asLong(0);
        if (format != FORMAT) {
            throw new IllegalArgumentException(
                    source + " has format " + format + ", this QueryFirst reads format " + FORMAT
                            + ": build the job with the QueryFirst version that wrote it ("
                            + root.path("queryfirstVersion").asText("unknown") + ")");
        }
        List<Entity> entities = new ArrayList<>();
        root.path("entities").forEach(e -> entities.add(entity(e)));
        return new ModelDescription(
                format,
                root.path("queryfirstVersion").asText(),
                root.path("keyspace").asText(),
                root.path("schemaVersion").asLong(),
                List.copyOf(entities),
                source);
    }

    private static Entity entity(JsonNode node) {
        List<Table> tables = new ArrayList<>();
        node.path("tables").forEach(t -> tables.add(table(t)));
        List<Directory> directories = new ArrayList<>();
        node.path("directories")
                .forEach(d -> directories.add(new Directory(
                        d.path("name").asText(),
                        d.path("data").asText(),
                        d.path("bucket").asText(),
                        strings(d.path("key")),
                        d.path("ttlSeconds").asLong())));
        List<Reference> references = new ArrayList<>();
        node.path("references")
                .forEach(r -> references.add(new Reference(
                        r.path("attribute").asText(),
                        r.path("referenced").asText(),
                        r.path("referencedTable").asText(),
                        map(r.path("key")),
                        map(r.path("copied")),
                        strings(r.path("copies")),
                        strings(r.path("staticCopies")))));
        return new Entity(
                node.path("name").asText(),
                node.path("immutable").asBoolean(),
                node.path("versioned").asBoolean(),
                node.path("counters").asBoolean(),
                node.path("ttlSeconds").asLong(),
                text(node, "source"),
                strings(node.path("key")),
                strings(node.path("writeTimeColumns")),
                List.copyOf(tables),
                List.copyOf(directories),
                List.copyOf(references));
    }

    private static Table table(JsonNode node) {
        List<Column> columns = new ArrayList<>();
        node.path("columns").forEach(c -> columns.add(column(c)));
        return new Table(
                node.path("name").asText(),
                node.path("base").asBoolean(),
                node.path("projected").asBoolean(),
                node.path("shards").asInt(1),
                node.path("ttlSeconds").asLong(),
                text(node, "copyOf"),
                List.copyOf(columns));
    }

    private static Column column(JsonNode node) {
        JsonNode bucket = node.path("bucket");
        return new Column(
                node.path("name").asText(),
                node.path("type").asText(),
                Kind.valueOf(node.path("kind").asText().toUpperCase(Locale.ROOT)),
                "desc".equals(node.path("order").asText()),
                text(node, "path"),
                text(node, "from"),
                text(node, "bucketOf"),
                bucket.isMissingNode()
                        ? Optional.empty()
                        : Optional.of(new Bucket(
                                bucket.path("unit").asText(),
                                bucket.path("size").asInt(),
                                bucket.path("directory").asBoolean())),
                node.path("shardOfKey").asBoolean(),
                node.path("version").asBoolean());
    }

    private static Optional<String> text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isMissingNode() || value.isNull() ? Optional.empty() : Optional.of(value.asText());
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        return List.copyOf(values);
    }

    private static Map<String, String> map(JsonNode object) {
        Map<String, String> values = new LinkedHashMap<>();
        object.fields()
                .forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
        return values;
    }
}
