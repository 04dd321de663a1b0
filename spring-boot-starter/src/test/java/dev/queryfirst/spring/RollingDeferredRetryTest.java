package dev.queryfirst.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.runtime.TablePendingException;
import dev.queryfirst.runtime.instances.HeartbeatOptions;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.spring.desk.Ticket;
import dev.queryfirst.spring.desk.TicketDao;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The last step of a rolling release, with nobody running a release step: the new release starts
 * while an instance of the previous one (schema version 1) still writes, so the migration defers
 * the new table's backfill; when that instance stops, the new release backfills on its own
 * ({@code queryfirst.migration.deferred-retry}), and the pending pattern reads every ticket the
 * previous release wrote (docs/schema-evolution.md, "Rolling releases").
 */
class RollingDeferredRetryTest {

    private static final String KEYSPACE = "desk_starter_deferred";

    @Test
    void theDeferredBackfillRunsOnceTheOlderInstanceStops() throws InterruptedException {
        Node.atVersionOne(KEYSPACE);
        // The previous release: alive, writing version 1 (the base table only).
        InstanceHeartbeat previous = InstanceHeartbeat.start(
                Node.admin(), KEYSPACE, 1, HeartbeatOptions.defaults().withInstanceId("web-previous"));
        Instant openedAt = Instant.now();
        UUID ticket = UUID.randomUUID();
        Node.execute(
                "INSERT INTO " + KEYSPACE + ".tickets (ticket_id, title, assignee, opened_at) VALUES (?, ?, ?, ?)",
                ticket,
                "Imprimante bloquée",
                "ana",
                openedAt);

        Contexts.runner(KEYSPACE)
                .withPropertyValues("queryfirst.migration.holder=web-new", "queryfirst.migration.deferred-retry=500ms")
                .run(context -> {
                    assertNull(context.getStartupFailure());
                    QueryFirstMigration migration = context.getBean(QueryFirstMigration.class);
                    MigrationReport atStart = migration.reports().get(0);
                    assertFalse(atStart.deferred().isEmpty(), atStart.toString());
                    assertTrue(migration.hasDeferredWork());
                    TicketDao tickets = context.getBean(TicketDao.class);
                    assertThrows(TablePendingException.class, () -> tickets.byAssignee("ana"));

                    previous.close();
                    List<Ticket> found = awaitReadable(tickets, Duration.ofSeconds(60));
                    assertEquals(
                            List.of(new Ticket(
                                    ticket, "Imprimante bloquée", "ana", openedAt.truncatedTo(ChronoUnit.MILLIS))),
                            found);
                    assertFalse(migration.hasDeferredWork());
                    MigrationReport last =
                            migration.reports().get(migration.reports().size() - 1);
                    assertEquals(List.of(), last.deferred(), last.toString());
                    assertTrue(tickets.audit().isClean(), tickets.audit().toString());
                });
        assertTrue(
                Thread.getAllStackTraces().keySet().stream()
                        .noneMatch(thread -> thread.getName().equals("queryfirst-deferred-work") && thread.isAlive()),
                "the retries stop with the context");
    }

    /** The pattern's rows once its table is no longer pending, polled every 200 ms up to {@code limit}. */
    private static List<Ticket> awaitReadable(TicketDao tickets, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (true) {
            try {
                return tickets.byAssignee("ana");
            } catch (TablePendingException e) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("the deferred backfill did not run within " + limit, e);
                }
                Thread.sleep(200);
            }
        }
    }
}
