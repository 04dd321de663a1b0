package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF201–QF204, end to end: partitions that would hurt in production are compile errors on the
 * access pattern whose table they are (the {@code where} value for an index), with the numbers
 * behind them and a fix; each with a near miss that compiles without it.
 */
class PartitionDiagnosticsTest {

    /** The README's LogMessage, verbatim but for the {@code @TimeBucket} and {@code @Entity} given. */
    static JavaFileObject logMessage(String entity, String timeBucket) {
        return source(
                "com.example.logs.LogMessage",
                entity + "      // keyspace: default from -Aqueryfirst.keyspace, else last package segment",
                "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)   // entity volume: 50M new rows a day (a rate, because per is set)",
                "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
                "               orderBy = \"messageTime DESC\", limit = 10)",
                "@AccessPattern(name = \"bySourceAndTime\", where = \"sourceName\", range = \"messageTime\",",
                "               orderBy = \"messageTime DESC\")",
                "public record LogMessage(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 5_000) String sourceName,        // thousands of servers",
                "    @Cardinality(distinct = 20) String sourceType,           // ~20 types: low cardinality",
                "    " + timeBucket + "Instant messageTime,",
                "    String messageType,",
                "    @Cardinality(avgBytes = 400) String messageBody,",
                "    @Cardinality(elements = 20) Map<String, String> messageParts) {}");
    }

    static final String LOG_ENTITY = "@Entity(keyspace = \"logs\", immutable = true)";
    static final String DAY_BUCKET = "@TimeBucket(ChronoUnit.DAYS) ";

