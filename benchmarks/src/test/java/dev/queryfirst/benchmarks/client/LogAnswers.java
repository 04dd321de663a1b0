package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessages;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The log messages an in-memory session holds for the read shapes: one message by its id, and a
 * source's day buckets, dense (200 messages today) or sparse (one message every other day for 60
 * days, so a latest-10 walk reads 19 buckets), as the end-to-end read benchmark lays them out.
 */
final class LogAnswers implements MemorySession.Answers {

    /** Days since the epoch, as the native protocol encodes a {@code date}: offset by 2^31. */
    private static final int EPOCH_DAY_OFFSET = Integer.MIN_VALUE;

    private final List<CannedRow> byId;
    private final Map<Integer, List<CannedRow>> daysDense = new HashMap<>();
    private final Map<Integer, List<CannedRow>> daysSparse = new HashMap<>();

    /** Messages of sources {@code "dense"} and {@code "sparse"} up to {@code now}. */
    LogAnswers(Instant clock) {
        // A timestamp column holds milliseconds: the messages are as a node would return them.
        Instant now = clock.truncatedTo(ChronoUnit.MILLIS);
        LogMessages messages = new LogMessages(7);
        this.byId = List.of(row(messages.next("dense", now)));
        LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
        List<CannedRow> dense = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            dense.add(row(messages.next("dense", now.minusSeconds(i))));
        }
        daysDense.put((int) today.toEpochDay(), dense);
        for (int day = 0; day < 60; day += 2) {
            Instant time = now.minus(day, ChronoUnit.DAYS);
            daysSparse.put((int) today.minusDays(day).toEpochDay(), List.of(row(messages.next("sparse", time))));
        }
    }

    /** The one message read by id. */
    LogMessage message() {
        CannedRow row = byId.get(0);
        return (LogMessage) row.value("[message]");
    }

    @Override
    public List<CannedRow> rows(MemoryStatement statement, BoundStatement bound) {
        int day = statement.indexOf("message_time_day");
        if (day < 0) {
            return byId;
        }
        int epochDay = bound.getBytesUnsafe(day).getInt(0) - EPOCH_DAY_OFFSET;
        // The source's name decides the density; its first byte is enough ('d' or 's').
        boolean dense = bound.getBytesUnsafe(statement.indexOf("source_name")).get(0) == 'd';
        List<CannedRow> rows = (dense ? daysDense : daysSparse).get(epochDay);
        return rows == null ? List.of() : rows;
    }

    static CannedRow row(LogMessage m) {
        Map<String, Object> values = new HashMap<>();
        values.put("[message]", m);
        values.put("message_id", m.messageId());
        values.put("source_name", m.sourceName());
        values.put("source_type", m.sourceType());
        values.put("message_time", m.messageTime());
        values.put("message_time_day", LocalDate.ofInstant(m.messageTime(), ZoneOffset.UTC));
        values.put("message_type", m.messageType());
        values.put("message_body", m.messageBody());
        values.put("message_parts", m.messageParts());
        return new CannedRow(values);
    }
}
