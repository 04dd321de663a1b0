package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * Features built apart, used together: a sharded where-less feed whose table is projected
 * ({@code shards} with {@code select}, KillrVideo's {@code latest_videos}), next to an optional
 * attribute in a derived key. The sharded reads merge rows into the projection's record, and the
 * shard column, which no attribute holds, is neither a record component nor an optional key.
 */
class FeaturesTogetherTest {

    @Test
    void aShardedProjectedFeedReadsIntoItsRecord() throws IOException {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.tube.Clip",
                        "package com.example.tube;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.time.Instant;",
                        "import java.time.temporal.ChronoUnit;",
                        "import java.util.UUID;",
                        "@Entity(keyspace = \"tube\")",
                        "@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)",
                        "@AccessPattern(name = \"latest\", orderBy = \"addedAt DESC\", limit = 50, shards = 4,",
                        "    select = {\"title\"})",
                        "@AccessPattern(name = \"byChannel\", where = \"channel\", orderBy = \"addedAt DESC\",",
                        "    bucketed = false)",
                        "public record Clip(",
                        "    @Key UUID clipId,",
                        "    @Cardinality(distinct = 100_000) String channel,",
                        "    @Cardinality(avgBytes = 40) String title,",
                        "    @Cardinality(avgBytes = 2_000) String description,",
                        "    @TimeBucket(ChronoUnit.DAYS) Instant addedAt) {}"));
        assertThat(compilation).succeededWithoutWarnings();
        String dao = compilation
                .generatedSourceFile("com.example.tube.ClipDao")
                .orElseThrow()
                .getCharContent(true)
                .toString();
        assertTrue(dao.contains("public record LatestRow(UUID clipId, String title, Instant addedAt)"), dao);
        assertTrue(dao.contains("private MergedQuery<LatestRow> latestQuery("), dao);
        assertTrue(dao.contains("public List<LatestRow> latest(int limit)"), dao);
        assertTrue(dao.contains("public List<Clip> byChannel(String channel)"), dao);
    }

    @Test
    void aShardedFeedKeepsNoDirectoryWhileTheKeyedTableOfTheSameBucketHasOne() throws IOException {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.ops.Alarm",
                        "package com.example.ops;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.time.Instant;",
                        "import java.time.temporal.ChronoUnit;",
                        "import java.util.UUID;",
                        "@Entity(keyspace = \"ops\")",
                        "@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)",
                        "@AccessPattern(name = \"bySite\", where = \"site\", orderBy = \"raisedAt DESC\", limit = 10)",
                        "@AccessPattern(name = \"latest\", orderBy = \"raisedAt DESC\", limit = 10, shards = 2)",
                        "public record Alarm(",
                        "    @Key UUID alarmId,",
                        "    @Cardinality(distinct = 10_000) String site,",
                        "    @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant raisedAt) {}"));
        assertThat(compilation).succeededWithoutWarnings();
        String directory = compilation
                .generatedSourceFile("com.example.ops.AlarmsBySiteBucketsTable")
                .orElseThrow()
                .getCharContent(true)
                .toString();
        assertTrue(directory.contains("PRIMARY KEY (site, raised_at_day)"), directory);
        // The feed is partitioned by its bucket and shard alone: every bucket holds rows, nothing to list.
        assertTrue(compilation
                .generatedSourceFile("com.example.ops.AlarmsByRaisedAtDayBucketsTable")
                .isEmpty());
    }
}
