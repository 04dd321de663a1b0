package published.orders;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;
import java.time.temporal.ChronoUnit;

/**
 * A line of an order: the item as sold, and its quantity. Q2: an order with its items, by name,
 * the order's details once per order; Q3: a user's orders holding an item, newest first.
 */
@Entity(keyspace = "order_management_data")
@Cardinality(rows = 3_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "byOrder",
        where = "order.id",
        orderBy = "item.name",
        select = {
            "order.status", "order.timestamp", "order.subtotal", "order.shipping", "order.tax", "order.total",
            "order.paymentSummary", "order.paymentDetails", "order.billingSummary", "order.billingDetails",
            "order.shippingSummary", "order.shippingDetails", "order.deliveryId", "order.deliveryDetails",
            "item", "itemQuantity"
        },
        table = "orders_by_id")
@AccessPattern(
        name = "byUserAndItem",
        where = {"order.userId", "item.id"},
        orderBy = "order.timestamp DESC",
        select = "order.timestamp",
        table = "orders_by_user_item")
public record OrderItem(
        @Key @Cardinality(maxRowsPerValue = 100, total = true) Order order, @Key @Snapshot Item item, int itemQuantity) {}
