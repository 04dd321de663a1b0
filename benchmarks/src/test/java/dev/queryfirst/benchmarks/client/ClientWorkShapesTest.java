package dev.queryfirst.benchmarks.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.benchmarks.feed.ShardedPost;
import dev.queryfirst.benchmarks.logs.ListedLogMessage;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every method of {@link ClientWorkWrites} and {@link ClientWorkReads} run once on the in-memory
 * session, so that none can rot: the generated and hand-written variants of a shape send the same
 * statements (a batch's in the same order) and the reads return the same rows.
 */
class ClientWorkShapesTest {

    private final ClientWorkWrites writes = new ClientWorkWrites();
    private final ClientWorkReads reads = new ClientWorkReads();

    @BeforeEach
    void setUp() {
        writes.setUp();
        reads.setUp();
    }

    private record Sent(List<String> statements, Object result) {}

    private static Sent run(MemorySession session, Supplier<Object> benchmark) {
        session.record();
        Object result = benchmark.get();
        return new Sent(session.sent(), result);
    }

    private static String table(String cql) {
        return cql.replaceAll("^(INSERT INTO|UPDATE|DELETE FROM|SELECT .*? FROM) (\\S+).*", "$1 $2")
                .replaceAll("^SELECT .* FROM", "SELECT");
    }

    @Test
    void readingSaveReadsTheBaseRowThenWritesBothRowsAsHandWrittenCodeDoes() {
        Sent generated = run(writes.session, writes::readingSaveGenerated);
        Sent handWritten = run(writes.session, writes::readingSaveHandWritten);
        assertEquals(
                List.of(
                        "SELECT logs.movable_source_log_messages",
                        "INSERT INTO logs.movable_by_source",
                        "INSERT INTO logs.movable_source_log_messages"),
                generated.statements().stream().map(ClientWorkShapesTest::table).toList());
        assertEquals(generated.statements(), handWritten.statements());
    }

    @Test
    void moveDeletesTheOldRowInTheBatchThatWritesTheNewOnesAsHandWrittenCodeDoes() {
        Sent generated = run(writes.session, writes::moveGenerated);
        Sent handWritten = run(writes.session, writes::moveHandWritten);
        assertEquals(
                List.of(
                        "SELECT logs.movable_source_log_messages", "DELETE FROM logs.movable_by_source",
                        "INSERT INTO logs.movable_by_source", "INSERT INTO logs.movable_source_log_messages"),
                generated.statements().stream().map(ClientWorkShapesTest::table).toList());
        assertEquals(generated.statements(), handWritten.statements());
    }

    @Test
    void propagationRewritesEveryDevicesCopiesAsHandWrittenCodeDoes() {
        Sent generated = run(writes.session, writes::propagationGenerated);
        Sent handWritten = run(writes.session, writes::propagationHandWritten);
        List<String> tables =
                generated.statements().stream().map(ClientWorkShapesTest::table).toList();
        assertEquals(
                List.of(
                        "SELECT fleet.sites",
                        "SELECT fleet.devices_by_site_id",
                        "INSERT INTO fleet.sites",
                        "UPDATE fleet.devices_by_site_id",
                        "SELECT fleet.devices_by_site_id"),
                tables.subList(0, 5));
        assertEquals(5 + 3 * ShapeAnswers.DEVICES, tables.size());
        assertEquals(
                ShapeAnswers.DEVICES,
                tables.stream().filter("UPDATE fleet.devices"::equals).count());
        assertEquals(generated.statements(), handWritten.statements());
    }

    @Test
    void counterIncrementIsOneUpdateAsHandWrittenCodeSends() {
        Sent generated = run(writes.session, writes::counterGenerated);
        Sent handWritten = run(writes.session, writes::counterHandWritten);
        assertEquals(
                List.of("UPDATE logs.message_counts_by_source"),
                generated.statements().stream().map(ClientWorkShapesTest::table).toList());
        assertEquals(generated.statements(), handWritten.statements());
    }

    @Test
    void listReadsTheSitesPartitionAndMapsTheSameDevices() {
        Sent generated = run(reads.session, reads::listGenerated);
        Sent handWritten = run(reads.session, reads::listHandWritten);
        assertEquals(
                List.of("SELECT fleet.devices_by_site_id"),
                generated.statements().stream().map(ClientWorkShapesTest::table).toList());
        assertEquals(generated.statements(), handWritten.statements());
        assertEquals(reads.answers.devices(), generated.result());
        assertEquals(generated.result(), handWritten.result());
    }

    @Test
    void shardedReadMergesTodaysFourShardsIntoTheSameFiftyPosts() {
        Sent generated = run(reads.session, reads::shardedGenerated);
        Sent handWritten = run(reads.session, reads::shardedHandWritten);
        assertEquals(
                List.of("SELECT feed.sharded_posts_by_posted_at_day").stream()
                        .flatMap(s -> java.util.stream.Stream.of(s, s, s, s))
                        .toList(),
                generated.statements().stream().map(ClientWorkShapesTest::table).toList());
        assertEquals(generated.statements(), handWritten.statements());
        @SuppressWarnings("unchecked")
        List<ShardedPost> posts = (List<ShardedPost>) generated.result();
        assertEquals(50, posts.size());
        assertEquals(
                posts.stream()
                        .sorted(Comparator.comparing(ShardedPost::postedAt).reversed())
                        .toList(),
                posts);
        assertEquals(
                4,
                posts.stream()
                        .map(p -> p.postId().getLeastSignificantBits() % 4)
                        .distinct()
                        .count(),
                "rows of every shard");
        assertEquals(generated.result(), handWritten.result());
    }

    @Test
    void directoryReadListsTheBucketsThenReadsTenOfThemForTheSameTenMessages() {
        Sent generated = run(reads.session, reads::directoryGenerated);
        Sent handWritten = run(reads.session, reads::directoryHandWritten);
        List<String> tables =
                generated.statements().stream().map(ClientWorkShapesTest::table).toList();
        assertEquals("SELECT logs.listed_by_source_buckets", tables.get(0));
        assertEquals(
                List.of("SELECT logs.listed_by_source"),
                tables.subList(1, tables.size()).stream().distinct().toList());
        assertEquals(11, tables.size());
        assertEquals(generated.statements(), handWritten.statements());
        @SuppressWarnings("unchecked")
        List<ListedLogMessage> messages = (List<ListedLogMessage>) generated.result();
        assertEquals(10, messages.size());
        assertTrue(messages.stream().allMatch(m -> m.sourceName().equals("sparse")));
        assertEquals(generated.result(), handWritten.result());
    }
}
