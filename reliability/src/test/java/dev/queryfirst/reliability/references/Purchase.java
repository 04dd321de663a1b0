package dev.queryfirst.reliability.references;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/**
 * References a {@link Customer}: the customer's name is a live copy (docs/mapping-rules.md, "Live references") in the base
 * table {@code purchases} and, static, in {@code purchases_by_customer_id}.
 *
 * @param id the key
 * @param customer the referenced customer, pushed down as {@code customer_id}, {@code customer_name}
 * @param item anything
 */
@Entity(keyspace = "references")
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byCustomer", where = "customer.id", limit = 100)
public record Purchase(
        @Key UUID id, @Cardinality(maxRowsPerValue = 1_000) Customer customer, String item) {}
