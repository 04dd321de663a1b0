package dev.queryfirst.benchmarks.logs;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Realistic log messages of about 1 KB: a 600-character body of log words, six message parts,
 * one of 5,000 sources, one of 20 source types and 5 message types. Deterministic for a seed, so
 * every variant of a benchmark gets messages of the same shape; never shared between variants,
 * so no variant overwrites another's rows.
 */
public final class LogMessages {

    private static final String[] WORDS = {
        "GET",
        "POST",
        "PUT",
        "/api/v1/orders",
        "/api/v1/users",
        "/static/app.js",
        "200",
        "201",
        "304",
        "404",
        "500",
        "upstream",
        "timeout",
        "connection",
        "reset",
        "by",
        "peer",
        "cache",
        "hit",
        "miss",
        "user_id=",
        "session=",
        "latency_ms=",
        "bytes=",
        "retrying",
        "request",
        "completed",
        "in",
        "worker",
        "thread",
        "pool",
        "exhausted",
        "gc",
        "pause",
        "checkpoint",
        "flushed",
        "to",
        "disk"
    };
    private static final String[] SOURCE_TYPES = new String[20];
    private static final String[] MESSAGE_TYPES = {"DEBUG", "INFO", "WARN", "ERROR", "AUDIT"};
    private static final int BODY_CHARS = 600;
    private static final int PARTS = 6;

    static {
        for (int i = 0; i < SOURCE_TYPES.length; i++) {
            SOURCE_TYPES[i] = "type-" + i;
        }
    }

    private final SplittableRandom random;

    /** Messages drawn from {@code seed}. */
    public LogMessages(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** One message of {@code source} at {@code time}, with a random id and a random body. */
    public LogMessage next(String source, Instant time) {
        UUID id = new UUID(random.nextLong(), random.nextLong());
        StringBuilder body = new StringBuilder(BODY_CHARS + 40);
        while (body.length() < BODY_CHARS) {
            body.append(WORDS[random.nextInt(WORDS.length)]).append(' ');
        }
        Map<String, String> parts = new LinkedHashMap<>();
        for (int i = 0; i < PARTS; i++) {
            parts.put("part" + i, WORDS[random.nextInt(WORDS.length)] + "-" + Long.toHexString(random.nextLong()));
        }
        return new LogMessage(
                id,
                source,
                SOURCE_TYPES[random.nextInt(SOURCE_TYPES.length)],
                time,
                MESSAGE_TYPES[random.nextInt(MESSAGE_TYPES.length)],
                body.toString(),
                parts);
    }

    /**
     * One message of every source (of {@code sources}) and every message type at {@code time}:
     * what the first moments of a day bring when every source logs all day long.
     */
    public List<LogMessage> everySourceAndType(int sources, Instant time) {
        List<LogMessage> messages = new ArrayList<>(sources * MESSAGE_TYPES.length);
        for (int source = 0; source < sources; source++) {
            for (String type : MESSAGE_TYPES) {
                LogMessage m = next("server-" + source, time);
                messages.add(new LogMessage(
                        m.messageId(),
                        m.sourceName(),
                        m.sourceType(),
                        m.messageTime(),
                        type,
                        m.messageBody(),
                        m.messageParts()));
            }
        }
        return messages;
    }

    /**
     * {@code count} messages of random sources (of {@code sources}), within the hour before
     * {@code now}: what a stream of many servers looks like.
     */
    public List<LogMessage> stream(int count, int sources, Instant now) {
        List<LogMessage> messages = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Instant time = now.minus(Duration.ofMillis(random.nextLong(3_600_000L)));
            messages.add(next("server-" + random.nextInt(sources), time));
        }
        return messages;
    }

    /** The size of {@code message}'s values as the native protocol encodes them, in bytes. */
    public static int valueBytes(LogMessage message) {
        int bytes = 16 + 8; // message_id (uuid), message_time (timestamp)
        bytes += utf8(message.sourceName())
                + utf8(message.sourceType())
                + utf8(message.messageType())
                + utf8(message.messageBody());
        for (Map.Entry<String, String> part : message.messageParts().entrySet()) {
            bytes += 8 + utf8(part.getKey()) + utf8(part.getValue()); // two length prefixes per entry
        }
        return bytes;
    }

    private static int utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
