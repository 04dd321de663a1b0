package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Turns a key layout into a table: key columns first, then every other column of the entity
 * (docs/mapping-rules.md, "Columns"), static when it is pushed down from an entity whose key the
 * partition key holds (docs/mapping-rules.md, "Static columns").
 */
final class Tables {

    /** The column a {@code versioned} entity's base table carries for its lightweight transaction. */
    static final String VERSION_COLUMN = "version";

    private final EntityModel entity;
    private final Flattened flat;

    Tables(EntityModel entity, Flattened flat) {
        this.entity = entity;
        this.flat = flat;
    }

    /** The table of an access pattern (or the base table, when its key is exactly K). */
    TableModel table(String name, KeyLayout layout, boolean base, List<String> patterns, Site site) {
        return table(name, layout, base, patterns, site, null);
    }

    /**
     * The table of an access pattern; with {@code selected} set, a projected table (docs/mapping-rules.md, "Projections") holding
     * its key columns and only the columns named there besides them.
     */
    TableModel table(
            String name, KeyLayout layout, boolean base, List<String> patterns, Site site, Set<String> selected) {
        List<ColumnModel> columns = new ArrayList<>();
        if (layout.onePartition()) {
            columns.add(PartitionShape.onePartitionColumn());
        }
        for (FlatColumn column : layout.partition()) {
            columns.add(column(column, ColumnKind.PARTITION_KEY, false));
        }
        for (FlatColumn column : layout.bucketed()) {
            columns.add(bucketColumn(column));
        }
        if (layout.shards() > 1) {
            columns.add(PartitionShape.shardColumn(layout.shards()));
        }
        for (KeyLayout.Clustered clustered : layout.clustering()) {
            columns.add(column(clustered.column(), ColumnKind.CLUSTERING, clustered.descending()));
        }
        Set<String> partitionNames =
                layout.partition().stream().map(FlatColumn::name).collect(Collectors.toSet());
        boolean clustered = !layout.clustering().isEmpty();
        for (FlatColumn column : flat.columns()) {
            // A projected table keeps the entity key even where an alternate key identifies its rows:
            // moves, deletes and the audit find the entity's base row by it.
            boolean held = selected == null || selected.contains(column.name()) || column.entityKey();
            if (!layout.inPrimaryKey(column) && held) {
                boolean isStatic = clustered
                        && column.owners().stream().anyMatch(owner -> partitionNames.containsAll(owner.keyColumns()));
                columns.add(column(column, isStatic ? ColumnKind.STATIC : ColumnKind.REGULAR, false));
            }
        }
        if (base && entity.versioned()) {
            columns.add(new ColumnModel(
                    VERSION_COLUMN,
                    "bigint",
                    List.of(),
                    new TypeModel.Scalar(ScalarKind.BIGINT, "long"),
                    ColumnKind.REGULAR,
                    false,
                    null,
                    AttributeCardinality.NONE));
        }
        return new TableModel(
                entity.keyspace(),
                name,
                entity.qualifiedName(),
                base,
                List.copyOf(columns),
                List.copyOf(patterns),
                TableOptionRules.options(entity, columns, base, patterns),
                site,
                selected != null);
    }

    /** The generated base table: primary key K, one row per entity. */
    TableModel base(String name, Site site) {
        return table(name, KeyLayout.byKey(flat.key()), true, List.of(), site);
    }

    /** The same table serving another list of patterns (its comment names them). */
    TableModel serving(TableModel table, List<String> patterns) {
        return new TableModel(
                table.keyspace(),
                table.name(),
                table.entity(),
                table.base(),
                table.columns(),
                List.copyOf(patterns),
                TableOptionRules.options(entity, table.columns(), table.base(), patterns),
                table.site(),
                table.projected());
    }

    static ColumnModel column(FlatColumn column, ColumnKind kind, boolean descending) {
        return new ColumnModel(
                column.name(),
                CqlTypes.type(column.type()),
                column.path(),
                column.type(),
                kind,
                descending,
                null,
                column.attribute().cardinality(),
                column.attribute().mask());
    }

    private static ColumnModel bucketColumn(FlatColumn column) {
        TimeBucketModel bucket = column.attribute().bucket().orElseThrow();
        TypeModel type = BucketColumns.columnType(bucket);
        return new ColumnModel(
                BucketColumns.columnName(column.name(), bucket),
                CqlTypes.type(type),
                column.path(),
                type,
                ColumnKind.PARTITION_KEY,
                false,
                bucket,
                AttributeCardinality.NONE);
    }
}
