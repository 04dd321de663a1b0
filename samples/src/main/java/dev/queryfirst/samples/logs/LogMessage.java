package dev.queryfirst.samples.logs;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;

/**
 * A log message (the six-step method's worked example): written once by one of thousands of
 * servers, about 10,000 a day per server, and never updated.
 *
 * <ul>
 *   <li>{@code recentBySource} — the method's second step, "the most recent 10 messages for a given
 *       source": the day bucket keeps each partition to one server's day (10,000 rows, its fifth
 *       step);
 *   <li>{@code bySourceAndTime} — "and be able to work back in time from there": the same table,
 *       read between two instants;
 *   <li>{@code bySourceType} — "the most recent 10 messages for a given source type": about 20
 *       source types, low cardinality, so the method's third step answers it with an index rather
 *       than a table (an index returns rows in token order, not newest first);
 *   <li>{@code byId} — one message again, by its id: the table the audit trusts.
 * </ul>
 *
 * <p>The message type's urgency and category are pushed down into the message (the method's fourth
 * step) as plain attributes; the message parts are pushed up as a map: fewer than 20 per message,
 * typically about 5.
 *
 * <p>No bucket directory ({@code @TimeBucket(directory = true)}): a source logs thousands of
 * messages every day, so today's bucket answers "the latest 10" and a directory would only add a
 * partition to every read. The alerts sample, whose keys are sparse, keeps one.
 */
@Entity(keyspace = "logs", immutable = true)
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "recentBySource", where = "sourceName", orderBy = "messageTime DESC", limit = 10)
@AccessPattern(name = "bySourceAndTime", where = "sourceName", range = "messageTime", orderBy = "messageTime DESC")
@AccessPattern(name = "bySourceType", where = "sourceType", limit = 10, strategy = AccessPattern.Strategy.INDEX)
@AccessPattern(name = "byId", where = "messageId")
public record LogMessage(
        @Key UUID messageId,
        @Fixed @Cardinality(distinct = 5_000) String sourceName,
        @Cardinality(distinct = 20) String sourceType,
        @TimeBucket(ChronoUnit.DAYS) Instant messageTime,
        @Cardinality(distinct = 200) String messageType,
        int messageUrgency,
        @Cardinality(distinct = 20) String messageCategory,
        @Cardinality(avgBytes = 400) String messageBody,
        @Cardinality(elements = 5, avgBytes = 20) Map<String, String> messageParts) {}
