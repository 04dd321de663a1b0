package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchStatementBuilder;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.logs.MovableSourceLogMessage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * What a careful developer writes with {@code java-driver-core} for the write shapes of
 * {@link ClientWorkWrites}, sending the statements the generated DAOs send (the CQL texts are the
 * generated ones; {@code ClientWorkTest} checks): a save that reads the entity's previous state
 * first, writes nothing when nothing changed, and deletes the row it moves away from just below the
 * batch's write time; and a counter increment, never retried.
 */
final class HandWrittenWrites {

    private static final TypeCodec<Map<String, String>> FROZEN_PARTS =
            TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);

    private final CqlSession session;
    private final PreparedStatement selectMovable;
    private final PreparedStatement insertMovable;
    private final PreparedStatement insertBySource;
    private final PreparedStatement deleteBySourceAt;
    private final PreparedStatement increment;

    HandWrittenWrites(CqlSession session, String keyspace) {
        this.session = session;
        String columns =
                "message_id, source_name, source_type, message_time, message_type, message_body, message_parts";
        this.selectMovable = session.prepare(
                "SELECT " + columns + " FROM " + keyspace + ".movable_source_log_messages WHERE message_id = ?");
        this.insertMovable = session.prepare("INSERT INTO " + keyspace + ".movable_source_log_messages (" + columns
                + ") VALUES (?, ?, ?, ?, ?, ?, ?)");
        this.insertBySource = session.prepare("INSERT INTO " + keyspace + ".movable_by_source (source_name, "
                + "message_time_day, message_time, message_id, source_type, message_type, message_body, "
                + "message_parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        this.deleteBySourceAt = session.prepare("DELETE FROM " + keyspace + ".movable_by_source USING TIMESTAMP ? "
                + "WHERE source_name = ? AND message_time_day = ? AND message_time = ? AND message_id = ?");
        this.increment = session.prepare("UPDATE " + keyspace + ".message_counts_by_source SET messages = "
                + "messages + ?, body_bytes = body_bytes + ? WHERE source_name = ?");
    }

    /**
     * Saves {@code m} over what its base table holds: nothing when that is {@code m} already; else
     * its rows in both tables, and when its source or time changed, the old row of
     * {@code movable_by_source} deleted a microsecond below the batch's write time (so that the new
     * row wins even if both keys were one).
     */
    CompletionStage<Void> save(MovableSourceLogMessage m) {
        return session.executeAsync(selectMovable
                        .boundStatementBuilder()
                        .setUuid(0, m.messageId())
                        .setIdempotence(true)
                        .build())
                .thenCompose(rows -> {
                    Row row = rows.one();
                    MovableSourceLogMessage previous = row == null ? null : message(row);
                    if (m.equals(previous)) {
                        return CompletableFuture.completedFuture(null);
                    }
                    BatchStatementBuilder batch = BatchStatement.builder(DefaultBatchType.LOGGED);
                    if (previous != null && movedInBySource(previous, m)) {
                        long writeTime =
                                session.getContext().getTimestampGenerator().next();
                        batch.setQueryTimestamp(writeTime)
                                .addStatement(deleteBySourceAt
                                        .boundStatementBuilder()
                                        .setLong(0, writeTime - 1)
                                        .setString(1, previous.sourceName())
                                        .setLocalDate(2, day(previous))
                                        .setInstant(3, previous.messageTime())
                                        .setUuid(4, previous.messageId())
                                        .setIdempotence(true)
                                        .build());
                    }
                    return session.executeAsync(batch.addStatement(bySource(m))
                                    .addStatement(base(m))
                                    .setIdempotence(true)
                                    .build())
                            .thenApply(done -> (Void) null);
                });
    }

    /** Whether {@code movable_by_source}'s key (source, day, time in milliseconds) differs. */
    private static boolean movedInBySource(MovableSourceLogMessage previous, MovableSourceLogMessage m) {
        return !previous.sourceName().equals(m.sourceName())
                || !previous.messageTime()
                        .truncatedTo(ChronoUnit.MILLIS)
                        .equals(m.messageTime().truncatedTo(ChronoUnit.MILLIS));
    }

    private static LocalDate day(MovableSourceLogMessage m) {
        return LocalDate.ofInstant(m.messageTime(), ZoneOffset.UTC);
    }

    private BoundStatement bySource(MovableSourceLogMessage m) {
        return insertBySource
                .boundStatementBuilder()
                .setString(0, m.sourceName())
                .setLocalDate(1, day(m))
                .setInstant(2, m.messageTime())
                .setUuid(3, m.messageId())
                .setString(4, m.sourceType())
                .setString(5, m.messageType())
                .setString(6, m.messageBody())
                .set(7, m.messageParts(), FROZEN_PARTS)
                .setIdempotence(true)
                .build();
    }

    private BoundStatement base(MovableSourceLogMessage m) {
        return insertMovable
                .boundStatementBuilder()
                .setUuid(0, m.messageId())
                .setString(1, m.sourceName())
                .setString(2, m.sourceType())
                .setInstant(3, m.messageTime())
                .setString(4, m.messageType())
                .setString(5, m.messageBody())
                .set(6, m.messageParts(), FROZEN_PARTS)
                .setIdempotence(true)
                .build();
    }

    private static MovableSourceLogMessage message(Row row) {
        return new MovableSourceLogMessage(
                row.getUuid(0),
                row.getString(1),
                row.getString(2),
                row.getInstant(3),
                row.getString(4),
                row.getString(5),
                row.get(6, FROZEN_PARTS));
    }

    /** Adds to a source's counters: not idempotent, so never retried. */
    CompletionStage<Void> increment(String source, long messages, long bodyBytes) {
        return session.executeAsync(increment
                        .boundStatementBuilder()
                        .setLong(0, messages)
                        .setLong(1, bodyBytes)
                        .setString(2, source)
                        .setIdempotence(false)
                        .build())
                .thenApply(done -> null);
    }
}
