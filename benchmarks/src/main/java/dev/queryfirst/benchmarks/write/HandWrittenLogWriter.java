package dev.queryfirst.benchmarks.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.logs.LogMessage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;

/**
 * What a careful developer writes by hand with {@code java-driver-core} to save a log message to
 * its three tables: statements prepared once, values bound by index with typed setters, each
 * table's insert with the map of parts left unset and the update adding its entries (a whole map in
 * an insert deletes the map's previous entries first: a tombstone in every row), all six in one
 * LOGGED batch, marked idempotent. The CQL texts are exactly the generated ones (the write
 * benchmark checks), so both issue the same statements.
 */
public final class HandWrittenLogWriter implements Saver {

    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);
    private static final String PARTS_ADDED =
            " SET message_parts = message_parts + ?, message_parts = message_parts - ?";

    private final CqlSession session;
    private final PreparedStatement bySource;
    private final PreparedStatement bySourceAndType;
    private final PreparedStatement byId;
    private final PreparedStatement bySourceParts;
    private final PreparedStatement bySourceAndTypeParts;
    private final PreparedStatement byIdParts;

    /** Prepares the three inserts and the three updates of parts in {@code keyspace}. */
    public HandWrittenLogWriter(CqlSession session, String keyspace) {
        this.session = session;
        this.bySource = session.prepare(insertBySource(keyspace));
        this.bySourceAndType = session.prepare(insertBySourceAndType(keyspace));
        this.byId = session.prepare(insertById(keyspace));
        this.bySourceParts = session.prepare(partsBySource(keyspace));
        this.bySourceAndTypeParts = session.prepare(partsBySourceAndType(keyspace));
        this.byIdParts = session.prepare(partsById(keyspace));
    }

    /** The insert into {@code log_messages_by_source_name}. */
    public static String insertBySource(String keyspace) {
        return "INSERT INTO " + keyspace + ".log_messages_by_source_name (source_name, message_time_day, "
                + "message_time, message_id, source_type, message_type, message_body, message_parts) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    }

    /** The insert into {@code log_messages_by_source_name_and_message_type}. */
    public static String insertBySourceAndType(String keyspace) {
        return "INSERT INTO " + keyspace + ".log_messages_by_source_name_and_message_type (source_name, "
                + "message_type, message_time_day, message_time, message_id, source_type, message_body, "
                + "message_parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    }

    /** The insert into {@code log_messages_by_message_id}. */
    public static String insertById(String keyspace) {
        return "INSERT INTO " + keyspace + ".log_messages_by_message_id (message_id, source_name, "
                + "source_type, message_time, message_type, message_body, message_parts) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?)";
    }

    /** The entries of the parts, added to the row of {@code log_messages_by_source_name}. */
    public static String partsBySource(String keyspace) {
        return "UPDATE " + keyspace + ".log_messages_by_source_name" + PARTS_ADDED
                + " WHERE source_name = ? AND message_time_day = ? AND message_time = ? AND message_id = ?";
    }

    /** The entries of the parts, added to the row of {@code log_messages_by_source_name_and_message_type}. */
    public static String partsBySourceAndType(String keyspace) {
        return "UPDATE " + keyspace + ".log_messages_by_source_name_and_message_type" + PARTS_ADDED
                + " WHERE source_name = ? AND message_type = ? AND message_time_day = ? AND message_time = ?"
                + " AND message_id = ?";
    }

    /** The entries of the parts, added to the row of {@code log_messages_by_message_id}. */
    public static String partsById(String keyspace) {
        return "UPDATE " + keyspace + ".log_messages_by_message_id" + PARTS_ADDED + " WHERE message_id = ?";
    }

    /** The six texts: each table's insert, then its update of parts. */
    public static List<String> statements(String keyspace) {
        return List.of(
                insertBySource(keyspace),
                partsBySource(keyspace),
                insertBySourceAndType(keyspace),
                partsBySourceAndType(keyspace),
                insertById(keyspace),
                partsById(keyspace));
    }

    @Override
    public CompletionStage<?> saveAsync(LogMessage m) {
        LocalDate day = LocalDate.ofInstant(m.messageTime(), ZoneOffset.UTC);
        List<BatchableStatement<?>> batch = new ArrayList<>(6);
        // The inserts leave message_parts (the last marker) unset; its entries are added below.
        batch.add(bySource.boundStatementBuilder()
                .setString(0, m.sourceName())
                .setLocalDate(1, day)
                .setInstant(2, m.messageTime())
                .setUuid(3, m.messageId())
                .setString(4, m.sourceType())
                .setString(5, m.messageType())
                .setString(6, m.messageBody())
                .build());
        batch.add(bySourceAndType
                .boundStatementBuilder()
                .setString(0, m.sourceName())
                .setString(1, m.messageType())
                .setLocalDate(2, day)
                .setInstant(3, m.messageTime())
                .setUuid(4, m.messageId())
                .setString(5, m.sourceType())
                .setString(6, m.messageBody())
                .build());
        batch.add(byId.boundStatementBuilder()
                .setUuid(0, m.messageId())
                .setString(1, m.sourceName())
                .setString(2, m.sourceType())
                .setInstant(3, m.messageTime())
                .setString(4, m.messageType())
                .setString(5, m.messageBody())
                .build());
        if (!m.messageParts().isEmpty()) {
            // The second marker (entries removed) stays unset: a new message has none to remove.
            batch.add(bySourceParts
                    .boundStatementBuilder()
                    .set(0, m.messageParts(), PARTS)
                    .setString(2, m.sourceName())
                    .setLocalDate(3, day)
                    .setInstant(4, m.messageTime())
                    .setUuid(5, m.messageId())
                    .build());
            batch.add(bySourceAndTypeParts
                    .boundStatementBuilder()
                    .set(0, m.messageParts(), PARTS)
                    .setString(2, m.sourceName())
                    .setString(3, m.messageType())
                    .setLocalDate(4, day)
                    .setInstant(5, m.messageTime())
                    .setUuid(6, m.messageId())
                    .build());
            batch.add(byIdParts
                    .boundStatementBuilder()
                    .set(0, m.messageParts(), PARTS)
                    .setUuid(2, m.messageId())
                    .build());
        }
        return session.executeAsync(
                BatchStatement.newInstance(DefaultBatchType.LOGGED, batch).setIdempotent(true));
    }
}
