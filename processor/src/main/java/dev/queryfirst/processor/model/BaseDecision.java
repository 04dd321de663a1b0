package dev.queryfirst.processor.model;

import java.util.List;

/**
 * An entity's base table and why it has one, or why it has none. The base table is the source of
 * truth: {@code findByKey} reads it, a write that may move rows reads the previous state from it,
 * the audit compares the other tables with it and a backfill copies from it. An entity without one
 * has no {@code findByKey}, writes without reading, and its audit and backfills use the first
 * table holding whole entities ({@link #table()}).
 *
 * @param reason why the entity has this base table, or none
 * @param table the base table; without one, the table holding whole entities that stands in for
 *     it (null when the entity has no table)
 * @param details what the reason names: the tables whose rows can move, the entities whose live
 *     references copy it, or the attributes no table holds
 */
public record BaseDecision(Reason reason, String table, List<String> details) {

    /** Why. */
    public enum Reason {
        /** An access pattern's table is keyed by the entity key and holds every attribute of its own. */
        PATTERN_TABLE,
        /** Generated: an update can move rows of {@link #details()}' tables, so writes read the previous state. */
        ROWS_MOVE,
        /** Generated: its lightweight transactions guard the entity's one row. */
        VERSIONED,
        /**
         * Generated: its own live references {@link #details()} have copies in plain rows, which their
         * propagation finds through the entity's key.
         */
        PROPAGATED_ROWS,
        /** Generated: the live references of {@link #details()}' entities copy attributes that change. */
        LIVE_COPIES,
        /** Generated: no table holds every attribute; {@link #details()} names those some table lacks. */
        UNHELD_ATTRIBUTES,
        /** None: write-once data, whose rows never move. */
        IMMUTABLE,
        /** None: no table can move a row, the entity is not versioned and no live reference copies it. */
        NOT_NEEDED
    }

    public BaseDecision {
        details = List.copyOf(details);
    }

    /** Whether the entity has a base table. */
    public boolean hasBase() {
        return reason != Reason.IMMUTABLE && reason != Reason.NOT_NEEDED;
    }

    /** Whether the base table is generated (keyed by K alone), not an access pattern's table. */
    public boolean generated() {
        return hasBase() && reason != Reason.PATTERN_TABLE;
    }
}
