package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;

/**
 * Leaves null values unset, so that writing them writes nothing.
 *
 * <p>A null bound in an {@code INSERT} is a tombstone: a cell that Cassandra stores, reads past
 * and keeps until compaction after {@code gc_grace_seconds}. Write-once data with optional
 * attributes would carry one per null per row in every copy. Unset values (native protocol v4)
 * write no cell at all, which reads back as null just the same. Generated tables use this only
 * for immutable entities: their rows are never overwritten, so there is no earlier value for the
 * null to clear.
 *
 * <pre>{@code
 * return Unset.nulls(insert.boundStatementBuilder()
 *         .setUuid(0, message.messageId())
 *         .setString(1, message.messageBody()))   // null: left unset
 *     .setIdempotence(true)
 *     .build();
 * }</pre>
 */
public final class Unset {

    private Unset() {}

    /** {@code row} with every value that was set to null unset instead. */
    public static BoundStatementBuilder nulls(BoundStatementBuilder row) {
        BoundStatementBuilder result = row;
        for (int i = 0; i < result.size(); i++) {
            if (result.isSet(i) && result.isNull(i)) {
                result = result.unset(i);
            }
        }
        return result;
    }
}
