package dev.queryfirst.samples.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The audit of {@code orders_by_customer}, whose customer name and e-mail are static columns,
 * when a partition has lost its last row but kept its statics: Cassandra 5 returns such a
 * partition to the scan as one row with null clustering columns, which holds no order.
 */
@CassandraTest
class StaticOnlyPartitionAuditTest {

    private static final Instant DAY = Instant.parse("2025-03-10T10:00:00Z");

    private static OrderDao orders;
    private static CustomerDao customers;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        ShopSchema.create(session, keyspace.name(), Replication.simple(1));
        raw = new Raw(session, keyspace.name());
        orders = OrderDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
        customers = CustomerDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
    }

    /** Every test audits whole tables: it starts from empty ones. */
    @BeforeEach
    void empty() {
        raw.execute("TRUNCATE %s." + OrdersByIdTable.NAME);
        raw.execute("TRUNCATE %s." + OrdersByCustomerTable.NAME);
        raw.execute("TRUNCATE %s." + OrdersByStatusTable.NAME);
    }

    /** An order of {@code customer}, which exists: the audit reports references to a missing one. */
    private Order order(Customer customer) {
        customers.save(customer);
        Order order = new Order(
                UUID.randomUUID(),
                customer,
                DAY,
                LocalDate.ofInstant(DAY, ZoneOffset.UTC),
                OrderStatus.values()[0],
                new BigDecimal("9.50"),
                new Address("1 Main St", "Springfield", "12345"),
                Set.of("gift"),
                List.of());
        orders.insert(order);
        return order;
    }

    @Test
    void aStaticOnlyPartitionIsReportedAsOrphanedAndRepairDeletesItsStatics() {
        Customer customer = new Customer(UUID.randomUUID(), "Stella", "stella@example.com");
        Order order = order(customer);
        // The order is gone from every table, but orders_by_customer keeps the customer's statics.
        raw.execute("DELETE FROM %s." + OrdersByIdTable.NAME + " WHERE order_id = ?", order.orderId());
        raw.execute(
                "DELETE FROM %s." + OrdersByStatusTable.NAME + " WHERE status = ? AND order_day = ? AND order_id = ?",
                order.status().name(),
                order.orderDay(),
                order.orderId());
        raw.execute(
                "DELETE FROM %s.orders_by_customer WHERE customer_id = ? AND order_date = ? AND order_id = ?",
                customer.id(), order.orderDate(), order.orderId());
        assertEquals(
                1,
                raw.rows(OrdersByCustomerTable.NAME, "customer_id = ?", customer.id())
                        .size(),
                "Cassandra answers with the statics as a row");

        AuditReport found = orders.audit();
        assertEquals(1, found.orphaned(), found.toString());
        assertEquals(0, found.missing(), found.toString());
        assertEquals(0, found.table(OrdersByCustomerTable.NAME).rows(), "a static-only partition holds no order");
        assertEquals(
                List.of(new Finding(Finding.Kind.ORPHANED, OrdersByCustomerTable.NAME, List.of(customer.id()))),
                found.examples());

        orders.auditAndRepair();
        assertEquals(List.of(), raw.rows(OrdersByCustomerTable.NAME, "customer_id = ?", customer.id()));
        assertTrue(orders.audit().isClean(), "clean after the repair");
    }

    @Test
    void repairingAnOrphanThatWasTheLastRowOfItsPartitionDeletesTheStaticsToo() {
        Customer lonely = new Customer(UUID.randomUUID(), "Olga", "olga@example.com");
        Order orphan = order(lonely);
        Customer busy = new Customer(UUID.randomUUID(), "Bruno", "bruno@example.com");
        Order kept = order(busy);
        Order orphanOfBusy = order(busy);
        raw.execute("DELETE FROM %s." + OrdersByIdTable.NAME + " WHERE order_id = ?", orphan.orderId());
        raw.execute("DELETE FROM %s." + OrdersByIdTable.NAME + " WHERE order_id = ?", orphanOfBusy.orderId());

        AuditReport repaired = orders.auditAndRepair();
        // Two orders gone from the base table leave an orphan each in orders_by_customer and orders_by_status.
        assertEquals(4, repaired.orphaned(), repaired.toString());
        assertEquals(
                List.of(),
                raw.rows(OrdersByCustomerTable.NAME, "customer_id = ?", lonely.id()),
                "no static-only partition left behind");
        assertEquals(List.of(kept), orders.byCustomer(busy.id(), 10), "the other customer's partition keeps its order");
        assertEquals(
                "Bruno",
                raw.rows(OrdersByCustomerTable.NAME, "customer_id = ?", busy.id())
                        .get(0)
                        .getString(OrdersByCustomerTable.CUSTOMER_NAME),
                "and its statics");
        AuditReport after = orders.audit();
        assertTrue(after.isClean(), after.toString());
    }
}
