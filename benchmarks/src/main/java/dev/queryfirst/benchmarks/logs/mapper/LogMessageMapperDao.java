package dev.queryfirst.benchmarks.logs.mapper;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.mapper.annotations.Dao;
import com.datastax.oss.driver.api.mapper.annotations.Insert;
import com.datastax.oss.driver.api.mapper.annotations.Select;
import java.util.UUID;
import java.util.concurrent.CompletionStage;

/**
 * The mapper's inserts, one per table, and its read of a message by id. They return unexecuted statements: the mapper has no
 * multi-entity save, so the caller assembles the batch by hand.
 */
@Dao
public interface LogMessageMapperDao {

    /** Binds the insert of {@code row} into {@code log_messages_by_source_name}. */
    @Insert
    BoundStatement insert(LogMessageBySource row);

    /** Binds the insert of {@code row} into {@code log_messages_by_source_name_and_message_type}. */
    @Insert
    BoundStatement insert(LogMessageBySourceAndType row);

    /** Binds the insert of {@code row} into {@code log_messages_by_message_id}. */
    @Insert
    BoundStatement insert(LogMessageById row);

    /** The row of {@code log_messages_by_message_id} whose key is {@code messageId}, or null. */
    @Select
    CompletionStage<LogMessageById> findById(UUID messageId);
}
