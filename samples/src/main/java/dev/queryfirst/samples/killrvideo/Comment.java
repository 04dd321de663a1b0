package dev.queryfirst.samples.killrvideo;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * A comment on a video, identified by a time-based {@code commentid} (a {@code timeuuid}: its time
 * orders the comments, newest first).
 *
 * <ul>
 *   <li>{@code byVideo} mirrors the published {@code comments_by_video}: primary key
 *       {@code ((videoid), commentid)}, newest first. A video gathers its comments over its whole
 *       life, so the bound is a lifetime total ({@code total = true}): at most 5,000.
 *   <li>{@code byUser} mirrors the published {@code comments_by_user}: {@code ((userid),
 *       commentid)}, newest first; 50,000 comments a day over 100,000 users is half a comment per
 *       user a day, about 1,800 rows after the 10-year horizon: no bucket needed.
 * </ul>
 *
 * <p>The published schema has no table keyed by {@code commentid} alone; QueryFirst adds the base
 * table {@code comments}, the source of truth that moves, deletes and the audit read.
 */
@Entity(keyspace = "killrvideo")
@Cardinality(rows = 50_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "byVideo", where = "videoId", orderBy = "commentId DESC", limit = 20, table = "comments_by_video")
@AccessPattern(name = "byUser", where = "userId", orderBy = "commentId DESC", limit = 20, table = "comments_by_user")
public record Comment(
        @Key @Column(timeuuid = true) UUID commentId,

        @Fixed @Cardinality(maxRowsPerValue = 5_000, total = true)
        UUID videoId,

        @Fixed @Cardinality(distinct = 100_000) UUID userId,
        @Cardinality(avgBytes = 200) String comment) {}
