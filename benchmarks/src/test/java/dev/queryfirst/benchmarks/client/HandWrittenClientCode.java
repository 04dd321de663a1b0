package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.logs.FixedSourceLogMessage;
import dev.queryfirst.benchmarks.logs.LogMessage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * What a careful developer writes with {@code java-driver-core} for the shapes the client-work
 * benchmark measures that the end-to-end benchmarks do not write by hand: the blind save of
 * {@link FixedSourceLogMessage} (one insert of the whole row, its frozen map one value) and the
 * read of a message by its id. The CQL texts are the generated ones (the smoke test checks).
 */
final class HandWrittenClientCode {

    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);
    private static final TypeCodec<Map<String, String>> FROZEN_PARTS =
            TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);

    private final CqlSession session;
    private final PreparedStatement fixedInsert;
    private final PreparedStatement byId;

    HandWrittenClientCode(CqlSession session, String keyspace) {
        this.session = session;
        this.fixedInsert = session.prepare("INSERT INTO " + keyspace + ".fixed_by_source (source_name, "
                + "message_time_day, message_time, message_id, source_type, message_type, message_body, "
                + "message_parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        this.byId = session.prepare("SELECT message_id, source_name, source_type, message_time, message_type, "
                + "message_body, message_parts FROM " + keyspace + ".log_messages_by_message_id WHERE message_id = ?");
    }

    /** The blind save: the whole row in one insert, idempotent. */
    CompletionStage<?> saveFixed(FixedSourceLogMessage m) {
        return session.executeAsync(fixedInsert
                .boundStatementBuilder()
                .setString(0, m.sourceName())
                .setLocalDate(1, LocalDate.ofInstant(m.messageTime(), ZoneOffset.UTC))
                .setInstant(2, m.messageTime())
                .setUuid(3, m.messageId())
                .setString(4, m.sourceType())
                .setString(5, m.messageType())
                .setString(6, m.messageBody())
                .set(7, m.messageParts(), FROZEN_PARTS)
                .setIdempotence(true)
                .build());
    }

    /** The message of {@code id}, if there is one. */
    CompletionStage<Optional<LogMessage>> findById(java.util.UUID id) {
        return session.executeAsync(byId.boundStatementBuilder()
                        .setUuid(0, id)
                        .setIdempotence(true)
                        .build())
                .thenApply(rows -> {
                    Row row = rows.one();
                    return row == null
                            ? Optional.empty()
                            : Optional.of(new LogMessage(
                                    row.getUuid(0),
                                    row.getString(1),
                                    row.getString(2),
                                    row.getInstant(3),
                                    row.getString(4),
                                    row.getString(5),
                                    row.get(6, PARTS)));
                });
    }
}
