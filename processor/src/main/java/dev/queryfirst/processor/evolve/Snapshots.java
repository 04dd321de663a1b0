package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.MaskModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.UdtModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The schema a keyspace design derives, as a {@link SchemaSnapshot}. */
public final class Snapshots {

    private static final String CLUSTERING_ORDER = "CLUSTERING ORDER BY";

    private Snapshots() {}

    public static SchemaSnapshot of(KeyspaceDesign design, CqlSpelling cql) {
        List<SchemaSnapshot.Type> types = new ArrayList<>();
        for (UdtModel type : design.types()) {
            types.add(new SchemaSnapshot.Type(
                    type.name(),
                    type.fields().stream()
                            .map(f -> new SchemaSnapshot.Field(
                                    f.name(), cql.type().apply(f.cqlType())))
                            .toList()));
        }
        List<SchemaSnapshot.Table> tables = new ArrayList<>();
        List<SchemaSnapshot.Index> indexes = new ArrayList<>();
        for (EntityDesign entity : design.entities()) {
            for (TableModel table : entity.tables()) {
                // The table a new table of the entity is backfilled from: the base table, else the one
                // standing in for it.
                boolean source = entity.referenceTable()
                        .map(t -> t.name().equals(table.name()))
                        .orElse(table == entity.tables().get(0));
                boolean listed = entity.directories().stream()
                        .anyMatch(d -> d.data().name().equals(table.name()));
                tables.add(table(table, source, listed, cql));
            }
            // A bucket directory is never a backfill source, nor backfilled: after it is added to an
            // entity with data, auditAndRepair lists the existing buckets.
            for (DirectoryModel directory : entity.directories()) {
                tables.add(table(directory.table(), false, false, cql));
            }
            entity.indexes()
                    .forEach(i ->
                            indexes.add(new SchemaSnapshot.Index(i.name(), i.table(), i.column(), i.similarity())));
        }
        return new SchemaSnapshot(design.keyspace(), types, tables, indexes);
    }

    private static SchemaSnapshot.Table table(TableModel table, boolean source, boolean listed, CqlSpelling cql) {
        return new SchemaSnapshot.Table(
                table.name(),
                table.entity(),
                source,
                table.columns().stream().map(c -> column(c, cql)).toList(),
                options(table, cql),
                layout(table, listed));
    }

    /**
     * Where the table's rows live: its shard count, the time bucket of its partition key, whether a
     * directory lists its buckets. Whatever else comes to decide a row's partition joins it here.
     */
    private static SchemaSnapshot.Layout layout(TableModel table, boolean listed) {
        Optional<TimeBucketModel> bucket = table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .map(ColumnModel::bucket)
                .findFirst();
        return new SchemaSnapshot.Layout(
                table.shards(),
                bucket.isPresent(),
                bucket.map(b -> b.unit().name()).orElse(null),
                bucket.map(TimeBucketModel::size).orElse(null),
                listed);
    }

    private static SchemaSnapshot.Column column(ColumnModel column, CqlSpelling cql) {
        SchemaSnapshot.Kind kind = switch (column.kind()) {
            case PARTITION_KEY -> SchemaSnapshot.Kind.PARTITION;
            case CLUSTERING -> SchemaSnapshot.Kind.CLUSTERING;
            case STATIC -> SchemaSnapshot.Kind.STATIC;
            case REGULAR -> SchemaSnapshot.Kind.REGULAR;
        };
        return new SchemaSnapshot.Column(
                column.name(),
                cql.type().apply(column.cqlType()),
                kind,
                column.kind() == ColumnKind.CLUSTERING && column.descending(),
                column.mask().map(MaskModel::cql).orElse(null));
    }

    /** The options as {@code name -> value}; the clustering order is kept in the columns. */
    private static Map<String, String> options(TableModel table, CqlSpelling cql) {
        Map<String, String> options = new TreeMap<>();
        for (String option : cql.options().apply(table)) {
            int equals = option.indexOf(" = ");
            if (!option.startsWith(CLUSTERING_ORDER) && equals > 0) {
                options.put(
                        option.substring(0, equals).trim(),
                        option.substring(equals + 3).trim());
            }
        }
        return options;
    }
}
