package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Where-less patterns and shards (docs/mapping-rules.md, "Where-less patterns") end to end:
 * where-less feeds partitioned by their bucket and/or shards (QF105 only when nothing partitions;
 * QF302 with the {@code shards = N} that brings the write rate under), {@code bucketed = false}
 * (QF308's fix proposes it when the unbucketed partition fits), and {@code shards = N} tables whose
 * generated DAOs compile.
 */
class PartitionShapingTest {

    /** KillrVideo's videos at {@code rate} a day, with the feed pattern given. */
    private static JavaFileObject videos(String rate, String bucket, String... patterns) {
        List<String> lines = new java.util.ArrayList<>(
                List.of("@Entity(keyspace = \"kv\")", "@Cardinality(rows = " + rate + ", per = ChronoUnit.DAYS)"));
        lines.addAll(List.of(patterns));
        lines.addAll(List.of(
                "public record Video(",
                "    @Key UUID videoId,",
                "    @Cardinality(distinct = 100_000) UUID userId,",
                "    @Cardinality(avgBytes = 40) String name,",
                "    @TimeBucket(ChronoUnit." + bucket + ") Instant addedDate) {}"));
        return source("com.example.kv.Video", lines.toArray(String[]::new));
    }

    @Test
    void aFeedWithoutWherePartitionsByItsDay() {
        JavaFileObject video =
                videos("5_000", "DAYS", "@AccessPattern(name = \"latest\", orderBy = \"addedDate DESC\", limit = 50)");
        Compiled compilation = compile(video);
        compilation.compilesClean();
        assertEquals(
                "CREATE TABLE IF NOT EXISTS kv.videos_by_added_date_day (\n"
                        + "    added_date_day date,\n"
                        + "    added_date timestamp,\n"
                        + "    video_id uuid,\n"
                        + "    user_id uuid,\n"
                        + "    name text,\n"
                        + "    PRIMARY KEY (added_date_day, added_date, video_id)\n"
                        + ") WITH CLUSTERING ORDER BY (added_date DESC, video_id ASC)\n"
                        + "    AND compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'Video access pattern latest';",
                table(compilation.cql("kv"), "kv", "videos_by_added_date_day"));
    }

    @Test
    void aShardedFeedEndsItsPartitionKeyWithTheShard() {
        JavaFileObject video = videos(
                "5_000",
                "DAYS",
                "@AccessPattern(name = \"latest\", orderBy = \"addedDate DESC\", limit = 50, shards = 4)",
                "@AccessPattern(name = \"between\", range = \"addedDate\", orderBy = \"addedDate DESC\", shards = 4)");
        Compiled compilation = compile(video);
        compilation.compilesClean();
        String table = table(compilation.cql("kv"), "kv", "videos_by_added_date_day");
        assertTrue(table.contains("    shard int,\n"), table);
        assertTrue(table.contains("PRIMARY KEY ((added_date_day, shard), added_date, video_id)"), table);
        assertTrue(table.contains("'Video access patterns latest, between'"), table);
    }

    @Test
    void theReportShowsBucketsShardsAndTheHorizon() throws java.io.IOException {
        JavaFileObject video = videos(
                "5_000",
                "DAYS",
                "@AccessPattern(name = \"latest\", orderBy = \"addedDate DESC\", limit = 50, shards = 4)",
                "@AccessPattern(name = \"byUser\", where = \"userId\", orderBy = \"addedDate DESC\", limit = 20,"
                        + " bucketed = false)");
        Compiled compilation = compile(video);
        compilation.compilesClean();
        String html = compilation
                .compilation()
                .generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/kv.html")
                .orElseThrow()
                .getCharContent(true)
                .toString();
        assertTrue(html.contains("<td>1 day buckets, 4 shards</td>"), "sizing of the sharded feed");
        assertTrue(html.contains("<td>horizon of 10 years</td>"), "sizing of the unbucketed list");
        assertTrue(html.contains("data-marker=\"K #4\""), "the diagram marks the shard column");
        assertTrue(
                html.contains("Nr = all 5,000 videos per day in one partition (no where) / 4 shards = 1,250 rows per"
                        + " shard per day"),
                "the arithmetic divides by the shards");
        assertTrue(html.contains("partitions per read of 50: ceil(50 / (1,250 &#215; 4 shards)) &#215; 4 = 4"), html);
    }

    @Test
    void shardsWithoutABucketNameTheTableAfterTheShard() {
        JavaFileObject tag = source(
                "com.example.kv.Tag",
                "@Entity(keyspace = \"kv\")",
                "@Cardinality(rows = 20_000)",
                "@AccessPattern(name = \"all\", orderBy = \"name\", shards = 8)",
                "public record Tag(@Key String name, @Cardinality(avgBytes = 100) String description) {}");
        Compiled compilation = compile(tag);
        compilation.compilesClean();
        assertTrue(table(compilation.cql("kv"), "kv", "tags_by_shard").contains("PRIMARY KEY (shard, name)"));
    }

    @Test
    void aWhereTableWithShardsKeepsItsWhereFirst() {
        JavaFileObject video = videos(
                "5_000",
                "DAYS",
                "@AccessPattern(name = \"byUser\", where = \"userId\", orderBy = \"addedDate DESC\", limit = 20,"
                        + " bucketed = false, shards = 2)");
        Compiled compilation = compile(video);
        compilation.compilesClean();
        assertTrue(table(compilation.cql("kv"), "kv", "videos_by_user_id")
                .contains("PRIMARY KEY ((user_id, shard), added_date, video_id)"));
    }

    @Test
    @Covers({"FULL_SCAN", "FULL_SCAN_UNBUCKETED"})
    void qf105WhenNothingPartitionsAWherelessPattern() {
        JavaFileObject video = source(
                "com.example.kv.Video",
                "@Entity(keyspace = \"kv\")",
                "@AccessPattern(name = \"everything\", orderBy = \"name\", limit = 50)",
                "@AccessPattern(name = \"unbucketedFeed\", orderBy = \"addedDate DESC\", bucketed = false)",
                "public record Video(",
                "    @Key UUID videoId,",
                "    @Cardinality(avgBytes = 40) String name,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant addedDate) {}");
        Compiled compilation = compile(video);
        compilation.hasErrorCount(2);
        compilation.error(
                PatternMessages.FULL_SCAN,
                video,
                "name = \"everything\"",
                "[QF105] access pattern 'everything' has no 'where', no time bucket and no shards: it would read every"
                        + " partition of the table (a full scan). Fix: add where",
                "order it by a @TimeBucket attribute (orderBy = \"addedDate DESC\")",
                "add shards = N",
                "declare @Cardinality(rows = ...) on Video");
        compilation.error(
                PatternMessages.FULL_SCAN_UNBUCKETED,
                video,
                "name = \"unbucketedFeed\"",
                "[QF105] access pattern 'unbucketedFeed'",
                "remove bucketed = false (the bucket is its partition key)");
    }

    @Test
    void aSmallTableReadWholeIsOnePartitionKeyedByAConstant() {
        JavaFileObject network = source(
                "com.example.sensors.Network",
                "@Entity(keyspace = \"sensors\")",
                "@Cardinality(rows = 1_000)",
                "@AccessPattern(name = \"all\", orderBy = \"name\")",
                "public record Network(@Key String name, String region, int sensors) {}");
        Compiled compilation = compile(network);
        compilation.compilesClean();
        assertEquals(
                "CREATE TABLE IF NOT EXISTS sensors.networks (\n"
                        + "    bucket int,\n"
                        + "    name text,\n"
                        + "    region text,\n"
                        + "    sensors int,\n"
                        + "    PRIMARY KEY (bucket, name)\n"
                        + ") WITH compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'Network base table (by key); access pattern all';",
                table(compilation.cql("sensors"), "sensors", "networks"));
    }

    @Test
    @Covers("ONE_PARTITION_TOO_LARGE")
    void qf201WhenTheWholeTableDoesNotFitOnePartition() {
        // 5,000 videos a day, kept for the 10-year horizon: 18 million rows.
        JavaFileObject video = videos("5_000", "DAYS", "@AccessPattern(name = \"everything\", orderBy = \"name\")");
        Compiled compilation = compile(video);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.ONE_PARTITION_TOO_LARGE,
                video,
                "name = \"everything\"",
                "[QF201] table videos_by_bucket: the whole table is one partition, and it does not fit (all 5,000"
                        + " videos per day in one partition (no where); 18,262,125 rows, ~1.7 GB after the horizon of"
                        + " 10 years, over the limit of 100,000 rows): its pattern has no where, no time bucket and no"
                        + " shards. Fix: add where = {...} with an attribute every read knows, order the pattern by a"
                        + " @TimeBucket attribute so that each bucket is a partition, or split the partition with"
                        + " shards = N");
    }

    @Test
    @Covers("WRITE_RATE_PER_BUCKET")
    void qf302ProposesTheShardsThatBringTheWriteRateUnder() {
        // 100 million uploads a day, one-minute buckets: 1,157 rows/s into the minute's partition.
        JavaFileObject video = videos(
                "100_000_000",
                "MINUTES",
                "@AccessPattern(name = \"latest\", orderBy = \"addedDate DESC\", limit = 50)");
        Compiled compilation = compile(video);
        compilation.hasErrorCount(0);
        String message = compilation.warning(LoadMessages.WRITE_RATE_PER_BUCKET, video, "name = \"latest\"");
        assertEquals(
                "[QF302] table videos_by_added_date_minute: hot partition: 1,157 rows/s are written into one"
                        + " partition, over the 1,000 rows/s of -Aqueryfirst.maxPartitionWriteRate, so one replica set"
                        + " takes every write of a bucket. Fix: set shards = 2 on access pattern 'latest' (1,157"
                        + " rows/s over 2 shards = 579 rows/s per partition; a read then queries 2 partitions per"
                        + " bucket concurrently and merges them)",
                message);
    }

    @Test
    @Covers("WRITE_RATE_PER_BUCKET")
    void qf302FollowsTheMaxPartitionWriteRateOptionAndCountsShards() {
        JavaFileObject video = videos(
                "10_000_000",
                "MINUTES",
                "@AccessPattern(name = \"latest\", orderBy = \"addedDate DESC\", limit = 50, shards = 2)");
        Compiled compilation = compile(List.of("-Aqueryfirst.maxPartitionWriteRate=20"), video);
        String message = compilation.warning(LoadMessages.WRITE_RATE_PER_BUCKET, video, "name = \"latest\"");
        assertTrue(
                message.contains("57.9 rows/s are written into one partition (one of 2 shards), over the 20 rows/s"),
                message);
        assertTrue(
                message.contains("Fix: set shards = 6 on access pattern 'latest' (116 rows/s over 6 shards"), message);
    }

    @Test
    void qf302NearMissEnoughShards() {
        compile(videos(
                        "100_000_000",
                        "MINUTES",
                        "@AccessPattern(name = \"latest\", orderBy = \"addedDate DESC\", limit = 50, shards = 2)"))
                .compilesWithout(Code.QF302);
    }

    @Test
    @Covers("READ_SPANS_SPARSE_BUCKETS")
    void qf308ProposesBucketedFalseWhenTheUnbucketedPartitionFits() {
        // 5,000 videos a day over 100,000 users: 0.05 a day per user, 183 rows after 10 years.
        JavaFileObject video = videos(
                "5_000",
                "DAYS",
                "@AccessPattern(name = \"byUser\", where = \"userId\", orderBy = \"addedDate DESC\", limit = 20)");
        Compiled compilation = compile(video);
        compilation.hasErrorCount(0);
        String message = compilation.warning(LoadMessages.READ_SPANS_SPARSE_BUCKETS, video, "name = \"byUser\"");
        assertTrue(
                message.startsWith("[QF308] table videos_by_user_id: a read of 20 rows touches 400 partitions"),
                message);
        assertTrue(
                message.contains("; or set bucketed = false on access pattern 'byUser': without the bucket a"
                        + " partition holds 183 rows, ~"),
                message);
        assertTrue(
                message.contains(
                        " after the horizon of 10 years (-Aqueryfirst.horizon), and a read of 20 touches 1 partition"),
                message);
    }

    @Test
    void qf308NearMissBucketedFalseOnADenseKey() {
        JavaFileObject video = videos(
                "5_000",
                "DAYS",
                "@AccessPattern(name = \"byUser\", where = \"userId\", orderBy = \"addedDate DESC\", limit = 20,"
                        + " bucketed = false)");
        Compiled compilation = compile(video);
        compilation.compilesClean();
        assertTrue(table(compilation.cql("kv"), "kv", "videos_by_user_id")
                .contains("PRIMARY KEY (user_id, added_date, video_id)"));
    }

    @Test
    @Covers("READ_SPANS_BUCKETS")
    void qf308DoesNotProposeBucketedFalseWhenTheUnbucketedPartitionOverflows() {
        // A thousand rows a day per source: ten years unbucketed is 3.6 million rows.
        JavaFileObject log = source(
                "com.example.logs.Line",
                "@Entity(keyspace = \"logs\", immutable = true)",
                "@Cardinality(rows = 100_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"recent\", where = \"source\", orderBy = \"at DESC\", limit = 500)",
                "public record Line(@Key UUID id, @Cardinality(distinct = 100) String source,",
                "    @TimeBucket(ChronoUnit.HOURS) Instant at) {}");
        Compiled compilation = compile(log);
        String message = compilation.warning(LoadMessages.READ_SPANS_BUCKETS, log, "name = \"recent\"");
        assertTrue(!message.contains("bucketed = false"), message);
    }

    @Test
    void bucketedFalseOnASparseKeyKeepsOnePartitionPerValue() {
        // Tickets without an assignee have no row in tickets_by_assignee
        // (docs/mapping-rules.md, "Sparse tables").
        JavaFileObject ticket = source(
                "com.example.desk.Ticket",
                "@Entity(keyspace = \"desk\")",
                "@Cardinality(rows = 2_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"byAssignee\", where = \"assignee\", orderBy = \"openedAt DESC\", limit = 20,"
                        + " bucketed = false)",
                "@AccessPattern(name = \"opened\", orderBy = \"openedAt DESC\", limit = 20)",
                "public record Ticket(@Key UUID ticketId,",
                "    @Cardinality(distinct = 5_000) String assignee,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant openedAt) {}");
        Compiled compilation = compile(ticket);
        compilation.compilesClean();
        String cql = compilation.cql("desk");
        assertTrue(table(cql, "desk", "tickets_by_assignee").contains("PRIMARY KEY (assignee, opened_at, ticket_id)"));
        assertTrue(table(cql, "desk", "tickets_by_opened_at_day")
                .contains("PRIMARY KEY (opened_at_day, opened_at, ticket_id)"));
    }

    @Test
    @Covers("GROWTH_WITHOUT_PATTERN_BUCKET")
    void qf201WhenBucketedFalseLeavesAPartitionThatOverflowsTheHorizon() {
        JavaFileObject video = videos(
                "5_000_000",
                "DAYS",
                "@AccessPattern(name = \"byUser\", where = \"userId\", orderBy = \"addedDate DESC\", limit = 20,"
                        + " bucketed = false)");
        Compiled compilation = compile(video);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.GROWTH_WITHOUT_PATTERN_BUCKET,
                video,
                "name = \"byUser\"",
                "table videos_by_user_id",
                "horizon of 10 years");
    }

    @Test
    @Covers("SHARDS_BELOW_ONE")
    void qf109ForShardsBelowOne() {
        JavaFileObject video =
                videos("5_000", "DAYS", "@AccessPattern(name = \"latest\", orderBy = \"addedDate DESC\", shards = 0)");
        Compiled compilation = compile(video);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.SHARDS_BELOW_ONE,
                video,
                "shards = 0",
                "[QF109] invalid shards = 0 of access pattern 'latest'");
    }

    @Test
    @Covers("UNSHARDABLE_KEY")
    void qf109ForShardsOverAKeyThatIsNotOneValue() {
        JavaFileObject entry = source(
                "com.example.kv.Entry",
                "@Entity(keyspace = \"kv\")",
                "@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"latest\", orderBy = \"at DESC\", limit = 10, shards = 2)",
                "public record Entry(@Key @Column(frozen = true) List<String> path,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant at) {}");
        Compiled compilation = compile(entry);
        compilation.error(
                ValueMessages.UNSHARDABLE_KEY,
                entry,
                "shards = 2",
                "the shard hashes the key, and key attribute path is a frozen<list<text>>, not a single value");
    }

    @Test
    @Covers("SHARDED_DIRECTORY")
    void qf109ForShardsWithABucketDirectory() {
        JavaFileObject alarm = source(
                "com.example.ops.Alarm",
                "@Entity(keyspace = \"ops\")",
                "@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"bySite\", where = \"site\", orderBy = \"raisedAt DESC\", limit = 10,",
                "    shards = 2)",
                "public record Alarm(@Key UUID alarmId, @Cardinality(distinct = 10_000) String site,",
                "    @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant raisedAt) {}");
        Compiled compilation = compile(alarm);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.SHARDED_DIRECTORY,
                alarm,
                "name = \"bySite\"",
                "[QF109] invalid shards with a bucket directory: table alarms_by_site has shards = 2",
                "remove shards from the access pattern if the key is sparse");
    }
}
