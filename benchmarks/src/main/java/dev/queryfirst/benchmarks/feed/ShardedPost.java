package dev.queryfirst.benchmarks.feed;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * The same post in a feed split in {@value FeedBenchmark#SHARDS} shards per day
 * ({@code sharded_posts_by_posted_at_day}): what {@link FeedBenchmark} compares with {@link Post}.
 */
@Entity(keyspace = "feed", immutable = true)
@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "latest", orderBy = "postedAt DESC", limit = 50, shards = FeedBenchmark.SHARDS)
public record ShardedPost(
        @Key UUID postId,
        @Cardinality(avgBytes = 40) String title,
        @Cardinality(avgBytes = 200) String body,
        @TimeBucket(ChronoUnit.DAYS) Instant postedAt) {}
