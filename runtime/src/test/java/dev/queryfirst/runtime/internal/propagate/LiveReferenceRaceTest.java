package dev.queryfirst.runtime.internal.propagate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.StoredForm;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Renames of a customer racing with new orders that reference it, from several threads: an order
 * placed with the customer as it was read just before a rename keeps the old values (a race no
 * propagation can see: the order was not in the index yet), and the order audit repairs them all.
 */
@CassandraTest
class LiveReferenceRaceTest {

    private static final int RENAMERS = 2;
    private static final int RENAMES = 8;
    private static final int PLACERS = 3;
    private static final int ORDERS = 40;

    private final CqlSession session;
    private final String keyspace;

    LiveReferenceRaceTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
    }

    @Test
    void renamesRacingWithNewOrdersEndWithNoStaleCopyAfterRepair() throws Exception {
        Shop shop = new Shop(session, keyspace, DaoOptions.defaults().withPageSize(16));
        Customer zoe = new Customer(UUID.randomUUID(), "Zoë", null, Instant.now());
        shop.insertCustomer(zoe);
        ExecutorService threads = Executors.newFixedThreadPool(RENAMERS + PLACERS);
        List<Future<?>> work = new ArrayList<>();
        try {
            for (int r = 0; r < RENAMERS; r++) {
                int renamer = r;
                work.add(threads.submit(() -> {
                    for (int i = 0; i < RENAMES; i++) {
                        shop.updateCustomer(new Customer(
                                zoe.id(),
                                "Zoë № " + renamer + "." + i,
                                i % 2 == 0 ? null : "zoe" + i + "@example.com",
                                Instant.now()));
                    }
                    return null;
                }));
            }
            for (int p = 0; p < PLACERS; p++) {
                int placer = p;
                work.add(threads.submit(() -> {
                    for (int i = 0; i < ORDERS; i++) {
                        // As an application places an order: the customer read first, then the order written.
                        Customer current = shop.customers.map(session.execute(shop.customers.bindSelectRow(zoe))
                                .one());
                        shop.insertOrder(new Order(
                                UUID.randomUUID(),
                                current,
                                "NEW",
                                Instant.now(),
                                new BigDecimal("9.99"),
                                placer == 0 ? null : "Bestellung " + i));
                    }
                    return null;
                }));
            }
            for (Future<?> future : work) {
                future.get();
            }
        } finally {
            threads.shutdown();
        }

        AuditReport before = shop.audit();
        System.out.println("stale copies after the race, before repair: " + before.staleReferences()
                + " stale references, " + before.stale() + " stale rows\n" + before);
        shop.auditAndRepair();
        AuditReport after = shop.audit();

        assertTrue(after.isClean(), after.toString());
        assertEquals(PLACERS * ORDERS, after.sourceRows());
        Customer last = shop.customers.map(
                session.execute(shop.customers.bindSelectRow(zoe)).one());
        for (String table : List.of(OrdersByIdTable.NAME, OrdersByCustomerTable.NAME, OrdersByStatusTable.NAME)) {
            List<Object> copies = session
                    .execute("SELECT customer_name, customer_email, customer_since FROM " + keyspace + "." + table)
                    .all()
                    .stream()
                    .map(row -> (Object) List.of(row.getString(0), String.valueOf(row.getString(1)), row.getInstant(2)))
                    .distinct()
                    .toList();
            assertEquals(
                    List.of(List.of(last.name(), String.valueOf(last.email()), StoredForm.timestamp(last.since()))),
                    copies,
                    table);
        }
    }
}
