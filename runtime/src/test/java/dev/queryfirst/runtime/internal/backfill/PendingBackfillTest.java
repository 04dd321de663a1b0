package dev.queryfirst.runtime.internal.backfill;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillReport;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import dev.queryfirst.runtime.internal.schema.SchemaVerifier;
import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A backfill left to a whole-table job: {@code Backfill.run} with {@code leftPending()} copies
 * nothing and records it pending; {@code verify} names the table until the job records it done.
 */
@CassandraTest
class PendingBackfillTest {

    @Test
    void aBackfillLeftPendingCopiesNothingAndVerifyReportsItUntilRecordedDone(
            CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name();
        OrdersTable orders = new OrdersTable(session, ks, "orders_left");
        OrdersByCustomerTable byCustomer = new OrdersByCustomerTable(session, ks, "orders_left_by_customer");
        Entity model = OrderModel.entity(orders.name(), byCustomer.name(), 0);
        session.execute(
                orders.bindInsert(new Order(UUID.randomUUID(), "zoë", java.time.Instant.now(), BigDecimal.ONE, null)));

        BackfillReport report = Backfill.run(
                session,
                ks,
                model,
                orders,
                byCustomer,
                BackfillOptions.defaults().leftPending());

        assertEquals(0, report.rowsCopied());
        assertEquals(
                0,
                session.execute("SELECT * FROM " + ks + ".orders_left_by_customer")
                        .all()
                        .size());
        List<PendingBackfills.Pending> pending = PendingBackfills.list(session, ks);
        assertEquals(1, pending.size(), pending.toString());
        assertEquals("orders_left_by_customer", pending.get(0).target());
        assertEquals("orders_left", pending.get(0).source());
        assertTrue(pendingIn(SchemaVerifier.verify(session, ks, List.of())), "verify names the pending table");

        assertTrue(PendingBackfills.finish(session, ks, "orders_left_by_customer", 1));
        assertEquals(List.of(), PendingBackfills.list(session, ks));
        assertFalse(pendingIn(SchemaVerifier.verify(session, ks, List.of())));
        assertFalse(PendingBackfills.finish(session, ks, "orders_left_by_customer", 1), "nothing pending any more");

        // Run in-process after all, a backfill left pending is recorded done too.
        Backfill.run(
                session,
                ks,
                model,
                orders,
                byCustomer,
                BackfillOptions.defaults().leftPending());
        assertEquals(1, PendingBackfills.list(session, ks).size());
        Backfill.run(session, ks, model, orders, byCustomer, BackfillOptions.defaults());
        assertEquals(List.of(), PendingBackfills.list(session, ks));
        assertEquals(
                1,
                session.execute("SELECT * FROM " + ks + ".orders_left_by_customer")
                        .all()
                        .size());
    }

    private static boolean pendingIn(List<SchemaDifference> differences) {
        return differences.stream()
                .anyMatch(d -> d.kind() == SchemaDifference.Kind.BACKFILL_PENDING
                        && d.table().equals("orders_left_by_customer"));
    }
}
