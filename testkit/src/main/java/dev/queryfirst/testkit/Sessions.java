package dev.queryfirst.testkit;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Collection;

/**
 * Driver sessions for test nodes. The driver's defaults (2 s requests, 10 s schema agreement)
 * assume a dedicated server; a node sharing two cores with a build needs more patience, mostly
 * for schema changes. Closing is made immediate.
 */
final class Sessions {

    private Sessions() {}

    /**
     * A schema change returns once the driver has refreshed its metadata, which it debounces by
     * 1 s to batch bursts: every CREATE TABLE of a test waited that second. A single node has no
     * schema to agree on, so its sessions wait 20 ms. On a cluster the second also lets the other
     * nodes apply the change: with 20 ms, a statement right after CREATE TABLE sometimes reached a
     * node that did not know the table yet (EmbeddedClusterTest), so clusters keep the default.
     */
    private static Duration schemaWindow(Collection<InetSocketAddress> contactPoints) {
        return contactPoints.size() == 1 ? Duration.ofMillis(20) : Duration.ofSeconds(1);
    }

    static CqlSessionBuilder builder(Collection<InetSocketAddress> contactPoints, String localDatacenter) {
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, Duration.ofSeconds(10))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(60))
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, Duration.ofSeconds(30))
                // Netty's default quiet period makes every close() take 2 s; tests open and close many.
                .withInt(DefaultDriverOption.NETTY_IO_SHUTDOWN_QUIET_PERIOD, 0)
                .withInt(DefaultDriverOption.NETTY_ADMIN_SHUTDOWN_QUIET_PERIOD, 0)
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_WINDOW, schemaWindow(contactPoints))
                .build();
        return CqlSession.builder()
                .addContactPoints(contactPoints)
                .withLocalDatacenter(localDatacenter)
                .withConfigLoader(config);
    }
}
