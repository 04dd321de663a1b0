package dev.queryfirst.samples.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.MovableTable;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.write.Writer;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Regression: a save or update that leaves a derived table's key as it was must keep the row.
 *
 * <p>An order placed at {@code Instant.now()} carries micro- or nanoseconds; {@code
 * orders_by_customer} clusters by that instant and stores milliseconds. The DAO used to compare the
 * instant it was given with the one it read back, take the key for moved, and delete and re-insert
 * the same row in one batch at one write time, where the delete wins: the order vanished from
 * {@code orders_by_customer}. The same happened to a product whose price ({@code
 * products_by_category}'s clustering column) changed only in scale, {@code 1.0} to {@code 1.00}.
 */
@CassandraTest
class UnchangedKeysKeepTheirRowsTest {

    private static CqlSession session;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession cqlSession, TestKeyspace testKeyspace) {
        session = cqlSession;
        keyspace = testKeyspace.name();
        ShopSchema.create(session, keyspace, Replication.simple(1));
    }

    private static DaoOptions options(WriteMode mode) {
        return DaoOptions.defaults().withKeyspace(keyspace).withWriteMode(mode);
    }

    private static Order orderPlacedNow(Customer customer, OrderStatus status) {
        Instant now = Instant.now();
        return new Order(
                UUID.randomUUID(),
                customer,
                now,
                LocalDate.ofInstant(now, ZoneOffset.UTC),
                status,
                new BigDecimal("19.90"),
                new Address("1 Main St", "Springfield", "12345"),
                Set.of("gift"),
                List.of());
    }

    /** {@code order} as the node holds it: its instant in whole milliseconds. */
    private static Order stored(Order order) {
        return withStatus(order, order.status(), order.orderDate().truncatedTo(ChronoUnit.MILLIS));
    }

    private static Order withStatus(Order order, OrderStatus status, Instant orderDate) {
        return new Order(
                order.orderId(),
                order.customer(),
                orderDate,
                order.orderDay(),
                status,
                order.total(),
                order.shipping(),
                order.tags(),
                order.items());
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void anOrderPlacedNowStaysInEveryTableThroughSavesAndUpdates(WriteMode mode) {
        OrderDao orders = OrderDao.create(session, options(mode));
        CustomerDao customers = CustomerDao.create(session, options(mode));
        Customer customer = new Customer(UUID.randomUUID(), "Zoë", "zoe@example.com");
        customers.insert(customer);
        Order order = orderPlacedNow(customer, OrderStatus.PLACED);

        orders.save(order);
        orders.save(order);
        assertEquals(List.of(stored(order)), orders.byCustomer(customer.id(), 20));
        assertTrue(orders.update(order));
        assertEquals(List.of(stored(order)), orders.byCustomer(customer.id(), 20));

        // A status change moves the order in orders_by_status; its orders_by_customer key is unchanged.
        Order shipped = withStatus(order, OrderStatus.SHIPPED, order.orderDate());
        assertTrue(orders.update(shipped));
        assertEquals(List.of(stored(shipped)), orders.byCustomer(customer.id(), 20));
        assertEquals(
                List.of(stored(shipped)),
                orders.byStatus(OrderStatus.SHIPPED, order.orderDay(), 100).stream()
                        .filter(o -> o.orderId().equals(order.orderId()))
                        .toList());
        assertEquals(
                List.of(),
                orders.byStatus(OrderStatus.PLACED, order.orderDay(), 100).stream()
                        .filter(o -> o.orderId().equals(order.orderId()))
                        .toList());
        assertTrue(orders.audit().isClean(), orders.audit().toString());
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aPriceThatOnlyChangesScaleKeepsTheProductInItsCategory(WriteMode mode) {
        ProductDao products = ProductDao.create(session, options(mode));
        String category = "kettles-" + mode;
        Product kettle = new Product(UUID.randomUUID(), "Kettle", "Boils water", new BigDecimal("1.0"), category);
        products.save(kettle);
        Product rescaled = new Product(kettle.productId(), "Kettle", "Boils water", new BigDecimal("1.00"), category);
        products.save(rescaled);
        assertTrue(products.update(rescaled));

        List<ProductDao.InCategoryRow> inCategory = products.inCategory(category, 100);
        assertEquals(1, inCategory.size(), inCategory.toString());
        assertEquals(0, inCategory.get(0).price().compareTo(BigDecimal.ONE), inCategory.toString());
        assertTrue(products.audit().isClean(), products.audit().toString());

        Product dearer = new Product(kettle.productId(), "Kettle", "Boils water", new BigDecimal("2.50"), category);
        assertTrue(products.update(dearer));
        assertEquals(List.of(ProductDao.InCategoryRow.of(dearer)), products.inCategory(category, 100));
    }

    /**
     * Defence in depth: even a key comparison that takes one row for two (here, a table that
     * compares instants to the nanosecond on purpose) cannot erase the new row, because the delete
     * of a moved row is written below the batch's write time.
     */
    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void theDeleteOfAMovedRowNeverErasesTheRowWrittenWithIt(WriteMode mode) {
        DaoOptions options = options(mode);
        CustomerDao customers = CustomerDao.create(session, options);
        OrderDao orders = OrderDao.create(session, options);
        Customer customer = new Customer(UUID.randomUUID(), "Anaïs", "anais@example.com");
        customers.insert(customer);
        Order order = orderPlacedNow(customer, OrderStatus.PLACED);
        orders.insert(order);
        Order previous = orders.findByKey(order.orderId()).orElseThrow();

        OrdersByCustomerTable table = new OrdersByCustomerTable(
                Futures.getUninterruptibly(Prepared.prepareAsync(session, OrdersByCustomerTable.statements(keyspace))),
                keyspace);
        new Writer(session, options)
                .batch()
                .move(new NanosecondKeys(table), previous, order)
                .execute();

        assertEquals(List.of(stored(order)), orders.byCustomer(customer.id(), 20));
    }

    @Test
    void anOrderUpdatedManyTimesInOneMillisecondKeepsItsLatestState() {
        OrderDao orders = OrderDao.create(session, options(WriteMode.LOGGED));
        CustomerDao customers = CustomerDao.create(session, options(WriteMode.LOGGED));
        Customer customer = new Customer(UUID.randomUUID(), "Łukasz", "lukasz@example.com");
        customers.insert(customer);
        Order order = orderPlacedNow(customer, OrderStatus.PLACED);
        orders.save(order);
        OrderStatus[] statuses = OrderStatus.values();
        Order last = order;
        for (int i = 0; i < 30; i++) {
            last = withStatus(order, statuses[i % statuses.length], order.orderDate());
            orders.save(last);
        }
        assertEquals(List.of(stored(last)), orders.byCustomer(customer.id(), 20));
        assertEquals(
                List.of(stored(last)),
                orders.byStatus(last.status(), order.orderDay(), 100).stream()
                        .filter(o -> o.orderId().equals(order.orderId()))
                        .toList());
        assertTrue(orders.audit().isClean(), orders.audit().toString());
    }

    /**
     * An oracle: the generated {@code sameRow}, which compares a movable table's key values one by
     * one, answers as the {@code primaryKey} lists it replaces do, for orders of two customers whose
     * instants differ by less, and more, than the millisecond the node stores.
     */
    @Test
    void theGeneratedKeyComparisonAgreesWithThePrimaryKeys() {
        OrdersByCustomerTable table = new OrdersByCustomerTable(
                Futures.getUninterruptibly(Prepared.prepareAsync(session, OrdersByCustomerTable.statements(keyspace))),
                keyspace);
        List<Customer> customers = List.of(
                new Customer(UUID.randomUUID(), "Zoë", "zoe@example.com"),
                new Customer(UUID.randomUUID(), "Anaïs", null));
        Random random = new Random(38);
        Instant now = Instant.now();
        List<Order> orders = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            Order order = orderPlacedNow(customers.get(random.nextInt(2)), OrderStatus.PLACED);
            orders.add(withStatus(order, OrderStatus.PLACED, now.plusNanos(random.nextInt(4) * 400_000L)));
        }
        int same = 0;
        for (Order a : orders) {
            for (Order b : orders) {
                Order b2 = new Order(
                        a.orderId(),
                        b.customer(),
                        b.orderDate(),
                        b.orderDay(),
                        b.status(),
                        b.total(),
                        b.shipping(),
                        b.tags(),
                        b.items());
                boolean expected = table.primaryKey(a).equals(table.primaryKey(b2));
                assertEquals(expected, table.sameRow(a, b2), a + " and " + b2);
                same += expected ? 1 : 0;
            }
        }
        assertTrue(same > orders.size() && same < orders.size() * orders.size(), "both answers met: " + same);
    }

    /** {@code orders_by_customer} with a primary key that keeps the instant's nanoseconds. */
    private record NanosecondKeys(OrdersByCustomerTable table) implements MovableTable<Order> {

        @Override
        public List<Object> primaryKey(Order order) {
            return List.of(order.customer().id(), order.orderDate(), order.orderId());
        }

        @Override
        public String name() {
            return table.name();
        }

        @Override
        public boolean isBase() {
            return table.isBase();
        }

        @Override
        public Order map(Row row) {
            return table.map(row);
        }

        @Override
        public List<Object> values(Order order) {
            return table.values(order);
        }

        @Override
        public BoundStatement bindInsert(Order order) {
            return table.bindInsert(order);
        }

        @Override
        public BoundStatement bindDelete(Order order) {
            return table.bindDelete(order);
        }

        @Override
        public BoundStatement bindDeleteAt(Order order, long timestamp) {
            return table.bindDeleteAt(order, timestamp);
        }

        @Override
        public BoundStatement bindSelectRow(Order order) {
            return table.bindSelectRow(order);
        }

        @Override
        public BoundStatement bindScan() {
            return table.bindScan();
        }
    }
}
