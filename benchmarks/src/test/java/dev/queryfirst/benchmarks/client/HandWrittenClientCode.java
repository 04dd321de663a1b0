package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.logs.FixedSourceLogMessage;
import dev.queryfirst.benchmarks.logs.LogMessage;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * What a careful developer writes with {@code java-driver-core} for the shapes the client-work
 * benchmark measures that the end-to-end benchmarks do not write by hand: the blind save of
 * {@link FixedSourceLogMessage} (one insert of the whole row, its frozen map one value), the
 * read of a message by its id and a page of a source's messages with a cursor. The CQL texts are the generated ones (the smoke test checks).
 */
final class HandWrittenClientCode {

    private static final int MAC_BYTES = 16;
    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);
    private static final TypeCodec<Map<String, String>> FROZEN_PARTS =
            TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);

    private final CqlSession session;
    private final PreparedStatement fixedInsert;
    private final PreparedStatement byId;
    private final PreparedStatement dayPage;
    /** Each thread's MAC, initialized once with this instance's key (a server's secret). */
    private final ThreadLocal<Mac> macs;

    HandWrittenClientCode(CqlSession session, String keyspace) {
        this.session = session;
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        this.macs = ThreadLocal.withInitial(() -> {
            try {
                Mac mac = Mac.getInstance("HmacSHA256");
                mac.init(new SecretKeySpec(key, "HmacSHA256"));
                return mac;
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        });
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
     * of today), its cursor the day and the driver's paging state in URL-safe Base64, signed: the
     * driver's documentation warns that a paging state handed to a client can be forged to read
     * other partitions, so a careful developer signs it (HMAC-SHA256 over the source and the
     * cursor, truncated to 16 bytes, as the generated cursor is) and refuses one that does not
     * verify. It stays in the cursor's day (a walk to earlier days is the bucket walk's work).
     */
    CompletionStage<DayPage> page(String source, int size, String cursor) {
        LocalDate day;
        ByteBuffer pagingState = null;
        if (cursor == null) {
            day = LocalDate.now(ZoneOffset.UTC);
        } else {
            byte[] bytes = Base64.getUrlDecoder().decode(cursor);
            int signed = bytes.length - MAC_BYTES;
            if (signed < 8
                    || !MessageDigest.isEqual(
                            Arrays.copyOfRange(mac(source, bytes, signed), 0, MAC_BYTES),
                            Arrays.copyOfRange(bytes, signed, bytes.length))) {
                throw new IllegalArgumentException("cursor was altered or is not for " + source);
            }
            ByteBuffer body = ByteBuffer.wrap(bytes, 0, signed);
            day = LocalDate.ofEpochDay(body.getLong());
            pagingState = body.slice();
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
                    int signed = 8 + next.remaining();
                    ByteBuffer state = ByteBuffer.allocate(signed + MAC_BYTES);
                    state.putLong(bucket.toEpochDay()).put(next.duplicate());
                    state.put(mac(source, state.array(), signed), 0, MAC_BYTES);
                    return new DayPage(
                            items, Base64.getUrlEncoder().withoutPadding().encodeToString(state.array()));
                });
    }

    /** HMAC-SHA256 of {@code source} and the first {@code length} bytes of {@code body}. */
    private byte[] mac(String source, byte[] body, int length) {
        Mac mac = macs.get();
        mac.update(source.getBytes(StandardCharsets.UTF_8));
        mac.update(body, 0, length);
        return mac.doFinal();
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
