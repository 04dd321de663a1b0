package dev.queryfirst.benchmarks.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.mapper.LogMessageById;
import dev.queryfirst.benchmarks.logs.mapper.LogMessageBySource;
import dev.queryfirst.benchmarks.logs.mapper.LogMessageBySourceAndType;
import dev.queryfirst.benchmarks.logs.mapper.LogMessageMapperDao;
import dev.queryfirst.benchmarks.logs.mapper.LogsMapper;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.concurrent.CompletionStage;

/**
 * Saving a log message with the DataStax object mapper: the message becomes one mapped entity per
 * table (the caller computes the day bucket), the mapper binds each insert, and the LOGGED batch
 * is assembled by hand, marked idempotent like the others.
 */
public final class MapperLogWriter implements Saver {

    private final CqlSession session;
    private final LogMessageMapperDao dao;

    /** Builds the mapper's DAO for {@code keyspace}; it prepares its statements. */
    public MapperLogWriter(CqlSession session, String keyspace) {
        this(session, LogsMapper.on(session).logMessageDao(keyspace));
    }

    /** Saves through {@code dao}, a mapper's DAO built on {@code session} as its caller chose. */
    public MapperLogWriter(CqlSession session, LogMessageMapperDao dao) {
        this.session = session;
        this.dao = dao;
    }

    @Override
    public CompletionStage<?> saveAsync(LogMessage m) {
        LocalDate day = LocalDate.ofInstant(m.messageTime(), ZoneOffset.UTC);
        LogMessageBySource bySource = new LogMessageBySource();
        bySource.setSourceName(m.sourceName());
        bySource.setMessageTimeDay(day);
        bySource.setMessageTime(m.messageTime());
        bySource.setMessageId(m.messageId());
        bySource.setSourceType(m.sourceType());
        bySource.setMessageType(m.messageType());
        bySource.setMessageBody(m.messageBody());
        bySource.setMessageParts(m.messageParts());
        LogMessageBySourceAndType bySourceAndType = new LogMessageBySourceAndType();
        bySourceAndType.setSourceName(m.sourceName());
        bySourceAndType.setMessageType(m.messageType());
        bySourceAndType.setMessageTimeDay(day);
        bySourceAndType.setMessageTime(m.messageTime());
        bySourceAndType.setMessageId(m.messageId());
        bySourceAndType.setSourceType(m.sourceType());
        bySourceAndType.setMessageBody(m.messageBody());
        bySourceAndType.setMessageParts(m.messageParts());
        LogMessageById byId = new LogMessageById();
        byId.setMessageId(m.messageId());
        byId.setSourceName(m.sourceName());
        byId.setSourceType(m.sourceType());
        byId.setMessageTime(m.messageTime());
        byId.setMessageType(m.messageType());
        byId.setMessageBody(m.messageBody());
        byId.setMessageParts(m.messageParts());
        return session.executeAsync(BatchStatement.newInstance(
                        DefaultBatchType.LOGGED, dao.insert(bySource), dao.insert(bySourceAndType), dao.insert(byId))
                .setIdempotent(true));
    }
}
