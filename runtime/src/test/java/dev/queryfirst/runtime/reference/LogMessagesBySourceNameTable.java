package dev.queryfirst.runtime.reference;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Prepared;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;

/**
 * Table {@code log_messages_by_source_name}: serves {@code recentBySource} and
 * {@code bySourceAndTime} of {@link LogMessage}.
 */
public final class LogMessagesBySourceNameTable implements EntityTable<LogMessage> {

    public static final String NAME = "log_messages_by_source_name";

    public static final String SOURCE_NAME = "source_name";
    public static final String MESSAGE_TIME_DAY = "message_time_day";
    public static final String MESSAGE_TIME = "message_time";
    public static final String MESSAGE_ID = "message_id";
    public static final String MESSAGE_BODY = "message_body";

    /** The buckets of {@code message_time_day}: one day, aligned to the epoch in UTC. */
    public static final BucketSpec<LocalDate> MESSAGE_TIME_BUCKETS = BucketSpec.dates(ChronoUnit.DAYS, 1);

    /** Buckets a "latest N" read walks back at most: the TTL (30 days) over the bucket (1 day). */
    public static final int LOOKBACK = 30;

    public static final String CREATE_CQL = createCql(DemoSchema.KEYSPACE);

    /** The selected columns, in the order {@link #map(Row)} reads them. */
    private static final String COLUMNS = "message_id, source_name, message_time, message_body";

    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;
    private final PreparedStatement selectBucket;
    private final PreparedStatement selectBucketRange;

    public LogMessagesBySourceNameTable(Prepared prepared, String keyspace) {
        this.insert = prepared.get(insertCql(keyspace));
        this.delete = prepared.get(deleteCql(keyspace));
        this.selectRow = prepared.get(selectRowCql(keyspace));
        this.scan = prepared.get(scanCql(keyspace));
        this.selectBucket = prepared.get(selectBucketCql(keyspace));
        this.selectBucketRange = prepared.get(selectBucketRangeCql(keyspace));
    }

    public static String createCql(String keyspace) {
        return "CREATE TABLE IF NOT EXISTS " + keyspace + ".log_messages_by_source_name (\n"
                + "  source_name text,\n"
                + "  message_time_day date,\n"
                + "  message_time timestamp,\n"
                + "  message_id uuid,\n"
                + "  message_body text,\n"
                + "  PRIMARY KEY ((source_name, message_time_day), message_time, message_id)\n"
                + ") WITH CLUSTERING ORDER BY (message_time DESC, message_id ASC)\n"
                + "  AND default_time_to_live = 2592000\n"
                + "  AND compaction = {'class': 'TimeWindowCompactionStrategy',"
                + " 'compaction_window_unit': 'DAYS', 'compaction_window_size': 1}\n"
                + "  AND comment = 'LogMessage: recentBySource, bySourceAndTime'";
    }

    /** Every statement this table prepares. */
    public static List<String> statements(String keyspace) {
        return List.of(
                insertCql(keyspace),
                deleteCql(keyspace),
                selectRowCql(keyspace),
                scanCql(keyspace),
                selectBucketCql(keyspace),
                selectBucketRangeCql(keyspace));
    }

    public static String insertCql(String keyspace) {
        return "INSERT INTO " + keyspace + ".log_messages_by_source_name"
                + " (source_name, message_time_day, message_time, message_id, message_body)"
                + " VALUES (?, ?, ?, ?, ?) USING TTL 2592000";
    }

    public static String deleteCql(String keyspace) {
        return "DELETE FROM " + keyspace + ".log_messages_by_source_name"
                + " WHERE source_name = ? AND message_time_day = ? AND message_time = ? AND message_id = ?";
    }

    public static String selectRowCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".log_messages_by_source_name"
                + " WHERE source_name = ? AND message_time_day = ? AND message_time = ? AND message_id = ?";
    }

    public static String scanCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".log_messages_by_source_name";
    }

    /** {@code recentBySource}: one bucket of one source, newest first. */
    public static String selectBucketCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".log_messages_by_source_name"
                + " WHERE source_name = ? AND message_time_day = ?";
    }

    /** {@code bySourceAndTime}: the part of one bucket inside [from, to), newest first. */
    public static String selectBucketRangeCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".log_messages_by_source_name"
                + " WHERE source_name = ? AND message_time_day = ? AND message_time >= ? AND message_time < ?";
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
        return List.of(
                entity.sourceName(),
                MESSAGE_TIME_BUCKETS.bucketOf(entity.messageTime()),
                entity.messageTime(),
                entity.messageId());
    }

    @Override
    public List<Object> values(LogMessage entity) {
        return Arrays.asList(entity.messageBody());
    }

    @Override
    public BoundStatement bindInsert(LogMessage entity) {
        return insert.boundStatementBuilder()
                .setString(0, entity.sourceName())
                .setLocalDate(1, MESSAGE_TIME_BUCKETS.bucketOf(entity.messageTime()))
                .setInstant(2, entity.messageTime())
                .setUuid(3, entity.messageId())
                .setString(4, entity.messageBody())
                .build();
    }

    @Override
    public BoundStatement bindDelete(LogMessage entity) {
        return bindKey(delete, entity);
    }

    @Override
    public BoundStatement bindSelectRow(LogMessage entity) {
        return bindKey(selectRow, entity);
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind();
    }

    /** {@code recentBySource} in one bucket. */
    public BoundStatement bindSelectBucket(String sourceName, LocalDate messageTimeDay) {
        return selectBucket
                .boundStatementBuilder()
                .setString(0, sourceName)
                .setLocalDate(1, messageTimeDay)
                .build();
    }

    /** {@code bySourceAndTime} in one bucket. */
    public BoundStatement bindSelectBucketRange(String sourceName, LocalDate messageTimeDay, Instant from, Instant to) {
        return selectBucketRange
                .boundStatementBuilder()
                .setString(0, sourceName)
                .setLocalDate(1, messageTimeDay)
                .setInstant(2, from)
                .setInstant(3, to)
                .build();
    }

    private static BoundStatement bindKey(PreparedStatement statement, LogMessage entity) {
        return statement
                .boundStatementBuilder()
                .setString(0, entity.sourceName())
                .setLocalDate(1, MESSAGE_TIME_BUCKETS.bucketOf(entity.messageTime()))
                .setInstant(2, entity.messageTime())
                .setUuid(3, entity.messageId())
                .build();
    }
}
