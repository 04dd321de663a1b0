package dev.queryfirst.runtime.audit;

import java.util.List;

/**
 * One derived row that does not match the source of truth.
 *
 * <pre>{@code
 * report.examples().forEach(System.out::println);  // MISSING users_by_email [bob@example.com, bob]
 *                                                   // STALE_REFERENCE orders_by_status [NEW, 2025-03-10, 4f1c...]
 * }</pre>
 *
 * @param primaryKey the row's primary key values, in key order
 */
public record Finding(Kind kind, String table, List<Object> primaryKey) {

    /** How the row is wrong. */
    public enum Kind {
        /** The source holds an entity whose row in this table is absent. */
        MISSING,
        /** The row is present, but a non-key column differs from the source. */
        STALE,
        /**
         * The row belongs to no entity of the source, or to an entity whose row has moved; or the
         * partition holds static values but no row (its finding then carries the partition key only).
         */
        ORPHANED,
        /**
         * The row's copy of a referenced entity (a live reference:
         * docs/mapping-rules.md, "Live references") differs from that entity's base table: an
         * update of the referenced entity did not reach it (its propagation failed, or the row was
         * written with values read before the update). Repair rewrites the copy from the referenced
         * entity's base table. A static copy is reported once per partition, with the partition
         * key.
         */
        STALE_REFERENCE,
        /**
         * The row references an entity that no longer exists. Reported, never repaired: deleting a
         * referenced entity leaves the entities that reference it as they are, with its last values.
         */
        DANGLING_REFERENCE,
        /**
         * A bucket directory entry ({@code @TimeBucket(directory = true)}) lists a bucket whose
         * partition holds no row any more: its rows were deleted or moved, and deletes leave entries
         * behind. Reported, never repaired: reads skip such a bucket at the cost of one partition,
         * the TTL removes the entry, and deleting it could race the write of that bucket's next row.
         * Not an inconsistency: {@link TableReport#isClean()} ignores it.
         */
        EMPTY_BUCKET
    }

    public Finding {
        primaryKey = List.copyOf(primaryKey);
    }

    @Override
    public String toString() {
        return kind + " " + table + " " + primaryKey;
    }
}
