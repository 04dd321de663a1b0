package dev.queryfirst.runtime.backfill;

import dev.queryfirst.runtime.instances.LiveInstance;
import dev.queryfirst.runtime.internal.Args;
import java.util.List;
import java.util.function.Supplier;

/**
 * What a backfill of a table added by schema version {@code version} asks before it copies: which
 * live instances still run code of an older version, so write only the older tables
 * (docs/schema-evolution.md, "Rolling releases"). While there are any, the backfill does what
 * {@code whenOlderWritersLive} says.
 *
 * <pre>{@code
 * WriterCheck check = new WriterCheck(2, () -> LiveInstances.olderThan(session, "app", 2), WhenOlderWriters.DEFER);
 * }</pre>
 *
 * @param module the module whose version {@code version} is ({@code -Aqueryfirst.module}); empty
 *     for a keyspace compiled in one module
 * @param version the schema version that added the backfill's target table
 * @param olderWriters the live instances of versions below {@code version}, asked just before copying
 * @param whenOlderWritersLive defer, refuse or go ahead while any is live
 */
public record WriterCheck(
        String module, int version, Supplier<List<LiveInstance>> olderWriters, WhenOlderWriters whenOlderWritersLive) {

    public WriterCheck {
        Args.notNull(module, "module");
        Args.positive(version, "version");
        Args.notNull(olderWriters, "olderWriters");
        Args.notNull(whenOlderWritersLive, "whenOlderWritersLive");
    }

    /** The check of a keyspace compiled in one module. */
    public WriterCheck(int version, Supplier<List<LiveInstance>> olderWriters, WhenOlderWriters whenOlderWritersLive) {
        this("", version, olderWriters, whenOlderWritersLive);
    }

    /** What a backfill does while instances of an older version are live. */
    public enum WhenOlderWriters {
        /**
         * Records the backfill as deferred, copies nothing and returns: the table is pending, its
         * reads fail fast, and a later migration backfills it once they stopped. The default.
         */
        DEFER,
        /** Throws an {@link IllegalStateException} naming them: a backfill an operator asked for. */
        REFUSE,
        /**
         * Copies anyway (an operator's decision, e.g. for instances known dead whose rows have not
         * expired yet); what they write after their range was copied is not in the new table.
         */
        FORCE
    }
}
