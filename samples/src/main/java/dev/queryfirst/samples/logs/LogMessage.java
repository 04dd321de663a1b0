package dev.queryfirst.samples.logs;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;

/**
 * A log message (seeds/000, DESIGN §2): written once by thousands of servers, about 10,000 a day
 * per server, read newest first per server. The day bucket keeps each partition to a day of one
 * server's messages; {@code byId} finds one message again (and is the table the audit trusts).
 * The numbers are seeds/000's: a handful of message parts of about 20 bytes each.
 */
@Entity(keyspace = "logs", immutable = true)
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "recentBySource", where = "sourceName", orderBy = "messageTime DESC", limit = 10)
@AccessPattern(name = "bySourceAndTime", where = "sourceName", range = "messageTime",
    orderBy = "messageTime DESC")
@AccessPattern(name = "byId", where = "messageId")
public record LogMessage(
    @Key UUID messageId,
    @Cardinality(distinct = 5_000) String sourceName,
    @Cardinality(distinct = 20) String sourceType,
    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,
    String messageType,
    @Cardinality(avgBytes = 400) String messageBody,
    @Cardinality(elements = 6, avgBytes = 20) Map<String, String> messageParts) {}
