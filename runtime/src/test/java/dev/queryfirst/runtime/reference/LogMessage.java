package dev.queryfirst.runtime.reference;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/** A log message: written once, read newest first per source, expires after 30 days. */
@Entity(keyspace = "demo", immutable = true, ttl = "P30D")
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "recentBySource", where = "sourceName", orderBy = "messageTime DESC", limit = 10)
@AccessPattern(name = "bySourceAndTime", where = "sourceName", range = "messageTime", orderBy = "messageTime DESC")
@AccessPattern(name = "byId", where = "messageId")
public record LogMessage(
        @Key UUID messageId,
        @Cardinality(distinct = 5_000) String sourceName,
        @TimeBucket(ChronoUnit.DAYS) Instant messageTime,
        @Cardinality(avgBytes = 400) String messageBody) {}
