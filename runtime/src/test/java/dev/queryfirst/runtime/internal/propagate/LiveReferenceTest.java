package dev.queryfirst.runtime.internal.propagate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StaleCopiesException;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.internal.StoredForm;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Live reference {@code Order.customer} against a real node: a customer's update reaches its
 * static copy and every plain copy of its orders, a failed fan-out says what is pending and a
 * retry converges, and the order audit finds (and repairs) stale and dangling copies.
 */
@CassandraTest
class LiveReferenceTest {

    /** Orders of the renamed customer: several pages of referrers at the page size below. */
    private static final int ORDERS = 300;

    private static final List<String> TABLES = List.of(
            CustomersTable.NAME,
            OrdersByIdTable.NAME,
            OrdersByCustomerTable.NAME,
            OrdersByStatusTable.NAME,
            OrdersByCustomerRefTable.NAME);

    private static Shop shop;
    private final CqlSession session;
    private final String keyspace;

    LiveReferenceTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
    }

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        shop = new Shop(session, keyspace.name(), DaoOptions.defaults().withPageSize(64));
    }

    @BeforeEach
    void empty() {
        TABLES.forEach(table -> session.execute("TRUNCATE " + keyspace + "." + table));
    }

    @Test
    void anUpdateReachesTheStaticCopyAndEveryPlainCopy() {
        Customer zoe = customer("Zoë Ångström", "zoe@example.com");
        Customer other = customer("Bob", null);
        List<Order> orders = placeOrders(zoe, ORDERS);
        placeOrders(other, 3);

        Customer renamed = new Customer(zoe.id(), "Zoë Ångström-Łukasiewicz 佐伊", null, Instant.now());
        shop.updateCustomer(renamed);

        for (String table : List.of(OrdersByIdTable.NAME, OrdersByCustomerTable.NAME, OrdersByStatusTable.NAME)) {
            assertEquals(List.of(stored(renamed)), distinctCopies(table, zoe.id()), table);
            assertEquals(List.of(stored(other)), distinctCopies(table, other.id()), table);
            assertEquals(ORDERS, copies(table, zoe.id()).size(), table);
        }
        assertEquals(ORDERS, orders.size());
        AuditReport report = shop.audit();
        assertTrue(report.isClean(), report.toString());
        assertEquals(ORDERS + 3, report.table(OrdersByIdTable.NAME).rows(), report.toString());
    }

    @Test
    void anAccessPatternTableCanListTheReferrers() {
        Customer ann = customer("Ann", "ann@example.com");
        placeOrders(ann, 150);
        LiveReference<Customer, Order> byPattern = shop.orderCustomer(shop.ordersByCustomer, UnaryOperator.identity());
        Customer renamed = new Customer(ann.id(), "Ann-Sophie Müller", "ann@example.org", ann.since());

        shop.updateCustomer(renamed, new Propagation<>(session, shop.options, List.of(byPattern)));

        for (String table : List.of(OrdersByIdTable.NAME, OrdersByCustomerTable.NAME, OrdersByStatusTable.NAME)) {
            assertEquals(List.of(stored(renamed)), distinctCopies(table, ann.id()), table);
        }
        assertTrue(shop.audit().isClean());
    }

    @Test
    void aCustomerWithoutOrdersGetsNoStaticOnlyPartition() {
        Customer lone = customer("Łucja", null);
        shop.updateCustomer(new Customer(lone.id(), "Łucja K.", "l@example.com", Instant.now()));
        assertEquals(
                0,
                session.execute("SELECT * FROM " + keyspace + ".orders_by_customer")
                        .all()
                        .size());
        assertTrue(shop.audit().isClean(), shop.audit().toString());
    }

    @Test
    void anOrderThatChangedCustomerIsLeftAlone() {
        Customer first = customer("First", null);
        Customer second = customer("Second", "second@example.com");
        Order order = placeOrders(first, 1).get(0);
        shop.updateOrder(order.withCustomer(second));

        shop.updateCustomer(new Customer(first.id(), "First renamed", null, first.since()));

        assertEquals(List.of(stored(second)), distinctCopies(OrdersByStatusTable.NAME, second.id()));
        assertEquals(List.of(), copies(OrdersByIdTable.NAME, first.id()));
        AuditReport report = shop.audit();
        assertTrue(report.isClean(), report.toString());
    }

    @Test
    void aFailedFanOutNamesWhatIsPendingAndARetryConverges() {
        Customer zoe = customer("Zoë", "zoe@example.com");
        placeOrders(zoe, ORDERS);
        int failFrom = 101;
        AtomicInteger calls = new AtomicInteger();
        SimpleStatement rejected = SimpleStatement.newInstance(
                "UPDATE " + keyspace + ".orders_by_status SET no_such_column = 1 WHERE status = 'NEW'");
        Customer renamed = new Customer(zoe.id(), "Zoë Nowak", null, Instant.now());
        // The propagation also binds each copy as its row holds it (to leave a null over a null unset):
        // only the writes of the renamed customer count.
        UnaryOperator<BiFunction<Order, Customer, BatchableStatement<?>>> failing = update ->
                (order, customer) -> customer.name().equals(renamed.name()) && calls.incrementAndGet() >= failFrom
                        ? rejected
                        : update.apply(order, customer);
        Propagation<Customer> flaky = new Propagation<>(
                session, shop.options, List.of(shop.orderCustomer(shop.ordersByCustomerRef, failing)));

        StaleCopiesException failure =
                assertThrows(StaleCopiesException.class, () -> shop.updateCustomer(renamed, flaky));

        long pending = ORDERS - failFrom + 1;
        // A referrer's base row keeps the old copy while another of its copies failed: it says what to redo.
        assertEquals(
                Map.of(OrdersByStatusTable.NAME, pending, OrdersByIdTable.NAME, pending),
                failure.pending(),
                failure.getMessage());
        assertEquals(List.of(), failure.unreadReferrers());
        assertTrue(failure.getMessage().contains("orders_by_status (" + pending + " rows)"), failure.getMessage());
        assertEquals(List.of(stored(renamed)), distinctCopies(OrdersByCustomerTable.NAME, zoe.id()));
        for (String table : List.of(OrdersByStatusTable.NAME, OrdersByIdTable.NAME)) {
            assertEquals(
                    pending,
                    copies(table, zoe.id()).stream()
                            .filter(copy -> copy.equals(stored(zoe)))
                            .count(),
                    table);
        }
        AuditReport found = shop.audit();
        assertEquals(pending, found.table(OrdersByStatusTable.NAME).staleReferences(), found.toString());

        shop.updateCustomer(renamed);

        assertEquals(List.of(stored(renamed)), distinctCopies(OrdersByStatusTable.NAME, zoe.id()));
        assertTrue(shop.audit().isClean(), shop.audit().toString());
    }

    @Test
    void aFailedReadOfTheReferrersSaysTheyWereNotAllRead() {
        Customer zoe = customer("Zoë", null);
        placeOrders(zoe, 5);
        session.execute("CREATE TABLE " + keyspace + ".referrers_gone (customer_id uuid, id uuid,"
                + " PRIMARY KEY (customer_id, id))");
        PreparedStatement gone =
                session.prepare("SELECT customer_id, id FROM " + keyspace + ".referrers_gone WHERE customer_id = ?");
        session.execute("DROP TABLE " + keyspace + ".referrers_gone");
        ReferrerIndex<Customer, Order> unreadable = new ReferrerIndex<>() {
            @Override
            public String name() {
                return "referrers_gone";
            }

            @Override
            public BoundStatement bindSelectReferrers(Customer customer) {
                return gone.bind(customer.id());
            }

            @Override
            public Order referrer(Row row) {
                return shop.ordersByCustomerRef.referrer(row);
            }
        };
        Propagation<Customer> blind = new Propagation<>(
                session, shop.options, List.of(shop.orderCustomer(unreadable, UnaryOperator.identity())));
        Customer renamed = new Customer(zoe.id(), "Zoë Nowak", null, zoe.since());

        StaleCopiesException failure =
                assertThrows(StaleCopiesException.class, () -> shop.updateCustomer(renamed, blind));

        assertEquals(List.of("referrers_gone"), failure.unreadReferrers(), failure.getMessage());
        assertEquals(Map.of(), failure.pending());
        assertTrue(failure.getMessage().contains("referrers not all read from [referrers_gone]"), failure.getMessage());
        // The customer and its static copy were written in its batch, before the fan-out.
        assertEquals(List.of(stored(renamed)), distinctCopies(OrdersByCustomerTable.NAME, zoe.id()));
        assertEquals(5, shop.audit().table(OrdersByStatusTable.NAME).staleReferences());
    }

    @Test
    void badArgumentsAreNamed() {
        IllegalArgumentException noReferrers = assertThrows(
                IllegalArgumentException.class,
                () -> LiveReference.<Customer, Order>builder("Order.customer", shop.customers, Order::customer)
                        .copy(shop.ordersById, shop.ordersById::bindUpdateCustomer)
                        .build());
        assertTrue(
                noReferrers.getMessage().startsWith("referrers: Order.customer has plain copies in [orders_by_id]"),
                noReferrers.getMessage());
        Propagation<Customer> propagation = new Propagation<>(session, shop.options, List.of(shop.orderCustomer));
        assertEquals(
                "current must not be null",
                assertThrows(IllegalArgumentException.class, () -> propagation.propagate(null, 1L))
                        .getMessage());
    }

    @Test
    void theAuditFindsStaleAndDanglingCopiesAndRepairsTheStale() {
        Customer zoe = customer("Zoë", "zoe@example.com");
        Customer gone = customer("Gérard", null);
        List<Order> orders = placeOrders(zoe, 20);
        placeOrders(gone, 3);
        // Damage done behind the DAOs' back: two plain copies, the static copy, one base-table copy.
        execute(
                "UPDATE %s.orders_by_status SET customer_name = 'Zoe (old)' WHERE status = ? AND placed_at = ? AND id = ?",
                orders.get(0).status(), orders.get(0).placedAt(), orders.get(0).id());
        execute(
                "UPDATE %s.orders_by_status SET customer_since = ? WHERE status = ? AND placed_at = ? AND id = ?",
                Instant.EPOCH,
                orders.get(1).status(),
                orders.get(1).placedAt(),
                orders.get(1).id());
        execute("UPDATE %s.orders_by_customer SET customer_email = 'zoe@old.example' WHERE customer_id = ?", zoe.id());
        execute(
                "UPDATE %s.orders_by_id SET customer_email = null WHERE id = ?",
                orders.get(2).id());
        shop.deleteCustomer(gone);

        AuditReport found = shop.audit();

        assertEquals(2, found.table(OrdersByStatusTable.NAME).staleReferences(), found.toString());
        assertEquals(1, found.table(OrdersByCustomerTable.NAME).staleReferences(), found.toString());
        assertEquals(1, found.table(OrdersByIdTable.NAME).staleReferences(), found.toString());
        assertEquals(3, found.table(OrdersByStatusTable.NAME).danglingReferences(), found.toString());
        assertEquals(1, found.table(OrdersByCustomerTable.NAME).danglingReferences(), found.toString());
        assertEquals(3, found.table(OrdersByIdTable.NAME).danglingReferences(), found.toString());
        assertTrue(
                found.examples()
                        .contains(new Finding(
                                Finding.Kind.STALE_REFERENCE, OrdersByCustomerTable.NAME, List.of(zoe.id()))),
                found.toString());
        assertTrue(
                found.examples()
                        .contains(new Finding(
                                Finding.Kind.STALE_REFERENCE,
                                OrdersByIdTable.NAME,
                                List.of(orders.get(2).id()))),
                found.toString());
        assertFalse(found.repaired());

        AuditReport repaired = shop.auditAndRepair();
        assertEquals(4, repaired.staleReferences(), repaired.toString());

        AuditReport after = shop.audit();
        assertEquals(0, after.staleReferences() + after.missing() + after.stale() + after.orphaned(), after.toString());
        assertEquals(7, after.danglingReferences(), after.toString());
        for (String table : List.of(OrdersByIdTable.NAME, OrdersByCustomerTable.NAME, OrdersByStatusTable.NAME)) {
            assertEquals(List.of(stored(zoe)), distinctCopies(table, zoe.id()), table);
            assertEquals(
                    List.of(stored(gone)),
                    distinctCopies(table, gone.id()),
                    "deleted customer's last values in " + table);
        }
    }

    // ---------------------------------------------------------------------------------------------

    private Customer customer(String name, String email) {
        Customer customer = new Customer(UUID.randomUUID(), name, email, Instant.now());
        shop.insertCustomer(customer);
        return customer;
    }

    /** {@code count} orders of {@code customer}, placed over the last hours, with realistic values. */
    private List<Order> placeOrders(Customer customer, int count) {
        List<Order> orders = new ArrayList<>();
        Instant now = Instant.now();
        String[] statuses = {"NEW", "PAID", "SHIPPED"};
        for (int i = 0; i < count; i++) {
            Order order = new Order(
                    UUID.randomUUID(),
                    customer,
                    statuses[i % 3],
                    now.minus(i * 7_919L, ChronoUnit.MILLIS),
                    new BigDecimal("19.90").add(BigDecimal.valueOf(i, 2)),
                    i % 4 == 0 ? null : "geschenk nr. " + i);
            shop.insertOrder(order);
            orders.add(order);
        }
        return orders;
    }

    private void execute(String cql, Object... values) {
        session.execute(SimpleStatement.newInstance(cql.formatted(keyspace), values));
    }

    /** A customer as a table stores it: its instant in milliseconds. */
    static Customer stored(Customer customer) {
        return new Customer(customer.id(), customer.name(), customer.email(), StoredForm.timestamp(customer.since()));
    }

    /** The customer copies of every row of {@code table} referencing {@code customerId}. */
    List<Customer> copies(String table, UUID customerId) {
        List<Customer> copies = new ArrayList<>();
        for (Row row : session.execute("SELECT customer_id, customer_name, customer_email, customer_since, id FROM "
                + keyspace + "." + table)) {
            if (customerId.equals(row.getUuid(0)) && !row.isNull(4)) {
                copies.add(new Customer(row.getUuid(0), row.getString(1), row.getString(2), row.getInstant(3)));
            }
        }
        return copies;
    }

    /** The distinct customer copies in {@code table} for {@code customerId}. */
    List<Customer> distinctCopies(String table, UUID customerId) {
        return copies(table, customerId).stream().distinct().toList();
    }
}
