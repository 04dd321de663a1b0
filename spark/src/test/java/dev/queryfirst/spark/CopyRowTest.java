package dev.queryfirst.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.queryfirst.runtime.internal.copy.CopyRow;
import dev.queryfirst.runtime.internal.copy.ModelDescription;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.spark.store.Customer;
import dev.queryfirst.spark.store.Order;
import dev.queryfirst.spark.store.OrdersByPlacedAtDayTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The runtime's {@code CopyRow}, built from the store model's description as the jobs build it,
 * computes the columns the generated DAO computes: the shard of the sharded feed equals the
 * generated {@code shardOf}, the day bucket the generated bucket definition's, for random keys
 * and {@code Instant.now()}-like times; copied values (the customer's copied name, a decimal with
 * its scale, a set) pass untouched; an order without a status has no row in the status table.
 */
class CopyRowTest {

    private static final Random RANDOM = new Random(26);

    private final ModelDescription model = Store.model().description();
    private final Entity orders = model.entityOf("orders");

    @Test
    void theShardAndBucketOfACopyAreTheGeneratedOnes() {
        CopyRow feed = CopyRow.of(orders, orders.table("orders_by_placed_at_day"));
        String[] columns = feed.columns();
        for (int i = 0; i < 20_000; i++) {
            Order order = new Order(
                    new UUID(RANDOM.nextLong(), RANDOM.nextLong()),
                    new Customer(UUID.randomUUID(), "Zoë", null),
                    Instant.now().minusSeconds(RANDOM.nextInt(10_000_000)),
                    null,
                    new BigDecimal("19.90"),
                    Set.of("gift"),
                    null);

            Map<String, Object> copy = named(columns, feed.copy(sourceRow(order)));

            assertEquals(OrdersByPlacedAtDayTable.shardOf(order), copy.get("shard"));
            assertEquals(
                    OrdersByPlacedAtDayTable.PLACED_AT_BUCKETS.bucketOf(order.placedAt()), copy.get("placed_at_day"));
            assertEquals(order.placedAt(), copy.get("placed_at"));
            assertEquals("Zoë", copy.get("customer_name"));
            assertEquals(new BigDecimal("19.90"), copy.get("total"));
            assertEquals(Set.of("gift"), copy.get("tags"));
        }
    }

    @Test
    void anOrderWithoutStatusHasNoRowInTheStatusTable() {
        CopyRow byStatus = CopyRow.of(orders, orders.table("orders_by_status"));
        Order order = new Order(
                UUID.randomUUID(),
                new Customer(UUID.randomUUID(), "Ann", "ann@example.com"),
                Instant.now(),
                null,
                BigDecimal.ONE,
                Set.of(),
                null);

        assertNull(byStatus.copy(sourceRow(order)));
        Object[] shipped = sourceRow(new Order(
                order.orderId(), order.customer(), order.placedAt(), "SHIPPED", order.total(), order.tags(), null));
        Map<String, Object> copy = named(byStatus.columns(), byStatus.copy(shipped));
        assertEquals("SHIPPED", copy.get("status"));
        assertEquals(order.orderId(), copy.get("order_id"));
        assertEquals("ann@example.com", copy.get("customer_email"));
    }

    /** {@code order}'s row in the source table {@code orders}, its columns in the table's order. */
    private Object[] sourceRow(Order order) {
        Map<String, Object> byName = new HashMap<>();
        byName.put("order_id", order.orderId());
        byName.put("customer_id", order.customer().id());
        byName.put("customer_name", order.customer().name());
        byName.put("customer_email", order.customer().email());
        byName.put("placed_at", order.placedAt());
        byName.put("status", order.status());
        byName.put("total", order.total());
        byName.put("tags", order.tags());
        byName.put("note", order.note());
        return orders.sourceTable().columns().stream()
                .map(Column::name)
                .map(name -> {
                    if (!byName.containsKey(name)) {
                        throw new IllegalStateException("the test knows no value of orders." + name);
                    }
                    return byName.get(name);
                })
                .toArray();
    }

    private static Map<String, Object> named(String[] columns, Object[] values) {
        Map<String, Object> named = new HashMap<>();
        for (int i = 0; i < columns.length; i++) {
            named.put(columns[i], values[i]);
        }
        return named;
    }
}
