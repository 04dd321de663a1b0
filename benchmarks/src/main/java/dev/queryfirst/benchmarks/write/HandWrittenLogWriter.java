package dev.queryfirst.benchmarks.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.logs.LogMessage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;

/**
 * What a careful developer writes by hand with {@code java-driver-core} to save a log message to
 * its three tables: statements prepared once, values bound by index with typed setters, the three
 * inserts in one LOGGED batch, marked idempotent. The CQL texts are exactly the generated ones
 * (the write benchmark checks), so both issue the same statements.
 */
public final class HandWrittenLogWriter implements Saver {

    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);

    private final CqlSession session;
    private final PreparedStatement bySource;
    private final PreparedStatement bySourceAndType;
    private final PreparedStatement byId;

    /** Prepares the three inserts in {@code keyspace}. */
    public HandWrittenLogWriter(CqlSession session, String keyspace) {
        this.session = session;
        this.bySource = session.prepare(insertBySource(keyspace));
        this.bySourceAndType = session.prepare(insertBySourceAndType(keyspace));
        this.byId = session.prepare(insertById(keyspace));
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

    /** The three insert texts, in the order of the batch. */
    public static List<String> statements(String keyspace) {
        return List.of(insertBySource(keyspace), insertBySourceAndType(keyspace), insertById(keyspace));
    }

    @Override
    public CompletionStage<?> saveAsync(LogMessage m) {
        LocalDate day = LocalDate.ofInstant(m.messageTime(), ZoneOffset.UTC);
        BoundStatement source = bySource.boundStatementBuilder()
                .setString(0, m.sourceName())
                .setLocalDate(1, day)
                .setInstant(2, m.messageTime())
                .setUuid(3, m.messageId())
                .setString(4, m.sourceType())
                .setString(5, m.messageType())
                .setString(6, m.messageBody())
                .set(7, m.messageParts(), PARTS)
                .build();
        BoundStatement sourceAndType = bySourceAndType
                .boundStatementBuilder()
                .setString(0, m.sourceName())
                .setString(1, m.messageType())
                .setLocalDate(2, day)
                .setInstant(3, m.messageTime())
                .setUuid(4, m.messageId())
                .setString(5, m.sourceType())
                .setString(6, m.messageBody())
                .set(7, m.messageParts(), PARTS)
                .build();
        BoundStatement id = byId.boundStatementBuilder()
                .setUuid(0, m.messageId())
                .setString(1, m.sourceName())
                .setString(2, m.sourceType())
                .setInstant(3, m.messageTime())
                .setString(4, m.messageType())
                .setString(5, m.messageBody())
                .set(6, m.messageParts(), PARTS)
                .build();
        return session.executeAsync(BatchStatement.newInstance(DefaultBatchType.LOGGED, source, sourceAndType, id)
                .setIdempotent(true));
    }
}
