package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF109 where statement options cannot hold: {@code idempotent = TRUE} on an entity whose writes
 * are counter increments or lightweight transactions, and options on a nearest-neighbour pattern;
 * and the generated DAO's write options and {@code withOptions} (docs/statement-options.md).
 */
class WriteOptionsDiagnosticsTest {

    @Test
    @Covers("WRITES_NOT_IDEMPOTENT")
    void qf109IdempotentCountersOnTheLine() {
        JavaFileObject views = source(
                "com.example.video.VideoViews",
                "@Entity(keyspace = \"video\")",
                "@StatementOptions(consistency = \"LOCAL_QUORUM\",",
                "                  idempotent = StatementOptions.Idempotence.TRUE)",
                "public record VideoViews(@Key UUID videoId, @Counter long views) {}");
        Compiled compilation = compile(views);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.WRITES_NOT_IDEMPOTENT,
                views,
                "idempotent = StatementOptions.Idempotence.TRUE",
                "[QF109] invalid idempotent = TRUE of @StatementOptions of VideoViews: its writes are counter"
                        + " increments, and an increment retried after a timeout may count twice, so the driver must"
                        + " never retry or repeat it. Fix: remove idempotent (reads are idempotent already), or set it"
                        + " as an access pattern's options");
    }

    @Test
    void qf109IdempotentVersionedEntity() {
        JavaFileObject account = source(
                "com.example.bank.Account",
                "@Entity(keyspace = \"bank\", versioned = true)",
                "@StatementOptions(idempotent = StatementOptions.Idempotence.TRUE)",
                "public record Account(@Key UUID id, String owner, long version) {}");
        Compiled compilation = compile(account);
        compilation.error(
                ValueMessages.WRITES_NOT_IDEMPOTENT,
                account,
                "@StatementOptions(idempotent = StatementOptions.Idempotence.TRUE)",
                "invalid idempotent = TRUE of @StatementOptions of Account: its writes are lightweight transactions");
    }

    @Test
    @Covers("OPTIONS_ON_NEAREST")
    void qf109QuorumOnANearestPattern() {
        JavaFileObject passage = passage("options = @StatementOptions(consistency = \"QUORUM\", timeout = \"PT1S\"))");
        Compiled compilation = compile(passage);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.OPTIONS_ON_NEAREST,
                passage,
                "options = @StatementOptions(consistency",
                "[QF109] invalid QUORUM in the options of access pattern 'similar': a nearest-neighbour read is one"
                        + " unpaged request at ONE or LOCAL_ONE (the only consistencies a vector index answers in"
                        + " Cassandra 5.0). Fix: remove it; its timeout, execution profile and idempotence apply");
    }

    @Test
    void qf109PageSizeOnANearestPattern() {
        JavaFileObject passage = passage("options = @StatementOptions(pageSize = 10))");
        compile(passage)
                .error(
                        ValueMessages.OPTIONS_ON_NEAREST,
                        passage,
                        "options = @StatementOptions(pageSize",
                        "invalid pageSize = 10 in the options of access pattern 'similar'");
    }

    @Test
    void aNearestPatternsTimeoutAndProfileReachItsQuery() {
        Compiled compilation = compile(passage(
                "options = @StatementOptions(consistency = \"ONE\", timeout = \"PT1S\", executionProfile = \"ann\"))"));
        compilation.succeeded();
        String dao = compilation.generatedSource("com.example.kb.PassageDao");
        assertTrue(dao.contains("private static final StatementOptions similarOptions = StatementOptions.none()"), dao);
        assertTrue(dao.contains("similarOptions, options);"), dao);
    }

    private static JavaFileObject passage(String options) {
        return source(
                "com.example.kb.Passage",
                "import dev.queryfirst.annotations.Vector;",
                "@Entity(keyspace = \"kb\", immutable = true)",
                "@Cardinality(rows = 10_000)",
                "@AccessPattern(name = \"similar\", where = \"tenant\", nearest = \"embedding\", limit = 5,",
                "               " + options,
                "public record Passage(@Key UUID id,",
                "    @Cardinality(distinct = 100, maxRowsPerValue = 5_000) String tenant,",
                "    @Vector(dimensions = 64, similarity = Vector.Similarity.DOT_PRODUCT) float[] embedding) {}");
    }

    @Test
    void theDaoGivesTheEntitysOptionsToItsWritesAndHasWithOptions() {
        Compiled compilation = compile(source(
                "com.example.video.VideoViews",
                "@Entity(keyspace = \"video\")",
                "@StatementOptions(consistency = \"LOCAL_QUORUM\", timeout = \"PT2S\")",
                "@AccessPattern(name = \"ofVideo\", where = \"videoId\",",
                "               options = @StatementOptions(consistency = \"ONE\"))",
                "public record VideoViews(@Key UUID videoId, @Key int day, @Counter long views) {}"));
        compilation.succeeded();
        String dao = compilation.generatedSource("com.example.video.VideoViewsDao");
        assertTrue(
                dao.contains("private static final StatementOptions STATEMENT_OPTIONS = StatementOptions.none()"), dao);
        assertTrue(
                dao.contains("new VideoViewsDao(session, options.withEntityOptions(STATEMENT_OPTIONS), keyspace,"
                        + " prepared)"),
                dao);
        assertTrue(dao.contains("public VideoViewsDao withOptions(StatementOptions options) {"), dao);
        // The counter pattern's options are applied to its reads, not ignored.
        assertTrue(dao.contains("ofVideoOptions.apply(videoViewses.bindSelectOfVideo(videoId))"), dao);
    }
}
