package published.cart;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;
import java.time.Instant;

/**
 * An item in a cart, as it was when added. Q5: a cart's items, newest first, with the cart's
 * subtotal (one copy per cart).
 */
@Entity(keyspace = "shopping_cart_data")
@Cardinality(rows = 50_000_000)
@AccessPattern(
        name = "byCart",
        where = "cart.id",
        orderBy = "timestamp DESC",
        select = {"cart.subtotal", "item", "quantity"},
        table = "items_by_cart")
public record CartItem(
        @Key @Cardinality(maxRowsPerValue = 200) Cart cart,
        @Key @Snapshot Item item,
        @Fixed Instant timestamp,
        int quantity) {}
