package dev.queryfirst.samples.shop;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/**
 * A customer of the store, pushed down into the orders that reference it. Q6 "get customer by
 * e-mail (for login)" is {@code customers_by_email}; a customer changing their e-mail moves that
 * row.
 */
@Entity(keyspace = "shop")
@Cardinality(rows = 100_000)
@AccessPattern(name = "byEmail", where = "email")
public record Customer(
        @Key UUID id,
        String name,
        @Cardinality(maxRowsPerValue = 1) String email) {}
