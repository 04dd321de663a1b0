package dev.queryfirst.benchmarks.logs;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;

/**
 * {@link FixedSourceLogMessage} without {@code @Fixed}: a save may change the source or the time, so
 * {@code movable_by_source} can move rows, the entity has its base table
 * {@code movable_source_log_messages}, and a save reads the previous state from it before writing
 * both tables: what the fixed entity cost before base tables were generated only when needed.
 */
@Entity(keyspace = "logs")
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "recentBySource",
        where = "sourceName",
        orderBy = "messageTime DESC",
        limit = 10,
        table = "movable_by_source")
public record MovableSourceLogMessage(
        @Key UUID messageId,
        @Cardinality(distinct = 5_000) String sourceName,
        @Cardinality(distinct = 20) String sourceType,
        @TimeBucket(ChronoUnit.DAYS) Instant messageTime,
        @Cardinality(distinct = 5) String messageType,
        @Cardinality(avgBytes = 400) String messageBody,

        @Column(frozen = true) @Cardinality(elements = 6, avgBytes = 20)
        Map<String, String> messageParts) {

    /** The same message. */
    public static MovableSourceLogMessage of(LogMessage m) {
        return new MovableSourceLogMessage(
                m.messageId(),
                m.sourceName(),
                m.sourceType(),
                m.messageTime(),
                m.messageType(),
                m.messageBody(),
                m.messageParts());
    }
}
