package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a table's rows live is part of its schema version (docs/schema-evolution.md, "Versions"):
 * shards, a time bucket's unit and size, {@code bucketed} and the bucket directory are recorded in
 * {@code <n>.json}, and a change that would move every row of an existing table (a row's shard is
 * its key's hash modulo the shard count) is QF401 on the access pattern, with the new-table fix,
 * and writes no version. Versions written before layouts were recorded read as what their columns
 * tell, and an unchanged model compiled against them changes no layout (only the table options
 * those versions lack).
 */
class LayoutEvolutionTest {

    @TempDir
    Path schemaDir;

    private static final String LATEST = "@AccessPattern(name = \"latest\", orderBy = \"postedAt DESC\", limit = 20, ";
    private static final String BY_TOPIC =
            "@AccessPattern(name = \"byTopic\", where = \"topic\", " + "orderBy = \"postedAt DESC\", limit = 20";

    /**
     * A feed: the site-wide latest posts in {@code shards} shards per bucket, and each topic's posts
     * in its own buckets; the bucket column is named, so a bucket's width does not rename it.
     */
    private static JavaFileObject post(String latest, String byTopic, String bucket) {
        return source(
                "com.example.feeds.Post",
                "@Entity(keyspace = \"feeds\")",
                "@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)",
                latest,
                byTopic,
                "public record Post(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 500) String topic,",
                "    " + bucket + " Instant postedAt,",
                "    String title) {}");
    }

    private static final String DAY = "@TimeBucket(value = ChronoUnit.DAYS, column = \"day\")";

    private static JavaFileObject post(int shards) {
        return post(LATEST + "shards = " + shards + ")", BY_TOPIC + ")", DAY);
    }

    private Compiled compileVersion(JavaFileObject post) {
        return compile(List.of("-Aqueryfirst.schemaDir=" + schemaDir), post);
    }

    @Test
    @Covers("LAYOUT_CHANGED")
    void fourToEightShardsIsQf401AndNoNewVersion() throws IOException {
        compileVersion(post(4)).succeeded();
        assertEquals(List.of("1.json"), versionFiles());
        String v1 = Files.readString(schemaDir.resolve("feeds/1.json"));
        assertTrue(
                v1.contains(
                        "\"layout\": {\n        \"bucketSize\": 1,\n        \"bucketUnit\": \"DAYS\",\n"
                                + "        \"bucketed\": true,\n        \"directory\": false,\n        \"shards\": 4\n      },"),
                v1);

        compileVersion(post(4)).succeeded();
        assertEquals(List.of("1.json"), versionFiles(), "the same layout again: no version");

        JavaFileObject eight = post(8);
        Compiled resharded = compileVersion(eight);
        resharded.hasErrorCount(1);
        String qf401 = resharded.error(EvolutionMessages.LAYOUT_CHANGED, eight, "name = \"latest\"");
        assertTrue(
                qf401.startsWith("[QF401] table posts_by_day: every row would move: 4 shards become 8 (a row's shard"
                        + " is its key's hash modulo the shard count); the rows written before would never be found,"
                        + " moved or deleted again, which Cassandra cannot change in an existing table (schema version"
                        + " 1 has 4 shards, buckets of 1 DAYS, no bucket directory). Fix: give access pattern 'latest' a"
                        + " new table name (@AccessPattern(table = \"posts_by_day_v2\")): QueryFirst creates and"
                        + " backfills it"),
                qf401);
        assertEquals(List.of("1.json"), versionFiles());
    }

    @Test
    @Covers("LAYOUT_CHANGED")
    void aBucketsWidthIsQf401OnEveryPatternItPartitions() throws IOException {
        compileVersion(post(4)).succeeded();
        for (String wider : List.of(
                "@TimeBucket(value = ChronoUnit.DAYS, size = 2, column = \"day\")",
                "@TimeBucket(value = ChronoUnit.WEEKS, column = \"day\")")) {
            JavaFileObject changed = post(LATEST + "shards = 4)", BY_TOPIC + ")", wider);
            Compiled compiled = compileVersion(changed);
            compiled.hasErrorCount(2);
            compiled.error(
                    EvolutionMessages.LAYOUT_CHANGED,
                    changed,
                    "name = \"latest\"",
                    "table posts_by_day:",
                    "its buckets of 1 DAYS become");
            compiled.error(
                    EvolutionMessages.LAYOUT_CHANGED,
                    changed,
                    "name = \"byTopic\"",
                    "table posts_by_topic:",
                    "its buckets of 1 DAYS become");
            assertEquals(List.of("1.json"), versionFiles(), wider);
        }
    }

    @Test
    @Covers({"PRIMARY_KEY_CHANGED", "DIRECTORY_LAYOUT_CHANGED"})
    void bucketedAndTheDirectoryAreQf401() throws IOException {
        compileVersion(post(4)).succeeded();

        JavaFileObject unbucketed = post(LATEST + "shards = 4)", BY_TOPIC + ", bucketed = false)", DAY);
        Compiled compiled = compileVersion(unbucketed);
        compiled.hasErrorCount(1);
        compiled.error(
                EvolutionMessages.PRIMARY_KEY_CHANGED, unbucketed, "name = \"byTopic\"", "the primary key becomes");

        JavaFileObject listed = post(
                LATEST + "shards = 4)",
                BY_TOPIC + ")",
                "@TimeBucket(value = ChronoUnit.DAYS, column = \"day\", directory = true)");
        Compiled directory = compileVersion(listed);
        directory.hasErrorCount(1);
        directory.error(
                EvolutionMessages.DIRECTORY_LAYOUT_CHANGED,
                listed,
                "name = \"byTopic\"",
                "it gets a bucket directory",
                "(the new table's auditAndRepair() then lists its buckets)");
        assertEquals(List.of("1.json"), versionFiles());
    }

    /**
     * {@code 1.json} as the processor wrote it before layouts (and table options) were recorded (from
     * the model in {@code evolve/legacy/Post.java.txt}: a feed in 4 shards, a {@code bucketed =
     * false} pattern, a pattern with a bucket directory): the same model reports nothing and writes a
     * version holding only the table options ({@code ALTER TABLE ... WITH}); a shard count that file
     * never recorded is no change; the directory, which its {@code _buckets} table shows, is.
     */
    @Test
    @Covers("DIRECTORY_LAYOUT_CHANGED")
    void aVersionWrittenBeforeLayoutsMakesNothingLookChanged() throws IOException {
        String model;
        try (InputStream source = getClass().getResourceAsStream("/evolve/legacy/Post.java.txt")) {
            model = new String(source.readAllBytes(), StandardCharsets.UTF_8);
        }
        legacyVersion();
        JavaFileObject same = JavaFileObjects.forSourceString("com.example.feeds.Post", model);
        Compiled unchanged = compileVersion(same);
        unchanged.succeeded();
        assertEquals(
                List.of(),
                unchanged.compilation().warnings().stream()
                        .filter(w -> w.getMessage(Locale.ROOT).contains("[QF40"))
                        .toList());
        assertOnlyOptionsChanged(unchanged);

        legacyVersion();
        JavaFileObject resharded =
                JavaFileObjects.forSourceString("com.example.feeds.Post", model.replace("shards = 4", "shards = 8"));
        assertOnlyOptionsChanged(compileVersion(resharded));

        legacyVersion();
        JavaFileObject unlisted =
                JavaFileObjects.forSourceString("com.example.feeds.Post", model.replace(", directory = true", ""));
        Compiled compiled = compileVersion(unlisted);
        compiled.error(
                EvolutionMessages.DIRECTORY_LAYOUT_CHANGED,
                unlisted,
                "name = \"byTopic\"",
                "its bucket directory goes");
        assertEquals(List.of("1.json"), versionFiles());
    }

    /** The schema directory holding nothing but the legacy {@code 1.json}. */
    private void legacyVersion() throws IOException {
        Path feeds = Files.createDirectories(schemaDir.resolve("feeds"));
        try (Stream<Path> files = Files.list(feeds)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        try (InputStream legacy = getClass().getResourceAsStream("/evolve/legacy/feeds/1.json")) {
            Files.copy(legacy, feeds.resolve("1.json"));
        }
    }

    /** Version 2 was written, and its migration only sets table options: no row moves. */
    private void assertOnlyOptionsChanged(Compiled compiled) throws IOException {
        compiled.succeeded();
        assertEquals(List.of("1.json", "2.json"), versionFiles(), "the table options are a new version");
        List<String> statements = compiled.migration("feeds", 2)
                .lines()
                .filter(line -> !line.isBlank() && !line.startsWith("--") && !line.startsWith("    "))
                .toList();
        assertTrue(
                !statements.isEmpty()
                        && statements.stream()
                                .allMatch(line -> line.matches("ALTER TABLE feeds\\.\\w+ WITH compaction = .*")),
                String.join("\n", statements));
    }

    private List<String> versionFiles() throws IOException {
        try (Stream<Path> files = Files.list(schemaDir.resolve("feeds"))) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
