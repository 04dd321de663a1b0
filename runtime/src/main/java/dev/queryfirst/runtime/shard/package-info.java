/**
 * Shards: the stable hash that spreads one logical partition over {@code N} physical ones
 * ({@code @AccessPattern(shards = N)}), {@link dev.queryfirst.runtime.shard.Shards}.
 */
package dev.queryfirst.runtime.shard;
