package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF206;
import static dev.queryfirst.processor.diagnostics.Code.QF309;

/**
 * The catalog's tombstone budget: a read that may scan more row tombstones than Cassandra's
 * {@code tombstone_warn_threshold} (QF309, the node logs a warning) or
 * {@code tombstone_failure_threshold} (QF206, the node aborts the read). {@code {entering}} is
 * {@link Phrase#ENTERING_AT_RATE} or {@link Phrase#ENTERING_ALL_ROWS}; {@code {sources}} joins the
 * {@code LEAVES_…} and {@link Phrase#DELETED} phrases with "; "; {@code {upTo}} is empty or
 * {@link Phrase#UP_TO_PASS_THROUGH}; {@code {readOf}} is empty or {@link Phrase#READ_OF};
 * {@code {fixes}} joins the {@code TOMBSTONE_FIX_…} phrases with "; or ".
 */
public enum TombstoneMessages implements Message {
    TOMBSTONES_OVER_WARNING(
            QF309,
            "table {table}: a read may scan about {tombstones} tombstones, over Cassandra's tombstone_warn_threshold"
                    + " of {threshold}. " + TombstoneMessages.ARITHMETIC),
    TOMBSTONES_OVER_FAILURE(
            QF206,
            "table {table}: a read may scan about {tombstones} tombstones, over Cassandra's"
                    + " tombstone_failure_threshold of {threshold}, past which the node aborts the read. "
                    + TombstoneMessages.ARITHMETIC);

    private static final String ARITHMETIC = "Rows entering a partition that may leave it within gc_grace_seconds"
            + " ({gcGrace}): {entering}; {sources}{upTo}; a read{readOf} that finds fewer live rows than it wants"
            + " scans them all. Fix: {fixes}";

    private final Code code;
    private final String template;

    TombstoneMessages(Code code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public Code code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
