package published.cart;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;

/** An item for sale. Q3: an item by id; Q4: items by name. */
@Entity(keyspace = "shopping_cart_data")
@Cardinality(rows = 100_000)
@AccessPattern(name = "byId", where = "id", table = "items_by_id")
@AccessPattern(name = "byName", where = "name", table = "items_by_name")
public record Item(
        @Key String id,
        @Cardinality(distinct = 90_000) String name,
        @Cardinality(avgBytes = 200) String description,
        BigDecimal price) {}
