package dev.queryfirst.samples.shop;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;

/**
 * An order (seeds/002 Q3): a customer's orders, most recent first. The customer is a reference:
 * its key and attributes are pushed down into {@code orders_by_customer}, where the customer's
 * name and e-mail are static columns, stored once per customer partition.
 */
@Entity(keyspace = "shop")
@Cardinality(rows = 250_000_000)
// The base table repeats the customer's name and e-mail in each of its orders (QF305): customers
// rarely change them, and an order shows them without a second read.
@SuppressWarnings("QF305")
@AccessPattern(name = "byCustomer", where = "customer.id", orderBy = "orderDate DESC", limit = 20,
    table = "orders_by_customer")
public record Order(
    @Key UUID orderId,
    @Cardinality(maxRowsPerValue = 250) Customer customer,
    Instant orderDate,
    @Cardinality(distinct = 3) OrderStatus status,
    @Cardinality(avgBytes = 8) BigDecimal total,
    Address shipping,
    @Cardinality(elements = 5) Set<String> tags) {}
