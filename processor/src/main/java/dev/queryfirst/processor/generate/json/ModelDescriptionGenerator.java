package dev.queryfirst.processor.generate.json;

import dev.queryfirst.processor.evolve.BackfillSources;
import dev.queryfirst.processor.evolve.Json;
import dev.queryfirst.processor.generate.GeneratedBy;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The model description of a keyspace, {@code META-INF/queryfirst/<keyspace>.model.json}: what a
 * whole-table job (the {@code queryfirst-spark} backfill and audit) needs to copy and compare
 * rows without the generated classes. Per entity: the table its copies come from (the source),
 * the columns whose write time dates a row, every table with its key and columns, where each
 * column's value comes from (a source column, a time bucket of one, or the shard of the key),
 * the bucket directories and the live references. Structural only: no sizing numbers.
 *
 * <p>Written with sorted keys and entities, tables and columns in the order derive gives them, so
 * the same design writes the same bytes. {@code format} numbers the layout of this file; a job
 * refuses a format it does not know.
 */
public final class ModelDescriptionGenerator {

    /** The layout of the description; raised when a field changes meaning or disappears. */
    public static final long FORMAT = 1;

    private final String queryfirstVersion;

    /** @param queryfirstVersion the processor's version, which a job compares with its own */
    public ModelDescriptionGenerator(String queryfirstVersion) {
        this.queryfirstVersion = queryfirstVersion;
    }

