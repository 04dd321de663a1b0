package published.orders;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;

/** An item for sale; a new name is a new item. */
@Entity(keyspace = "order_management_data")
@Cardinality(rows = 100_000)
public record Item(@Key String id, @Fixed String name, @Cardinality(avgBytes = 200) String description, BigDecimal price) {}
