package dev.queryfirst.samples.shop;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A customer's review of a product (Q7, "list reviews for a product, most recent first"):
 * {@code reviews_by_product}. 2,000,000 reviews over 10,000 products is 200 a product; the best
 * seller is allowed 10,000, which bounds the partition without a time bucket.
 */
@Entity(keyspace = "shop")
@Cardinality(rows = 2_000_000)
@AccessPattern(
        name = "forProduct",
        where = "productId",
        orderBy = "createdAt DESC",
        limit = 20,
        table = "reviews_by_product")
public record Review(
        @Key UUID reviewId,

        @Fixed @Cardinality(distinct = 10_000, maxRowsPerValue = 10_000)
        UUID productId,

        @Fixed UUID customerId,
        Instant createdAt,
        int rating,
        @Cardinality(avgBytes = 60) String title,
        @Cardinality(avgBytes = 600) String body) {}
