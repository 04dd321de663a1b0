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
 * A post of a site-wide feed, unsharded: {@code posts_by_posted_at_day}, one partition per day
 * (KillrVideo's {@code latest_videos} as published). The baseline of {@link FeedBenchmark}.
 */
@Entity(keyspace = "feed", immutable = true)
@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "latest", orderBy = "postedAt DESC", limit = 50)
public record Post(
        @Key UUID postId,
        @Cardinality(avgBytes = 40) String title,
        @Cardinality(avgBytes = 200) String body,
        @TimeBucket(ChronoUnit.DAYS) Instant postedAt) {}
