package published.cart;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** A shopper, whose e-mail each of their carts shows. */
@Entity(keyspace = "shopping_cart_data")
@Cardinality(rows = 1_000_000)
public record User(@Key String id, String email) {}
