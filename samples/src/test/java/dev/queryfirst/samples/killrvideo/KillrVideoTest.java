package dev.queryfirst.samples.killrvideo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * KillrVideo against a real node: the site-wide feed read across its 4 shards and several days
 * (latest N, pages resumed by cursor, a time range), a user's own videos from one unbucketed
 * partition, the comments of a video and of a user, moves and deletes, and a clean audit.
 */
@CassandraTest
class KillrVideoTest {

    /** Newest first by added date (as stored: milliseconds), then by video id as Cassandra orders uuids. */
    private static final Comparator<Video> FEED_ORDER = Comparator.comparing(Video::addedDate)
            .reversed()
            .thenComparing(Video::videoId, KillrVideoTest::compareUuids);

    private static VideoDao videos;
    private static CommentDao comments;
    private static UserDao users;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        KillrvideoSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
        videos = VideoDao.create(session, options);
        comments = CommentDao.create(session, options);
        users = UserDao.create(session, options);
        raw = new Raw(session, keyspace.name());
    }

    @Test
    void theFeedMergesShardsAndDaysNewestFirst() {
        User ana = new User(UUID.randomUUID(), "Ana", "Lima", "ana@example.com", Instant.now());
        User jörg = new User(UUID.randomUUID(), "Jörg", "Müller", "jörg@example.de", Instant.now());
        users.insert(ana);
        users.insert(jörg);
        assertEquals(Optional.of(stored(jörg)), users.findByKey(jörg.userId()));

        // 48 uploads over four days, one every two hours, with sub-millisecond added dates.
        Instant now = Instant.now();
        List<Video> uploaded = new ArrayList<>();
        for (int i = 0; i < 48; i++) {
            User owner = i % 3 == 0 ? jörg : ana;
            Video video = new Video(
                    UUID.randomUUID(),
                    owner.userId(),
                    "Vidéo n°" + i,
                    i % 5 == 0 ? null : "Ein Video über Käse, Teil " + i,
                    "https://videos.example/" + i,
                    "https://img.example/" + i + ".jpg",
                    i % 4 == 0 ? Set.of() : Set.of("cheese", "tag" + i),
                    now.minus(Duration.ofHours(2L * i)).minusNanos(1_234));
            videos.insert(video);
            uploaded.add(stored(video));
        }
        List<Video> feed = uploaded.stream().sorted(FEED_ORDER).toList();
        Set<LocalDate> days = feed.stream()
                .map(v -> LatestVideosTable.ADDED_DATE_BUCKETS.bucketOf(v.addedDate()))
                .collect(Collectors.toSet());
        assertTrue(days.size() >= 4, "the uploads span " + days.size() + " days");
        Set<Integer> shards = feed.stream().map(LatestVideosTable::shardOf).collect(Collectors.toSet());
        assertEquals(Set.of(0, 1, 2, 3), shards, "48 random ids land in every shard");
        for (LocalDate day : days) {
            List<Row> rows = new ArrayList<>();
            for (int shard = 0; shard < 4; shard++) {
                rows.addAll(raw.rows(LatestVideosTable.NAME, "yyyymmdd = ? AND shard = ?", day, shard));
            }
            long expected = feed.stream()
                    .filter(v -> LatestVideosTable.ADDED_DATE_BUCKETS
                            .bucketOf(v.addedDate())
                            .equals(day))
                    .count();
            assertEquals(expected, rows.size(), "the shards of " + day + " hold that day's uploads");
        }

        // The feed keeps what a feed shows (select): its rows are VideoDao.LatestRow, not whole videos.
        List<VideoDao.LatestRow> feedRows = rows(feed);
        assertEquals(feedRows.subList(0, 10), videos.latest(10));
        assertEquals(feedRows, videos.latest(100));

        List<VideoDao.LatestRow> paged = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            Page<VideoDao.LatestRow> page = videos.latestPage(7, cursor);
            paged.addAll(page.items());
            cursor = page.cursor().orElse(null);
            pages++;
        } while (cursor != null);
        assertEquals(feedRows, paged);
        assertTrue(pages >= 7, pages + " pages of 7");

        Instant from = now.minus(Duration.ofHours(61));
        Instant to = now.minus(Duration.ofHours(13));
        List<VideoDao.LatestRow> inRange = rows(feed.stream()
                .filter(v -> !v.addedDate().isBefore(from) && v.addedDate().isBefore(to))
                .toList());
        assertEquals(24, inRange.size());
        assertEquals(inRange, videos.latestBetween(from, to, 100));
        assertEquals(inRange.subList(0, 5), videos.latestBetween(from, to, 5));
        Page<VideoDao.LatestRow> first = videos.latestBetweenPage(from, to, 15, null);
        Page<VideoDao.LatestRow> second =
                videos.latestBetweenPage(from, to, 15, first.cursor().orElseThrow());
        List<VideoDao.LatestRow> both = new ArrayList<>(first.items());
        both.addAll(second.items());
        assertEquals(inRange, both);
        assertFalse(second.hasNext());

        List<Video> jörgs =
                feed.stream().filter(v -> v.userId().equals(jörg.userId())).toList();
        assertEquals(jörgs.subList(0, 5), videos.byUser(jörg.userId(), 5));
        assertEquals(jörgs, videos.byUser(jörg.userId(), 100));
        assertEquals(
                1,
                raw.rows(UserVideosTable.NAME, "user_id = ?", jörg.userId()).stream()
                        .map(r -> r.getUuid("user_id"))
                        .distinct()
                        .count());

        assertTrue(videos.audit().isClean(), videos.audit().toString());
        assertTrue(users.audit().isClean(), users.audit().toString());
    }

    @Test
    void aVideoMovesInTheFeedAndLeavesItWhenDeleted() {
        UUID owner = UUID.randomUUID();
        Instant added = Instant.now().minus(Duration.ofDays(3)).plusNanos(500);
        Video video =
                new Video(UUID.randomUUID(), owner, "Premiere", null, "https://videos.example/p", null, null, added);
        videos.insert(video);
        int shard = LatestVideosTable.shardOf(video);

        // Re-dated to today: it leaves its day's partition for today's, in the same shard.
        Video redated = new Video(
                video.videoId(),
                owner,
                "Premiere",
                "Now public",
                video.location(),
                null,
                Set.of("launch"),
                Instant.now());
        assertTrue(videos.update(redated));
        assertEquals(shard, LatestVideosTable.shardOf(redated));
        LocalDate before = LatestVideosTable.ADDED_DATE_BUCKETS.bucketOf(added);
        assertEquals(
                List.of(),
                raw.rows(LatestVideosTable.NAME, "yyyymmdd = ? AND shard = ?", before, shard).stream()
                        .filter(r -> r.getUuid("video_id").equals(video.videoId()))
                        .toList());
        assertTrue(videos.latest(200).contains(VideoDao.LatestRow.of(stored(redated))));
        assertEquals(List.of(stored(redated)), videos.byUser(owner, 10));

        assertTrue(videos.delete(video.videoId()));
        assertFalse(videos.latest(200).stream().anyMatch(v -> v.videoId().equals(video.videoId())));
        assertEquals(List.of(), videos.byUser(owner, 10));
        assertTrue(videos.audit().isClean(), videos.audit().toString());
    }

    @Test
    void commentsOfAVideoAndOfAUserAreNewestFirst() {
        UUID video = UUID.randomUUID();
        UUID other = UUID.randomUUID();
        UUID author = UUID.randomUUID();
        Instant start = Instant.now().minus(Duration.ofMinutes(30));
        List<Comment> onVideo = new ArrayList<>();
        List<Comment> byAuthor = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            UUID commentId = Uuids.startOf(start.plus(Duration.ofSeconds(i)).toEpochMilli());
            Comment comment = new Comment(
                    commentId, i % 2 == 0 ? video : other, author, i == 3 ? "" : "Très bien, n°" + i + " 👍");
            comments.insert(comment);
            byAuthor.add(0, comment);
            if (comment.videoId().equals(video)) {
                onVideo.add(0, comment);
            }
        }
        assertEquals(onVideo.subList(0, 10), comments.byVideo(video, 10));
        assertEquals(onVideo, comments.byVideo(video, 100));
        assertEquals(byAuthor.subList(0, 20), comments.byUser(author, 20));
        Page<Comment> first = comments.byUserPage(author, 20, null);
        Page<Comment> rest = comments.byUserPage(author, 20, first.cursor().orElseThrow());
        assertEquals(byAuthor.subList(20, 25), rest.items());

        // A comment's video and author never change (@Fixed): it has no comments table of its own, and
        // an edit or a delete writes both tables without reading first.
        Comment edited = new Comment(onVideo.get(0).commentId(), video, author, "edited");
        comments.update(edited);
        assertEquals(edited, comments.byVideo(video, 1).get(0));
        comments.delete(edited);
        assertEquals(onVideo.subList(1, onVideo.size()), comments.byVideo(video, 100));
        assertTrue(comments.audit().isClean(), comments.audit().toString());
    }

    /** The video as Cassandra stores it: the added date in whole milliseconds, no tags read as an empty set. */
    /** What the feed's projected table holds of each video, in the same order. */
    private static List<VideoDao.LatestRow> rows(List<Video> videos) {
        return videos.stream().map(VideoDao.LatestRow::of).toList();
    }

    private static Video stored(Video v) {
        return new Video(
                v.videoId(),
                v.userId(),
                v.name(),
                v.description(),
                v.location(),
                v.previewImageLocation(),
                v.tags() == null ? Set.of() : v.tags(),
                v.addedDate().truncatedTo(ChronoUnit.MILLIS));
    }

    private static User stored(User u) {
        return new User(
                u.userId(),
                u.firstName(),
                u.lastName(),
                u.email(),
                u.createdDate().truncatedTo(ChronoUnit.MILLIS));
    }

    /** Version-4 uuids compare as Cassandra's uuid type does: by version, then as unsigned bits. */
    private static int compareUuids(UUID a, UUID b) {
        int byMost = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
        return byMost != 0 ? byMost : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
    }
}
