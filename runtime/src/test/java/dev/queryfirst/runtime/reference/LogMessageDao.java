package dev.queryfirst.runtime.reference;

import static dev.queryfirst.runtime.reference.LogMessagesBySourceNameTable.LOOKBACK;
import static dev.queryfirst.runtime.reference.LogMessagesBySourceNameTable.MESSAGE_TIME_BUCKETS;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.audit.Audit;
import dev.queryfirst.runtime.internal.copy.HandModel;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.read.Query;
import dev.queryfirst.runtime.internal.read.Reader;
import dev.queryfirst.runtime.internal.write.Writer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletionStage;

/**
 * Reads and writes {@link LogMessage}s. Immutable entity: {@code insert} and
 * {@code delete(logMessage)}, no update. Every copy is written in one step
 * ({@link DaoOptions#writeMode()}).
 *
 * <pre>{@code
 * LogMessageDao dao = LogMessageDao.create(session);
 * dao.insert(message);
 * List<LogMessage> newest = dao.recentBySource("web-1", 10);
 * }</pre>
 *
 * <p>Bad arguments throw {@link IllegalArgumentException} naming the parameter, also from the
 * {@code Async} methods (before anything is sent); driver failures fail the returned stage.
 */
public final class LogMessageDao {

    private final CqlSession session;
    private final DaoOptions options;
    /** LogMessage's model description, as the processor writes it: what the audit computes copies from. */
    private static final Entity MODEL = HandModel.entity(
            LogMessage.class.getName(),
            true,
            2_592_000,
            List.of("message_id"),
            HandModel.table(
                    "log_messages_by_source_name",
                    null,
                    "source_name text pk",
                    "message_time_day date pk bucket=DAYS/1/message_time",
                    "message_time timestamp ck-desc",
                    "message_id uuid ck",
                    "message_body text"),
            HandModel.table(
                    "log_messages_by_message_id",
                    "log_messages_by_source_name",
                    "message_id uuid pk",
                    "source_name text",
                    "message_time timestamp",
                    "message_body text"));

    private final String keyspace;
    private final Reader reader;
    private final Writer writer;
    private final LogMessagesBySourceNameTable bySourceName;
    private final LogMessagesByMessageIdTable byMessageId;

    private LogMessageDao(CqlSession session, DaoOptions options, String keyspace, Prepared prepared) {
        this.session = session;
        this.options = options;
        this.keyspace = keyspace;
        this.reader = new Reader(session, options);
        this.writer = new Writer(session, options);
        this.bySourceName = new LogMessagesBySourceNameTable(prepared, keyspace);
        this.byMessageId = new LogMessagesByMessageIdTable(prepared, keyspace);
    }

    /** A DAO on keyspace {@code demo} with default options; prepares its statements. */
    public static LogMessageDao create(CqlSession session) {
        return create(session, DaoOptions.defaults());
    }

    /** A DAO with {@code options}; prepares its statements. */
    public static LogMessageDao create(CqlSession session, DaoOptions options) {
        return Futures.getUninterruptibly(createAsync(session, options));
    }

    /** A DAO on keyspace {@code demo} with default options, once its statements are prepared. */
    public static CompletionStage<LogMessageDao> createAsync(CqlSession session) {
        return createAsync(session, DaoOptions.defaults());
    }

    /** A DAO with {@code options}, once its statements are prepared. */
    public static CompletionStage<LogMessageDao> createAsync(CqlSession session, DaoOptions options) {
        Args.notNull(session, "session");
        Args.notNull(options, "options");
        String keyspace = options.keyspaceOr(DemoSchema.KEYSPACE);
        List<String> statements = new ArrayList<>();
        statements.addAll(LogMessagesBySourceNameTable.statements(keyspace));
        statements.addAll(LogMessagesByMessageIdTable.statements(keyspace));
        return Prepared.prepareAsync(session, statements)
                .thenApply(prepared -> new LogMessageDao(session, options, keyspace, prepared));
    }

    /** Writes {@code logMessage} to every table. */
    public void insert(LogMessage logMessage) {
        Futures.getUninterruptibly(insertAsync(logMessage));
    }

    /** Writes {@code logMessage} to every table. */
    public CompletionStage<Void> insertAsync(LogMessage logMessage) {
        checkKey(logMessage);
        return writer.batch()
                .insert(bySourceName, logMessage)
                .insert(byMessageId, logMessage)
                .executeAsync();
    }

    /** Deletes every copy of {@code logMessage} (found by its attributes; no read needed). */
    public void delete(LogMessage logMessage) {
        Futures.getUninterruptibly(deleteAsync(logMessage));
    }

    /** Deletes every copy of {@code logMessage} (found by its attributes; no read needed). */
    public CompletionStage<Void> deleteAsync(LogMessage logMessage) {
        checkKey(logMessage);
        return writer.batch()
                .delete(bySourceName, logMessage)
                .delete(byMessageId, logMessage)
                .executeAsync();
    }

    /** The message {@code messageId}, if any. */
    public Optional<LogMessage> findByKey(UUID messageId) {
        return Futures.getUninterruptibly(findByKeyAsync(messageId));
    }

