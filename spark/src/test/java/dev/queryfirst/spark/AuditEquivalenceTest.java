package dev.queryfirst.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.TableReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.spark.store.Customer;
import dev.queryfirst.spark.store.Order;
import dev.queryfirst.spark.store.OrdersByCustomerIdTable;
import dev.queryfirst.spark.store.OrdersByPlacedAtDayTable;
import dev.queryfirst.spark.store.OrdersByStatusTable;
import dev.queryfirst.spark.store.OrdersTable;
import dev.queryfirst.spark.store.StoreSchema;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Spark audit finds what the in-JVM audit finds, and its repair leaves what the in-JVM
 * {@code auditAndRepair()} leaves. Damage of every kind is planted in the orders' tables: rows
 * deleted (missing), rewritten with another total (stale), copies of an order that does not
 * exist and of an order under another status (orphaned), a partition emptied of its rows but not
 * of its statics, a stale copy of a customer (stale reference), a deleted customer (dangling),
 * a bucket directory entry deleted (missing) and one listing an empty bucket.
 */
@CassandraTest
class AuditEquivalenceTest {

    private static Store store;
    private static QueryFirstSpark spark;
    private static List<Order> orders;
    /** The order whose customer the planted damage deletes. */
    private static final int DELETED_CUSTOMER_ORDER = 50;

