package dev.queryfirst.processor.evolve;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One schema version of a keyspace: what the cluster holds once the version is applied. The file
 * {@code <schemaDir>/<keyspace>/<n>.json} that keeps it is {@link SnapshotJson}'s; this record is
 * the model alone. Names are as Cassandra stores them (unquoted), types
 * as DDL writes them. Tables and indexes are sorted by name; columns keep their table order
 * (partition key, clustering, then the rest), types their dependency order.
 *
 * @param keyspace the keyspace the version was derived for
 * @param types the user-defined types
 * @param tables the tables
 * @param indexes the storage-attached indexes
 */
public record SchemaSnapshot(String keyspace, List<Type> types, List<Table> tables, List<Index> indexes) {

    /** The partition-key column of a {@code shards = N} table. */
    static final String SHARD_COLUMN = "shard";

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

    /**
     * This version with each table's layout as {@code previous} knows it, for deciding whether
     * anything changed: a layout {@code previous} does not record (an older version's) is no change.
     */
    SchemaSnapshot withLayoutsKnownIn(SchemaSnapshot previous) {
        List<Table> known = tables.stream()
                .map(t -> previous.table(t.name())
                        .map(before -> t.withLayout(t.layout().knownIn(before.layout())))
                        .orElse(t))
                .toList();
        return new SchemaSnapshot(keyspace, types, known, indexes);
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
     * @param layout where its rows live, as far as the version says
     */
    public record Table(
            String name,
            String entity,
            boolean source,
            List<Column> columns,
            Map<String, String> options,
            Layout layout) {

        public Table {
            columns = List.copyOf(columns);
            options = new TreeMap<>(options);
        }

        /** A table whose layout the version does not record. */
        public Table(String name, String entity, boolean source, List<Column> columns, Map<String, String> options) {
            this(name, entity, source, columns, options, Layout.UNKNOWN);
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
            return new Table(name, entity, source, all, options, layout);
        }

        /** The same table with {@code other}'s layout. */
        Table withLayout(Layout other) {
            return new Table(name, entity, source, columns, options, other);
        }
    }

    /**
     * Where a table's rows live: what places a row in its partition besides the values of its key
     * columns. Changing it moves every row (a row's shard is its key's hash modulo the shard count, a
     * bucket is its time divided by the bucket's width, a directory lists the buckets holding rows),
     * so the rows written under the old layout would never be found, moved or deleted again: a
     * change is QF401, as a changed primary key is. Every setting that places rows belongs here (a
     * future way to choose a table's partition too).
     *
     * <p>A null field is one the version does not say, which no comparison counts as a change:
     * versions written before layouts were recorded have none (see {@link SnapshotJson#read}).
     *
     * @param shards N of {@code shards = N}; 1 when unsharded
     * @param bucketed whether the partition key holds a time bucket ({@code false} for a table of
     *     {@code bucketed = false}, or without {@code @TimeBucket})
     * @param bucketUnit the bucket's unit ({@code DAYS}); null when not bucketed
     * @param bucketSize units per bucket; null when not bucketed
     * @param directory whether a bucket directory lists the table's non-empty buckets
     */
    public record Layout(Integer shards, Boolean bucketed, String bucketUnit, Integer bucketSize, Boolean directory) {

        /** Nothing known. */
        public static final Layout UNKNOWN = new Layout(null, null, null, null, null);

        /**
         * What differs between this layout (the version's) and {@code now}, in words ({@code 4 shards
         * become 8}), where both say; empty when nothing does.
         */
        List<String> changesTo(Layout now) {
            List<String> changes = new ArrayList<>();
            if (known(shards, now.shards) && !shards.equals(now.shards)) {
                changes.add(shards + " shard" + (shards == 1 ? "" : "s") + " become " + now.shards
                        + " (a row's shard is its key's hash modulo the shard count)");
            }
            if (known(bucketed, now.bucketed) && !bucketed.equals(now.bucketed)) {
                changes.add(bucketed ? "its time buckets go" : "it gets time buckets");
            } else if (Boolean.TRUE.equals(bucketed)
                    && known(bucketUnit, now.bucketUnit)
                    && (!bucketUnit.equals(now.bucketUnit) || !bucketSize.equals(now.bucketSize))) {
                changes.add("its buckets of " + bucketSize + " " + bucketUnit + " become buckets of " + now.bucketSize
                        + " " + now.bucketUnit);
            }
            if (known(directory, now.directory) && !directory.equals(now.directory)) {
                changes.add(directory ? "its bucket directory goes" : "it gets a bucket directory");
            }
            return changes;
        }

        /** This layout as {@code previous} knows it: each field {@code previous} does not say, null. */
        Layout knownIn(Layout previous) {
            return new Layout(
                    previous.shards == null ? null : shards,
                    previous.bucketed == null ? null : bucketed,
                    previous.bucketUnit == null ? null : bucketUnit,
                    previous.bucketSize == null ? null : bucketSize,
                    previous.directory == null ? null : directory);
        }

        /** The layout as a sentence ({@code 4 shards, buckets of 1 DAYS}) for messages; only what is known. */
        String describe() {
            List<String> parts = new ArrayList<>();
            if (shards != null) {
                parts.add(shards + " shard" + (shards == 1 ? "" : "s"));
            }
            if (Boolean.FALSE.equals(bucketed)) {
                parts.add("no time buckets");
            } else if (bucketUnit != null) {
                parts.add("buckets of " + bucketSize + " " + bucketUnit);
            }
            if (directory != null) {
                parts.add(directory ? "a bucket directory" : "no bucket directory");
            }
            return String.join(", ", parts);
        }

        private static boolean known(Object before, Object now) {
            return before != null && now != null;
        }
    }

    /**
     * A column: for a clustering column, {@code descending} is its order.
     *
     * @param mask its {@code @Masked} function call ({@code mask_inner(2, 1)}), or null for none. A
     *     version written before masks were recorded has none: QueryFirst could not declare one then
     */
    public record Column(String name, String type, Kind kind, boolean descending, String mask) {

        /** An unmasked column. */
        public Column(String name, String type, Kind kind, boolean descending) {
            this(name, type, kind, descending, null);
        }

        public boolean isPrimaryKey() {
            return kind == Kind.PARTITION || kind == Kind.CLUSTERING;
        }
    }

    /** A column's role. */
    public enum Kind {
        PARTITION,
        CLUSTERING,
        STATIC,
        REGULAR;

        /** As a version's file and the diagnostics name it: {@code partition}. */
        public String json() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * A storage-attached index on one column.
     *
     * @param similarity for a vector index, its similarity function ({@code COSINE}); null for any
     *     other index, and for a vector index of a version file written before it was recorded
     */
    public record Index(String name, String table, String column, String similarity) {

        /** Whether the index compares vectors another way than {@code other} says, both being known. */
        boolean comparesOtherwise(Index other) {
            return similarity != null && other.similarity != null && !similarity.equals(other.similarity);
        }
    }
}
