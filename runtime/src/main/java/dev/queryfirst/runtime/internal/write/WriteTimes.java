package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.internal.core.context.InternalDriverContext;
import java.time.Instant;

/**
 * The write time of a batch that must be explicit: a batch that moves rows (the delete of a row
 * that moved is written just below it, see {@link WriteBatch#move}), and the batch of an entity
 * whose live copies are propagated at that same time
 * ({@link dev.queryfirst.runtime.internal.propagate.Propagation}).
 *
 * <pre>{@code
 * long writeTime = WriteTimes.next(session);
 * writer.batch().at(writeTime).insert(customers, customer).execute();
 * propagation.propagate(customer, writeTime);
 * }</pre>
 *
 * <p>It comes from the session's own timestamp generator, so that it stays ordered with the
 * write times the driver gives the application's other statements (the generator is monotonic;
 * a second clock could hand out a time ahead of the driver's, and the next write of the same
 * entity would then lose). The generator is reached through the driver's internal context, the
 * only place it is exposed. A session configured for server-side timestamps has no client
 * generator; such a batch is then timed by this machine's clock, in microseconds.
 */
public final class WriteTimes {

    private WriteTimes() {}

    /** A write time for the next batch of {@code session}, in microseconds since the epoch. */
    public static long next(CqlSession session) {
        if (session.getContext() instanceof InternalDriverContext context) {
            long next = context.getTimestampGenerator().next();
            if (next != Statement.NO_DEFAULT_TIMESTAMP) {
                return next;
            }
        }
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1_000;
    }
}
