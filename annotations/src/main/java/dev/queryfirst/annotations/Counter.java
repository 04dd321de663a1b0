package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A CQL {@code counter} column: a {@code long} that is only ever incremented or decremented, never
 * set. Cassandra keeps counters in tables of their own, so an entity with counters holds only its
 * key and its counters, lives in one table (its base table, keyed by its key), and has no ttl, and
 * is neither immutable nor versioned (QF110 otherwise).
 *
 * <pre>{@code
 * @Entity(keyspace = "killrvideo", table = "video_ratings")
 * public record VideoRating(
 *     @Key UUID videoId,
 *     @Counter long ratingCounter,     // how many ratings
 *     @Counter long ratingTotal) {}    // the sum of their stars
 *
 * VideoRatingDao ratings = VideoRatingDao.create(session);
 * ratings.increment(videoId, 1, 4);    // one more rating, of 4 stars
 * ratings.findByKey(videoId);          // Optional[VideoRating[videoId=…, ratingCounter=1, ratingTotal=4]]
 * }</pre>
 *
 * <p>The generated DAO has {@code increment(key…, deltas…)} and {@code incrementAsync}, {@code
 * findByKey} and {@code delete}, and no {@code insert}, {@code update} or {@code save}: an
 * increment is not idempotent, so it is never retried and never joins a logged batch.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Counter {}