    @Test
    @Covers("GROWTH_NEEDS_BUCKET")
    void qf201DesignsLogMessageWithoutItsBucketOnTheFirstAccessPattern() {
        JavaFileObject log = logMessage(LOG_ENTITY, "");
        Compiled compilation = compile(log);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF201);
        // The sizing arithmetic (docs/sizing.md, "Values and bytes per partition") for the README's
        // model: the 20-element map makes a day's partition 18.6 MB, over warnPartitionBytes, so
        // the largest standard width that fits is an hour.
        assertEquals(
                "[QF201] table log_messages_by_source_name: partition grows without bound "
                        + "(50,000,000 rows/day over 5,000 sources = 10,000 rows per source per day; no @TimeBucket, "
                        + "no ttl: 36,524,250 rows, ~67.8 GB after the horizon of 10 years (-Aqueryfirst.horizon), over the limit of 100,000 rows). Fix: add @TimeBucket(ChronoUnit.HOURS) to messageTime (417 rows, ~773.0 KB per "
                        + "partition, 1 partition per read of 10)",
                message);
        compilation.error(PartitionMessages.GROWTH_NEEDS_BUCKET, log, "name = \"recentBySource\"", message);
    }

    @Test
    @Covers("GROWTH_NEEDS_BUCKET")
    void qf201WithoutTheMapTheFixIsTheDayBucket() {
        JavaFileObject log = source(
                "com.example.logs.LogMessage",
                "@Entity(keyspace = \"logs\", immutable = true)",
                "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
                "               orderBy = \"messageTime DESC\", limit = 10)",
                "public record LogMessage(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 5_000) String sourceName,",
                "    @Cardinality(distinct = 20) String sourceType,",
                "    Instant messageTime,",
                "    String messageType,",
                "    @Cardinality(avgBytes = 400) String messageBody) {}");
        Compiled compilation = compile(log);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.GROWTH_NEEDS_BUCKET,
                log,
                "name = \"recentBySource\"",
                "[QF201] table log_messages_by_source_name: partition "
                        + "grows without bound (50,000,000 rows/day over 5,000 sources = 10,000 rows per source "
                        + "per day; no @TimeBucket, no ttl: 36,524,250 rows, ~18.5 GB after the horizon of 10 years "
                        + "(-Aqueryfirst.horizon), over the limit of 100,000 rows). Fix: add @TimeBucket(ChronoUnit.DAYS) to "
                        + "messageTime (10,000 rows, ~5.1 MB per partition, 1 partition per read of 10)");
    }

    @Test
    void qf201NearMissDesignsLogMessageWithItsDayBucket() {
        compile(logMessage(LOG_ENTITY, DAY_BUCKET)).compilesWithout(Code.QF201);
    }

    @Test
    void qf201NearMissATtlBoundsIt() {
        // 10,000 rows a source a day kept for 6 hours: 2,500 rows, about 4.9 MB.
        compile(logMessage("@Entity(keyspace = \"logs\", immutable = true, ttl = \"PT6H\")", ""))
                .compilesWithout(Code.QF201);
    }

    private static JavaFileObject deviceEvent(String entity, String time) {
        return source(
                "com.example.iot.DeviceEvent",
                entity,
                "@AccessPattern(name = \"recentByDevice\", where = \"deviceId\",",
                "               orderBy = \"eventTime DESC\", limit = 50)",
                "public record DeviceEvent(",
                "    @Key UUID eventId,",
                "    UUID deviceId,",
                "    " + time + "Instant eventTime,",
                "    String data) {}");
    }

    @Test
    @Covers("UNBOUNDED_TIME_CLUSTERING")
    void qf202TimeClusteredWithoutNumbersOnTheAccessPattern() {
        JavaFileObject event = deviceEvent("@Entity", "");
        Compiled compilation = compile(event);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.UNBOUNDED_TIME_CLUSTERING,
                event,
                "name = \"recentByDevice\"",
                "[QF202] table device_events_by_device_id: partition "
                        + "grows without bound: its rows are clustered by the time column event_time, with no "
                        + "@TimeBucket, no ttl and no @Cardinality numbers that bound them. Fix: add @TimeBucket "
                        + "to eventTime");
    }

    @Test
    void qf202NearMissAnExpiringPartitionIsNotUnboundedByShape() {
        compile(deviceEvent("@Entity(ttl = \"P7D\")", "")).compilesWithout(Code.QF202);
    }

    @Test
    void qf202NearMissABucketBoundsItByShape() {
        compile(deviceEvent("@Entity", "@TimeBucket(ChronoUnit.DAYS) ")).compilesWithout(Code.QF202);
    }

    private static JavaFileObject order(long orders) {
        return source(
                "com.example.shop.Order",
                "@Entity",
                "@Cardinality(rows = " + orders + "L)",
                "@AccessPattern(name = \"ordersOfCustomer\", where = \"customerId\",",
                "               orderBy = \"placedAt DESC\", limit = 20)",
                "public record Order(",
                "    @Key UUID orderId,",
                "    @Cardinality(distinct = 1_000) UUID customerId,",
                "    Instant placedAt,",
                "    BigDecimal total) {}");
    }

    @Test
    @Covers("PARTITION_TOO_LARGE")
    void qf203TooManyRowsOnTheAccessPattern() {
        JavaFileObject order = order(500_000_000L);
        Compiled compilation = compile(order);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF203);
        assertEquals(
                "[QF203] table orders_by_customer_id: partition too large (500,000 rows, "
                        + "500,000 values, ~33.5 MB per partition; the limit is 100,000 rows). Fix: add an "
                        + "attribute to where so that a partition holds fewer rows, or check the @Cardinality "
                        + "numbers of customerId; or, if Order grows over time, declare its growth rate "
                        + "(@Cardinality(rows = ..., per = ...)) and add a @TimeBucket to placedAt (QueryFirst then "
                        + "proposes its width)",
                message);
        compilation.error(PartitionMessages.PARTITION_TOO_LARGE, order, "name = \"ordersOfCustomer\"", message);
    }

    @Test
    void qf203NearMissAHundredThousandRows() {
        compile(order(100_000_000L)).compilesWithout(Code.QF203);
    }

    @Test
    @Covers("PARTITION_TOO_LARGE_NARROWER_BUCKET")
    void qf203BucketTooWideForTheRateProposesANarrowerOne() {
        JavaFileObject log = logMessage(LOG_ENTITY, "@TimeBucket(ChronoUnit.MONTHS) ");
        Compiled compilation = compile(log);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.PARTITION_TOO_LARGE_NARROWER_BUCKET,
                log,
                "name = \"recentBySource\"",
                "[QF203] table log_messages_by_source_name: " + "partition too large (304,369 rows",
                "Fix: use @TimeBucket(ChronoUnit.HOURS) on messageTime (417 rows, ~773.0 KB per partition, "
                        + "1 partition per read of 10)");
    }

    /**
     * A single-row partition over the byte limit has no partition-key bound to blame; found by the
     * reliability module's fuzzer, where it was QF000 (a NullPointerException building the fix).
     */
    @Test
    @Covers("SINGLE_ROW_TOO_LARGE")
    void qf203OnASingleRowPartitionAsksForASmallerRow() {
        JavaFileObject profile = source(
                "com.example.users.Profile",
                "@Entity",
                "public record Profile(",
                "    @Key UUID id,",
                "    @Cardinality(elements = 1_000_000, avgBytes = 200) Map<String, String> settings) {}");
        Compiled compilation = compile(profile);
        compilation.hasErrorCount(1);
        assertTrue(
                compilation.only(Code.QF203).contains("partition too large"),
                compilation.messages().toString());
        compilation.error(
                PartitionMessages.SINGLE_ROW_TOO_LARGE,
                profile,
                "record Profile",
                "Fix: a partition of profiles holds a single row," + " so only a smaller row helps");
    }

    private static JavaFileObject user(String indexed) {
        return source(
                "com.example.users.User",
                "@Entity",
                "@Cardinality(rows = 10_000_000)",
                "@AccessPattern(name = \"byId\", where = \"id\")",
                "@AccessPattern(name = \"byIndexed\", strategy = AccessPattern.Strategy.INDEX,",
                "               where = \"" + indexed + "\")",
                "public record User(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 9_000_000) String email,",
                "    @Cardinality(distinct = 200) String country) {}");
    }

    @Test
    @Covers("INDEX_ON_HIGH_CARDINALITY")
    void qf204IndexOnAHighCardinalityColumnOnTheWhereValue() {
        JavaFileObject user = user("email");
        Compiled compilation = compile(user);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF204);
        assertEquals(
                "[QF204] access pattern 'byIndexed': an index on email would index a "
                        + "high-cardinality column (9,000,000 distinct values for 10,000,000 rows: about 1.1 rows "
                        + "per value, fewer than 10). Fix: remove strategy = INDEX: a table partitioned by email "
                        + "answers the read from one partition",
                message);
        compilation.error(CostMessages.INDEX_ON_HIGH_CARDINALITY, user, "where = \"email\"", message);
    }

    @Test
    @Covers("INDEX_ON_HIGH_CARDINALITY")
    void qf204OneRowPerValue() {
        JavaFileObject user = source(
                "com.example.users.User",
                "@Entity",
                "@Cardinality(rows = 10_000_000)",
                "@AccessPattern(name = \"byPhone\", where = \"phone\", strategy = AccessPattern.Strategy.INDEX)",
                "public record User(@Key UUID id, @Cardinality(distinct = 10_000_000) String phone) {}");
        Compiled compilation = compile(user);
        compilation.hasErrorCount(1);
        compilation.error(
                CostMessages.INDEX_ON_HIGH_CARDINALITY,
                user,
                "name = \"byPhone\"",
                "(10,000,000 distinct values for 10,000,000 rows: " + "about 1 row per value, fewer than 10)");
    }

    @Test
    void qf204NearMissALowCardinalityIndex() {
        compile(user("country")).compilesWithout(Code.QF204);
    }
}
