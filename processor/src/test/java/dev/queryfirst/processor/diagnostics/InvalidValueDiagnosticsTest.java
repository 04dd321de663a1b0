package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF109, end to end through the processor: annotation and option values QueryFirst refuses
 * (negative numbers, a bad ttl, a bucket on a non-time type, a key position taken twice), each on
 * the annotation value at fault with the exact error count, and near misses that compile.
 */
class InvalidValueDiagnosticsTest {

    private static JavaFileObject session(String ttl) {
        return source(
                "com.example.web.Session",
                "@Entity(keyspace = \"web\",",
                "        ttl = \"" + ttl + "\")",
                "public record Session(",
                "    @Key UUID sessionId,",
                "    String userName) {}");
    }

    @Test
    @Covers(Code.QF109)
    void qf109InvalidTtlOnTheTtlValue() {
        JavaFileObject session = session("30 days");
        Compiled compilation = compile(session);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF109);
        assertEquals(
                "[QF109] invalid ttl \"30 days\": a ttl is a positive ISO-8601 duration of at "
                        + "most 20 years (Cassandra's limit). Fix: write it like \"P30D\" (30 days), \"PT12H\" "
                        + "(12 hours) or \"P1Y\"",
                message);
        compilation.error(Code.QF109, session, "ttl = \"30 days\"", message);
    }

    @Test
    void qf109NearMissIsoDuration() {
        compile(session("P30D")).compilesWithout(Code.QF109);
    }

    @Test
    @Covers(Code.QF109)
    void qf109TimeBucketValues() {
        JavaFileObject reading = source(
                "com.example.app.Reading",
                "@Entity",
                "public record Reading(@Key UUID sensor,",
                "    @TimeBucket(value = ChronoUnit.DAYS, size = 0) Instant taken,",
                "    @TimeBucket(ChronoUnit.SECONDS) Instant received,",
                "    @TimeBucket(value = ChronoUnit.HOURS, lookback = -1) LocalDateTime local,",
                "    @TimeBucket(ChronoUnit.DAYS) String label,",
                "    @TimeBucket(ChronoUnit.HOURS) LocalDate day) {}");
        Compiled compilation = compile(reading);
        compilation.hasErrorCount(5);
        compilation.error(Code.QF109, reading, "size = 0", "[QF109] invalid @TimeBucket(size = 0)");
        compilation.error(Code.QF109, reading, "Instant received", "invalid @TimeBucket(SECONDS)");
        compilation.error(Code.QF109, reading, "lookback = -1", "invalid @TimeBucket(lookback = -1)");
        compilation.error(Code.QF109, reading, "String label", "invalid @TimeBucket on attribute label");
        compilation.error(Code.QF109, reading, "LocalDate day", "a LocalDate has no time of day");
    }

    @Test
    void qf109NearMissTimeBuckets() {
        compile(source(
                        "com.example.app.Reading",
                        "@Entity",
                        "public record Reading(@Key UUID sensor,",
                        "    @TimeBucket(value = ChronoUnit.DAYS, size = 4) Instant taken,",
                        "    @TimeBucket(ChronoUnit.MINUTES) Instant received,",
                        "    @TimeBucket(value = ChronoUnit.HOURS, lookback = 3) LocalDateTime local,",
                        "    @TimeBucket(ChronoUnit.DAYS) @Column(timeuuid = true) UUID label,",
                        "    @TimeBucket(ChronoUnit.MONTHS) LocalDate day) {}"))
                .succeeded();
    }

    @Test
    @Covers(Code.QF109)
    void qf109EntityValues() {
        JavaFileObject log = source(
                "com.example.app.Log",
                "@Entity(ttl = \"30 days\")",
                "@Cardinality(rows = -5, distinct = 3)",
                "public record Log(@Key UUID id,",
                "    @Cardinality(avgBytes = -1) String body,",
                "    @Cardinality(elements = 4) String notAList) {}");
        Compiled compilation = compile(log);
        compilation.hasErrorCount(5);
        compilation.error(Code.QF109, log, "ttl = ", "[QF109] invalid ttl \"30 days\"");
        compilation.error(Code.QF109, log, "rows = -5", "invalid @Cardinality(rows = -5)");
        compilation.error(Code.QF109, log, "rows = -5", "invalid @Cardinality(distinct) on entity Log");
        compilation.error(Code.QF109, log, "avgBytes = -1", "invalid @Cardinality(avgBytes = -1)");
        compilation.error(Code.QF109, log, "notAList", "invalid @Cardinality(elements) on attribute");
    }

    @Test
    void qf109NearMissEntityValues() {
        compile(source(
                        "com.example.app.Log",
                        "@Entity(ttl = \"P30D\")",
                        "@Cardinality(rows = 5, per = ChronoUnit.DAYS)",
                        "public record Log(@Key UUID id,",
                        "    @Cardinality(avgBytes = 100) String body,",
                        "    @Cardinality(elements = 4) List<String> aList) {}"))
                .succeeded();
    }

    @Test
    @Covers(Code.QF109)
    void qf109OnTheNthAccessPattern() {
        JavaFileObject post = source(
                "com.example.app.Post",
                "@Entity",
                "@AccessPattern(name = \"byAuthor\", where = \"author\", limit = 10)",
                "@AccessPattern(name = \"byTag\", where = \"tag\", limit = -1)",
                "@AccessPattern(name = \"by-title\", where = \"title\",",
                "               orderBy = \"id DOWN\")",
                "public record Post(@Key UUID id, String author, String tag, String title) {}");
        Compiled compilation = compile(post);
        compilation.hasErrorCount(3);
        compilation.error(Code.QF109, post, "limit = -1", "[QF109] invalid limit = -1 of access pattern 'byTag'");
        compilation.error(Code.QF109, post, "by-title", "invalid access pattern name 'by-title'");
        compilation.error(Code.QF109, post, "id DOWN", "invalid orderBy entry 'id DOWN'");
    }

    @Test
    @Covers(Code.QF109)
    void qf109InAnExplicitContainer() {
        JavaFileObject post = source(
                "com.example.app.Post",
                "@Entity",
                "@AccessPatterns({",
                "  @AccessPattern(name = \"byAuthor\", where = \"author\"),",
                "  @AccessPattern(name = \"byTag\", where = \"tag\", limit = -2)})",
                "public record Post(@Key UUID id, String author, String tag) {}");
        Compiled compilation = compile(post);
        compilation.hasErrorCount(1);
        compilation.error(Code.QF109, post, "limit = -2", "invalid limit = -2 of access pattern 'byTag'");
    }

    @Test
    void qf109NearMissAccessPatterns() {
        compile(source(
                        "com.example.app.Post",
                        "@Entity",
                        "@AccessPattern(name = \"byAuthor\", where = \"author\", limit = 10)",
                        "@AccessPattern(name = \"byTag\", where = \"tag\", orderBy = \"id ASC\")",
                        "public record Post(@Key UUID id, String author, String tag) {}"))
                .succeeded();
    }

    @Test
    @Covers(Code.QF109)
    void qf109KeyAndColumnHints() {
        JavaFileObject pair = source(
                "com.example.app.Pair",
                "@Entity",
                "public record Pair(@Key(order = 0) UUID left,",
                "    @Key(order = 0) UUID right,",
                "    @Key(order = -3) UUID middle,",
                "    @Column(timeuuid = true) String when,",
                "    @Column(frozen = true) String cold) {}");
        Compiled compilation = compile(pair);
        compilation.hasErrorCount(4);
        compilation.error(Code.QF109, pair, "UUID right", "key position 0 is already taken by left");
        compilation.error(Code.QF109, pair, "order = -3", "invalid @Key(order = -3)");
        compilation.error(Code.QF109, pair, "String when", "invalid @Column(timeuuid = true)");
        compilation.error(Code.QF109, pair, "String cold", "invalid @Column(frozen = true)");
    }

    @Test
    void qf109BadProcessorOption() {
        Compiled compilation = compile(
                List.of("-Aqueryfirst.maxPartitionRows=lots"),
                source("com.example.app.Note", "@Entity", "public record Note(@Key UUID id) {}"));
        compilation.hasErrorCount(1);
        compilation.errorOnNoElement(
                Code.QF109,
                "[QF109] invalid processor option: -Aqueryfirst.maxPartitionRows=lots is not a positive"
                        + " whole number");
    }
}
