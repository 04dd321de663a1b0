package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.queryfirst.processor.diagnostics.Sources.compile;
import static dev.queryfirst.processor.diagnostics.Sources.compilesWithout;
import static dev.queryfirst.processor.diagnostics.Sources.messages;
import static dev.queryfirst.processor.diagnostics.Sources.only;
import static dev.queryfirst.processor.diagnostics.Sources.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF201–QF204, end to end: partitions that would hurt in production are compile errors on the
 * access pattern whose table they are (the {@code where} value for an index), with the numbers
 * behind them and a fix; each with a near miss that compiles without it.
 */
class PartitionDiagnosticsTest {

  /** DESIGN §2's LogMessage, verbatim but for the {@code @TimeBucket} and {@code @Entity} given. */
  static JavaFileObject logMessage(String entity, String timeBucket) {
    return source("com.example.logs.LogMessage",
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
  void qf201DesignsLogMessageWithoutItsBucketOnTheFirstAccessPattern() {
    JavaFileObject log = logMessage(LOG_ENTITY, "");
    Compilation compilation = compile(log);
    assertThat(compilation).hadErrorCount(1);
    String message = only(compilation, "QF201");
    // DESIGN §5's example, with §4's arithmetic for §2's model: the 20-element map makes a day's
    // partition 19.5 MB, over warnPartitionBytes, so the largest standard width that fits is an hour.
    assertEquals("[QF201] table log_messages_by_source_name: partition grows without bound "
        + "(50,000,000 rows/day over 5,000 sources = 10,000 rows per source per day; no @TimeBucket, "
        + "no ttl: 36,524,250 rows, ~71.3 GB after the horizon of 10 years (-Aqueryfirst.horizon), over the limit of 100,000 rows). Fix: add @TimeBucket(ChronoUnit.HOURS) to messageTime (417 rows, ~813.4 KB per "
        + "partition, 1 partition per read of 10)", message);
    assertThat(compilation).hadErrorContaining(message)
        .inFile(log).onLineContaining("name = \"recentBySource\"");
  }

  @Test
  void qf201WithoutTheMapTheFixIsTheDayBucket() {
    JavaFileObject log = source("com.example.logs.LogMessage",
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
    Compilation compilation = compile(log);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF201] table log_messages_by_source_name: partition "
            + "grows without bound (50,000,000 rows/day over 5,000 sources = 10,000 rows per source "
            + "per day; no @TimeBucket, no ttl: 36,524,250 rows, ~18.7 GB after the horizon of 10 years (-Aqueryfirst.horizon), over the limit of 100,000 rows). Fix: add @TimeBucket(ChronoUnit.DAYS) to messageTime "
            + "(10,000 rows, ~5.1 MB per partition, 1 partition per read of 10)")
        .inFile(log).onLineContaining("name = \"recentBySource\"");
  }

  @Test
  void qf201NearMissDesignsLogMessageWithItsDayBucket() {
    compilesWithout(compile(logMessage(LOG_ENTITY, DAY_BUCKET)), "QF201");
  }

  @Test
  void qf201NearMissATtlBoundsIt() {
    // 10,000 rows a source a day kept for 6 hours: 2,500 rows, about 4.9 MB.
    compilesWithout(compile(logMessage(
        "@Entity(keyspace = \"logs\", immutable = true, ttl = \"PT6H\")", "")), "QF201");
  }

  private static JavaFileObject deviceEvent(String entity, String time) {
    return source("com.example.iot.DeviceEvent",
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
  void qf202TimeClusteredWithoutNumbersOnTheAccessPattern() {
    JavaFileObject event = deviceEvent("@Entity", "");
    Compilation compilation = compile(event);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF202] table device_events_by_device_id: partition "
            + "grows without bound: its rows are clustered by the time column event_time, with no "
            + "@TimeBucket, no ttl and no @Cardinality numbers that bound them. Fix: add @TimeBucket "
            + "to eventTime")
        .inFile(event).onLineContaining("name = \"recentByDevice\"");
  }

  @Test
  void qf202NearMissAnExpiringPartitionIsNotUnboundedByShape() {
    compilesWithout(compile(deviceEvent("@Entity(ttl = \"P7D\")", "")), "QF202");
  }

  @Test
  void qf202NearMissABucketBoundsItByShape() {
    compilesWithout(compile(deviceEvent("@Entity", "@TimeBucket(ChronoUnit.DAYS) ")), "QF202");
  }

  private static JavaFileObject order(long orders) {
    return source("com.example.shop.Order",
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
  void qf203TooManyRowsOnTheAccessPattern() {
    JavaFileObject order = order(500_000_000L);
    Compilation compilation = compile(order);
    assertThat(compilation).hadErrorCount(1);
    String message = only(compilation, "QF203");
    assertEquals("[QF203] table orders_by_customer_id: partition too large (500,000 rows, "
        + "500,000 values, ~32.0 MB per partition; the limit is 100,000 rows). Fix: add an "
        + "attribute to where so that a partition holds fewer rows, or check the @Cardinality "
        + "numbers of customerId; or, if Order grows over time, declare its growth rate "
        + "(@Cardinality(rows = ..., per = ...)) and add a @TimeBucket to placedAt (QueryFirst then "
        + "proposes its width)", message);
    assertThat(compilation).hadErrorContaining(message)
        .inFile(order).onLineContaining("name = \"ordersOfCustomer\"");
  }

  @Test
  void qf203NearMissAHundredThousandRows() {
    compilesWithout(compile(order(100_000_000L)), "QF203");
  }

  @Test
  void qf203BucketTooWideForTheRateProposesANarrowerOne() {
    JavaFileObject log = logMessage(LOG_ENTITY, "@TimeBucket(ChronoUnit.MONTHS) ");
    Compilation compilation = compile(log);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF203] table log_messages_by_source_name: "
            + "partition too large (304,369 rows")
        .inFile(log).onLineContaining("name = \"recentBySource\"");
    assertThat(compilation).hadErrorContaining("Fix: use @TimeBucket(ChronoUnit.HOURS) on "
        + "messageTime (417 rows, ~813.4 KB per partition, 1 partition per read of 10)");
  }

  /**
   * A single-row partition over the byte limit has no partition-key bound to blame; found by the
   * reliability module's fuzzer, where it was QF000 (a NullPointerException building the fix).
   */
  @Test
  void qf203OnASingleRowPartitionAsksForASmallerRow() {
    JavaFileObject profile = source("com.example.users.Profile",
        "@Entity",
        "public record Profile(",
        "    @Key UUID id,",
        "    @Cardinality(elements = 1_000_000, avgBytes = 200) Map<String, String> settings) {}");
    Compilation compilation = compile(profile);
    assertThat(compilation).hadErrorCount(1);
    assertTrue(only(compilation, "QF203").contains("partition too large"), messages(compilation).toString());
    assertThat(compilation).hadErrorContaining("Fix: a partition of profiles holds a single row,"
        + " so only a smaller row helps").inFile(profile).onLineContaining("record Profile");
  }

  private static JavaFileObject user(String indexed) {
    return source("com.example.users.User",
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
  void qf204IndexOnAHighCardinalityColumnOnTheWhereValue() {
    JavaFileObject user = user("email");
    Compilation compilation = compile(user);
    assertThat(compilation).hadErrorCount(1);
    String message = only(compilation, "QF204");
    assertEquals("[QF204] access pattern 'byIndexed': an index on email would index a "
        + "high-cardinality column (9,000,000 distinct values for 10,000,000 rows: about 1.1 rows "
        + "per value, fewer than 10). Fix: remove strategy = INDEX: a table partitioned by email "
        + "answers the read from one partition", message);
    assertThat(compilation).hadErrorContaining(message)
        .inFile(user).onLineContaining("where = \"email\"");
  }

  @Test
  void qf204OneRowPerValue() {
    JavaFileObject user = source("com.example.users.User",
        "@Entity",
        "@Cardinality(rows = 10_000_000)",
        "@AccessPattern(name = \"byPhone\", where = \"phone\", strategy = AccessPattern.Strategy.INDEX)",
        "public record User(@Key UUID id, @Cardinality(distinct = 10_000_000) String phone) {}");
    Compilation compilation = compile(user);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("(10,000,000 distinct values for 10,000,000 rows: "
            + "about 1 row per value, fewer than 10)")
        .inFile(user).onLineContaining("name = \"byPhone\"");
  }

  @Test
  void qf204NearMissALowCardinalityIndex() {
    compilesWithout(compile(user("country")), "QF204");
  }
}
