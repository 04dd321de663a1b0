package dev.queryfirst.benchmarks;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.metrics.DefaultSessionMetric;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.logs.LogsSchema;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.EmbeddedCassandra;
import java.time.Duration;
import java.util.List;

/**
 * The one node every runtime benchmark runs against (a testkit {@link EmbeddedCassandra}), with
 * keyspace {@code logs} created from the generated {@code LogsSchema}, and one driver session
 * shared by every variant, watched by an {@link AuditedSession}.
 */
public final class BenchNode implements AutoCloseable {

    /** The keyspace of the generated DAO, used by every variant. */
    public static final String KEYSPACE = LogsSchema.KEYSPACE;

    private final EmbeddedCassandra node;
    private final AuditedSession session;

    private BenchNode(EmbeddedCassandra node, AuditedSession session) {
        this.node = node;
        this.session = session;
    }

    /** Starts a node, connects, creates the logs schema. */
    public static BenchNode start() {
        EmbeddedCassandra node = EmbeddedCassandra.create().start();
        try {
            CqlSession session = CqlSession.builder()
                    .addContactPoint(node.contactPoint())
                    .withLocalDatacenter(node.localDatacenter())
                    .withConfigLoader(config())
                    .build();
            LogsSchema.create(session, Replication.simple(1));
            return new BenchNode(node, new AuditedSession(session));
        } catch (RuntimeException e) {
            node.close();
            throw e;
        }
    }

    /**
     * Patient timeouts (the node shares two busy cores with the client and other builds) and the
     * prepared-statement cache gauge, which the audit reads.
     */
    private static DriverConfigLoader config() {
        return DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(60))
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .withStringList(
                        DefaultDriverOption.METRICS_SESSION_ENABLED,
                        List.of(DefaultSessionMetric.CQL_PREPARED_CACHE_SIZE.getPath()))
                .withInt(DefaultDriverOption.NETTY_IO_SHUTDOWN_QUIET_PERIOD, 0)
                .withInt(DefaultDriverOption.NETTY_ADMIN_SHUTDOWN_QUIET_PERIOD, 0)
                .build();
    }

    /** The shared session. */
    public AuditedSession session() {
        return session;
    }

    /** Cassandra's release version. */
    public String releaseVersion() {
        return node.releaseVersion();
    }

    @Override
    public void close() {
        try {
            session.close();
        } finally {
            node.close();
        }
    }
}
