package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.BaseDecision;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The rules that complete an entity's design once its tables are known, so that no generator
 * decides them: which tables' keys can move on update, how far a "latest N" read walks back, and
 * the referenced entities whose values the generated code reads and rebuilds, and the plans of the
 * live references.
 */
public final class DesignRules {

    /** Buckets a "latest N" read walks back when neither {@code lookback} nor a TTL bounds it. */
    static final int DEFAULT_LOOKBACK = 90;

    private DesignRules() {}

    /**
     * The design of {@code entity} with these tables, indexes and plans, and what follows from them.
     * Derive calls it for every entity; tests call it to build a design by hand the way derive does.
     *
     * @param known every entity model of the compilation by qualified name
     * @param base which table is the base table and why
     */
    public static EntityDesign design(
            EntityModel entity,
            List<TableModel> tables,
            List<IndexModel> indexes,
            List<PatternPlan> plans,
            Map<String, EntityModel> known,
            BaseDecision base) {
        Map<String, EntityModel> referenced = referenced(entity, known);
        Set<String> movable = new LinkedHashSet<>();
        Map<String, Integer> lookbacks = new LinkedHashMap<>();
        for (TableModel table : tables) {
            if (keyCanMove(table, entity, referenced)) {
                movable.add(table.name());
            }
            for (ColumnModel column : table.partitionKey()) {
                if (column.isBucket()) {
                    lookbacks.put(column.dottedPath(), lookback(column.bucket(), entity.ttl()));
                }
            }
        }
        return new EntityDesign(
                entity,
                tables,
                indexes,
                plans,
                referenced,
                movable,
                lookbacks,
                LiveReferences.plans(entity, tables, known),
                base);
    }

    /** The design of an entity derive could not lay out: no tables, nothing to generate. */
    static EntityDesign empty(EntityModel entity) {
        return new EntityDesign(
                entity,
                List.of(),
                List.of(),
                List.of(),
                Map.of(),
                Set.of(),
                Map.of(),
                List.of(),
                new BaseDecision(BaseDecision.Reason.NOT_NEEDED, null, List.of()));
    }

    /**
     * How many buckets a "latest N" read walks back at most: {@code @TimeBucket(lookback)}, else the
     * buckets the TTL spans (plus one: the oldest live row may sit in a partly expired bucket), else 90.
     */
    static int lookback(TimeBucketModel bucket, Optional<Duration> ttl) {
        if (bucket.lookback() > 0) {
            return bucket.lookback();
        }
        return ttl.map(t -> (int) Math.ceil(t.getSeconds() / bucket.widthSeconds()) + 1)
                .orElse(DEFAULT_LOOKBACK);
    }

    /**
     * Whether an update can move an entity's row: the primary key holds an attribute (or a bucket of
     * one) that can change: outside the entity key, and not {@code @Fixed}.
     */
    private static boolean keyCanMove(TableModel table, EntityModel entity, Map<String, EntityModel> referenced) {
        return table.primaryKey().stream().anyMatch(c -> !neverChanges(c.path(), entity, referenced));
    }

    /**
     * Whether the value at {@code path} never changes once the entity is written: every step is a
     * key attribute or a {@code @Fixed} one, of the entity or of an entity reached through it.
     */
    public static boolean neverChanges(List<String> path, EntityModel entity, Map<String, EntityModel> referenced) {
        EntityModel owner = entity;
        for (String step : path) {
            Attribute attribute = owner.attribute(step)
                    .orElseThrow(
                            () -> new IllegalArgumentException(entity.simpleName() + " has no attribute path " + path));
            if (!attribute.neverChanges()) {
                return false;
            }
            if (attribute.type() instanceof TypeModel.Reference reference) {
                owner = referenced.get(reference.javaType());
            }
        }
        return true;
    }

    /** Every entity {@code entity} reaches through its references, by qualified name. */
    private static Map<String, EntityModel> referenced(EntityModel entity, Map<String, EntityModel> known) {
        Map<String, EntityModel> referenced = new LinkedHashMap<>();
        Deque<EntityModel> pending = new ArrayDeque<>(List.of(entity));
        while (!pending.isEmpty()) {
            for (Attribute attribute : pending.pop().attributes()) {
                if (attribute.type() instanceof TypeModel.Reference reference
                        && !referenced.containsKey(reference.javaType())
                        && known.containsKey(reference.javaType())) {
                    EntityModel model = known.get(reference.javaType());
                    referenced.put(reference.javaType(), model);
                    pending.push(model);
                }
            }
        }
        return referenced;
    }
}
