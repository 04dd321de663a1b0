package dev.queryfirst.samples.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code Order.customer} is a live reference: renaming a customer through the generated
 * {@code CustomerDao} reaches its static copy in {@code orders_by_customer} and its plain copies
 * in {@code orders_by_id} and {@code orders_by_status}, on every read, in both write modes; and
 * the order's audit finds nothing stale.
 */
@CassandraTest
class CustomerRenameTest {

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aRenameReachesEveryCopyOfTheCustomer(WriteMode mode, CqlSession session, TestKeyspace keyspace) {
        ShopSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode);
        CustomerDao customers = CustomerDao.create(session, options);
        OrderDao orders = OrderDao.create(session, options);

        Customer before = new Customer(UUID.randomUUID(), "Zoë Müller", "zoe@example.com");
        Customer other = new Customer(UUID.randomUUID(), "Ann", "ann@example.com");
        customers.insert(before);
        customers.insert(other);
        List<Order> placed = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            Instant at = Instant.now();
            Order order = new Order(
                    UUID.randomUUID(),
                    before,
                    at,
                    LocalDate.ofInstant(at, ZoneOffset.UTC),
                    i % 2 == 0 ? OrderStatus.PLACED : OrderStatus.SHIPPED,
                    new BigDecimal("12.50"),
                    i == 0 ? null : new Address(i + " Rue de l'Église", "Montréal", "H2X"),
                    Set.of(),
                    List.of());
            orders.insert(order);
            placed.add(order);
        }
        Order first = placed.get(0);
        Order ofOther = new Order(
                UUID.randomUUID(),
                other,
                first.orderDate(),
                first.orderDay(),
                first.status(),
                first.total(),
                first.shipping(),
                first.tags(),
                first.items());
        orders.insert(ofOther);

        Customer renamed = new Customer(before.id(), "Zoë Müller-Łukasz", "zoe.mueller@example.com");
        assertTrue(customers.update(renamed));

        // The static copy, once per customer partition.
        List<Order> byCustomer = orders.byCustomer(before.id(), 20);
        assertEquals(placed.size(), byCustomer.size());
        byCustomer.forEach(order -> assertEquals(renamed, order.customer(), "orders_by_customer"));
        // The plain copies, one per order.
        for (Order order : placed) {
            assertEquals(renamed, orders.byId(order.orderId()).orElseThrow().customer(), "orders_by_id");
            assertEquals(
                    renamed, orders.findByKey(order.orderId()).orElseThrow().customer());
            orders.byStatus(order.status(), order.orderDay(), 100).stream()
                    .filter(found -> found.orderId().equals(order.orderId()))
                    .forEach(found -> assertEquals(renamed, found.customer(), "orders_by_status"));
        }
        // Another customer's orders are left alone.
        assertEquals(other, orders.byId(ofOther.orderId()).orElseThrow().customer());

        AuditReport audit = orders.audit();
        assertTrue(audit.isClean(), audit::toString);
        assertEquals(0, audit.staleReferences(), audit::toString);

        // save propagates too, and an unchanged save leaves everything as it is.
        Customer again = new Customer(before.id(), "Zoe", "zoe@example.com");
        customers.save(again);
        customers.save(again);
        orders.byCustomer(before.id(), 20).forEach(order -> assertEquals(again, order.customer()));
        assertEquals(again, orders.byId(placed.get(3).orderId()).orElseThrow().customer());
        assertTrue(orders.audit().isClean());
    }
}
