package dev.queryfirst.benchmarks.logs;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;

/**
 * {@link LogMessage} as an annotated mutable entity whose source and time never change ({@code @Fixed}):
 * its one table, {@code fixed_by_source}, never moves a row, so it has no base table and a save
 * writes that one table without reading first (its parts are a frozen map, one value: a non-frozen
 * map would make a blind save read the row first, so that its whole write deletes no element it need
 * not). The write benchmark compares its saves with {@link MovableSourceLogMessage}, the same entity
 * before {@code @Fixed}.
 */
@Entity(keyspace = "logs")
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "recentBySource",
        where = "sourceName",
        orderBy = "messageTime DESC",
        limit = 10,
        table = "fixed_by_source")
public record FixedSourceLogMessage(
        @Key UUID messageId,
        @Fixed @Cardinality(distinct = 5_000) String sourceName,
        @Cardinality(distinct = 20) String sourceType,
        @Fixed @TimeBucket(ChronoUnit.DAYS) Instant messageTime,
        @Cardinality(distinct = 5) String messageType,
        @Cardinality(avgBytes = 400) String messageBody,

        @Column(frozen = true) @Cardinality(elements = 6, avgBytes = 20)
        Map<String, String> messageParts) {

    /** The same message. */
    public static FixedSourceLogMessage of(LogMessage m) {
        return new FixedSourceLogMessage(
                m.messageId(),
                m.sourceName(),
                m.sourceType(),
                m.messageTime(),
                m.messageType(),
                m.messageBody(),
                m.messageParts());
    }
}
