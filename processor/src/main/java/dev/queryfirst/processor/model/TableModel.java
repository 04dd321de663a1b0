package dev.queryfirst.processor.model;

import java.util.List;

/**
 * A table derived for an entity: the base table or the table of one or more access patterns.
 *
 * @param keyspace its keyspace
 * @param name its name ({@code log_messages_by_source_name})
 * @param entity qualified name of the entity whose rows it holds
 * @param base whether it is the entity's base table (primary key = the entity key)
 * @param columns every column: partition key columns first (in key order), then clustering
 *     columns (in clustering order), then static and regular columns (in attribute order)
 * @param patterns names of the access patterns it serves (empty for a generated base table)
 * @param options table options
 * @param site where the table comes from: its first access pattern, or the entity
 * @param projected whether it holds only its key columns and the attributes its patterns select
 *     ("Projections" in docs/mapping-rules.md): its rows do not map back to whole entities
 */
public record TableModel(
        String keyspace,
        String name,
        String entity,
        boolean base,
        List<ColumnModel> columns,
        List<String> patterns,
        TableOptions options,
        Site site,
        boolean projected) {

    /** A table holding every attribute of the entity (docs/mapping-rules.md, "Columns"). */
    public TableModel(
            String keyspace,
            String name,
            String entity,
            boolean base,
            List<ColumnModel> columns,
            List<String> patterns,
            TableOptions options,
            Site site) {
        this(keyspace, name, entity, base, columns, patterns, options, site, false);
    }

    /** N of {@code shards = N}: how many partitions share what one partition would hold; 1 unsharded. */
    public int shards() {
        return columns.stream()
                .filter(ColumnModel::isShard)
                .mapToInt(c -> (int) c.cardinality().distinct())
                .findFirst()
                .orElse(1);
    }

    public List<ColumnModel> partitionKey() {
        return columns(ColumnKind.PARTITION_KEY);
    }

    public List<ColumnModel> clustering() {
        return columns(ColumnKind.CLUSTERING);
    }

    public List<ColumnModel> statics() {
        return columns(ColumnKind.STATIC);
    }

    public List<ColumnModel> primaryKey() {
        return columns.stream().filter(c -> c.kind().isPrimaryKey()).toList();
    }

    public List<ColumnModel> columns(ColumnKind kind) {
        return columns.stream().filter(c -> c.kind() == kind).toList();
    }

    public ColumnModel column(String columnName) {
        return columns.stream()
                .filter(c -> c.name().equals(columnName))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(name + " has no column " + columnName));
    }
}
