package dev.queryfirst.processor.model;

import java.util.List;

/**
 * One {@code @AccessPattern}, as written: attribute paths are not resolved yet (derive does that
 * and reports unknown ones).
 *
 * @param name the DAO method name
 * @param where equality attribute paths, in order
 * @param range the inequality attribute path, or empty
 * @param orderBy the orderings, in order
 * @param limit typical rows wanted, 0 for all
 * @param table explicit table name, or empty
 * @param index strategy: a storage-attached index on the base table instead of a table
 * @param bucketed false when the table ignores the {@code @TimeBucket} of its clustering attributes
 * @param shards how many partitions each partition is split in (1: not sharded)
 * @param site the annotation (with {@code index} = its position among the entity's patterns)
 * @param select the attributes the table holds besides its key columns, empty for all
 *     (docs/mapping-rules.md, "Projections")
 * @param partitionBy the part of {@code where} that forms the partition key, empty for all of it;
 *     the rest of {@code where} leads the clustering columns
 * @param nearest the {@code @Vector} attribute a nearest-neighbour pattern searches, or empty
 *     (docs/vector-search.md)
 * @param options the driver settings of its reads, the entity's {@code @StatementOptions} under
 *     its own (docs/statement-options.md)
 */
public record AccessPatternModel(
        String name,
        List<String> where,
        String range,
        List<Ordering> orderBy,
        int limit,
        String table,
        boolean indexStrategy,
        boolean bucketed,
        int shards,
        Site site,
        List<String> select,
        List<String> partitionBy,
        String nearest,
        StatementOptionsModel options) {

    /** A pattern whose reads keep the driver's settings. */
    public AccessPatternModel(
            String name,
            List<String> where,
            String range,
            List<Ordering> orderBy,
            int limit,
            String table,
            boolean indexStrategy,
            boolean bucketed,
            int shards,
            Site site,
            List<String> select,
            List<String> partitionBy,
            String nearest) {
        this(
                name,
                where,
                range,
                orderBy,
                limit,
                table,
                indexStrategy,
                bucketed,
                shards,
                site,
                select,
                partitionBy,
                nearest,
                StatementOptionsModel.none());
    }

    /** A pattern that is not a nearest-neighbour search. */
    public AccessPatternModel(
            String name,
            List<String> where,
            String range,
            List<Ordering> orderBy,
            int limit,
            String table,
            boolean indexStrategy,
            boolean bucketed,
            int shards,
            Site site,
            List<String> select,
            List<String> partitionBy) {
        this(name, where, range, orderBy, limit, table, indexStrategy, bucketed, shards, site, select, partitionBy, "");
    }

    /** Whether it reads the rows nearest a query vector. */
    public boolean isNearest() {
        return !nearest.isEmpty();
    }

    /** A pattern whose table holds every attribute (no {@code select}). */
    public AccessPatternModel(
            String name,
            List<String> where,
            String range,
            List<Ordering> orderBy,
            int limit,
            String table,
            boolean indexStrategy,
            boolean bucketed,
            int shards,
            Site site) {
        this(name, where, range, orderBy, limit, table, indexStrategy, bucketed, shards, site, List.of(), List.of());
    }

    /** Whether its table holds only the key columns and the selected attributes. */
    public boolean projected() {
        return !select.isEmpty();
    }

    /** Whether the table carries a {@code shard} partition-key column. */
    public boolean sharded() {
        return shards > 1;
    }

    public boolean hasRange() {
        return !range.isEmpty();
    }
}
