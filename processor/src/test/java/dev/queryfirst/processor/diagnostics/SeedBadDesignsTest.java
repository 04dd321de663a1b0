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
 * The bad designs of the sources (docs/README.md, "Sources"), written with QueryFirst as a user
 * would, fail with their code (docs/diagnostics.md, "Codes") on the access pattern whose table
 * would hurt; their good versions compile (clean, or with the one warning the design deserves).
 */
class SeedBadDesignsTest {

    // The Complete Guide, time bucketing: sensor_data_bad, PRIMARY KEY ((sensor_id), reading_time).

    private static JavaFileObject sensorReading(String table, String sensorId, String readingTime) {
        return source(
                "com.example.sensors.SensorReading",
                "@Entity(keyspace = \"sensors\", immutable = true)",
                "@AccessPattern(name = \"readingsOfSensor\", where = \"sensorId\", orderBy = \"readingTime\",",
                "               table = \"" + table + "\")",
                "public record SensorReading(",
                "    @Key " + sensorId + "UUID sensorId,",
                "    @Key " + readingTime + "Instant readingTime,",
                "    double value) {}");
    }

    @Test
    @Covers("UNBOUNDED_TIME_CLUSTERING")
    void sensorDataBadIsUnboundedByShape() {
        JavaFileObject bad = sensorReading("sensor_data_bad", "", "");
        Compiled compilation = compile(bad);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF202);
        assertEquals(
                "[QF202] table sensor_data_bad: partition grows without bound: its rows are "
                        + "clustered by the time column reading_time, with no @TimeBucket, no ttl and no "
                        + "@Cardinality numbers that bound them. Fix: add @TimeBucket to readingTime (declare the "
                        + "ingest rate, e.g. @Cardinality(rows = ..., per = ChronoUnit.DAYS) on SensorReading, and "
                        + "QueryFirst proposes the width), or set @Entity(ttl); or, if one sensorId has a bounded number of rows "
                        + "over its whole life (a ticket's comments), declare @Cardinality(maxRowsPerValue = ..., total = true) on "
                        + "sensorId",
                message);
        compilation.error(PartitionMessages.UNBOUNDED_TIME_CLUSTERING, bad, "name = \"readingsOfSensor\"", message);
    }

    @Test
    void sensorDataGoodIsBucketedByDay() {
        // One reading a second: 86,400 rows a day, ~2.1 MB (the Complete Guide's "1/sec → DAY"
        // row).
        Compiled compilation = compile(sensorReading(
                "sensor_data_good",
                "@Cardinality(rowsPerValue = 86_400, per = ChronoUnit.DAYS) ",
                "@TimeBucket(ChronoUnit.DAYS) "));
        compilation.compilesClean();
        String table = table(compilation.cql("sensors"), "sensors", "sensor_data_good");
        assertTrue(table.contains("reading_time_day date,"), table);
        assertTrue(table.contains("PRIMARY KEY ((sensor_id, reading_time_day), reading_time)"), table);
    }

    // The Complete Guide, anti-pattern 1: events, every event of a device in one partition.

    private static JavaFileObject event(String volume, String deviceId, String eventTime) {
        return source(
                "com.example.iot.Event",
                "@Entity(keyspace = \"iot\", immutable = true)",
                volume,
                "@AccessPattern(name = \"eventsOfDevice\", where = \"deviceId\", orderBy = \"eventTime DESC\",",
                "               limit = 100, table = \"events\")",
                "public record Event(",
                "    @Key UUID eventId,",
                "    " + deviceId + "UUID deviceId,",
                "    " + eventTime + "Instant eventTime,",
                "    String data) {}");
    }

    @Test
    @Covers("UNBOUNDED_TIME_CLUSTERING")
    void eventsIsUnboundedByShape() {
        JavaFileObject bad = event("", "", "");
        Compiled compilation = compile(bad);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.UNBOUNDED_TIME_CLUSTERING,
                bad,
                "name = \"eventsOfDevice\"",
                "[QF202] table events: partition grows without "
                        + "bound: its rows are clustered by the time column event_time");
    }

    @Test
    void eventsBucketedByDayIsGood() {
        // 10,000,000 events a day over 100,000 devices: 100 a device a day, one partition per read.
        Compiled compilation = compile(event(
                "@Cardinality(rows = 10_000_000, per = ChronoUnit.DAYS)",
                "@Cardinality(distinct = 100_000) ",
                "@TimeBucket(ChronoUnit.DAYS) "));
        compilation.compilesClean();
        String table = table(compilation.cql("iot"), "iot", "events");
        assertTrue(table.contains("PRIMARY KEY ((device_id, event_time_day), event_time, event_id)"), table);
        assertTrue(table.contains("CLUSTERING ORDER BY (event_time DESC, event_id ASC)"), table);
    }

    // The Complete Guide anti-pattern 3 and the Cassandra documentation: the queue. A status has a
    // handful of values, so its partitions are hot (QF302), and with jobs arriving at a rate they
    // grow forever (QF201), or, without numbers, by shape (QF202): the error fails the build, the
    // warning says why it is hot.

    private static JavaFileObject job(String volume, String createdAt) {
        return source(
                "com.example.jobs.Job",
                "@Entity(keyspace = \"jobs\")",
                volume,
                "@AccessPattern(name = \"jobsWithStatus\", where = \"status\", orderBy = \"createdAt\",",
                "               limit = 100, table = \"job_queue\")",
                "public record Job(",
                "    @Key UUID jobId,",
                "    @Cardinality(distinct = 4) String status,  // pending, running, done, failed",
                "    " + createdAt + "Instant createdAt,",
                "    String data) {}");
    }

    @Test
    @Covers({"FEW_PARTITION_KEYS", "GROWTH_NEEDS_BUCKET"})
    void jobQueueWithAnArrivalRateIsUnboundedAndHot() {
        JavaFileObject bad = job("@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)", "");
        Compiled compilation = compile(bad);
        compilation.hasErrorCount(1);
        String unbounded = compilation.only(Code.QF201);
        assertEquals(
                "[QF201] table job_queue: partition grows without bound (1,000,000 rows/day over 4 "
                        + "statuses = 250,000 rows per status per day; no @TimeBucket, no ttl: 913,106,250 rows, ~61.2 GB"
                        + " after the horizon of 10 years (-Aqueryfirst.horizon), over the limit of 100,000 rows). Fix: add "
                        + "@TimeBucket(ChronoUnit.HOURS) to createdAt (10,417 rows, ~698.0 KB per partition, 1 "
                        + "partition per read of 100)",
                unbounded);
        compilation.error(PartitionMessages.GROWTH_NEEDS_BUCKET, bad, "name = \"jobsWithStatus\"", unbounded);
        String hot = compilation.only(Code.QF302);
        assertTrue(
                hot.startsWith("[QF302] table job_queue: hot partition: the partition key (status) "
                        + "has only 4 distinct values (fewer than 100)"),
                hot);
        compilation.warning(LoadMessages.FEW_PARTITION_KEYS, bad, "name = \"jobsWithStatus\"", hot);
    }

    @Test
    @Covers({"FEW_PARTITION_KEYS", "UNBOUNDED_TIME_CLUSTERING"})
    void jobQueueAsTheSeedWritesItIsUnboundedByShapeAndHot() {
        JavaFileObject bad = job("", "");
        Compiled compilation = compile(bad);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.UNBOUNDED_TIME_CLUSTERING,
                bad,
                "name = \"jobsWithStatus\"",
                "[QF202] table job_queue: partition grows without "
                        + "bound: its rows are clustered by the time column created_at");
        compilation.warning(
                LoadMessages.FEW_PARTITION_KEYS,
                bad,
                "name = \"jobsWithStatus\"",
                "[QF302] table job_queue: hot partition");
    }

    @Test
    @Covers("TOMBSTONES_OVER_WARNING")
    void jobsByStatusAndDayIsBoundedButStillWarnsThatEachDayIsHotAndFullOfTombstones() {
        // The Complete Guide's "bucket by time AND status": 100,000 jobs a day, 25,000 a status a
        // day, each leaving its status's partition when it moves on: the queue anti-pattern the
        // seed avoids, back through its day buckets.
        JavaFileObject good =
                job("@Cardinality(rows = 100_000, per = ChronoUnit.DAYS)", "@TimeBucket(ChronoUnit.DAYS) ");
        Compiled compilation = compile(good);
        compilation.succeeded();
        assertEquals(2, compilation.messages().size(), compilation.messages()::toString);
        assertTrue(
                compilation
                        .only(Code.QF302)
                        .contains("the time bucket spreads the data over time, but "
                                + "each bucket's writes still go to 4 partitions"),
                compilation.messages()::toString);
        compilation.warning(
                TombstoneMessages.TOMBSTONES_OVER_WARNING,
                good,
                "name = \"jobsWithStatus\"",
                "[QF309] table job_queue: a read may scan about 25,000 tombstones",
                "up to 100,000 in the partition of a value every row passes through",
                "Fix: use @TimeBucket(value = ChronoUnit.MINUTES, size = 30) on createdAt");
        String table = table(compilation.cql("jobs"), "jobs", "job_queue");
        assertTrue(table.contains("PRIMARY KEY ((status, created_at_day), created_at, job_id)"), table);
    }

    // Basic Rules example 3: group_join_dates, the newest users of a group, three joins a day.

    @Test
    @Covers("GROWTH_NEEDS_BUCKET")
    void groupJoinDatesWithoutABucketIsUnboundedOverACentury() {
        // 3 joins a day is 10,957 rows after the default horizon of 10 years, which compiles
        // (docs/sizing.md, "The horizon"); over a century the partition crosses 100,000 rows, and
        // the fix is the largest standard width (docs/sizing.md, "Bucket advice").
        JavaFileObject bad = WarningDiagnosticsTest.groupMember("");
        compile(bad).compilesWithout(Code.QF201);
        Compiled compilation = compile(List.of("-Aqueryfirst.horizon=P100Y"), bad);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF201);
        assertEquals(
                "[QF201] table group_join_dates: partition grows without bound (3 rows per "
                        + "groupname per day; no @TimeBucket, no ttl: 109,573 rows, ~10.6 MB after the horizon of 100 years "
                        + "(-Aqueryfirst.horizon), over the limit of 100,000 rows). Fix: add @TimeBucket(ChronoUnit.YEARS) to "
                        + "joined (1,096 rows, ~106.3 KB per partition, 1 partition per read of 10)",
                message);
        compilation.error(PartitionMessages.GROWTH_NEEDS_BUCKET, bad, "name = \"newestInGroup\"", message);
    }

    @Test
    void groupJoinDatesInFourDayBucketsIsGood() {
        Compiled compilation =
                compile(WarningDiagnosticsTest.groupMember("@TimeBucket(value = ChronoUnit.DAYS, size = 4) "));
        compilation.compilesClean();
        String table = table(compilation.cql("groups"), "groups", "group_join_dates");
        assertTrue(table.contains("joined timeuuid,"), table);
        assertTrue(table.contains("joined_4days date,"), table);
        assertTrue(table.contains("PRIMARY KEY ((groupname, joined_4days), joined, username)"), table);
        assertTrue(table.contains("CLUSTERING ORDER BY (joined DESC, username ASC)"), table);
    }

    // The Complete Guide "secondary indexes: when dangerous": users read through an index on
    // e-mail.

    private static JavaFileObject user(String strategy) {
        return source(
                "com.example.users.User",
                "@Entity",
                "@Cardinality(rows = 10_000_000)",
                "@AccessPattern(name = \"byEmail\", where = \"email\"" + strategy + ")",
                "@AccessPattern(name = \"byUsername\", where = \"username\")",
                "public record User(",
                "    @Key UUID id,",
                "    @Cardinality(maxRowsPerValue = 1) String username,",
                "    @Cardinality(maxRowsPerValue = 1) String email,",
                "    int age) {}");
    }

    @Test
    @Covers("INDEX_ON_UNIQUE")
    void usersThroughAnIndexOnTheirEmail() {
        JavaFileObject bad = user(", strategy = AccessPattern.Strategy.INDEX");
        Compiled compilation = compile(bad);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF204);
        assertEquals(
                "[QF204] access pattern 'byEmail': an index on email would index a "
                        + "high-cardinality column (declared unique with maxRowsPerValue = 1: one row per value). "
                        + "Fix: remove strategy = INDEX: a table partitioned by email answers the read from one "
                        + "partition",
                message);
        compilation.error(CostMessages.INDEX_ON_UNIQUE, bad, "name = \"byEmail\"", message);
    }

    @Test
    void usersByEmailIsATable() {
        Compiled compilation = compile(user(""));
        compilation.compilesClean();
        String cql = compilation.cql("users");
        assertTrue(table(cql, "users", "users").contains("PRIMARY KEY (id)"), cql);
        assertTrue(table(cql, "users", "users_by_email").contains("PRIMARY KEY (email)"), cql);
        assertTrue(table(cql, "users", "users_by_username").contains("PRIMARY KEY (username)"), cql);
        assertEquals(List.of(), compilation.messages());
    }
}
