package dev.queryfirst.runtime.reference;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Prepared;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/** Table {@code log_messages_by_message_id}: serves {@code byId} of {@link LogMessage}. */
public final class LogMessagesByMessageIdTable implements EntityTable<LogMessage> {

    public static final String NAME = "log_messages_by_message_id";

    public static final String MESSAGE_ID = "message_id";
    public static final String SOURCE_NAME = "source_name";
    public static final String MESSAGE_TIME = "message_time";
    public static final String MESSAGE_BODY = "message_body";

    public static final String CREATE_CQL = createCql(DemoSchema.KEYSPACE);

    /** The selected columns, in the order {@link #map(Row)} reads them. */
    private static final String COLUMNS = "message_id, source_name, message_time, message_body";

    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;

    public LogMessagesByMessageIdTable(Prepared prepared, String keyspace) {
        this.insert = prepared.get(insertCql(keyspace));
        this.delete = prepared.get(deleteCql(keyspace));
        this.selectRow = prepared.get(selectRowCql(keyspace));
        this.scan = prepared.get(scanCql(keyspace));
    }

    public static String createCql(String keyspace) {
        return "CREATE TABLE IF NOT EXISTS " + keyspace + ".log_messages_by_message_id (\n"
                + "  message_id uuid,\n"
                + "  source_name text,\n"
                + "  message_time timestamp,\n"
                + "  message_body text,\n"
                + "  PRIMARY KEY (message_id)\n"
                + ") WITH default_time_to_live = 2592000\n"
                + "  AND comment = 'LogMessage: byId'";
    }

    /** Every statement this table prepares. */
    public static List<String> statements(String keyspace) {
        return List.of(insertCql(keyspace), deleteCql(keyspace), selectRowCql(keyspace), scanCql(keyspace));
    }

    public static String insertCql(String keyspace) {
        return "INSERT INTO " + keyspace + ".log_messages_by_message_id"
                + " (message_id, source_name, message_time, message_body)"
                + " VALUES (?, ?, ?, ?) USING TTL 2592000";
    }

    public static String deleteCql(String keyspace) {
        return "DELETE FROM " + keyspace + ".log_messages_by_message_id WHERE message_id = ?";
    }

    /** The row of one message; also serves {@code byId}. */
    public static String selectRowCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".log_messages_by_message_id WHERE message_id = ?";
    }

    public static String scanCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".log_messages_by_message_id";
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isBase() {
        return false;
    }

    @Override
    public LogMessage map(Row row) {
        return new LogMessage(row.getUuid(0), row.getString(1), row.getInstant(2), row.getString(3));
    }

    @Override
    public List<Object> primaryKey(LogMessage entity) {
        return List.of(entity.messageId());
    }

    @Override
    public List<Object> values(LogMessage entity) {
        return Arrays.asList(entity.sourceName(), entity.messageTime(), entity.messageBody());
    }

    @Override
    public BoundStatement bindInsert(LogMessage entity) {
        return insert.boundStatementBuilder()
                .setUuid(0, entity.messageId())
                .setString(1, entity.sourceName())
                .setInstant(2, entity.messageTime())
                .setString(3, entity.messageBody())
                .build();
    }

    @Override
    public BoundStatement bindDelete(LogMessage entity) {
        return delete.boundStatementBuilder().setUuid(0, entity.messageId()).build();
    }

    @Override
    public BoundStatement bindSelectRow(LogMessage entity) {
        return bindSelectByKey(entity.messageId());
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind();
    }

    /** {@code byId}: the row of {@code messageId}. */
    public BoundStatement bindSelectByKey(UUID messageId) {
        return selectRow.boundStatementBuilder().setUuid(0, messageId).build();
    }
}
