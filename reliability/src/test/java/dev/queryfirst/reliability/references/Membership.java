package dev.queryfirst.reliability.references;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/**
 * A versioned entity referencing a {@link Customer}: the customer's name is a snapshot, static in
 * {@code memberships_by_customer_id}, shared by the memberships of one customer, while each
 * membership's copies are written at times that follow its own versions.
 *
 * @param id the key
 * @param customer the customer, pushed down as {@code customer_id}, {@code customer_name}; changed to
 *     move the membership to another partition
 * @param level anything
 */
@Entity(keyspace = "references", versioned = true)
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byCustomer", where = "customer.id", limit = 100)
public record Membership(
        @Key UUID id, @Cardinality(maxRowsPerValue = 1_000) Customer customer, String level) {}
