package dev.queryfirst.processor.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which attributes of a table's primary key are expected to change, moving the entity's row and
 * leaving a row tombstone where it was: the tombstone budget counts their changes, and a table
 * with any is not compacted in time windows. Declared changes ({@code @Cardinality(changes)})
 * count; unset, an attribute of the partition key that is a state, the values of a workflow an
 * entity moves through (a status: an enum, a boolean, or at most {@value #WORKFLOW_STATES}
 * distinct values), changes once in an entity's life. Other attributes change rarely or never: an
 * owner or a category (more values), a time (when something happened), an identity (a uuid, a
 * reference), an attribute that only orders rows; they declare their changes when they do.
 */
public final class KeyChurn {

    /**
     * At most this many values make an attribute read as the states of a workflow (open, waiting,
     * solved, closed), which every entity moves through: its first state sees every row pass.
     */
    public static final int WORKFLOW_STATES = 10;

    private KeyChurn() {}

    /**
     * The attributes of {@code primaryKey}'s columns that are not part of the entity key and are
     * expected to change, each with whether it is in the partition key (a change moves the row to
     * another partition) rather than only in the clustering key (it moves within its partition).
     * An immutable entity's rows never move: none; nor do the rows keyed by a {@code @Fixed}
     * attribute.
     */
    public static Map<Attribute, Boolean> of(EntityModel entity, List<ColumnModel> primaryKey) {
        Map<Attribute, Boolean> moving = new LinkedHashMap<>();
        if (entity.immutable()) {
            return moving;
        }
        for (ColumnModel column : primaryKey) {
            if (column.path().isEmpty()) {
                continue;
            }
            entity.attribute(column.path().get(0))
                    .filter(attribute -> !attribute.neverChanges())
                    .ifPresent(attribute ->
                            moving.merge(attribute, column.kind() == ColumnKind.PARTITION_KEY, Boolean::logicalOr));
        }
        moving.entrySet().removeIf(e -> !changes(e.getKey(), e.getValue()));
        return moving;
    }

    /** Whether the attribute is expected to change: declared changes, or a state of a partition key. */
    public static boolean changes(Attribute attribute, boolean inPartitionKey) {
        if (attribute.cardinality().changes() > 0) {
            return true;
        }
        if (!inPartitionKey || !(attribute.type() instanceof TypeModel.Scalar scalar)) {
            return false;
        }
        long distinct = attribute.cardinality().distinct();
        return scalar.kind() == ScalarKind.ENUM
                || scalar.kind() == ScalarKind.BOOLEAN
                || (distinct > 1
                        && distinct <= WORKFLOW_STATES
                        && !scalar.kind().isTime());
    }
}
