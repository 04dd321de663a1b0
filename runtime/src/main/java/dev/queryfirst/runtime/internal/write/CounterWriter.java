package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.StatementLayers;
import java.util.concurrent.CompletionStage;

/**
 * Writes to a counter table (docs/mapping-rules.md, "Counters"), one statement at a time. An
 * increment is not idempotent — retried after a timeout, it may count twice — so it is sent marked
 * non-idempotent, which the driver never retries nor executes speculatively, and never in a logged
 * batch (Cassandra refuses counters there), whatever the statement options say. Each statement
 * gets the DAO's write options: the entity's, the DAO's and the call's (docs/statement-options.md).
 *
 * <pre>{@code
 * CounterWriter counters = new CounterWriter(session, options);
 * counters.incrementAsync(ratings.bindIncrement(videoId, 1L, 4L));
 * }</pre>
 */
public final class CounterWriter {

    private final CqlSession session;
    /** The statement options of every write, resolved from the DAO's options once. */
    private final StatementOptions writes;

    public CounterWriter(CqlSession session, DaoOptions options) {
        this.session = Args.notNull(session, "session");
        this.writes = StatementLayers.writes(Args.notNull(options, "options"));
    }

    /** Applies an {@code UPDATE ... SET c = c + ?}, never retried. */
    public CompletionStage<Void> incrementAsync(BoundStatement increment) {
        return execute(withIdempotence(Args.notNull(increment, "increment"), false));
    }

    /** Deletes a counter row; a delete is idempotent, so the driver may retry it. */
    public CompletionStage<Void> deleteAsync(BoundStatement delete) {
        return execute(withIdempotence(Args.notNull(delete, "delete"), true));
    }

    /**
     * {@code statement} with the idempotence flag {@code idempotent}: setting the flag copies a
     * driver statement, and the generated tables bind their increments and deletes with it set
     * already, so those are kept as they are (one copy less per increment).
     */
    private static BoundStatement withIdempotence(BoundStatement statement, boolean idempotent) {
        return Boolean.valueOf(idempotent).equals(statement.isIdempotent())
                ? statement
                : statement.setIdempotent(idempotent);
    }

    private CompletionStage<Void> execute(BoundStatement statement) {
        Statement<?> write = writes.applyToWrite(statement);
        return session.executeAsync(write).thenApply(resultSet -> null);
    }
}
