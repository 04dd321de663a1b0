package dev.queryfirst.samples.shop;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * The stock of one product in one warehouse (Q8, "get inventory levels for a product across
 * warehouses"): {@code inventory_by_product}, one partition per product, one row per warehouse.
 * 10,000 products in 20 warehouses.
 */
@Entity(keyspace = "shop", table = "inventory_levels")
@Cardinality(rows = 200_000)
@AccessPattern(name = "byProduct", where = "productId", table = "inventory_by_product")
public record Inventory(
        @Key @Cardinality(distinct = 10_000) UUID productId,
        @Key String warehouse,
        int quantity,
        Instant updatedAt) {}
