package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.logs.FixedSourceLogMessage;
import dev.queryfirst.benchmarks.logs.LogMessage;
import java.nio.ByteBuffer;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * What a careful developer writes with {@code java-driver-core} for the shapes the client-work
 * benchmark measures that the end-to-end benchmarks do not write by hand: the blind save of
 * {@link FixedSourceLogMessage} (one insert of the whole row, its frozen map one value), the
 * read of a message by its id and a page of a source's messages with a cursor. The CQL texts are the generated ones (the smoke test checks).
 */
final class HandWrittenClientCode {

    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);
    private static final TypeCodec<Map<String, String>> FROZEN_PARTS =
            TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);

    private final CqlSession session;
    private final PreparedStatement fixedInsert;
    private final PreparedStatement byId;
    private final PreparedStatement dayPage;

    HandWrittenClientCode(CqlSession session, String keyspace) {
        this.session = session;
        this.fixedInsert = session.prepare("INSERT INTO " + keyspace + ".fixed_by_source (source_name, "
                + "message_time_day, message_time, message_id, source_type, message_type, message_body, "
                + "message_parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        this.byId = session.prepare("SELECT message_id, source_name, source_type, message_time, message_type, "
                + "message_body, message_parts FROM " + keyspace + ".log_messages_by_message_id WHERE message_id = ?");
        this.dayPage = session.prepare("SELECT message_id, source_name, source_type, message_time, message_type, "
                + "message_body, message_parts FROM " + keyspace + ".log_messages_by_source_name "
                + "WHERE source_name = ? AND message_time_day = ?");
    }

    /** A page of a source's messages and the cursor of the next: the day bucket and the driver's paging state. */
    record DayPage(List<LogMessage> items, String cursor) {}

    /**
     * The page of {@code size} messages of {@code source} after {@code cursor} (null: the first page
     * of today), its cursor the day and the driver's paging state in URL-safe Base64; unsigned, and
     * it stays in the cursor's day (a walk to earlier days is the bucket walk's work).
     */
    CompletionStage<DayPage> page(String source, int size, String cursor) {
        LocalDate day;
        ByteBuffer pagingState = null;
        if (cursor == null) {
            day = LocalDate.now(ZoneOffset.UTC);
        } else {
            ByteBuffer bytes = ByteBuffer.wrap(Base64.getUrlDecoder().decode(cursor));
            day = LocalDate.ofEpochDay(bytes.getLong());
            pagingState = bytes.slice();
        }
        LocalDate bucket = day;
        return session.executeAsync(dayPage.boundStatementBuilder()
                        .setString(0, source)
                        .setLocalDate(1, day)
                        .setPageSize(size)
                        .setPagingState(pagingState)
                        .setIdempotence(true)
                        .build())
                .thenApply(rows -> {
                    List<LogMessage> items = new ArrayList<>(rows.remaining());
                    for (Row row : rows.currentPage()) {
                        items.add(message(row));
                    }
                    ByteBuffer next = rows.getExecutionInfo().getPagingState();
                    if (next == null) {
                        return new DayPage(items, null);
                    }
                    ByteBuffer state = ByteBuffer.allocate(8 + next.remaining());
                    state.putLong(bucket.toEpochDay()).put(next.duplicate());
                    return new DayPage(
                            items, Base64.getUrlEncoder().withoutPadding().encodeToString(state.array()));
                });
    }

    private static LogMessage message(Row row) {
        return new LogMessage(
                row.getUuid(0),
                row.getString(1),
                row.getString(2),
                row.getInstant(3),
                row.getString(4),
                row.getString(5),
                row.get(6, PARTS));
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
                    return row == null ? Optional.empty() : Optional.of(message(row));
                });
    }
}
