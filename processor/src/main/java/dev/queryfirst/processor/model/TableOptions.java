package dev.queryfirst.processor.model;

/**
 * Table options derived from the entity and its patterns.
 *
 * @param defaultTtlSeconds {@code default_time_to_live}, 0 for none
 * @param compaction the compaction strategy, chosen by the table's shape unless the entity sets it
 * @param gcGrace {@code gc_grace_seconds}
 * @param comment the table comment, naming the access patterns it serves
 */
public record TableOptions(long defaultTtlSeconds, CompactionChoice compaction, GcGrace gcGrace, String comment) {

    /**
     * Options of a table of changing rows: UnifiedCompactionStrategy and Cassandra's
     * {@code gc_grace_seconds}.
     */
    public TableOptions(long defaultTtlSeconds, String comment) {
        this(
                defaultTtlSeconds,
                CompactionChoice.unified(CompactionChoice.Basis.CHANGING),
                GcGrace.cassandraDefault(),
                comment);
    }
}
