package dev.queryfirst.reliability.support;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.ProgrammaticDriverConfigLoaderBuilder;
import dev.queryfirst.testkit.TestKeyspace;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;

/**
 * Driver sessions for the reliability tests: patient timeouts for a node sharing two cores with
 * a build, reconnection at most 2 s after a node comes back, immediate close, and optionally a
 * {@link StatementLog} watching every request.
 *
 * <p>The driver's default reconnection backs off exponentially up to 60 s: after a 30 s outage
 * the next attempt can be half a minute away, which a fault test would measure as the node's
 * downtime.
 */
public final class TestSessions {

    private TestSessions() {}

    /** A session on the test keyspace's cluster (no default keyspace: DAOs name theirs). */
    public static CqlSession open(TestKeyspace keyspace, StatementLog log) {
        return open(keyspace.contactPoints(), keyspace.localDatacenter(), log, Duration.ofSeconds(30));
    }

    /**
     * A session on any cluster; {@code requestTimeout} bounds how long a write waits for a dead
     * node before it fails and can be retried.
     */
    public static CqlSession open(
            List<InetSocketAddress> contactPoints, String localDatacenter, StatementLog log, Duration requestTimeout) {
        ProgrammaticDriverConfigLoaderBuilder config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, requestTimeout)
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(60))
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, Duration.ofSeconds(30))
                // Schema changes return after the driver's metadata refresh, debounced by 1 s by default;
                // a cluster keeps that second, which also lets its other nodes apply the change.
                .withDuration(
                        DefaultDriverOption.METADATA_SCHEMA_WINDOW,
                        contactPoints.size() == 1 ? Duration.ofMillis(20) : Duration.ofSeconds(1))
                .withDuration(DefaultDriverOption.RECONNECTION_BASE_DELAY, Duration.ofMillis(500))
                .withDuration(DefaultDriverOption.RECONNECTION_MAX_DELAY, Duration.ofSeconds(2))
                .withInt(DefaultDriverOption.NETTY_IO_SHUTDOWN_QUIET_PERIOD, 0)
                .withInt(DefaultDriverOption.NETTY_ADMIN_SHUTDOWN_QUIET_PERIOD, 0);
        var builder = CqlSession.builder()
                .addContactPoints(contactPoints)
                .withLocalDatacenter(localDatacenter)
                .withConfigLoader(config.build());
        if (log != null) {
            builder.addRequestTracker(log);
        }
        return builder.build();
    }
}
