package dev.queryfirst.spark.store;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import java.util.UUID;

/**
 * An order, the whole-table jobs' test model: a live reference to its customer, a day bucket with
 * a directory, an optional attribute in a derived key (an order without a status is in no status
 * table), a sharded feed (added in schema version 2, so that a migration has a table to backfill),
 * a decimal, a set and an optional note.
 */
@Entity(keyspace = "store")
@Cardinality(rows = 50_000, per = ChronoUnit.DAYS)
@SuppressWarnings("QF305") // customers rarely change their name: the copies stay few to rewrite
@AccessPattern(name = "byCustomer", where = "customer.id", orderBy = "placedAt DESC", limit = 20)
@AccessPattern(name = "byStatus", where = "status", orderBy = "placedAt DESC", limit = 50)
@AccessPattern(name = "latest", orderBy = "placedAt DESC", limit = 50, shards = 4)
public record Order(
        @Key UUID orderId,
        @Cardinality(maxRowsPerValue = 200, total = true) Customer customer,

        @TimeBucket(value = ChronoUnit.DAYS, directory = true)
        Instant placedAt,

        @Cardinality(distinct = 5_000) String status,
        BigDecimal total,
        @Cardinality(elements = 3) Set<String> tags,
        String note) {}
