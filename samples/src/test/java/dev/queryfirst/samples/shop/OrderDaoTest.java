package dev.queryfirst.samples.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated Order DAO against a real node: a reference to Customer pushed down into
 * {@code orders_by_customer}, where the customer's name and e-mail are static columns; a UDT, an
 * enum, a set and a decimal round-trip.
 */
@CassandraTest
class OrderDaoTest {

    private static final Instant DAY = Instant.parse("2025-03-10T00:00:00Z");

    private static OrderDao orders;
    private static CustomerDao customers;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        ShopSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
        orders = OrderDao.create(session, options);
        customers = CustomerDao.create(session, options);
        raw = new Raw(session, keyspace.name());
    }

    private static Customer customer(String name) {
        Customer customer = new Customer(UUID.randomUUID(), name, name.toLowerCase() + "@example.com");
        customers.insert(customer);
        return customer;
    }

    private static Order order(Customer customer, int hoursAfter, OrderStatus status) {
        Instant placed = DAY.plus(hoursAfter, ChronoUnit.HOURS);
        BigDecimal total = new BigDecimal("19.90").add(BigDecimal.valueOf(hoursAfter));
        Order order = new Order(
                UUID.randomUUID(),
                customer,
                placed,
                LocalDate.ofInstant(placed, ZoneOffset.UTC),
                status,
                total,
                new Address(hoursAfter + " Main St", "Springfield", "12345"),
                Set.of("gift", "h" + hoursAfter),
                List.of(new OrderItem(UUID.randomUUID(), "Kettle", 1, total)));
        orders.insert(order);
        return order;
    }

    @Test
    void everyReadReturnsWhatWasWrittenNewestFirst() {
        Customer ann = customer("Ann");
        Order first = order(ann, 1, OrderStatus.DELIVERED);
        Order second = order(ann, 5, OrderStatus.SHIPPED);
        Order third = order(ann, 9, OrderStatus.PLACED);
        order(customer("Other"), 3, OrderStatus.PLACED);

        assertEquals(Optional.of(second), orders.findByKey(second.orderId()));
        assertEquals(List.of(third, second, first), orders.byCustomer(ann.id(), 20));
        assertEquals(
                List.of(third, second),
                orders.byCustomerAsync(ann.id(), 2).toCompletableFuture().join());
        List<Order> paged = new ArrayList<>();
        Page<Order> page = orders.byCustomerPage(ann.id(), 2, null);
        paged.addAll(page.items());
        page = orders.byCustomerPage(ann.id(), 2, page.cursor().orElseThrow());
        paged.addAll(page.items());
        assertEquals(List.of(third, second, first), paged);

        Row row = raw.rows(OrdersByCustomerTable.NAME, "customer_id = ?", ann.id())
                .get(0);
        assertEquals("Ann", row.getString("customer_name"), "the customer's name is stored with the orders");
        assertTrue(row.getColumnDefinitions()
                .get("customer_name")
                .getType()
                .toString()
                .contains("TEXT"));
    }

    @Test
    void changingTheOrderDateMovesItsRow() {
        Customer bo = customer("Bo");
        Order original = order(bo, 2, OrderStatus.PLACED);
        Instant moved = DAY.plus(30, ChronoUnit.HOURS);
        Order later = new Order(
                original.orderId(),
                bo,
                moved,
                LocalDate.ofInstant(moved, ZoneOffset.UTC),
                OrderStatus.SHIPPED,
                original.total(),
                original.shipping(),
                original.tags(),
                original.items());
        assertTrue(orders.update(later));
        assertEquals(
                List.of(),
                raw.rows(
                        OrdersByCustomerTable.NAME,
                        "customer_id = ? AND order_date = ? AND order_id = ?",
                        bo.id(),
                        original.orderDate(),
                        original.orderId()));
        assertEquals(List.of(later), orders.byCustomer(bo.id(), 20));
        assertEquals(Optional.of(later), orders.findByKey(later.orderId()));
        assertTrue(orders.audit().isClean());
    }

    @Test
    void anOrdersCustomerIsFixedSoAnotherCustomerIsRefusedAndNothingIsWritten() {
        Customer from = customer("Flo");
        Customer to = customer("Gus");
        Order order = order(from, 7, OrderStatus.PLACED);
        Order moved = new Order(
                order.orderId(),
                to,
                order.orderDate(),
                order.orderDay(),
                OrderStatus.SHIPPED,
                order.total(),
                order.shipping(),
                order.tags(),
                order.items());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> orders.save(moved));
        assertTrue(refused.getMessage().startsWith("order.customer is @Fixed"), refused.getMessage());
        assertEquals(List.of(order), orders.byCustomer(from.id(), 20), "the order stays where it was");
        assertEquals(List.of(), orders.byCustomer(to.id(), 20));
        assertEquals(Optional.of(order), orders.findByKey(order.orderId()), "not even its status changed");
        assertTrue(orders.audit().isClean(), orders.audit().toString());
    }

    @Test
    void deleteLeavesNothingInAnyTable() {
        Customer cy = customer("Cy");
        Order only = order(cy, 4, OrderStatus.PLACED);
        assertTrue(orders.delete(only.orderId()));
        assertEquals(List.of(), raw.rows(OrdersByIdTable.NAME, "order_id = ?", only.orderId()));
        assertEquals(List.of(), raw.rows(OrdersByCustomerTable.NAME, "customer_id = ?", cy.id()));
        assertEquals(List.of(), orders.byCustomer(cy.id(), 20));
        assertTrue(orders.audit().isClean(), orders.audit().toString());
    }

    @Test
    void auditFindsAndRepairsAPlantedOrphan() {
        Customer di = customer("Di");
        order(di, 6, OrderStatus.PLACED);
        assertTrue(orders.audit().isClean(), orders.audit().toString());

        UUID ghost = UUID.randomUUID();
        raw.execute(
                "INSERT INTO %s.orders_by_customer (customer_id, order_date, order_id, status) VALUES (?, ?, ?, ?)",
                di.id(), DAY, ghost, "PLACED");
        AuditReport found = orders.audit();
        assertEquals(1, found.orphaned(), found.toString());

        orders.auditAndRepair();
        assertTrue(orders.audit().isClean(), "clean after the repair");
        assertEquals(1, orders.byCustomer(di.id(), 20).size());
    }

    @Test
    void badArgumentsFailFastNamingTheParameterAndWriteNothing() {
        assertMessage("customerId", () -> orders.byCustomer(null, 20));
        assertMessage("limit", () -> orders.byCustomer(UUID.randomUUID(), 0));
        assertMessage("orderId", () -> orders.delete(null));
        // Only the key is mandatory: a null customer or date leaves the order out of the tables
        // keyed by it (docs/mapping-rules.md, "Sparse tables").
        assertMessage(
                "order.orderId",
                () -> orders.insert(new Order(
                        null, null, DAY, null, OrderStatus.PLACED, BigDecimal.ONE, null, Set.of(), List.of())));
        assertMessage("order", () -> orders.save(null));
    }

    private static void assertMessage(String parameter, Runnable call) {
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class, call::run);
        assertTrue(failure.getMessage().startsWith(parameter + " "), failure.getMessage());
    }
}
