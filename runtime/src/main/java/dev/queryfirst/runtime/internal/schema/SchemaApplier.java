package dev.queryfirst.runtime.internal.schema;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.schema.Replication;
import java.time.Duration;
import java.util.List;

/**
 * Creates a keyspace and its schema, then waits until every node agrees on it, so that the
 * statements a DAO prepares right after find their tables on every node.
 *
 * <pre>{@code
 * SchemaApplier.create(session, "logs", Replication.simple(1), LogsSchema.cql("logs"));
 * }</pre>
 *
 * <p>The generated DDL uses {@code IF NOT EXISTS}, so applying it again is harmless; it does not
 * alter existing tables ({@link dev.queryfirst.runtime.internal.schema.SchemaVerifier} says how they differ).
 */
public final class SchemaApplier {

    /** DDL is slower than the driver's 2 s default request timeout on small or busy machines. */
    private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);

    private static final Duration AGREEMENT_TIMEOUT = Duration.ofSeconds(60);

    private SchemaApplier() {}

    /**
     * Runs {@code CREATE KEYSPACE IF NOT EXISTS keyspace WITH replication = ...}, then every
     * statement of {@code ddl} in order, then waits for schema agreement. {@code keyspace} is the
     * name as Cassandra stores it, case included; it is quoted when CQL needs quotes.
     *
     * @throws IllegalStateException if the nodes do not agree on the schema within 60 s
     */
    public static void create(CqlSession session, String keyspace, Replication replication, List<String> ddl) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        Args.notNull(replication, "replication");
        Args.notNull(ddl, "ddl");
        String name = CqlIdentifier.fromInternal(keyspace).asCql(true);
        execute(session, "CREATE KEYSPACE IF NOT EXISTS " + name + " WITH replication = " + replication.toCql());
        for (String statement : ddl) {
            execute(session, statement);
        }
        awaitSchemaAgreement(session);
    }

    private static void execute(CqlSession session, String cql) {
        session.execute(SimpleStatement.newInstance(cql).setTimeout(DDL_TIMEOUT));
    }

    /**
     * Polls until every node reports the same schema version.
     *
     * @throws IllegalStateException when they still differ after 60 s
     */
    public static void awaitSchemaAgreement(CqlSession session) {
        long deadline = System.nanoTime() + AGREEMENT_TIMEOUT.toNanos();
        while (!session.checkSchemaAgreement()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("nodes did not agree on the schema within " + AGREEMENT_TIMEOUT);
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for schema agreement", e);
            }
        }
    }
}
