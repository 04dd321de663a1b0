/**
 * The sharded feed (docs/mapping-rules.md, "Shards"), measured: the same posts written to and read
 * from a day-bucketed site-wide feed without shards ({@link dev.queryfirst.benchmarks.feed.Post})
 * and with them ({@link dev.queryfirst.benchmarks.feed.ShardedPost}), side by side in one run.
 */
package dev.queryfirst.benchmarks.feed;
