package dev.queryfirst.spark.store;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;

/** A page visit that expires after a week: copies keep their source row's remaining lifetime. */
@Entity(keyspace = "store", ttl = "P7D")
@Cardinality(rows = 100_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "byPage", where = "page", orderBy = "at DESC", limit = 20)
public record Visit(
        @Key UUID visitId,
        @Cardinality(distinct = 1_000) String page,
        @TimeBucket(value = ChronoUnit.HOURS, size = 6) Instant at,
        @Cardinality(avgBytes = 30) String referrer,
        @Cardinality(elements = 2) Map<String, String> attributes) {}
