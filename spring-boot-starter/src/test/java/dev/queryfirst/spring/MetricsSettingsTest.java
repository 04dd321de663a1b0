package dev.queryfirst.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.listen.AccessListener;
import dev.queryfirst.spring.desk.Ticket;
import dev.queryfirst.spring.desk.TicketDao;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The metrics switches: the driver's own metrics behind {@code queryfirst.metrics.driver.enabled},
 * no observation at all with {@code queryfirst.metrics.enabled=false}; and the generated metadata of
 * every {@code queryfirst.*} property, which IDEs complete from.
 */
class MetricsSettingsTest {

    private static final String KEYSPACE = "desk_metrics_settings";

    @Test
    void theDriversMetricsArePublishedWhenAskedFor() {
        Node.drop(KEYSPACE);
        Contexts.runner(KEYSPACE)
                .withPropertyValues("queryfirst.metrics.driver.enabled=true")
                .run(context -> {
                    assertEquals(null, context.getStartupFailure());
                    context.getBean(CqlSession.class).execute("SELECT release_version FROM system.local");
                    MeterRegistry meters = context.getBean(MeterRegistry.class);
                    assertTrue(
                            meters.find("cassandra.session.cql-requests").timer() != null,
                            meters.getMeters().stream()
                                    .map(m -> m.getId().getName())
                                    .filter(name -> name.startsWith("cassandra"))
                                    .toList()
                                    .toString());
                    assertNotNull(
                            meters.find("cassandra.nodes.pool.open-connections").gauge());
                });
    }

    @Test
    void metricsOffLeavesTheDaosWithoutListener() {
        Contexts.runner(KEYSPACE)
                .withPropertyValues("queryfirst.metrics.enabled=false")
                .run(context -> {
                    assertEquals(null, context.getStartupFailure());
                    assertEquals(0, context.getBeanNamesForType(AccessListener.class).length);
                    TicketDao tickets = context.getBean(TicketDao.class);
                    tickets.save(new Ticket(UUID.randomUUID(), "t", "ana", Instant.now()));
                    assertTrue(context.getBean(MeterRegistry.class)
                            .find("queryfirst.access")
                            .meters()
                            .isEmpty());
                });
    }

    @Test
    void everyPropertyHasGeneratedMetadataWithADescription() throws IOException {
        String metadata;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            metadata = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String property : List.of(
                "queryfirst.include-keyspaces",
                "queryfirst.keyspaces",
                "queryfirst.dao.write-mode",
                "queryfirst.entities",
                "queryfirst.migration.enabled",
                "queryfirst.migration.max-wait",
                "queryfirst.migration.backfill.rate-limit",
                "queryfirst.migration.backfill.progress-interval",
                "queryfirst.metrics.enabled",
                "queryfirst.metrics.driver.enabled")) {
            int at = metadata.indexOf("\"name\": \"" + property + "\"");
            assertTrue(at >= 0, property + " has no metadata");
            assertFalse(
                    metadata.substring(Math.max(0, metadata.lastIndexOf('{', at)), metadata.indexOf('}', at))
                            .contains("\"description\": \"\""),
                    property);
        }
    }
}
