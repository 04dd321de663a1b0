package dev.queryfirst.benchmarks.logs;

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
 * The entity every runtime benchmark saves and reads: the logs sample's {@code LogMessage} with one
 * more access pattern, {@code recentBySourceAndType}, so that a save writes three tables, as a
 * typical denormalized entity does:
 *
 * <ul>
 *   <li>{@code log_messages_by_message_id} ({@code byId}, the table the audit trusts),
 *   <li>{@code log_messages_by_source_name} ({@code recentBySource}, {@code bySourceAndTime}),
 *       partitioned by source and day,
 *   <li>{@code log_messages_by_source_name_and_message_type} ({@code recentBySourceAndType}).
 * </ul>
 *
 * <p>{@link LogMessages} makes rows of about 1 KB, as the cardinalities below say.
 */
@Entity(keyspace = "logs", immutable = true)
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "recentBySource", where = "sourceName", orderBy = "messageTime DESC", limit = 10)
@AccessPattern(name = "bySourceAndTime", where = "sourceName", range = "messageTime", orderBy = "messageTime DESC")
@AccessPattern(
        name = "recentBySourceAndType",
        where = {"sourceName", "messageType"},
        orderBy = "messageTime DESC",
        limit = 10)
@AccessPattern(name = "byId", where = "messageId")
public record LogMessage(
        @Key UUID messageId,
        @Cardinality(distinct = 5_000) String sourceName,
        @Cardinality(distinct = 20) String sourceType,
        @TimeBucket(ChronoUnit.DAYS) Instant messageTime,
        @Cardinality(distinct = 5) String messageType,
        @Cardinality(avgBytes = 400) String messageBody,
        @Cardinality(elements = 6, avgBytes = 20) Map<String, String> messageParts) {}
