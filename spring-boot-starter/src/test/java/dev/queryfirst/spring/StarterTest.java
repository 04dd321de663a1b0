package dev.queryfirst.spring;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.spring.actuate.EntityAudits;
import dev.queryfirst.spring.actuate.KeyspaceObserver;
import dev.queryfirst.spring.actuate.QueryFirstEndpoint;
import dev.queryfirst.spring.actuate.QueryFirstHealthIndicator;
import dev.queryfirst.spring.desk.Ticket;
import dev.queryfirst.spring.desk.TicketDao;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The starter against the node: an application upgraded from schema version 1 (with tickets in
 * it) to versions 2 and 3 starts, migrates and backfills before its first DAO is created, serves, is
 * measured, reports healthy (a drifted schema a detail, still UP), and audits one entity in the background.
 */
class StarterTest {

    private static final String KEYSPACE = "desk_starter_upgrade";
    private static final int TICKETS = 300;

    @Test
    void upgradesBackfillsServesMeasuresAndAudits() {
        Node.atVersionOne(KEYSPACE);
        Instant now = Instant.now(); // sub-millisecond: Cassandra keeps milliseconds
        for (int i = 0; i < TICKETS; i++) {
            // Every third ticket is unassigned: it has no row in tickets_by_assignee.
            String assignee = i % 3 == 0 ? null : "agent-" + (i % 7) + "-ü";
            Node.execute(
                    "INSERT INTO " + KEYSPACE + ".tickets (ticket_id, title, assignee, opened_at) VALUES (?, ?, ?, ?)",
                    UUID.randomUUID(),
                    "Ticket " + i,
                    assignee,
                    now.minusSeconds(i));
        }
        Contexts.runner(KEYSPACE)
                .withUserConfiguration(ReadsAtStartUp.class)
                .withPropertyValues(
                        "queryfirst.migration.backfill.splits=8",
                        "queryfirst.migration.backfill.rate-limit=100000",
                        "queryfirst.health.cache-ttl=0s")
                .run(context -> {
                    assertEquals(null, context.getStartupFailure());
                    // The bean that read the new table in its constructor found it filled.
                    assertEquals(
                            expectedOf("agent-1-ü"),
                            context.getBean("reader", ReadsAtStartUp.class).found,
                            "read at start-up");

                    QueryFirstMigration migration = context.getBean(QueryFirstMigration.class);
                    MigrationReport report = migration.reports().get(0);
                    assertEquals(List.of(2, 3), report.applied(), report.toString());
                    QueryFirstKeyspace desk = context.getBean("deskSchema", QueryFirstKeyspace.class);
                    assertEquals(KEYSPACE, desk.name());
                    assertEquals(
                            List.of(1, 2, 3),
                            desk.history().stream()
                                    .filter(QueryFirstKeyspace.AppliedVersion::success)
                                    .map(QueryFirstKeyspace.AppliedVersion::version)
                                    .toList());
                    assertEquals(List.of(), desk.pendingVersions());

                    QueryFirstBackfills.Backfill backfill =
                            context.getBean(QueryFirstBackfills.class).all().get(0);
                    assertEquals("tickets_by_assignee", backfill.progress().target());
                    assertTrue(backfill.done(), backfill.toString());
                    MeterRegistry meters = context.getBean(MeterRegistry.class);
                    assertEquals(
                            1.0,
                            meters.get("queryfirst.backfill.progress")
                                    .tags("keyspace", KEYSPACE, "table", "tickets_by_assignee")
                                    .gauge()
                                    .value());

                    TicketDao tickets = context.getBean(TicketDao.class);
                    Ticket saved = new Ticket(UUID.randomUUID(), "Printer on fire", "agent-1-ü", now);
                    tickets.save(saved);
                    assertEquals(
                            expectedOf("agent-1-ü") + 1,
                            tickets.byAssignee("agent-1-ü").size());
                    assertTrue(tickets.findByKey(saved.ticketId()).isPresent());
                    measured(meters);

                    QueryFirstHealthIndicator health = context.getBean(QueryFirstHealthIndicator.class);
                    assertEquals(Status.UP, health.health().getStatus(), String.valueOf(health.health()));
                    audits(context.getBean(QueryFirstMigration.class), context);

                    // Drift is a detail: the instance still serves (README.md, "With Spring Boot").
                    Node.execute("ALTER TABLE " + KEYSPACE + ".tickets_by_assignee ADD priority int");
                    await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
                        Health drifted = health.health();
                        assertEquals(Status.UP, drifted.getStatus());
                        @SuppressWarnings("unchecked")
                        Map<String, Object> details =
                                (Map<String, Object>) drifted.getDetails().get("desk");
                        assertEquals(
                                List.of("tickets_by_assignee.priority: EXTRA_COLUMN: found int"),
                                details.get("drift"),
                                details.toString());
                    });
                });
    }

    /** The tickets the test inserted for {@code assignee}. */
    private static int expectedOf(String assignee) {
        int count = 0;
        for (int i = 0; i < TICKETS; i++) {
            if (i % 3 != 0 && assignee.equals("agent-" + (i % 7) + "-ü")) {
                count++;
            }
        }
        return count;
    }

    private static void measured(MeterRegistry meters) {
        Timer save = meters.get("queryfirst.access")
                .tags("entity", "Ticket", "kind", "write", "operation", "save", "outcome", "success")
                .timer();
        assertEquals(1, save.count());
        Timer read = meters.get("queryfirst.access")
                .tags("entity", "Ticket", "kind", "read", "operation", "byAssignee", "outcome", "success")
                .timer();
        assertTrue(read.count() >= 2, "the read at start-up and the test's");
        DistributionSummary rows = meters.get("queryfirst.access.rows")
                .tags("entity", "Ticket", "operation", "byAssignee")
                .summary();
        assertEquals(expectedOf("agent-1-ü") + 1, (int) rows.max());
        // One save of a ticket that moves nowhere: the base row and its one copy.
        DistributionSummary batch =
                meters.get("queryfirst.batch.size").tags("entity", "Ticket").summary();
        assertEquals(1, batch.count());
        assertEquals(2.0, batch.max());
        // Keys and values never become tags.
        meters.getMeters()
                .forEach(meter -> meter.getId()
                        .getTags()
                        .forEach(tag -> assertFalse(
                                tag.getValue().contains("agent-")
                                        || tag.getValue().contains("-"),
                                meter.getId() + " has " + tag)));
    }

    private static void audits(QueryFirstMigration migration, ApplicationContext context) {
        EntityAudits audits = context.getBean(EntityAudits.class);
        QueryFirstEndpoint endpoint = new QueryFirstEndpoint(
                migration,
                context.getBean(QueryFirstBackfills.class),
                audits,
                context.getBeanProvider(KeyspaceObserver.class));
        QueryFirstEndpoint.KeyspaceReport desk = endpoint.report().keyspaces().get(0);
        assertEquals(3, desk.applied().size());
        assertEquals(List.of(), desk.pending());
        assertEquals("tickets_by_assignee", desk.backfills().get(0).table());
        assertEquals(null, desk.observe(), "no KeyspaceObserver bean");

        assertTrue(audited(audits, "Ticket", false).clean());
        UUID orphan = UUID.randomUUID();
        Node.execute(
                "INSERT INTO " + KEYSPACE + ".tickets_by_assignee (assignee, opened_at, ticket_id, title)"
                        + " VALUES ('nobody', ?, ?, 'no base row')",
                Instant.now().truncatedTo(ChronoUnit.MILLIS),
                orphan);
        EntityAudits.Summary found = audited(audits, "Ticket", false);
        assertEquals(1, found.orphaned(), found.toString());
        assertFalse(found.repaired());
        assertEquals(1, audited(audits, "Ticket", false).orphaned(), "an audit without repair leaves the row");
        assertEquals(1, audited(audits, "Ticket", true).orphaned());
        assertTrue(audited(audits, "Ticket", false).clean(), "repaired");
        assertEquals(
                endpoint.report().audits().get("Ticket").startedAt(),
                audits.last().get("Ticket").startedAt());
    }

    /** Starts an audit in the background and waits for its summary. */
    static EntityAudits.Summary audited(EntityAudits audits, String entity, boolean repair) {
        EntityAudits.Running started = audits.start(entity, repair);
        await().atMost(Duration.ofSeconds(60))
                .until(() -> audits.running().isEmpty()
                        && audits.last().containsKey(entity)
                        && audits.last().get(entity).startedAt().equals(started.startedAt()));
        return audits.last().get(entity);
    }

    /** A bean of the application that reads through a DAO as it is created. */
    @Configuration(proxyBeanMethods = false)
    static class ReadsAtStartUp {

        int found;

        @Bean
        ReadsAtStartUp reader(TicketDao tickets) {
            ReadsAtStartUp reader = new ReadsAtStartUp();
            reader.found = tickets.byAssignee("agent-1-ü").size();
            return reader;
        }
    }
}
