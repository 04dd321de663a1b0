package dev.queryfirst.benchmarks.logs;

import dev.queryfirst.annotations.Counter;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * How many messages a source sent and how many bytes their bodies held: a counter entity
 * (docs/mapping-rules.md, "Counters"), one table of its own, {@code message_counts_by_source}. The
 * client-work benchmark's counter increment.
 *
 * @param sourceName the key
 * @param messages messages counted
 * @param bodyBytes the bytes of their bodies
 */
@Entity(keyspace = "logs", table = "message_counts_by_source")
public record SourceMessageCount(
        @Key String sourceName,
        @Counter long messages,
        @Counter long bodyBytes) {}
