package dev.queryfirst.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.spring.desk.Ticket;
import dev.queryfirst.spring.desk.TicketDao;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two instances of the application start at the same moment on a keyspace that does not exist
 * yet: the migration lease lets one create and migrate it while the other waits; both then serve.
 */
class ConcurrentStartTest {

    private static final String KEYSPACE = "desk_concurrent_start";

    @Test
    void twoInstancesStartingAtOnceMigrateOnce() throws Exception {
        Node.drop(KEYSPACE);
        CountDownLatch ready = new CountDownLatch(2);
        Map<String, List<Integer>> appliedBy = new ConcurrentHashMap<>();
        ExecutorService instances = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> started = new ArrayList<>();
            for (String instance : List.of("instance-a", "instance-b")) {
                started.add(instances.submit(() -> Contexts.runner(KEYSPACE)
                        .withPropertyValues("queryfirst.migration.holder=" + instance)
                        .withInitializer(context -> {
                            ready.countDown();
                            awaitQuietly(ready);
                        })
                        .run(context -> {
                            assertNull(context.getStartupFailure(), instance);
                            MigrationReport report = context.getBean(QueryFirstMigration.class)
                                    .reports()
                                    .get(0);
                            appliedBy.put(instance, report.applied());
                            TicketDao tickets = context.getBean(TicketDao.class);
                            Ticket ticket = new Ticket(UUID.randomUUID(), instance, "agent", Instant.now());
                            tickets.save(ticket);
                            assertEquals(
                                    instance,
                                    tickets.findByKey(ticket.ticketId())
                                            .orElseThrow()
                                            .title());
                        })));
            }
            for (Future<?> instance : started) {
                instance.get(5, TimeUnit.MINUTES);
            }
        } finally {
            instances.shutdownNow();
        }
        // One applied every version, the other found nothing left to apply.
        assertEquals(
                List.of(List.of(), List.of(1, 2, 3)),
                new TreeMap<>(appliedBy)
                        .values().stream()
                                .sorted((a, b) -> Integer.compare(a.size(), b.size()))
                                .toList(),
                appliedBy.toString());
        String migrator = appliedBy.get("instance-a").isEmpty() ? "instance-b" : "instance-a";
        Node.admin()
                .execute("SELECT version, success, applied_by FROM " + KEYSPACE + ".queryfirst_schema_history")
                .forEach(row -> {
                    assertEquals(true, row.getBoolean(1), "version " + row.getInt(0));
                    assertEquals(migrator, row.getString(2), "version " + row.getInt(0));
                });
        assertEquals(
                2,
                Node.admin()
                        .execute("SELECT count(*) FROM " + KEYSPACE + ".tickets_by_assignee")
                        .one()
                        .getLong(0));
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(2, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
