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
 * {@link LogMessage} with a bucket directory ({@code @TimeBucket(directory = true)};
 * docs/mapping-rules.md, "Bucket directories"), in tables of its own ({@code listed_by_source} and
 * its {@code listed_by_source_buckets}, {@code listed_by_source_and_type} and its directory,
 * {@code listed_by_id}): the same attributes, patterns and rows, so that the directory benchmark
 * compares reads and writes with and without a directory on identical data.
 */
@Entity(keyspace = "logs", immutable = true, table = "listed_log_messages")
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "recentBySource",
        where = "sourceName",
        orderBy = "messageTime DESC",
        limit = 10,
        table = "listed_by_source")
@AccessPattern(
        name = "bySourceAndTime",
        where = "sourceName",
        range = "messageTime",
        orderBy = "messageTime DESC",
        table = "listed_by_source")
@AccessPattern(
        name = "recentBySourceAndType",
        where = {"sourceName", "messageType"},
        orderBy = "messageTime DESC",
        limit = 10,
        table = "listed_by_source_and_type")
@AccessPattern(name = "byId", where = "messageId", table = "listed_by_id")
public record ListedLogMessage(
        @Key UUID messageId,
        @Cardinality(distinct = 5_000) String sourceName,
        @Cardinality(distinct = 20) String sourceType,

        @TimeBucket(value = ChronoUnit.DAYS, directory = true)
        Instant messageTime,

        @Cardinality(distinct = 5) String messageType,
        @Cardinality(avgBytes = 400) String messageBody,
        @Cardinality(elements = 6, avgBytes = 20) Map<String, String> messageParts) {

    /** The same message. */
    public static ListedLogMessage of(LogMessage m) {
        return new ListedLogMessage(
                m.messageId(),
                m.sourceName(),
                m.sourceType(),
                m.messageTime(),
                m.messageType(),
                m.messageBody(),
                m.messageParts());
    }

    /** The same message, as the benchmarks' other variants return it. */
    public LogMessage toLogMessage() {
        return new LogMessage(messageId, sourceName, sourceType, messageTime, messageType, messageBody, messageParts);
    }
}
