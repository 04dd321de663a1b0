package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.queryfirst.processor.diagnostics.Sources.compile;
import static dev.queryfirst.processor.diagnostics.Sources.compilesWithout;
import static dev.queryfirst.processor.diagnostics.Sources.only;
import static dev.queryfirst.processor.diagnostics.Sources.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF101–QF109, end to end through the processor: what is wrong with the model itself. Each code
 * once on the line DESIGN §5 puts it (the annotation member at fault, the attribute, the entity),
 * with the exact error count and the whole message; each with a near miss that compiles without it.
 */
class ModelDiagnosticsTest {

  private static JavaFileObject user(String where) {
    return source("com.example.users.User",
        "@Entity",
        "@Cardinality(rows = 1_000_000)",
        "@AccessPattern(name = \"byEmail\",",
        "               where = \"" + where + "\")",
        "public record User(",
        "    @Key UUID id,",
        "    @Cardinality(maxRowsPerValue = 1) String email,",
        "    String name) {}");
  }

  @Test
  void qf101UnknownAttributeOnTheWhereValueWithTheClosestName() {
    JavaFileObject user = user("emial");
    Compilation compilation = compile(user);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF101] access pattern 'byEmail': where names "
            + "'emial', which is not an attribute of User. Fix: did you mean 'email'?")
        .inFile(user).onLineContaining("where = \"emial\"");
  }

  @Test
  void qf101OnTheEntryOfAWhereArrayThatIsAtFault() {
    JavaFileObject order = source("com.example.shop.Order",
        "@Entity",
        "@Cardinality(rows = 1_000_000)",
        "@AccessPattern(name = \"byCustomerAndStatus\",",
        "               where = {\"customerId\",",
        "                        \"staus\"},",
        "               orderBy = {\"placedAt DESC\",",
        "                          \"totl\"})",
        "@AccessPattern(name = \"byStatus\",",
        "               where = {\"customerId\",",
        "                        \"stat\"})",
        "public record Order(",
        "    @Key UUID orderId,",
        "    @Cardinality(distinct = 10_000) UUID customerId,",
        "    @Cardinality(distinct = 5) String status,",
        "    Instant placedAt,",
        "    BigDecimal total) {}");
    Compilation compilation = compile(order);
    assertThat(compilation).hadErrorCount(3);
    assertThat(compilation).hadErrorContaining("where names 'staus', which is not an attribute of "
            + "Order. Fix: did you mean 'status'?")
        .inFile(order).onLineContaining("\"staus\"");
    assertThat(compilation).hadErrorContaining("orderBy names 'totl'")
        .inFile(order).onLineContaining("\"totl\"");
    // The second pattern sits in the container javac synthesizes for repeated annotations.
    assertThat(compilation).hadErrorContaining("where names 'stat'")
        .inFile(order).onLineContaining("\"stat\"");
  }

  @Test
  void qf101NearMissTheAttributeExists() {
    compilesWithout(compile(user("email")), "QF101");
  }

  private static JavaFileObject note(String idDeclaration) {
    return source("com.example.notes.Note",
        "@Entity",
        "public class Note {",
        "  " + idDeclaration,
        "  private String text;",
        "  public UUID getId() { return id; }",
        "  public void setId(UUID id) { this.id = id; }",
        "  public String getText() { return text; }",
        "  public void setText(String text) { this.text = text; }",
        "}");
  }

  @Test
  void qf102BeanWithoutKeyOnTheEntity() {
    JavaFileObject note = note("private UUID id;");
    Compilation compilation = compile(note);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF102] entity Note has no @Key attribute. Fix: "
            + "annotate the attribute(s) that identify one Note with @Key")
        .inFile(note).onLineContaining("public class Note {");
  }

  @Test
  void qf102NearMissKeyedBean() {
    compilesWithout(compile(note("@Key private UUID id;")), "QF102");
  }

  private static JavaFileObject event(String payloadType) {
    return source("com.example.events.Event",
        "@Entity",
        "public record Event(",
        "    @Key UUID eventId,",
        "    " + payloadType + " payload,",
        "    Instant occurredAt) {}");
  }

  @Test
  void qf103UnsupportedTypeOnTheAttribute() {
    JavaFileObject event = event("Object");
    Compilation compilation = compile(event);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF103] attribute payload of Event: Object is not")
        .inFile(event).onLineContaining("Object payload,");
  }

  @Test
  void qf103NearMissSupportedType() {
    compilesWithout(compile(event("String")), "QF103");
  }

  /**
   * Cassandra refuses {@code set<duration>} and durations as map keys ("Durations are not allowed
   * inside sets"). Found by the reliability fuzzer, whose CQL the node rejected.
   */
  @Test
  void qf103DurationsInASetOrAsMapKeysOnTheAttribute() {
    JavaFileObject set = event("Set<Duration>");
    Compilation compilation = compile(set);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF103] attribute payload of Event: CQL does not "
            + "allow durations inside sets, because they have no order. Fix: use a List<Duration>")
        .inFile(set).onLineContaining("Set<Duration> payload,");
    JavaFileObject map = event("Map<Duration, String>");
    assertThat(compile(map)).hadErrorContaining("CQL does not allow durations as map keys")
        .inFile(map).onLineContaining("Map<Duration, String> payload,");
  }

  @Test
  void qf103NearMissDurationsInAListOrAsMapValues() {
    compilesWithout(compile(event("List<Duration>")), "QF103");
    compilesWithout(compile(event("Map<String, Duration>")), "QF103");
  }

  private static JavaFileObject logMessage(String orderBy) {
    return source("com.example.logs.LogMessage",
        "@Entity(keyspace = \"logs\", immutable = true)",
        "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
        "@AccessPattern(name = \"bySourceAndTime\",",
        "               where = \"sourceName\",",
        "               range = \"messageTime\",",
        "               orderBy = \"" + orderBy + "\")",
        "public record LogMessage(",
        "    @Key UUID messageId,",
        "    @Cardinality(distinct = 5_000) String sourceName,",
        "    @Cardinality(distinct = 20) String sourceType,",
        "    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,",
        "    @Cardinality(avgBytes = 400) String messageBody) {}");
  }

  @Test
  void qf104OrderByDisagreeingWithTheRangeOnTheOrderByValue() {
    JavaFileObject log = logMessage("sourceType");
    Compilation compilation = compile(log);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF104] access pattern 'bySourceAndTime': orderBy "
            + "starts with sourceType but the range is on messageTime; rows come back in the order "
            + "of the range column. Fix: start orderBy with \"messageTime\" or \"messageTime DESC\"")
        .inFile(log).onLineContaining("orderBy = \"sourceType\"");
  }

  @Test
  void qf104OnTheOrderByEntryNoClusteringCanServe() {
    JavaFileObject event = source("com.example.iot.Reading",
        "@Entity",
        "@AccessPattern(name = \"readingsOfDevice\", where = \"deviceId\",",
        "               orderBy = {\"takenAt DESC\",",
        "                          \"takenAt ASC\"})",
        "public record Reading(",
        "    @Key UUID readingId,",
        "    UUID deviceId,",
        "    @TimeBucket(ChronoUnit.DAYS) Instant takenAt) {}");
    Compilation compilation = compile(event);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF104] access pattern 'readingsOfDevice': orderBy "
            + "sorts takenAt both ascending and descending, which no clustering order can serve. "
            + "Fix: name takenAt once in orderBy")
        .inFile(event).onLineContaining("\"takenAt ASC\"");
  }

  @Test
  void qf104NearMissOrderByStartsWithTheRange() {
    compilesWithout(compile(logMessage("messageTime DESC")), "QF104");
  }

  private static JavaFileObject product(String pattern) {
    return source("com.example.shop.Product",
        "@Entity",
        "@Cardinality(rows = 100_000)",
        pattern,
        "public record Product(",
        "    @Key UUID productId,",
        "    @Cardinality(distinct = 1_000) String category,",
        "    String name,",
        "    BigDecimal price) {}");
  }

  @Test
  void qf105NoWhereOnTheAccessPattern() {
    JavaFileObject product = product("@AccessPattern(name = \"allProducts\", limit = 100)");
    Compilation compilation = compile(product);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF105] access pattern 'allProducts' has no "
            + "'where': it would read every partition of the table (a full scan). Fix: add where")
        .inFile(product).onLineContaining("name = \"allProducts\"");
  }

  @Test
  void qf105NearMissAWhere() {
    compilesWithout(compile(product(
        "@AccessPattern(name = \"byCategory\", where = \"category\", limit = 100)")), "QF105");
  }

  private static JavaFileObject article(String tagsDeclaration) {
    return source("com.example.blog.Article",
        "@Entity",
        "@Cardinality(rows = 1_000_000)",
        "@AccessPattern(name = \"byTags\",",
        "               where = \"tags\")",
        "public record Article(",
        "    @Key UUID articleId,",
        "    " + tagsDeclaration + " tags,",
        "    String title) {}");
  }

  @Test
  void qf106CollectionInAPartitionKeyOnTheWhereValue() {
    JavaFileObject article = article("@Cardinality(elements = 5) Set<String>");
    Compilation compilation = compile(article);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF106] tags (set<text>) cannot be part of a "
            + "primary key (a non-frozen collection is stored as separate cells, not one value). "
            + "Fix: annotate tags with @Column(frozen = true), or key by another attribute")
        .inFile(article).onLineContaining("where = \"tags\"");
  }

  @Test
  void qf106CollectionKeyOnTheAttribute() {
    JavaFileObject chord = source("com.example.music.Chord",
        "@Entity",
        "public record Chord(",
        "    @Key List<String> notes,",
        "    String name) {}");
    Compilation compilation = compile(chord);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF106] key attribute notes (list<text>) cannot be "
            + "part of a primary key")
        .inFile(chord).onLineContaining("@Key List<String> notes,");
  }

  /**
   * Cassandra refuses a duration anywhere in a primary key, also inside a frozen collection or a
   * user-defined type. Found by the reliability fuzzer, whose CQL the node rejected.
   */
  @Test
  void qf106DurationInsideAFrozenCollectionOnTheWhereValue() {
    JavaFileObject article = article("@Column(frozen = true) List<Duration>");
    Compilation compilation = compile(article);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF106] tags (frozen<list<duration>>) cannot be "
            + "part of a primary key (CQL does not allow duration in a primary key, not even inside"
            + " a frozen collection or user-defined type")
        .inFile(article).onLineContaining("where = \"tags\"");
  }

  @Test
  void qf106DurationInsideAValueTypeOnTheWhereValue() {
    JavaFileObject article = article("Slot");
    JavaFileObject slot = source("com.example.blog.Slot",
        "public record Slot(String name, Duration length) {}");
    Compilation compilation = compile(article, slot);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF106] tags (frozen<slot>) cannot be part of a "
            + "primary key")
        .inFile(article).onLineContaining("where = \"tags\"");
  }

  @Test
  void qf106NearMissAFrozenCollectionIsOneValue() {
    compilesWithout(compile(article(
        "@Column(frozen = true) @Cardinality(distinct = 100_000, elements = 5) Set<String>")), "QF106");
  }

  private static JavaFileObject customer(String secondName) {
    return source("com.example.shop.Customer",
        "@Entity",
        "@Cardinality(rows = 1_000_000)",
        "@AccessPattern(name = \"byEmail\", where = \"email\")",
        "@AccessPattern(name = \"" + secondName + "\", where = \"phone\")",
        "public record Customer(",
        "    @Key UUID customerId,",
        "    @Cardinality(maxRowsPerValue = 1) String email,",
        "    @Cardinality(maxRowsPerValue = 1) String phone) {}");
  }

  @Test
  void qf107DuplicateAccessPatternNameOnTheSecondName() {
    JavaFileObject customer = customer("byEmail");
    Compilation compilation = compile(customer);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] Customer declares access pattern 'byEmail' "
            + "twice. Fix: rename one of them: each becomes a DAO method")
        .inFile(customer).onLineContaining("where = \"phone\"");
  }

  @Test
  void qf107NearMissDistinctNames() {
    compilesWithout(compile(customer("byPhone")), "QF107");
  }

  /**
   * A pattern named like a method the DAO has anyway was a javac error in the generated DAO.
   * Found by the reliability fuzzer.
   */
  @Test
  void qf107PatternNamedLikeADaoMethodOnTheName() {
    JavaFileObject customer = customer("deleteAsync");
    Compilation compilation = compile(customer);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] access pattern 'deleteAsync' would give "
            + "CustomerDao a method deleteAsync, which the DAO already has. Fix: rename the access "
            + "pattern")
        .inFile(customer).onLineContaining("where = \"phone\"");
  }

  private static JavaFileObject message(String dayColumn) {
    return source("com.example.chat.Message",
        "@Entity",
        "@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)",
        "@AccessPattern(name = \"latestInRoom\", where = \"room\",",
        "               orderBy = \"sentAt DESC\", limit = 20)",
        "public record Message(",
        "    @Key UUID messageId,",
        "    @Cardinality(distinct = 100_000) String room,",
        "    @TimeBucket(ChronoUnit.DAYS) Instant sentAt,",
        "    " + dayColumn + " LocalDate sentAtDay) {}");
  }

  /**
   * The day bucket of sentAt is named sent_at_day, like the sentAtDay attribute's column: the
   * table would declare it twice. Found by the reliability fuzzer, which got that CQL through.
   */
  @Test
  void qf107BucketColumnNamedLikeAnotherColumnOnTheAccessPattern() {
    JavaFileObject message = message("");
    Compilation compilation = compile(message);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] access pattern 'latestInRoom' needs the "
            + "bucket column of sentAt, named sent_at_day, but sent_at_day is already the column "
            + "of sentAtDay. Fix: name the bucket column with @TimeBucket(column = \"...\")")
        .inFile(message).onLineContaining("name = \"latestInRoom\"");
  }

  @Test
  void qf107NearMissTheOtherColumnRenamed() {
    compilesWithout(compile(message("@Column(name = \"day_sent\")")), "QF107");
  }

  private static JavaFileObject account(String versionDeclaration) {
    return source("com.example.bank.Account",
        "@Entity(versioned = true)",
        "public record Account(",
        "    @Key UUID accountId,",
        "    " + versionDeclaration + ",",
        "    long balance) {}");
  }

  /**
   * A versioned entity's own {@code version} column used to stand in for the lightweight
   * transaction's version, silently dropping the guard. Found by the reliability fuzzer.
   */
  @Test
  void qf107VersionedEntityWithItsOwnVersionColumnOnTheAttribute() {
    JavaFileObject account = account("String version");
    Compilation compilation = compile(account);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] Account is versioned, so its base table "
            + "keeps the version of its lightweight transactions in column version, which is also "
            + "the column of version. Fix: rename the column of version with @Column(name = \"...\")")
        .inFile(account).onLineContaining("String version,");
  }

  @Test
  void qf107NearMissTheAttributeStoredUnderAnotherName() {
    compilesWithout(compile(account("@Column(name = \"schema_version\") String version")), "QF107");
  }

  private static JavaFileObject attachment(String indexedType) {
    return source("com.example.mail.Attachment",
        "@Entity",
        "@AccessPattern(name = \"byDigest\", strategy = AccessPattern.Strategy.INDEX,",
        "               where = \"digest\")",
        "public record Attachment(",
        "    @Key UUID attachmentId,",
        "    " + indexedType + " digest) {}");
  }

  /**
   * Cassandra refuses a storage-attached index on a blob or a duration. Found by the reliability
   * fuzzer, whose CREATE INDEX the node rejected.
   */
  @Test
  void qf104IndexOnABlobOnTheWhereValue() {
    JavaFileObject attachment = attachment("byte[]");
    Compilation compilation = compile(attachment);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF104] access pattern 'byDigest': a "
            + "storage-attached index cannot index digest, a blob column. Fix: use strategy = TABLE")
        .inFile(attachment).onLineContaining("where = \"digest\"");
    assertThat(compile(attachment("Duration"))).hadErrorContaining("digest, a duration column");
  }

  /**
   * An immutable entity's index goes on its first table; when that table is partitioned by the
   * indexed attribute alone, Cassandra refuses the index. Found by the reliability fuzzer.
   */
  @Test
  void qf104IndexOnTheOnlyPartitionKeyColumnOfItsTableOnTheWhereValue() {
    JavaFileObject reading = source("com.example.metrics.Reading",
        "@Entity(immutable = true)",
        "@Cardinality(rows = 1_000_000)",
        "@AccessPattern(name = \"bySensor\", where = \"sensor\")",
        "@AccessPattern(name = \"bySensorIndexed\", strategy = AccessPattern.Strategy.INDEX,",
        "               where = \"sensor\")",
        "public record Reading(",
        "    @Key UUID readingId,",
        "    @Cardinality(distinct = 50) String sensor) {}");
    Compilation compilation = compile(reading);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF104] access pattern 'bySensorIndexed': the "
            + "index would go on table readings_by_sensor, which is partitioned by sensor alone")
        .inFile(reading).onLineContaining("               where = \"sensor\")");
  }

  @Test
  void qf104NearMissAnIndexOnText() {
    compilesWithout(compile(attachment("String")), "QF104");
  }

  private static JavaFileObject gauge(String column) {
    return source("com.example.metrics.Gauge",
        "@Entity",
        "public record Gauge(",
        "    @Key UUID gaugeId,",
        "    @Column(name = \"" + column + "\") double reading) {}");
  }

  /**
   * A column name the generated Java cannot name: it crashed the generator (QF000). Found by the
   * reliability fuzzer.
   */
  @Test
  void qf107ColumnNameGeneratedJavaCannotNameOnTheNameValue() {
    JavaFileObject gauge = gauge("semi;colon");
    Compilation compilation = compile(gauge);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] @Column(name = \"semi;colon\") on "
            + "attribute reading of Gauge: a column name is letters (of any alphabet), digits, _ and"
            + " $, not starting with a digit, so that the generated Java can name it too. Fix: use"
            + " \"semi_colon\"")
        .inFile(gauge).onLineContaining("semi;colon");
  }

  @Test
  void qf107NearMissAColumnNameInAnotherAlphabet() {
    compilesWithout(compile(gauge("Messwert_größe")), "QF107");
  }

  private static JavaFileObject company(String ceoDeclaration) {
    return source("com.example.org.Company",
        "@Entity",
        "public record Company(",
        "    @Key UUID companyId,",
        "    String name,",
        "    " + ceoDeclaration + ") {}");
  }

  private static final JavaFileObject PERSON = source("com.example.org.Person",
      "@Entity",
      "public record Person(",
      "    @Key UUID personId,",
      "    String name,",
      "    Company employer) {}");

  @Test
  void qf108ReferenceCycleOnTheReferencingAttribute() {
    JavaFileObject company = company("Person ceo");
    Compilation compilation = compile(company, PERSON);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining("[QF108] reference cycle: Company.ceo.employer leads back to "
            + "Company. Fix: keep only the key on one side")
        .inFile(company).onLineContaining("Person ceo");
    assertThat(compilation).hadErrorContaining("[QF108] reference cycle: Person.employer.ceo leads back to "
            + "Person. Fix: keep only the key on one side")
        .inFile(PERSON).onLineContaining("Company employer");
  }

  @Test
  void qf108NearMissTheKeyInsteadOfTheReference() {
    compilesWithout(compile(company("UUID ceoId"), PERSON), "QF108");
  }

  private static JavaFileObject session(String ttl) {
    return source("com.example.web.Session",
        "@Entity(keyspace = \"web\",",
        "        ttl = \"" + ttl + "\")",
        "public record Session(",
        "    @Key UUID sessionId,",
        "    String userName) {}");
  }

  @Test
  void qf109InvalidTtlOnTheTtlValue() {
    JavaFileObject session = session("30 days");
    Compilation compilation = compile(session);
    assertThat(compilation).hadErrorCount(1);
    String message = only(compilation, "QF109");
    assertEquals("[QF109] invalid ttl \"30 days\": a ttl is a positive ISO-8601 duration of at "
        + "most 20 years (Cassandra's limit). Fix: write it like \"P30D\" (30 days), \"PT12H\" "
        + "(12 hours) or \"P1Y\"", message);
    assertThat(compilation).hadErrorContaining(message)
        .inFile(session).onLineContaining("ttl = \"30 days\"");
  }

  @Test
  void qf109NearMissIsoDuration() {
    compilesWithout(compile(session("P30D")), "QF109");
  }
}
