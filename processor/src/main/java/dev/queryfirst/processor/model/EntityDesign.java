package dev.queryfirst.processor.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What derive made of one entity: its tables (the base table first, when it has one), indexes,
 * and the plan of each access pattern. Identical tables are listed once and serve several
 * patterns. It carries everything the generators need, so they decide nothing themselves.
 *
 * @param referenced every entity reached through the entity's references, by qualified name
 * @param movableKeys the names of the tables whose primary key holds an attribute outside the
 *     entity key (or a bucket of one): an update can move the entity's row there
 * @param lookbacks how many buckets a "latest N" read walks back, by the dotted path of the
 *     bucketed attribute
 * @param references the plans of the entity's live references (none for {@code @Snapshot} ones)
 */
public record EntityDesign(
        EntityModel entity,
        List<TableModel> tables,
        List<IndexModel> indexes,
        List<PatternPlan> plans,
        Map<String, EntityModel> referenced,
        Set<String> movableKeys,
        Map<String, Integer> lookbacks,
        List<ReferencePlan> references) {

    /** A design without live references. */
    public EntityDesign(
            EntityModel entity,
            List<TableModel> tables,
            List<IndexModel> indexes,
            List<PatternPlan> plans,
            Map<String, EntityModel> referenced,
            Set<String> movableKeys,
            Map<String, Integer> lookbacks) {
        this(entity, tables, indexes, plans, referenced, movableKeys, lookbacks, List.of());
    }

    /** The base table (primary key = the entity key), absent for immutable entities without one. */
    public Optional<TableModel> baseTable() {
        return tables.stream().filter(TableModel::base).findFirst();
    }

    /** Whether an update can move the entity's row in {@code table} (its key holds a non-key attribute). */
    public boolean keyCanMove(TableModel table) {
        return movableKeys.contains(table.name());
    }

    /**
     * Whether the DAO moves {@code table}'s rows on update: a derived table whose key can move, of an
     * entity that is ever updated (an immutable entity's rows never move).
     */
    public boolean rowsMove(TableModel table) {
        return !table.base() && !entity.immutable() && keyCanMove(table);
    }

    /**
     * The bucket directories of the tables partitioned by a {@code @TimeBucket(directory = true)}
     * bucket, in table order (docs/mapping-rules.md, "Bucket directories"). They are not among {@link #tables()}: they hold no
     * entity, only which buckets of a key hold rows.
     */
    public List<DirectoryModel> directories() {
        return tables.stream()
                .flatMap(table -> DirectoryModel.of(table, entity).stream())
                .toList();
    }

    /** Buckets a "latest N" read over bucket column {@code bucket} walks back at most. */
    public int lookback(ColumnModel bucket) {
        Integer lookback = lookbacks.get(bucket.dottedPath());
        if (lookback == null) {
            throw new IllegalArgumentException(entity.simpleName() + " has no bucket on " + bucket.dottedPath());
        }
        return lookback;
    }
}
