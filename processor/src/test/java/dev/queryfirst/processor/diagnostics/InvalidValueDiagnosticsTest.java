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
    @Covers("INVALID_TTL")
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
        compilation.error(ValueMessages.INVALID_TTL, session, "ttl = \"30 days\"", message);
    }

    @Test
    void qf109NearMissIsoDuration() {
        compile(session("P30D")).compilesWithout(Code.QF109);
    }

    @Test
    @Covers({
        "BUCKET_NOT_TIME",
        "BUCKET_SIZE_BELOW_ONE",
        "BUCKET_UNIT_OUT_OF_RANGE",
        "DATE_BUCKET_BELOW_DAY",
        "NEGATIVE_LOOKBACK"
    })
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
        compilation.error(
                ValueMessages.BUCKET_SIZE_BELOW_ONE, reading, "size = 0", "[QF109] invalid @TimeBucket(size = 0)");
        compilation.error(
                ValueMessages.BUCKET_UNIT_OUT_OF_RANGE, reading, "Instant received", "invalid @TimeBucket(SECONDS)");
        compilation.error(
                ValueMessages.NEGATIVE_LOOKBACK, reading, "lookback = -1", "invalid @TimeBucket(lookback = -1)");
        compilation.error(
                ValueMessages.BUCKET_NOT_TIME, reading, "String label", "invalid @TimeBucket on attribute label");
        compilation.error(
                ValueMessages.DATE_BUCKET_BELOW_DAY, reading, "LocalDate day", "a LocalDate has no time of day");
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
    @Covers({"ATTRIBUTE_NUMBER_ON_ENTITY", "ELEMENTS_NOT_COLLECTION", "INVALID_TTL", "NEGATIVE_CARDINALITY"})
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
        compilation.error(ValueMessages.INVALID_TTL, log, "ttl = ", "[QF109] invalid ttl \"30 days\"");
        compilation.error(
                ValueMessages.NEGATIVE_CARDINALITY, log, "rows = -5", "invalid @Cardinality(rows = -5) on entity Log");
        compilation.error(
                ValueMessages.ATTRIBUTE_NUMBER_ON_ENTITY,
                log,
                "rows = -5",
                "invalid @Cardinality(distinct) on entity Log");
        compilation.error(
                ValueMessages.NEGATIVE_CARDINALITY,
                log,
                "avgBytes = -1",
                "invalid @Cardinality(avgBytes = -1) on attribute body of Log");
        compilation.error(
                ValueMessages.ELEMENTS_NOT_COLLECTION, log, "notAList", "invalid @Cardinality(elements) on attribute");
    }

    @Test
    @Covers("DISTINCT_OVER_ROWS")
    void moreDistinctValuesThanRowsIsAnErrorOnTheAttribute() {
        JavaFileObject ticket = source(
                "com.example.app.Ticket",
                "@Entity",
                "@Cardinality(rows = 1_000)",
                "@AccessPattern(name = \"byQueue\", where = \"queue\")",
                "public record Ticket(@Key UUID id,",
                "    @Cardinality(distinct = 2_000) String queue,",
                "    @Cardinality(distinct = 1_000) String owner,",
                "    @Cardinality(distinct = 5_000, elements = 5) java.util.Set<String> tags) {}");
        Compiled compilation = compile(ticket);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.DISTINCT_OVER_ROWS,
                ticket,
                "distinct = 2_000",
                "[QF109] invalid @Cardinality(distinct = 2,000) on attribute queue of Ticket: Ticket has 1,000 rows,"
                        + " and no data spreads them over more distinct values than rows. Fix: lower distinct to at"
                        + " most 1,000, or raise @Cardinality(rows) on Ticket");
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
    @Covers({"INVALID_PATTERN_NAME", "MALFORMED_ORDERING", "NEGATIVE_LIMIT"})
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
        compilation.error(
                ValueMessages.NEGATIVE_LIMIT,
                post,
                "limit = -1",
                "[QF109] invalid limit = -1 of access pattern 'byTag'");
        compilation.error(
                ValueMessages.INVALID_PATTERN_NAME, post, "by-title", "invalid access pattern name 'by-title'");
        compilation.error(ValueMessages.MALFORMED_ORDERING, post, "id DOWN", "invalid orderBy entry 'id DOWN'");
    }

    @Test
    @Covers("NEGATIVE_LIMIT")
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
        compilation.error(
                ValueMessages.NEGATIVE_LIMIT, post, "limit = -2", "invalid limit = -2 of access pattern 'byTag'");
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
    @Covers({"DUPLICATE_KEY_ORDER", "FROZEN_NOT_COLLECTION", "NEGATIVE_KEY_ORDER", "TIMEUUID_NOT_UUID"})
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
        compilation.error(
                ValueMessages.DUPLICATE_KEY_ORDER, pair, "UUID right", "key position 0 is already taken by left");
        compilation.error(ValueMessages.NEGATIVE_KEY_ORDER, pair, "order = -3", "invalid @Key(order = -3)");
        compilation.error(ValueMessages.TIMEUUID_NOT_UUID, pair, "String when", "invalid @Column(timeuuid = true)");
        compilation.error(ValueMessages.FROZEN_NOT_COLLECTION, pair, "String cold", "invalid @Column(frozen = true)");
    }

    @Test
    @Covers("INVALID_PROCESSOR_OPTION")
    void qf109BadProcessorOption() {
        Compiled compilation = compile(
                List.of("-Aqueryfirst.maxPartitionRows=lots"),
                source("com.example.app.Note", "@Entity", "public record Note(@Key UUID id) {}"));
        compilation.hasErrorCount(1);
        compilation.errorOnNoElement(
                ValueMessages.INVALID_PROCESSOR_OPTION,
                "[QF109] invalid processor option: -Aqueryfirst.maxPartitionRows=lots is not a positive"
                        + " whole number");
    }
}
