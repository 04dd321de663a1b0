package published.cart;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.util.UUID;

/** A named shopping cart of one user. Q1, Q2: a user's carts, by name, with the user's e-mail. */
@Entity(keyspace = "shopping_cart_data")
@Cardinality(rows = 5_000_000)
@AccessPattern(
        name = "byUser",
        where = "user.id",
        orderBy = "name",
        select = {"isActive", "user"},
        table = "carts_by_user")
public record Cart(
        @Key UUID id,
        @Fixed @Cardinality(maxRowsPerValue = 100) User user,
        String name,
        boolean isActive,
        BigDecimal subtotal) {}
