package dev.queryfirst.processor.model;

/**
 * A table's {@code gc_grace_seconds}, and what decided it.
 *
 * @param seconds how long a tombstone is kept before compaction may purge it
 * @param basis why this value
 */
public record GcGrace(long seconds, Basis basis) {

    /** Cassandra's default: 10 days. */
    public static final long CASSANDRA_DEFAULT = 864_000;

    /**
     * Cassandra's default {@code max_hint_window} (3 hours): a replica down for less than this gets
     * the writes it missed, deletes included, from hints; a hint lives no longer than the lowest
     * {@code gc_grace_seconds} of its tables.
     */
    public static final long HINT_WINDOW = 10_800;

    /** What decided a table's {@code gc_grace_seconds}. */
    public enum Basis {
        /** Cassandra's default (not written in the DDL). */
        CASSANDRA_DEFAULT,
        /** Rows written once that only expire: their tombstones need to outlive the hint window only. */
        EXPIRING_ONLY,
        /** {@code @Entity(gcGraceSeconds = ...)}. */
        SET_BY_ENTITY
    }

    public static GcGrace cassandraDefault() {
        return new GcGrace(CASSANDRA_DEFAULT, Basis.CASSANDRA_DEFAULT);
    }

    /** Whether the DDL leaves it to Cassandra. */
    public boolean isDefault() {
        return basis == Basis.CASSANDRA_DEFAULT;
    }
}
