package dev.queryfirst.samples.shop;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.util.UUID;

/**
 * A product of the store (the Complete Guide's). Q1 "get product details by product_id" is the base
 * table; Q2 "list products in a category, sorted by price" is {@code products_by_category}. A price
 * change moves the product within its category's partition, which the DAO does in one logged batch.
 *
 * <p>The category listing shows a product's name and price, never its description: {@code select}
 * keeps the 800-byte description out of {@code products_by_category}, whose rows shrink from about
 * 940 to 130 bytes (a category's partition from ~94 KB to ~13 KB), and {@code inCategory} returns
 * {@code ProductDao.InCategoryRow} (key, category, price, name). {@code byId} reads the whole product.
 *
 * <p>The guide's numbers: 10,000 products over 100 categories, about 100 a category.
 */
@Entity(keyspace = "shop")
@Cardinality(rows = 10_000)
@AccessPattern(name = "byId", where = "productId", table = "products")
@AccessPattern(name = "inCategory", where = "category", orderBy = "price", limit = 100, select = "name")
public record Product(
        @Key UUID productId,
        @Cardinality(avgBytes = 60) String name,
        @Cardinality(avgBytes = 800) String description,
        @Cardinality(avgBytes = 8) BigDecimal price,
        @Cardinality(distinct = 100) String category) {}
