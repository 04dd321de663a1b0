package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.queryfirst.processor.diagnostics.Sources.compile;
import static dev.queryfirst.processor.diagnostics.Sources.compilesWithout;
import static dev.queryfirst.processor.diagnostics.Sources.only;
import static dev.queryfirst.processor.diagnostics.Sources.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF301–QF308, end to end: warnings compile, but say what is at risk, with the numbers and a fix,
 * on the line that causes them; each with a near miss that compiles without it.
 */
class WarningDiagnosticsTest {

  private static JavaFileObject product(String categoryCardinality) {
    return source("com.example.shop.Product",
        "@Entity",
        "@Cardinality(rows = 100_000)",
        "@AccessPattern(name = \"byCategory\", where = \"category\", limit = 50)",
        "public record Product(",
        "    @Key UUID productId,",
        "    " + categoryCardinality + "String category,",
        "    String name,",
        "    BigDecimal price) {}");
  }

  @Test
  void qf301NoNumbersForThePartitionKeyOnTheAccessPattern() {
    JavaFileObject product = product("");
    Compilation compilation = compile(product);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF301");
    assertEquals("[QF301] table products_by_category: cannot verify the partition size: no "
        + "@Cardinality numbers for category. Fix: declare @Cardinality(maxRowsPerValue = ...) or "
        + "@Cardinality(distinct = ...) on category, with @Cardinality(rows = ...) on Product", message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(product).onLineContaining("name = \"byCategory\"");
  }

  @Test
  void qf301WithADistinctCountButNoEntityRowsSaysWhatIsMissing() {
    JavaFileObject product = source("com.example.shop.Product",
        "@Entity",
        "@AccessPattern(name = \"byCategory\", where = \"category\", limit = 50)",
        "public record Product(@Key UUID productId, @Cardinality(distinct = 1_000) String category) {}");
    Compilation compilation = compile(product);
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF301");
    assertEquals("[QF301] table products_by_category: cannot verify the partition size: no "
        + "@Cardinality numbers for Product (category has 1,000 distinct values, but rows per value "
        + "is the entity's rows divided by them). Fix: declare @Cardinality(rows = ...) on Product "
        + "(with per = ... for a growth rate), or @Cardinality(maxRowsPerValue = ...) on category",
        message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(product).onLineContaining("name = \"byCategory\"");
  }

  @Test
  void qf301IsAnErrorUnderStrict() {
    JavaFileObject product = product("");
    Compilation compilation = compile(List.of("-Aqueryfirst.strict=true"), product);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF301] table products_by_category")
        .inFile(product).onLineContaining("name = \"byCategory\"");
  }

  @Test
  void qf301NearMissTheNumbersAreThere() {
    compilesWithout(compile(product("@Cardinality(distinct = 1_000) ")), "QF301");
  }

  @Test
  void qf302HotPartitionOnTheAccessPattern() {
    JavaFileObject product = product("@Cardinality(distinct = 20) ");
    Compilation compilation = compile(product);
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF302");
    assertEquals("[QF302] table products_by_category: hot partition: the partition key (category) "
        + "has only 20 distinct values (fewer than 100), so load concentrates on few nodes. Fix: add "
        + "a higher-cardinality attribute to where, or serve rare reads of this attribute with "
        + "strategy = INDEX", message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(product).onLineContaining("name = \"byCategory\"");
  }

  @Test
  void qf302NearMissAThousandCategories() {
    compilesWithout(compile(product("@Cardinality(distinct = 1_000) ")), "QF302");
  }

  @Test
  void qf302IsSilencedByTheEntitysSuppressWarnings() {
    JavaFileObject product = source("com.example.shop.Product",
        "@Entity",
        "@Cardinality(rows = 100_000)",
        "@AccessPattern(name = \"byCategory\", where = \"category\", limit = 50)",
        "@SuppressWarnings(\"QF302\")",
        "public record Product(@Key UUID productId, @Cardinality(distinct = 20) String category) {}");
    compilesWithout(compile(product), "QF302");
  }

  @Test
  void qf303DesignsLogMessageOnTheFirstAccessPattern() {
    JavaFileObject log = PartitionDiagnosticsTest.logMessage(
        PartitionDiagnosticsTest.LOG_ENTITY, PartitionDiagnosticsTest.DAY_BUCKET);
    Compilation compilation = compile(log);
    assertThat(compilation).succeeded();
    String message = only(compilation, "QF303");
    assertThat(compilation).hadWarningContaining(message)
        .inFile(log).onLineContaining("name = \"recentBySource\"");
    // §4 counts every map element as a value: 10,000 rows × (3 + 20) = 230,000 values. The message
    // says where they come from and offers both ways out.
    assertEquals("[QF303] table log_messages_by_source_name: large partition (10,000 rows, 230,000 "
        + "values (20 a row from the elements of messageParts), ~19.5 MB per partition; the warning "
        + "thresholds are 100,000 values and 10.0 MB). Fix: use @TimeBucket(ChronoUnit.HOURS) on "
        + "messageTime (417 rows, ~813.4 KB per partition, 1 partition per read of 10), or, if "
        + "messageParts holds at most 6 elements, declare @Cardinality(elements = 6) on it", message);
  }

  @Test
  void qf303NearMissFiveMessageParts() {
    JavaFileObject log = source("com.example.logs.LogMessage",
        "@Entity(keyspace = \"logs\", immutable = true)",
        "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
        "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
        "               orderBy = \"messageTime DESC\", limit = 10)",
        "public record LogMessage(",
        "    @Key UUID messageId,",
        "    @Cardinality(distinct = 5_000) String sourceName,",
        "    @Cardinality(distinct = 20) String sourceType,",
        "    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,",
        "    String messageType,",
        "    @Cardinality(avgBytes = 400) String messageBody,",
        "    @Cardinality(elements = 5) Map<String, String> messageParts) {}");
    compilesWithout(compile(log), "QF303");
  }

  @Test
  void qf303NeverProposesTheBucketTheTableAlreadyHas() {
    // Small parts keep a day's partition under 10 MB, but 20 of them a row are still 210,000
    // values: the advice, sized by rows and bytes, would be the day bucket itself, which is no fix.
    JavaFileObject log = source("com.example.logs.LogMessage",
        "@Entity(keyspace = \"logs\", immutable = true)",
        "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
        "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
        "               orderBy = \"messageTime DESC\", limit = 10)",
        "public record LogMessage(",
        "    @Key UUID messageId,",
        "    @Cardinality(distinct = 5_000) String sourceName,",
        "    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,",
        "    @Cardinality(avgBytes = 100) String messageBody,",
        "    @Cardinality(elements = 20, avgBytes = 4) Map<String, String> messageParts) {}");
    String message = only(compile(log), "QF303");
    assertTrue(message.contains("210,000 values"), message);
    assertFalse(message.contains("@TimeBucket(ChronoUnit.DAYS)"), message);
    assertTrue(message.contains("declare @Cardinality(elements = "), message);
  }

  private static JavaFileObject account(int lookups) {
    StringBuilder patterns = new StringBuilder();
    StringBuilder attributes = new StringBuilder();
    for (int i = 1; i <= lookups; i++) {
      patterns.append("@AccessPattern(name = \"byAlias").append(i).append("\", where = \"alias")
          .append(i).append("\")\n");
      attributes.append(",\n    @Cardinality(maxRowsPerValue = 1) String alias").append(i);
    }
    return source("com.example.bank.Account",
        "@Entity",
        "@Cardinality(rows = 1_000_000)",
        patterns.toString(),
        "public record Account(",
        "    @Key UUID accountId" + attributes + ") {}");
  }

  @Test
  void qf304TooManyTablesOnTheEntity() {
    JavaFileObject account = account(5);
    Compilation compilation = compile(account);
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF304");
    assertEquals("[QF304] entity Account: every save writes 6 tables (more than 5). Fix: let "
        + "patterns with the same where and orderBy share a table, serve rare reads of "
        + "low-cardinality attributes with strategy = INDEX, or raise -Aqueryfirst.maxTablesPerEntity",
        message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(account).onLineContaining("public record Account(");
  }

  @Test
  void qf304NearMissFiveTables() {
    compilesWithout(compile(account(4)), "QF304");
  }

  private static final JavaFileObject CUSTOMER = source("com.example.shop.Customer",
      "@Entity",
      "@Cardinality(rows = 100_000)",
      "public record Customer(",
      "    @Key UUID id,",
      "    String name,",
      "    String email) {}");

  private static JavaFileObject order(String entity) {
    return source("com.example.shop.Order",
        entity,
        "@Cardinality(rows = 25_000_000)",
        "@AccessPattern(name = \"ordersOfCustomer\", where = \"customer.id\", limit = 20)",
        "public record Order(",
        "    @Key UUID orderId,",
        "    Customer customer,",
        "    BigDecimal total) {}");
  }

  @Test
  void qf305PushedDownCopiesOnTheReference() {
    JavaFileObject order = order("@Entity");
    Compilation compilation = compile(order, CUSTOMER);
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF305");
    // The base table has one row per order: 25,000,000 orders over 100,000 customers.
    assertEquals("[QF305] table orders: customer_name, customer_email are copied from Customer into "
        + "every row, not a static column: an update of one Customer fans out to 250 rows. Fix: keep "
        + "only the customer's key in Order and read Customer separately (suppress QF305 if Customer "
        + "rarely changes)", message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(order).onLineContaining("Customer customer,");
  }

  @Test
  void qf305NearMissStaticCopiesInTheCustomersPartition() {
    // Immutable orders have no base table: their only table is partitioned by the customer, whose
    // name and email are then static columns, written once per partition.
    Compilation compilation = compile(order("@Entity(immutable = true)"), CUSTOMER);
    compilesWithout(compilation, "QF305");
    String table = Sources.table(Sources.cql(compilation, "shop"), "shop", "orders_by_customer_id");
    assertTrue(table.contains("customer_name text STATIC,"), table);
    assertTrue(table.contains("customer_email text STATIC,"), table);
    assertTrue(table.contains("PRIMARY KEY (customer_id, order_id)"), table);
  }

  private static JavaFileObject article(int tags) {
    return source("com.example.blog.Article",
        "@Entity",
        "public record Article(",
        "    @Key UUID articleId,",
        "    String title,",
        "    @Cardinality(elements = " + tags + ") Set<String> tags) {}");
  }

  @Test
  void qf306LargeCollectionOnTheAttribute() {
    JavaFileObject article = article(5_000);
    Compilation compilation = compile(article);
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF306");
    assertEquals("[QF306] collection tags: 5,000 elements, ~160.0 KB (over 1,000 elements). Fix: "
        + "store the elements as rows of their own table, clustered by the element (a collection is "
        + "read and rewritten whole)", message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(article).onLineContaining("Set<String> tags");
  }

  @Test
  void qf306NearMissAHundredTags() {
    compilesWithout(compile(article(100)), "QF306");
  }

  private static JavaFileObject document(int bodyBytes) {
    return source("com.example.docs.Document",
        "@Entity",
        "@Cardinality(rows = 1_000_000)",
        "@AccessPattern(name = \"byPath\", where = \"path\")",
        "@AccessPattern(name = \"bySlug\", where = \"slug\")",
        "public record Document(",
        "    @Key UUID documentId,",
        "    @Cardinality(maxRowsPerValue = 1) String path,",
        "    @Cardinality(maxRowsPerValue = 1) String slug,",
        "    @Cardinality(avgBytes = " + bodyBytes + ") String body) {}");
  }

  @Test
  void qf307LargeBatchOnTheEntity() {
    JavaFileObject document = document(2_000);
    Compilation compilation = compile(document);
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF307");
    // Three tables (documents, documents_by_path, documents_by_slug), one row each:
    // 3 × (16 + 32 + 32 + 2,000 + 8 × 3 values) = 6,312 bytes.
    assertEquals("[QF307] entity Document: a save's logged batch is about 6.3 KB (3 statements), "
        + "over Cassandra's 5.0 KB batch warning. Fix: write fewer copies (share tables, strategy = "
        + "INDEX), shrink the large columns, or create the DAO with the PARALLEL write mode, which "
        + "sends each copy as its own statement", message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(document).onLineContaining("public record Document(");
  }

  @Test
  void qf307NearMissSmallerBodies() {
    compilesWithout(compile(document(1_000)), "QF307");
  }

  static JavaFileObject groupMember(String bucket) {
    return source("com.example.groups.GroupMember",
        "@Entity",
        "@AccessPattern(name = \"newestInGroup\", where = \"groupname\", orderBy = \"joined DESC\",",
        "               limit = 10, table = \"group_join_dates\")",
        "public record GroupMember(",
        "    @Key @Cardinality(rowsPerValue = 3, per = ChronoUnit.DAYS) String groupname,  // 3 joins a day",
        "    @Key String username,",
        "    " + bucket + "@Column(timeuuid = true) UUID joined,",
        "    String email,",
        "    int age) {}");
  }

  @Test
  void qf308DayBucketsTooSmallForTheNewestTenOnTheAccessPattern() {
    JavaFileObject member = groupMember("@TimeBucket(ChronoUnit.DAYS) ");
    Compilation compilation = compile(member);
    assertThat(compilation).hadErrorCount(0);
    String message = only(compilation, "QF308");
    // seeds/001: three joins a day, the ten newest: ceil(10 / 3) = 4 one-day buckets.
    assertEquals("[QF308] table group_join_dates: a read of 10 rows touches 4 partitions (about 3 "
        + "rows per bucket). Fix: use @TimeBucket(value = ChronoUnit.DAYS, size = 4) on joined (12 "
        + "rows, ~1.2 KB per partition, 1 partition per read of 10)", message);
    assertThat(compilation).hadWarningContaining(message)
        .inFile(member).onLineContaining("name = \"newestInGroup\"");
  }

  @Test
  void qf308NearMissFourDayBuckets() {
    compilesWithout(compile(groupMember("@TimeBucket(value = ChronoUnit.DAYS, size = 4) ")), "QF308");
  }
}
