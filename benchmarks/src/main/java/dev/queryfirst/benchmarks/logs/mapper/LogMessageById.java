package dev.queryfirst.benchmarks.logs.mapper;

import com.datastax.oss.driver.api.mapper.annotations.CqlName;
import com.datastax.oss.driver.api.mapper.annotations.Entity;
import com.datastax.oss.driver.api.mapper.annotations.PartitionKey;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * A row of {@code log_messages_by_message_id}, as the DataStax mapper maps it: a JavaBean, the form the
 * mapper's manual shows.
 */
@Entity
@CqlName("log_messages_by_message_id")
public class LogMessageById {

    @PartitionKey
    private UUID messageId;

    private String sourceName;
    private String sourceType;
    private Instant messageTime;
    private String messageType;
    private String messageBody;
    private Map<String, String> messageParts;

    /** An empty row, for the mapper to fill. */
    public LogMessageById() {}

    /** Column {@code message_id}. */
    public UUID getMessageId() {
        return messageId;
    }

    /** Sets column {@code message_id}. */
    public void setMessageId(UUID messageId) {
        this.messageId = messageId;
    }

    /** Column {@code source_name}. */
    public String getSourceName() {
        return sourceName;
    }

    /** Sets column {@code source_name}. */
    public void setSourceName(String sourceName) {
        this.sourceName = sourceName;
    }

    /** Column {@code source_type}. */
    public String getSourceType() {
        return sourceType;
    }

    /** Sets column {@code source_type}. */
    public void setSourceType(String sourceType) {
        this.sourceType = sourceType;
    }

    /** Column {@code message_time}. */
    public Instant getMessageTime() {
        return messageTime;
    }

    /** Sets column {@code message_time}. */
    public void setMessageTime(Instant messageTime) {
        this.messageTime = messageTime;
    }

    /** Column {@code message_type}. */
    public String getMessageType() {
        return messageType;
    }

    /** Sets column {@code message_type}. */
    public void setMessageType(String messageType) {
        this.messageType = messageType;
    }

    /** Column {@code message_body}. */
    public String getMessageBody() {
        return messageBody;
    }

    /** Sets column {@code message_body}. */
    public void setMessageBody(String messageBody) {
        this.messageBody = messageBody;
    }

    /** Column {@code message_parts}. */
    public Map<String, String> getMessageParts() {
        return messageParts;
    }

    /** Sets column {@code message_parts}. */
    public void setMessageParts(Map<String, String> messageParts) {
        this.messageParts = messageParts;
    }
}