    /** The message {@code messageId}, if any. */
    public CompletionStage<Optional<LogMessage>> findByKeyAsync(UUID messageId) {
        Args.notNull(messageId, "messageId");
        return reader.oneAsync(byMessageId.bindSelectByKey(messageId), byMessageId::map);
    }

    /** Access pattern {@code byId}: the message {@code messageId}, if any. */
    public Optional<LogMessage> byId(UUID messageId) {
        return findByKey(messageId);
    }

    /** Access pattern {@code byId}: the message {@code messageId}, if any. */
    public CompletionStage<Optional<LogMessage>> byIdAsync(UUID messageId) {
        return findByKeyAsync(messageId);
    }

    /**
     * Access pattern {@code recentBySource}: the newest {@code limit} messages of
     * {@code sourceName}, newest first, from at most the last 30 day buckets.
     */
    public List<LogMessage> recentBySource(String sourceName, int limit) {
        return Futures.getUninterruptibly(recentBySourceAsync(sourceName, limit));
    }

    /** Access pattern {@code recentBySource}; see {@link #recentBySource(String, int)}. */
    public CompletionStage<List<LogMessage>> recentBySourceAsync(String sourceName, int limit) {
        Args.notNull(sourceName, "sourceName");
        Args.positive(limit, "limit");
        return reader.listAsync(recentBySourceQuery(sourceName), limit);
    }

    /**
     * Access pattern {@code recentBySource}, a page at a time: {@code pageSize} messages, newest
     * first, resuming after {@code cursor} (null for the first page).
     *
     * @throws IllegalArgumentException if {@code cursor} is not a cursor of this access pattern
     *     for this {@code sourceName}
     */
    public Page<LogMessage> recentBySourcePage(String sourceName, int pageSize, String cursor) {
        Args.notNull(sourceName, "sourceName");
        Args.positive(pageSize, "pageSize");
        return reader.page(recentBySourceQuery(sourceName), pageSize, cursor);
    }

    private Query<LogMessage> recentBySourceQuery(String sourceName) {
        return Query.latest(
                keyspace + "." + LogMessagesBySourceNameTable.NAME + "/recentBySource",
                MESSAGE_TIME_BUCKETS,
                LOOKBACK,
                day -> bySourceName.bindSelectBucket(sourceName, day),
                bySourceName::map);
    }

    /**
     * Access pattern {@code bySourceAndTime}: up to {@code limit} messages of {@code sourceName}
     * with {@code from <= messageTime < to}, newest first.
     */
    public List<LogMessage> bySourceAndTime(String sourceName, Instant from, Instant to, int limit) {
        return Futures.getUninterruptibly(bySourceAndTimeAsync(sourceName, from, to, limit));
    }

    /** Access pattern {@code bySourceAndTime}; see {@link #bySourceAndTime(String, Instant, Instant, int)}. */
    public CompletionStage<List<LogMessage>> bySourceAndTimeAsync(
            String sourceName, Instant from, Instant to, int limit) {
        Args.notNull(sourceName, "sourceName");
        Args.rangeOrdered(from, to, "from", "to");
        Args.positive(limit, "limit");
        return reader.listAsync(bySourceAndTimeQuery(sourceName, from, to), limit);
    }

    /**
     * Access pattern {@code bySourceAndTime}, a page at a time, resuming after {@code cursor}
     * (null for the first page).
     */
    public Page<LogMessage> bySourceAndTimePage(
            String sourceName, Instant from, Instant to, int pageSize, String cursor) {
        Args.notNull(sourceName, "sourceName");
        Args.rangeOrdered(from, to, "from", "to");
        Args.positive(pageSize, "pageSize");
        return reader.page(bySourceAndTimeQuery(sourceName, from, to), pageSize, cursor);
    }

    private Query<LogMessage> bySourceAndTimeQuery(String sourceName, Instant from, Instant to) {
        return Query.range(
                keyspace + "." + LogMessagesBySourceNameTable.NAME + "/bySourceAndTime",
                MESSAGE_TIME_BUCKETS,
                MESSAGE_TIME_BUCKETS.bucketOf(from),
                MESSAGE_TIME_BUCKETS.bucketOf(to),
                ClusteringOrder.DESC,
                day -> bySourceName.bindSelectBucketRange(sourceName, day, from, to),
                bySourceName::map);
    }

    /**
     * Cross-checks the tables: LogMessage is immutable and has no base table, so
     * {@code log_messages_by_source_name} (its first access pattern's table) is the reference and
     * every other table is compared with it.
     */
    public AuditReport audit() {
        return Audit.check(session, options, MODEL, bySourceName, List.of(byMessageId));
    }

    /** {@link #audit()}, then repairs every finding. */
    public AuditReport auditAndRepair() {
        return Audit.repair(session, options, MODEL, bySourceName, List.of(byMessageId));
    }

    /** Every attribute in a primary key must be set: Cassandra rejects null key columns. */
    private static void checkKey(LogMessage logMessage) {
        Args.notNull(logMessage, "logMessage");
        Args.notNull(logMessage.messageId(), "logMessage.messageId");
        Args.notNull(logMessage.sourceName(), "logMessage.sourceName");
        Args.notNull(logMessage.messageTime(), "logMessage.messageTime");
    }
}
