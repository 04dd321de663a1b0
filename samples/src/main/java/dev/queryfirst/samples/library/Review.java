package dev.queryfirst.samples.library;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/**
 * A user's review of an artifact (Chebotko et al.'s {@code reviews_by_user}: a user's reviews, best
 * rating first). As in the paper's physical model, the review id is a timeuuid, so no separate
 * timestamp column is needed; the artifact's id and title are copied into the review. A user
 * changing a rating moves the review within their partition.
 */
@Entity(keyspace = "library")
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byUser", where = "userId", orderBy = "rating DESC", limit = 20, table = "reviews_by_user")
public record Review(
        @Key @Column(timeuuid = true) UUID reviewId,

        @Fixed @Cardinality(distinct = 100_000, maxRowsPerValue = 5_000)
        UUID userId,

        int rating,
        @Cardinality(avgBytes = 60) String reviewTitle,
        @Cardinality(avgBytes = 1_000) String body,
        int artifactId,
        @Cardinality(avgBytes = 80) String artifactTitle) {}
