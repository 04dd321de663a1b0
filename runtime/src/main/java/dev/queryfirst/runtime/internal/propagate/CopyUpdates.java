package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import dev.queryfirst.runtime.internal.write.RowWrites;

/**
 * What a copy's update must write over the copy a row holds: {@link Propagation} binds the held
 * copy's update only when the new one binds a value that may be left unset (a null, a collection),
 * and then leaves unset what the row holds already, so that a rename writes no tombstone a
 * hand-written update would not (docs/mapping-rules.md, "Live references").
 */
final class CopyUpdates {

    private CopyUpdates() {}

    /**
     * Whether {@code update} binds a null or a collection: a value that {@link #withoutUnchanged}
     * may leave unset, so that the update of the copy the row holds is worth binding. A rename of
     * non-null values binds one update per copy, not two.
     */
    static boolean mayLeaveUnset(BatchableStatement<?> update) {
        return update instanceof BoundStatement bound && RowWrites.bindsNullOrCollection(bound);
    }

    /**
     * {@code update} with the nulls it would write over nulls left unset: {@code held} is the same
     * update bound for the copy the row holds (the tombstones of docs/mapping-rules.md, "Live
     * references").
     */
    static BatchableStatement<?> withoutUnchanged(BatchableStatement<?> update, BatchableStatement<?> held) {
        return update instanceof BoundStatement bound && held instanceof BoundStatement before
                ? RowWrites.withoutUnchanged(bound, before, null)
                : update;
    }
}