    /**
     * The description of {@code keyspace}.
     *
     * @param schemaVersion the highest schema version kept under {@code -Aqueryfirst.schemaDir}; 0
     *     when the build keeps none
     */
    public String json(KeyspaceDesign keyspace, int schemaVersion) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", FORMAT);
        root.put("generator", GeneratedBy.GENERATOR);
        root.put("queryfirstVersion", queryfirstVersion);
        root.put("keyspace", keyspace.keyspace());
        root.put("schemaVersion", (long) schemaVersion);
        root.put(
                "entities",
                keyspace.entities().stream().map(e -> entity(keyspace, e)).toList());
        return Json.write(root);
    }

    private static Map<String, Object> entity(KeyspaceDesign keyspace, EntityDesign design) {
        Map<String, Object> entity = new LinkedHashMap<>();
        entity.put("name", design.entity().qualifiedName());
        entity.put("immutable", design.entity().immutable());
        entity.put("versioned", design.entity().versioned());
        entity.put("counters", design.entity().hasCounters());
        entity.put("ttlSeconds", design.entity().ttl().map(t -> t.getSeconds()).orElse(0L));
        Optional<TableModel> source = source(design);
        source.ifPresent(s -> {
            entity.put("source", s.name());
            entity.put(
                    "writeTimeColumns",
                    BackfillSources.writeTimeColumns(design.entity(), s).stream()
                            .map(ColumnModel::name)
                            .toList());
            entity.put("key", keyColumns(design, s));
        });
        entity.put(
                "tables",
                design.tables().stream()
                        .map(t -> table(
                                t,
                                BackfillSources.copySource(design)
                                        .filter(s -> !s.name().equals(t.name()))))
                        .toList());
        entity.put(
                "directories",
                design.directories().stream()
                        .map(ModelDescriptionGenerator::directory)
                        .toList());
        entity.put(
                "references",
                design.references().stream()
                        .flatMap(r -> reference(keyspace, design, r).stream())
                        .toList());
        return entity;
    }

    /**
     * The source: the table copies come from ({@link BackfillSources#copySource}) when a scan can
     * date its rows; none for an entity of key columns alone or with counters.
     */
    private static Optional<TableModel> source(EntityDesign design) {
        return BackfillSources.copySource(design).filter(t -> BackfillSources.isSource(design, t));
    }

    /**
     * The entity key's columns in the source, in key order: what a shard hashes (a key attribute
     * that references another entity is held by that entity's key columns).
     */
    private static List<String> keyColumns(EntityDesign design, TableModel source) {
        List<String> key = new ArrayList<>();
        for (Attribute attribute : design.entity().key()) {
            source.columns().stream()
                    .filter(c -> !c.isBucket()
                            && !c.path().isEmpty()
                            && c.path().get(0).equals(attribute.name()))
                    .forEach(c -> key.add(c.name()));
        }
        return key;
    }

    private static Map<String, Object> table(TableModel table, Optional<TableModel> copiedFrom) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", table.name());
        out.put("base", table.base());
        out.put("projected", table.projected());
        out.put("shards", (long) table.shards());
        out.put("ttlSeconds", table.options().defaultTtlSeconds());
        copiedFrom.ifPresent(source -> out.put("copyOf", source.name()));
        out.put(
                "columns",
                table.columns().stream().map(c -> column(c, copiedFrom)).toList());
        return out;
    }

    /**
     * A column: its CQL name and type, its role, the attribute it holds, and, in a table filled
     * from the source, how its value is computed from the source's row.
     */
    private static Map<String, Object> column(ColumnModel column, Optional<TableModel> copiedFrom) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", column.name());
        out.put("type", column.cqlType());
        out.put("kind", column.kind().name().toLowerCase(Locale.ROOT));
        if (column.kind() == ColumnKind.CLUSTERING) {
            out.put("order", column.descending() ? "desc" : "asc");
        }
        if (!column.path().isEmpty()) {
            out.put("path", column.dottedPath());
        }
        if (column.isVersion()) {
            out.put("version", true);
        }
        if (column.isShard()) {
            out.put("shardOfKey", true);
        }
        if (column.isBucket()) {
            Map<String, Object> bucket = new LinkedHashMap<>();
            bucket.put("unit", column.bucket().unit().name());
            bucket.put("size", (long) column.bucket().size());
            bucket.put("directory", column.bucket().directory());
            out.put("bucket", bucket);
        }
        copiedFrom.ifPresent(source -> {
            if (!column.path().isEmpty()) {
                columnAt(source, column.path())
                        .ifPresent(from -> out.put(column.isBucket() ? "bucketOf" : "from", from.name()));
            }
        });
        return out;
    }

    private static Map<String, Object> directory(DirectoryModel directory) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", directory.table().name());
        out.put("data", directory.data().name());
        out.put("bucket", directory.bucket().name());
        out.put("key", directory.key().stream().map(ColumnModel::name).toList());
        out.put("ttlSeconds", directory.entryTtlSeconds());
        return out;
    }

    /**
     * A live reference: which of E's columns hold R's key and R's copied attributes, with the
     * column of R's base table each mirrors, and which of E's tables hold the copy.
     */
    private static Optional<Map<String, Object>> reference(
            KeyspaceDesign keyspace, EntityDesign design, ReferencePlan plan) {
        // R in this keyspace with a base table, and a table of E holding the copy: a job can check it.
        Optional<TableModel> base = keyspace.entities().stream()
                .filter(e -> e.entity().qualifiedName().equals(plan.referenced()))
                .findFirst()
                .flatMap(EntityDesign::baseTable);
        List<TableModel> holders = new ArrayList<>(plan.copies());
        holders.addAll(plan.staticCopies());
        if (base.isEmpty() || holders.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(reference(plan, base.get(), holders.get(0)));
    }

    private static Map<String, Object> reference(ReferencePlan plan, TableModel base, TableModel holder) {
        Map<String, Object> key = new LinkedHashMap<>();
        Map<String, Object> copied = new LinkedHashMap<>();
        for (ColumnModel column : holder.columns()) {
            if (column.path().size() < 2 || !column.path().get(0).equals(plan.attribute())) {
                continue;
            }
            List<String> inR = column.path().subList(1, column.path().size());
            columnAt(base, inR).ifPresent(r -> {
                if (r.kind().isPrimaryKey()) {
                    key.put(column.name(), r.name());
                } else if (plan.copied().contains(column.name())) {
                    copied.put(column.name(), r.name());
                }
            });
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("attribute", plan.attribute());
        out.put("referenced", plan.referenced());
        out.put("referencedTable", base.name());
        out.put("key", key);
        out.put("copied", copied);
        out.put("copies", plan.copies().stream().map(TableModel::name).toList());
        out.put(
                "staticCopies",
                plan.staticCopies().stream().map(TableModel::name).toList());
        return out;
    }

    /** The column of {@code table} holding the attribute at {@code path} itself (not a bucket or shard of it). */
    private static Optional<ColumnModel> columnAt(TableModel table, List<String> path) {
        return table.columns().stream()
                .filter(c -> c.path().equals(path) && !c.isBucket())
                .findFirst();
    }
}
