package dev.queryfirst.samples.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Chebotko et al.'s digital library against a real node: artifacts of a venue since a year (Fig. 4),
 * artifacts of an author, likes read both ways with the other side's static columns, and a user's
 * reviews best first.
 */
@CassandraTest
class LibraryDaoTest {

    private static ArtifactDao artifacts;
    private static AuthorshipDao authorships;
    private static LibraryUserDao users;
    private static LikeDao likes;
    private static ReviewDao reviews;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        LibrarySchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
        artifacts = ArtifactDao.create(session, options);
        authorships = AuthorshipDao.create(session, options);
        users = LibraryUserDao.create(session, options);
        likes = LikeDao.create(session, options);
        reviews = ReviewDao.create(session, options);
        raw = new Raw(session, keyspace.name());
    }

    private static Artifact artifact(int id, String venue, int year) {
        Artifact artifact = new Artifact(id, "Paper " + id, List.of("Ann", "Ben"), Set.of("cassandra"), venue, year);
        artifacts.insert(artifact);
        return artifact;
    }

    @Test
    void q1ArtifactsOfAVenueSinceAYearNewestYearFirst() {
        Artifact a2013 = artifact(1, "SCC", 2013);
        Artifact b2013 = artifact(54, "SCC", 2013);
        Artifact a2014 = artifact(61, "SCC", 2014);
        artifact(58, "ICWS", 2014);

        assertEquals(List.of(a2014, a2013, b2013), artifacts.byVenue("SCC", 2013, 2015));
        assertEquals(List.of(a2014), artifacts.byVenue("SCC", 2014, 2015));

        // A corrected year moves the artifact within its venue's partition.
        Artifact corrected = new Artifact(54, b2013.title(), b2013.authors(), b2013.keywords(), "SCC", 2014);
        assertTrue(artifacts.update(corrected));
        assertEquals(List.of(corrected, a2014), artifacts.byVenue("SCC", 2014, 2015));

        assertTrue(artifacts.delete(1));
        assertEquals(List.of(corrected, a2014), artifacts.byVenue("SCC", 2013, 2015));
        assertTrue(artifacts.audit().isClean(), artifacts.audit().toString());
    }

    @Test
    void q2ArtifactsOfAnAuthorWithTheArtifactPushedDown() {
        Artifact older = artifact(100, "VLDB", 2019);
        Artifact newer = artifact(101, "VLDB", 2022);
        Authorship first = new Authorship("Chebotko", older);
        Authorship second = new Authorship("Chebotko", newer);
        authorships.insert(first);
        authorships.insert(second);
        authorships.insert(new Authorship("Lu", older));

        assertEquals(List.of(second, first), authorships.byAuthor("Chebotko"));
        authorships.delete(first);
        assertEquals(List.of(second), authorships.byAuthor("Chebotko"));
        assertTrue(authorships.audit().isClean(), authorships.audit().toString());
    }

    @Test
    void likesReadBothWaysWithTheOtherSideStatic() {
        Artifact paper = artifact(200, "ICDE", 2020);
        Artifact poster = artifact(201, "ICDE", 2021);
        LibraryUser kim = new LibraryUser(UUID.randomUUID(), "Kim", "kim@example.com", Set.of("databases"));
        LibraryUser lee = new LibraryUser(UUID.randomUUID(), "Lee", "lee@example.com", Set.of("graphs"));
        users.insert(kim);
        users.insert(lee);
        Like kimPaper = new Like(paper, kim);
        Like kimPoster = new Like(poster, kim);
        Like leePaper = new Like(paper, lee);
        likes.insert(kimPaper);
        likes.insert(kimPoster);
        likes.insert(leePaper);

        List<Like> whoLiked = likes.usersWhoLiked(200);
        assertEquals(Set.of(kimPaper, leePaper), Set.copyOf(whoLiked));
        assertEquals(2, whoLiked.size());
        assertEquals(List.of(kimPoster, kimPaper), likes.likedBy(kim.id()), "newest year first");
        Row row = raw.rows(UsersByArtifactTable.NAME, "artifact_id = ?", 200).get(0);
        assertTrue(row.getColumnDefinitions().contains("artifact_title"));
        assertEquals("Paper 200", row.getString("artifact_title"), "the artifact's title, static in its partition");

        likes.delete(kimPaper);
        assertEquals(List.of(leePaper), likes.usersWhoLiked(200));
        assertEquals(List.of(kimPoster), likes.likedBy(kim.id()));
        assertTrue(likes.audit().isClean(), likes.audit().toString());
    }

    @Test
    void reviewsOfAUserBestRatingFirstMoveWhenARatingChanges() {
        UUID user = UUID.randomUUID();
        Review good = review(user, 4);
        Review best = review(user, 5);
        Review poor = review(user, 2);

        assertEquals(List.of(best, good, poor), reviews.byUser(user, 20));
        Review revised = new Review(
                poor.reviewId(),
                user,
                5,
                poor.reviewTitle(),
                "better on a second read",
                poor.artifactId(),
                poor.artifactTitle());
        assertTrue(reviews.update(revised));
        List<Review> after = reviews.byUser(user, 20);
        assertEquals(Set.of(best, revised), Set.copyOf(after.subList(0, 2)), "both fives first");
        assertEquals(good, after.get(2));
        assertEquals(Optional.of(revised), reviews.findByKey(poor.reviewId()));

        assertTrue(reviews.delete(best.reviewId()));
        assertEquals(List.of(revised, good), reviews.byUser(user, 20));
        assertTrue(reviews.audit().isClean(), reviews.audit().toString());
    }

    private static Review review(UUID user, int rating) {
        Review review = new Review(Uuids.timeBased(), user, rating, rating + " stars", "Body", 7, "Paper 7");
        reviews.insert(review);
        return review;
    }
}