    @BeforeAll
    static void fill(CqlSession session, TestKeyspace keyspace) {
        StoreSchema.create(session, keyspace.name(), Replication.simple(1));
        store = new Store(session, keyspace);
        orders = store.fill(30, 800, 0, 11).stream()
                .sorted(Comparator.comparing(Order::orderId))
                .toList();
        spark = QueryFirstSpark.local("local[2]", keyspace.contactPoint(), keyspace.localDatacenter());
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    @Test
    void findsWhatTheInJvmAuditFindsAndRepairsWhatItRepairs() {
        plantDamage();
        AuditReport inJvm = store.orders().audit();
        EntityAudit onSpark = audit(JobOptions.defaults());
        assertTrue(inJvm.missing() > 0 && inJvm.stale() > 0 && inJvm.orphaned() > 0, inJvm::toString);
        assertTrue(inJvm.staleReferences() > 0 && inJvm.danglingReferences() > 0, inJvm::toString);
        assertTrue(inJvm.emptyBuckets() > 0, inJvm::toString);
        assertSameFigures(inJvm, onSpark);

        // A repair fixes the references first, so it finds fewer stale copies: compared with auditAndRepair().
        EntityAudit repairedOnSpark = audit(JobOptions.defaults().withRepair());
        AuditReport after = store.orders().audit();
        assertEquals(0, after.missing() + after.stale() + after.orphaned() + after.staleReferences(), after::toString);
        // References to a deleted customer stay: after the repair, every copy of every order of that
        // customer, and nothing else (the orphans removed may have held some, the rows written back more).
        for (TableReport table : after.tables()) {
            assertEquals(expectedDangling(table.table()), table.danglingReferences(), after::toString);
        }
        Map<String, Map<List<Object>, List<Object>>> bySpark = contents();

        plantDamage();
        AuditReport repairedInJvm = store.orders().auditAndRepair();
        assertSameFigures(repairedInJvm, repairedOnSpark);
        assertEquals(bySpark, contents(), "the Spark repair left what auditAndRepair() leaves");
    }

    /**
     * The rows of {@code table} that reference the deleted customer once every order is where its
     * values say: its orders in each table of orders, those with a status in the status table.
     */
    private static long expectedDangling(String table) {
        UUID deleted = orders.get(DELETED_CUSTOMER_ORDER).customer().id();
        return switch (table) {
            case "orders", "orders_by_customer_id", "orders_by_placed_at_day" ->
                orders.stream().filter(o -> o.customer().id().equals(deleted)).count();
            case "orders_by_status" ->
                orders.stream()
                        .filter(o -> o.customer().id().equals(deleted) && o.status() != null)
                        .count();
            default -> 0;
        };
    }

    private EntityAudit audit(JobOptions options) {
        return spark.audit(Store.model(), options.withKeyspace(store.keyspace).withTables("orders"))
                .entity(Store.ORDER);
    }

    private static void assertSameFigures(AuditReport inJvm, EntityAudit onSpark) {
        assertEquals(inJvm.sourceRows(), onSpark.sourceRows(), "entities read");
        for (TableReport expected : inJvm.tables()) {
            TableReport actual = onSpark.table(expected.table());
            String table = expected.table() + ": in-JVM " + expected + ", on Spark " + actual;
            assertEquals(expected.rows(), actual.rows(), table);
            assertEquals(expected.missing(), actual.missing(), table);
            assertEquals(expected.stale(), actual.stale(), table);
            assertEquals(expected.orphaned(), actual.orphaned(), table);
            assertEquals(expected.staleReferences(), actual.staleReferences(), table);
            assertEquals(expected.danglingReferences(), actual.danglingReferences(), table);
            assertEquals(expected.emptyBuckets(), actual.emptyBuckets(), table);
        }
        assertEquals(inJvm.tables().size(), onSpark.tables().size(), onSpark::toString);
    }

    /** The same damage every time it is planted. */
    private static void plantDamage() {
        String ks = store.keyspace;
        OrdersTable base = store.table(OrdersTable.statements(ks), p -> new OrdersTable(p, ks));
        OrdersByStatusTable byStatus =
                store.table(OrdersByStatusTable.statements(ks), p -> new OrdersByStatusTable(p, ks));
        OrdersByPlacedAtDayTable feed =
                store.table(OrdersByPlacedAtDayTable.statements(ks), p -> new OrdersByPlacedAtDayTable(p, ks));
        OrdersByCustomerIdTable byCustomer =
                store.table(OrdersByCustomerIdTable.statements(ks), p -> new OrdersByCustomerIdTable(p, ks));
        List<Order> withStatus = orders.stream().filter(o -> o.status() != null).toList();
        // Missing: three rows of the status table.
        for (Order order : withStatus.subList(0, 3)) {
            store.session.execute(byStatus.bindDelete(order));
        }
        // Stale: two rows of the feed with another total.
        for (Order order : orders.subList(10, 12)) {
            store.session.execute(feed.bindInsert(with(order, order.customer(), null, new BigDecimal("999.990"))));
        }
        // Orphaned: an order that does not exist, and an order under a status it does not have.
        Order ghost = with(orders.get(20), orders.get(20).customer(), "NEW", BigDecimal.TEN);
        store.session.execute(byCustomer.bindInsert(new Order(
                UUID.nameUUIDFromBytes("ghost".getBytes(StandardCharsets.UTF_8)),
                ghost.customer(),
                ghost.placedAt(),
                ghost.status(),
                ghost.total(),
                ghost.tags(),
                ghost.note())));
        store.session.execute(
                byStatus.bindInsert(with(withStatus.get(5), withStatus.get(5).customer(), "MOVED", null)));
        // A partition of the customer table left with its statics only.
        Order emptied = orders.get(30);
        store.session.execute(
                "DELETE FROM " + ks + ".orders_by_customer_id WHERE customer_id = ? AND placed_at_day = ?"
                        + " AND placed_at >= ?",
                emptied.customer().id(),
                OrdersByCustomerIdTable.PLACED_AT_BUCKETS.bucketOf(emptied.placedAt()),
                Instant.EPOCH);
        // A stale copy of a customer in the base table, and a deleted customer. The renamed order's
        // customer must not be the deleted one (1 in 30 of the random fills), or its copy is dangling.
        Customer deleted = orders.get(DELETED_CUSTOMER_ORDER).customer();
        Order renamed = orders.stream()
                .skip(40)
                .filter(o -> !o.customer().id().equals(deleted.id()))
                .findFirst()
                .orElseThrow();
        store.session.execute(
                base.bindInsert(with(renamed, new Customer(renamed.customer().id(), "stale name", null), null, null)));
        store.customers().delete(deleted.id());
        // A bucket no longer listed, and a listed bucket without rows.
        Order unlisted = withStatus.get(60);
        store.session.execute(
                "DELETE FROM " + ks + ".orders_by_status_buckets WHERE status = ? AND placed_at_day = ?",
                unlisted.status(),
                OrdersByStatusTable.PLACED_AT_BUCKETS.bucketOf(unlisted.placedAt()));
        store.session.execute(
                "INSERT INTO " + ks + ".orders_by_status_buckets (status, placed_at_day) VALUES (?, ?)",
                "NOBODY",
                LocalDate.of(2020, 2, 29));
    }

    /** {@code order} with {@code customer}, and {@code status} and {@code total} when not null. */
    private static Order with(Order order, Customer customer, String status, BigDecimal total) {
        return new Order(
                order.orderId(),
                customer,
                order.placedAt(),
                status != null ? status : order.status(),
                total != null ? total : order.total(),
                order.tags(),
                order.note());
    }

    /** Every order table and directory, values only (repairs are timed by the clock of each run). */
    private static Map<String, Map<List<Object>, List<Object>>> contents() {
        Map<String, Map<List<Object>, List<Object>>> contents = new LinkedHashMap<>();
        for (String table : List.of(
                "orders",
                "orders_by_customer_id",
                "orders_by_status",
                "orders_by_placed_at_day",
                "orders_by_customer_ref",
                "orders_by_customer_id_buckets",
                "orders_by_status_buckets")) {
            contents.put(table, store.snapshot(table, false));
        }
        return contents;
    }
}
