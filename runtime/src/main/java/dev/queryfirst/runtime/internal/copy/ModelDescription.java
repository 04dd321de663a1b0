package dev.queryfirst.runtime.internal.copy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
            return ModelJson.parse(new ObjectMapper().readTree(in), path.toString());
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
}
