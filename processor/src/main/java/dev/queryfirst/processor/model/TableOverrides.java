package dev.queryfirst.processor.model;

import dev.queryfirst.annotations.Entity;

/**
 * The table options an entity sets for all its tables, {@code @Entity(compaction,
 * gcGraceSeconds)}, instead of those its tables' shape gives them.
 *
 * @param compaction {@link Entity.Compaction#BY_SHAPE} when not set
 * @param gcGraceSeconds negative when not set
 */
public record TableOverrides(Entity.Compaction compaction, long gcGraceSeconds) {

    public static final TableOverrides NONE = new TableOverrides(Entity.Compaction.BY_SHAPE, -1);

    public boolean setsCompaction() {
        return compaction != Entity.Compaction.BY_SHAPE;
    }

    public boolean setsGcGrace() {
        return gcGraceSeconds >= 0;
    }
}
