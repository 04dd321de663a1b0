package dev.queryfirst.samples.killrvideo;

import dev.queryfirst.annotations.Counter;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/**
 * KillrVideo's {@code video_ratings}: how many users rated a video, and the sum of their ratings
 * (the average is their quotient). Both are counters: many users rate one video at once, and an
 * increment adds to the stored value without reading it, so no rating is lost to a race.
 *
 * <pre>{@code
 * VideoRatingDao ratings = VideoRatingDao.create(session);
 * ratings.increment(videoId, 1, 4);                       // a user gives 4 stars
 * ratings.findByKey(videoId)                              // Optional[VideoRating[…, 1, 4]]
 *        .map(r -> (double) r.ratingTotal() / r.ratingCounter());
 * }</pre>
 */
@Entity(keyspace = "killrvideo", table = "video_ratings")
public record VideoRating(
        @Key UUID videoId,
        @Counter long ratingCounter,
        @Counter long ratingTotal) {}
