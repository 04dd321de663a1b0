package dev.queryfirst.samples.library;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;

/**
 * A user liking an artifact (Chebotko et al.'s "likes" relationship), read both ways:
 *
 * <ul>
 *   <li>{@code usersWhoLiked} — "users who liked an artifact" ({@code users_by_artifact}): the
 *       artifact's attributes are the same for the whole partition, so they are static columns;
 *   <li>{@code likedBy} — "artifacts a user liked, newest year first" ({@code artifacts_by_user}):
 *       the user's attributes are static there.
 * </ul>
 *
 * <p>10,000,000 likes: 100 a user, 10 an artifact; the most popular artifact has at most 10,000 and the most active user at most 5,000.
 *
 * <p>Both references are {@code @Snapshot}s: a like is written once (immutable) and shows the
 * artifact and the user as they were when it was given; {@code artifacts_by_user} is also ordered
 * by the artifact's year, which no propagation could move.
 */
@Entity(keyspace = "library", immutable = true)
@Cardinality(rows = 10_000_000)
// Each table copies the other side's attributes into its rows (QF305): user names and artifact
// titles rarely change, and each list is read from one partition.
@SuppressWarnings("QF305")
@AccessPattern(name = "usersWhoLiked", where = "artifact.id", table = "users_by_artifact")
@AccessPattern(name = "likedBy", where = "user.id", orderBy = "artifact.year DESC", table = "artifacts_by_user")
public record Like(
        @Key @Snapshot @Cardinality(maxRowsPerValue = 10_000)
        Artifact artifact,

        @Key @Snapshot @Cardinality(maxRowsPerValue = 5_000) LibraryUser user) {}
