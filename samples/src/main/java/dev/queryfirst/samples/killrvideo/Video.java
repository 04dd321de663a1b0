package dev.queryfirst.samples.killrvideo;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import java.util.UUID;

/**
 * A video (the published {@code videos} table, keyed by {@code videoid}: the base table). Its
 * uploader never changes ({@code @Fixed}); its {@code addedDate} does, when a video made public
 * later is re-dated, and its rows then move in the feed and the user's list: the base table is
 * where a write reads the previous state.
 *
 * <ul>
 *   <li>{@code latest} and {@code latestBetween} mirror the published {@code latest_videos}: the
 *       site-wide feed, with no {@code where}. Its partition is the day the video was added
 *       ({@code yyyymmdd}, a {@code date} here rather than the published {@code text}), newest
 *       first by {@code added_date}, then {@code videoid}. At KillrVideo's 5,000 videos a day a day
 *       partition takes 0.06 writes/s, far under QF302's 1,000 rows/s, and holds 5,000 rows; one
 *       partition per day serves it, as published. It is split in {@code shards = 4} all the same,
 *       because the feed is the one table every upload writes to: the same QF302 arithmetic
 *       ({@code ceil(rate / maxPartitionWriteRate)}) gives 4 shards for 300 million videos a day,
 *       so the table takes 60,000× today's uploads before a day's writes crowd one replica set, at
 *       the price of 4 concurrent partition reads (merged in clustering order) per day read. Like
 *       the published table it keeps only what a feed shows, {@code userid}, {@code name} and
 *       {@code preview_image_location} besides its key ({@code select}): the 400-byte description
 *       and the tags stay in {@code videos}, and the feed's methods return {@code VideoDao.LatestRow}.
 *   <li>{@code byUser} mirrors the published {@code user_videos}: a user's videos, newest first.
 *       {@code bucketed = false} keeps the published one partition per user: a user adds a video
 *       every 20 days on average, so with day buckets QF308 counts 400 partitions for a read of
 *       20, while the unbucketed partition holds about 180 rows after 10 years.
 * </ul>
 */
@Entity(keyspace = "killrvideo")
@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "latest",
        orderBy = "addedDate DESC",
        limit = 50,
        table = "latest_videos",
        shards = 4,
        select = {"userId", "name", "previewImageLocation"})
@AccessPattern(
        name = "latestBetween",
        range = "addedDate",
        orderBy = "addedDate DESC",
        table = "latest_videos",
        shards = 4,
        select = {"userId", "name", "previewImageLocation"})
@AccessPattern(
        name = "byUser",
        where = "userId",
        orderBy = "addedDate DESC",
        limit = 20,
        table = "user_videos",
        bucketed = false)
public record Video(
        @Key UUID videoId,
        @Fixed @Cardinality(distinct = 100_000) UUID userId,
        @Cardinality(avgBytes = 40) String name,
        @Cardinality(avgBytes = 400) String description,
        @Cardinality(avgBytes = 60) String location,
        @Cardinality(avgBytes = 60) String previewImageLocation,
        @Cardinality(elements = 8, avgBytes = 12) Set<String> tags,

        @TimeBucket(value = ChronoUnit.DAYS, column = "yyyymmdd")
        Instant addedDate) {}
