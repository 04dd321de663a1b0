package dev.queryfirst.reliability.references;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.reliability.support.TestSessions;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Live references (docs/mapping-rules.md, "Live references") under a race: customers renamed while purchases referencing them
 * are inserted by other threads, each from the customer as it just read it. After an
 * {@code update} of a customer returns, every copy of its name shows the new one; an insert that
 * read the customer before a rename and wrote after it leaves a stale copy, which {@code audit()}
 * reports and {@code auditAndRepair()} rewrites: no stale copy is left. Both write modes, with
 * the propagation the processor generates into {@code CustomerDao}.
 */
@CassandraTest
class RenameRaceTest {

    private static final int CUSTOMERS = 4;
    private static final int INSERTERS = 3;
    private static final int PURCHASES_PER_INSERTER = 150;
    private static final int RENAMES = 60;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        ReferencesSchema.create(session, keyspace.name(), Replication.simple(1));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void renamesRacingWithInsertsLeaveNoStaleCopyAfterRepair(WriteMode mode, TestKeyspace keyspace) throws Exception {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            DaoOptions options =
                    DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode);
            CustomerDao customers = CustomerDao.create(session, options);
            PurchaseDao purchases = PurchaseDao.create(session, options);
            List<UUID> ids = new ArrayList<>();
            for (int i = 0; i < CUSTOMERS; i++) {
                Customer customer = new Customer(UUID.randomUUID(), mode + " customer " + i + " v0");
                customers.insert(customer);
                ids.add(customer.id());
            }
            Map<UUID, List<UUID>> purchasesByCustomer = new ConcurrentHashMap<>();
            ExecutorService pool = Executors.newFixedThreadPool(INSERTERS + 1);
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < INSERTERS; t++) {
                running.add(pool.submit(() -> {
                    for (int i = 0; i < PURCHASES_PER_INSERTER; i++) {
                        UUID customerId = ids.get(ThreadLocalRandom.current().nextInt(CUSTOMERS));
                        Customer read = customers.findByKey(customerId).orElseThrow();
                        Purchase purchase = new Purchase(UUID.randomUUID(), read, "item " + i);
                        purchases.insert(purchase);
                        purchasesByCustomer
                                .computeIfAbsent(customerId, k -> new java.util.concurrent.CopyOnWriteArrayList<>())
                                .add(purchase.id());
                    }
                    return null;
                }));
            }
            running.add(pool.submit(() -> {
                for (int r = 1; r <= RENAMES; r++) {
                    UUID id = ids.get(r % CUSTOMERS);
                    assertTrue(customers.update(new Customer(id, mode + " customer " + id + " v" + r)));
                }
                return null;
            }));
            for (Future<?> f : running) {
                f.get();
            }
            pool.shutdown();

            long staleBefore = staleCopies(customers, purchases, purchasesByCustomer);
            AuditReport audit = purchases.audit();
            AuditReport repair = purchases.auditAndRepair();
            long staleAfter = staleCopies(customers, purchases, purchasesByCustomer);
            AuditReport after = purchases.audit();
            System.out.printf(
                    "rename race (%s): %d purchases, %d renames; stale copies before repair %d"
                            + " (audit: %d stale references), after %d%n",
                    mode,
                    INSERTERS * PURCHASES_PER_INSERTER,
                    RENAMES,
                    staleBefore,
                    audit.staleReferences(),
                    staleAfter);
            // What the reads show stale before the repair, the audit reports as stale references.
            assertEquals(
                    staleBefore > 0,
                    audit.staleReferences() > 0,
                    staleBefore + " stale copies read; the audit reports: " + audit);
            assertEquals(0, audit.danglingReferences(), audit.toString());
            assertTrue(repair.repaired(), repair.toString());
            assertEquals(0, staleAfter, "stale copies after auditAndRepair");
            assertTrue(after.isClean(), after.toString());
        }
    }

    /**
     * A customer's name, once its update returned, is in every copy: the base row of each purchase
     * and the partition of {@code purchases_by_customer_id}.
     */
    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aRenameShowsInEveryCopyOnceTheUpdateReturns(WriteMode mode, TestKeyspace keyspace) {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            DaoOptions options =
                    DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode);
            CustomerDao customers = CustomerDao.create(session, options);
            PurchaseDao purchases = PurchaseDao.create(session, options);
            Customer customer = new Customer(UUID.randomUUID(), "Zoë " + mode);
            customers.insert(customer);
            List<UUID> own = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Purchase purchase = new Purchase(UUID.randomUUID(), customer, "item " + i);
                purchases.insert(purchase);
                own.add(purchase.id());
            }
            assertTrue(customers.update(new Customer(customer.id(), "Zoë Straße " + mode)));
            Map<UUID, List<UUID>> byCustomer = Map.of(customer.id(), own);
            assertEquals(0, staleCopies(customers, purchases, byCustomer), "copies after the update returned");
            AuditReport audit = purchases.audit();
            assertTrue(audit.isClean(), audit.toString());
        }
    }

    /** Copies whose customer name is not the customer's current name, through every read. */
    private static long staleCopies(
            CustomerDao customers, PurchaseDao purchases, Map<UUID, List<UUID>> purchasesByCustomer) {
        long stale = 0;
        for (Map.Entry<UUID, List<UUID>> entry : purchasesByCustomer.entrySet()) {
            String current = customers.findByKey(entry.getKey()).orElseThrow().name();
            for (UUID purchaseId : entry.getValue()) {
                Purchase purchase = purchases.findByKey(purchaseId).orElseThrow();
                stale += current.equals(purchase.customer().name()) ? 0 : 1;
            }
            for (Purchase copy : purchases.byCustomer(entry.getKey(), 1_000)) {
                stale += current.equals(copy.customer().name()) ? 0 : 1;
            }
        }
        return stale;
    }
}
