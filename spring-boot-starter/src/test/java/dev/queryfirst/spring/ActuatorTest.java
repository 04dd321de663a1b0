package dev.queryfirst.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.spring.actuate.EntityAudits;
import dev.queryfirst.spring.actuate.QueryFirstAuditEndpoint;
import dev.queryfirst.spring.actuate.QueryFirstEndpoint;
import dev.queryfirst.spring.actuate.QueryFirstHealthIndicator;
import dev.queryfirst.spring.desk.DeskSchema;
import dev.queryfirst.spring.desk.Ticket;
import dev.queryfirst.spring.desk.TicketDao;
import java.lang.reflect.Method;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.actuate.endpoint.annotation.DeleteOperation;
import org.springframework.boot.actuate.endpoint.annotation.WriteOperation;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The actuator on the node: health answers "can this instance serve" (UP with a newer release's
 * table and a pending backfill, DOWN until this instance's versions are applied, cached); the
 * {@code queryfirst} endpoint is read-only; the audit endpoint's access is NONE unless granted, and
 * it runs one audit at a time in the background (409 while one runs, 404 naming an unknown entity).
 */
class ActuatorTest {

    private static final String KEYSPACE = "desk_starter_actuator";

    private static ApplicationContextRunner runner() {
        return Contexts.runner(KEYSPACE)
                .withConfiguration(AutoConfigurations.of(EndpointAutoConfiguration.class))
                .withPropertyValues("management.endpoints.web.exposure.include=*", "queryfirst.health.cache-ttl=0s");
    }

    @Test
    void healthIsUpWithANewerReleasesTableAndAPendingBackfill() {
        Node.drop(KEYSPACE);
        runner().run(context -> {
            assertNull(context.getStartupFailure());
            QueryFirstHealthIndicator health = context.getBean(QueryFirstHealthIndicator.class);
            assertEquals(Status.UP, health.health().getStatus(), String.valueOf(health.health()));
            QueryFirstHealthIndicator cached = new QueryFirstHealthIndicator(
                    List.of(context.getBean(QueryFirstKeyspace.class)),
                    context.getBean(CqlSession.class),
                    Duration.ofHours(1));
            Health before = cached.health();

            // What a newer release's migration left: its table, whose backfill waits for a whole-table job.
            Node.execute("CREATE TABLE " + KEYSPACE + ".tickets_by_title (title text, ticket_id uuid,"
                    + " PRIMARY KEY (title, ticket_id))");
            PendingBackfills.leave(Node.admin(), KEYSPACE, "tickets_by_title", "tickets");

            await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
                Health after = health.health();
                assertEquals(Status.UP, after.getStatus(), after.toString());
                Map<?, ?> desk = (Map<?, ?>) after.getDetails().get("desk");
                assertEquals(List.of("tickets_by_title: EXTRA_TABLE: found tickets_by_title"), desk.get("drift"));
                assertThat(desk.get("pendingBackfills").toString()).contains("tickets_by_title");
            });
            assertEquals(before.getDetails(), cached.health().getDetails(), "kept for the cache's time");
        });
    }

    @Test
    void healthIsDownUntilThisInstancesVersionsAreApplied() {
        // An instance whose code is at version 3 on a keyspace at version 1 (its DAOs could not
        // even be created: their tables are missing), until the migration applies 2 and 3.
        Node.atVersionOne(KEYSPACE);
        QueryFirstKeyspace desk = new QueryFirstKeyspace(new DeskSchema(), KEYSPACE, Optional.empty(), Node.admin());
        QueryFirstHealthIndicator indicator = new QueryFirstHealthIndicator(List.of(desk), Node.admin(), Duration.ZERO);
        Health health = indicator.health();
        assertEquals(Status.DOWN, health.getStatus());
        assertEquals(List.of(2, 3), ((Map<?, ?>) health.getDetails().get("desk")).get("pending"));

        desk.migrate(MigrationOptions.defaults());
        assertEquals(Status.UP, indicator.health().getStatus(), String.valueOf(indicator.health()));
    }

    @Test
    void theReadEndpointOnlyReadsAndTheAuditEndpointIsOffUnlessGranted() {
        Node.drop(KEYSPACE);
        runner().run(context -> {
            assertThat(context).hasSingleBean(QueryFirstEndpoint.class);
            assertThat(context).doesNotHaveBean(QueryFirstAuditEndpoint.class);
        });
        for (Method method : QueryFirstEndpoint.class.getMethods()) {
            assertNull(method.getAnnotation(WriteOperation.class), method.toString());
            assertNull(method.getAnnotation(DeleteOperation.class), method.toString());
        }
        runner().withPropertyValues("management.endpoint.queryfirstaudit.access=UNRESTRICTED")
                .run(context -> assertThat(context).hasSingleBean(QueryFirstAuditEndpoint.class));
    }

    @Test
    void oneAuditAtATimeInTheBackground() {
        Node.drop(KEYSPACE);
        runner().withPropertyValues("management.endpoint.queryfirstaudit.access=UNRESTRICTED")
                .run(context -> {
                    TicketDao tickets = context.getBean(TicketDao.class);
                    for (int i = 0; i < 2_000; i++) {
                        tickets.save(
                                new Ticket(UUID.randomUUID(), "Ticket " + i, i % 2 == 0 ? null : "ana", Instant.now()));
                    }
                    QueryFirstAuditEndpoint endpoint = context.getBean(QueryFirstAuditEndpoint.class);
                    EntityAudits audits = context.getBean(EntityAudits.class);

                    WebEndpointResponse<QueryFirstAuditEndpoint.Answer> first = endpoint.start("Ticket", null);
                    WebEndpointResponse<QueryFirstAuditEndpoint.Answer> second = endpoint.start("Ticket", true);
                    assertEquals(202, first.getStatus());
                    assertEquals(409, second.getStatus(), String.valueOf(second.getBody()));
                    assertEquals(
                            first.getBody().audit().startedAt(),
                            second.getBody().audit().startedAt());
                    assertThat(second.getBody().error()).contains("Ticket");
                    assertTrue(
                            context.getBean(QueryFirstEndpoint.class).report().running() != null
                                    || audits.last().containsKey("Ticket"));

                    WebEndpointResponse<QueryFirstAuditEndpoint.Answer> unknown = endpoint.start("Nope", null);
                    assertEquals(404, unknown.getStatus());
                    assertThat(unknown.getBody().error()).contains("Nope", "Ticket");

                    await().atMost(Duration.ofSeconds(60))
                            .until(() -> audits.running().isEmpty());
                    EntityAudits.Summary done = context.getBean(QueryFirstEndpoint.class)
                            .report()
                            .audits()
                            .get("Ticket");
                    assertEquals(first.getBody().audit().startedAt(), done.startedAt(), "the second never ran");
                    assertEquals(false, done.repaired());
                    assertEquals(2_000, done.sourceRows());
                    assertTrue(done.clean(), done.toString());
                    assertEquals(0, done.staleReferences() + done.danglingReferences() + done.emptyBuckets());
                });
    }
}
