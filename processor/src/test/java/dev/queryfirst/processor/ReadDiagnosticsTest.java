package dev.queryfirst.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What the read phase reports, end to end through the processor: each code on the right file and
 * line with the exact error count, and for each a near miss that compiles without error (read
 * reports no warnings; check may warn about numbers these small entities do not give).
 */
class ReadDiagnosticsTest {

  private static Compilation compile(JavaFileObject... sources) {
    return javac().withProcessors(new QueryFirstProcessor()).compile(sources);
  }

  private static JavaFileObject source(String name, String... lines) {
    String[] all = new String[lines.length + 3];
    all[0] = "package com.example.app;";
    all[1] = "import dev.queryfirst.annotations.*;";
    all[2] = "import java.util.*; import java.time.*; import java.time.temporal.ChronoUnit;";
    System.arraycopy(lines, 0, all, 3, lines.length);
    return JavaFileObjects.forSourceLines("com.example.app." + name, all);
  }

  @Test
  void qf102EntityWithoutKey() {
    JavaFileObject note = source("Note",
        "@Entity",
        "public record Note(",
        "    UUID id,",
        "    String text) {}");
    Compilation compilation = compile(note);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF102] entity Note has no @Key attribute")
        .inFile(note).onLineContaining("public record Note(");
  }

  @Test
  void qf102NearMissKeyedRecord() {
    assertThat(compile(source("Note", "@Entity", "public record Note(@Key UUID id, String text) {}")))
        .succeeded();
  }

  @Test
  void qf103EntityNeitherRecordNorBean() {
    JavaFileObject money = source("Money",
        "@Entity",
        "public class Money {",
        "  @Key private final long cents;",
        "  public Money(long cents) { this.cents = cents; }",
        "}");
    Compilation compilation = compile(money);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(
            "[QF103] @Entity Money is a class without a no-arg constructor")
        .inFile(money).onLineContaining("public class Money");
  }

  @Test
  void qf103EntityInterface() {
    JavaFileObject shape = source("Shape", "@Entity", "public interface Shape {}");
    Compilation compilation = compile(shape);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF103] @Entity Shape is an interface")
        .inFile(shape).onLineContaining("interface Shape");
  }

  @Test
  void qf103NearMissBean() {
    assertThat(compile(source("Money",
        "@Entity",
        "public class Money {",
        "  @Key private long cents;",
        "  public long getCents() { return cents; }",
        "  public void setCents(long cents) { this.cents = cents; }",
        "}"))).succeeded();
  }

  @Test
  void qf103UnsupportedAttributeTypesOnTheirComponents() {
    JavaFileObject event = source("Event",
        "@Entity",
        "public record Event(",
        "    @Key UUID id,",
        "    Object payload,",
        "    List rawTags,",
        "    Optional<String> note,",
        "    String[] names,",
        "    List<? extends Number> numbers,",
        "    char initial) {}");
    Compilation compilation = compile(event);
    assertThat(compilation).hadErrorCount(6);
    assertThat(compilation).hadErrorContaining("[QF103] attribute payload of Event: Object is not")
        .inFile(event).onLineContaining("Object payload");
    assertThat(compilation).hadErrorContaining("raw List does not say what it holds")
        .inFile(event).onLineContaining("List rawTags");
    assertThat(compilation).hadErrorContaining("Optional is not a type QueryFirst can store")
        .inFile(event).onLineContaining("Optional<String> note");
    assertThat(compilation).hadErrorContaining("arrays other than byte[]")
        .inFile(event).onLineContaining("String[] names");
    assertThat(compilation).hadErrorContaining("wildcard ? extends java.lang.Number")
        .inFile(event).onLineContaining("numbers,");
    assertThat(compilation).hadErrorContaining("char cannot be stored")
        .inFile(event).onLineContaining("char initial");
  }

  @Test
  void qf103NearMissSupportedTypes() {
    assertThat(compile(source("Event",
        "@Entity",
        "public record Event(@Key UUID id, String payload, List<String> rawTags, String note,",
        "    List<String> names, List<Long> numbers, String initial, byte[] data) {}")))
        .succeeded();
  }

  @Test
  void qf103BeanFieldWithoutSetter() {
    JavaFileObject user = source("User",
        "@Entity",
        "public class User {",
        "  @Key private String name;",
        "  private int age;",
        "  public String getName() { return name; }",
        "  public void setName(String name) { this.name = name; }",
        "  public int getAge() { return age; }",
        "}");
    Compilation compilation = compile(user);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("field age of User has no setter setAge(value)")
        .inFile(user).onLineContaining("private int age;");
  }

  @Test
  void qf103GenericEntityTypeVariable() {
    JavaFileObject box = source("Box",
        "@Entity",
        "public record Box<T>(@Key UUID id,",
        "    T content) {}");
    Compilation compilation = compile(box);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("type variable T does not say what is stored")
        .inFile(box).onLineContaining("T content");
  }

  @Test
  void qf108NonEntityNonValueReference() {
    JavaFileObject wallet = source("Wallet",
        "@Entity",
        "public record Wallet(@Key UUID id,",
        "    Money balance) {",
        "  public static class Money { public Money(long cents) {} }",
        "}");
    Compilation compilation = compile(wallet);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(
            "[QF108] attribute balance of Wallet has type Money, which is not an @Entity")
        .inFile(wallet).onLineContaining("Money balance");
  }

  @Test
  void qf108NearMissValueRecord() {
    assertThat(compile(source("Wallet",
        "@Entity",
        "public record Wallet(@Key UUID id, Money balance) {",
        "  public record Money(long cents, String currency) {}",
        "}"))).succeeded();
  }

  @Test
  void qf109TimeBucketValues() {
    JavaFileObject reading = source("Reading",
        "@Entity",
        "public record Reading(@Key UUID sensor,",
        "    @TimeBucket(value = ChronoUnit.DAYS, size = 0) Instant taken,",
        "    @TimeBucket(ChronoUnit.SECONDS) Instant received,",
        "    @TimeBucket(value = ChronoUnit.HOURS, lookback = -1) LocalDateTime local,",
        "    @TimeBucket(ChronoUnit.DAYS) String label,",
        "    @TimeBucket(ChronoUnit.HOURS) LocalDate day) {}");
    Compilation compilation = compile(reading);
    assertThat(compilation).hadErrorCount(5);
    assertThat(compilation).hadErrorContaining("[QF109] invalid @TimeBucket(size = 0)")
        .inFile(reading).onLineContaining("size = 0");
    assertThat(compilation).hadErrorContaining("invalid @TimeBucket(SECONDS)")
        .inFile(reading).onLineContaining("Instant received");
    assertThat(compilation).hadErrorContaining("invalid @TimeBucket(lookback = -1)")
        .inFile(reading).onLineContaining("lookback = -1");
    assertThat(compilation).hadErrorContaining("invalid @TimeBucket on attribute label")
        .inFile(reading).onLineContaining("String label");
    assertThat(compilation).hadErrorContaining("a LocalDate has no time of day")
        .inFile(reading).onLineContaining("LocalDate day");
  }

  @Test
  void qf109NearMissTimeBuckets() {
    assertThat(compile(source("Reading",
        "@Entity",
        "public record Reading(@Key UUID sensor,",
        "    @TimeBucket(value = ChronoUnit.DAYS, size = 4) Instant taken,",
        "    @TimeBucket(ChronoUnit.MINUTES) Instant received,",
        "    @TimeBucket(value = ChronoUnit.HOURS, lookback = 3) LocalDateTime local,",
        "    @TimeBucket(ChronoUnit.DAYS) @Column(timeuuid = true) UUID label,",
        "    @TimeBucket(ChronoUnit.MONTHS) LocalDate day) {}")))
        .succeeded();
  }

  @Test
  void qf109EntityValues() {
    JavaFileObject log = source("Log",
        "@Entity(ttl = \"30 days\")",
        "@Cardinality(rows = -5, distinct = 3)",
        "public record Log(@Key UUID id,",
        "    @Cardinality(avgBytes = -1) String body,",
        "    @Cardinality(elements = 4) String notAList) {}");
    Compilation compilation = compile(log);
    assertThat(compilation).hadErrorCount(5);
    assertThat(compilation).hadErrorContaining("[QF109] invalid ttl \"30 days\"")
        .inFile(log).onLineContaining("ttl = ");
    assertThat(compilation).hadErrorContaining("invalid @Cardinality(rows = -5)")
        .inFile(log).onLineContaining("rows = -5");
    assertThat(compilation).hadErrorContaining("invalid @Cardinality(distinct) on entity Log")
        .inFile(log).onLineContaining("rows = -5");
    assertThat(compilation).hadErrorContaining("invalid @Cardinality(avgBytes = -1)")
        .inFile(log).onLineContaining("avgBytes = -1");
    assertThat(compilation).hadErrorContaining("invalid @Cardinality(elements) on attribute")
        .inFile(log).onLineContaining("notAList");
  }

  @Test
  void qf109NearMissEntityValues() {
    assertThat(compile(source("Log",
        "@Entity(ttl = \"P30D\")",
        "@Cardinality(rows = 5, per = ChronoUnit.DAYS)",
        "public record Log(@Key UUID id,",
        "    @Cardinality(avgBytes = 100) String body,",
        "    @Cardinality(elements = 4) List<String> aList) {}")))
        .succeeded();
  }

  @Test
  void qf109OnTheNthAccessPattern() {
    JavaFileObject post = source("Post",
        "@Entity",
        "@AccessPattern(name = \"byAuthor\", where = \"author\", limit = 10)",
        "@AccessPattern(name = \"byTag\", where = \"tag\", limit = -1)",
        "@AccessPattern(name = \"by-title\", where = \"title\",",
        "               orderBy = \"id DOWN\")",
        "public record Post(@Key UUID id, String author, String tag, String title) {}");
    Compilation compilation = compile(post);
    assertThat(compilation).hadErrorCount(3);
    assertThat(compilation).hadErrorContaining("[QF109] invalid limit = -1 of access pattern 'byTag'")
        .inFile(post).onLineContaining("limit = -1");
    assertThat(compilation).hadErrorContaining("invalid access pattern name 'by-title'")
        .inFile(post).onLineContaining("by-title");
    assertThat(compilation).hadErrorContaining("invalid orderBy entry 'id DOWN'")
        .inFile(post).onLineContaining("id DOWN");
  }

  @Test
  void qf109InAnExplicitContainer() {
    JavaFileObject post = source("Post",
        "@Entity",
        "@AccessPatterns({",
        "  @AccessPattern(name = \"byAuthor\", where = \"author\"),",
        "  @AccessPattern(name = \"byTag\", where = \"tag\", limit = -2)})",
        "public record Post(@Key UUID id, String author, String tag) {}");
    Compilation compilation = compile(post);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("invalid limit = -2 of access pattern 'byTag'")
        .inFile(post).onLineContaining("limit = -2");
  }

  @Test
  void qf109NearMissAccessPatterns() {
    assertThat(compile(source("Post",
        "@Entity",
        "@AccessPattern(name = \"byAuthor\", where = \"author\", limit = 10)",
        "@AccessPattern(name = \"byTag\", where = \"tag\", orderBy = \"id ASC\")",
        "public record Post(@Key UUID id, String author, String tag) {}")))
        .succeeded();
  }

  @Test
  void qf109KeyAndColumnHints() {
    JavaFileObject pair = source("Pair",
        "@Entity",
        "public record Pair(@Key(order = 0) UUID left,",
        "    @Key(order = 0) UUID right,",
        "    @Key(order = -3) UUID middle,",
        "    @Column(timeuuid = true) String when,",
        "    @Column(frozen = true) String cold) {}");
    Compilation compilation = compile(pair);
    assertThat(compilation).hadErrorCount(4);
    assertThat(compilation).hadErrorContaining("key position 0 is already taken by left")
        .inFile(pair).onLineContaining("UUID right");
    assertThat(compilation).hadErrorContaining("invalid @Key(order = -3)")
        .inFile(pair).onLineContaining("order = -3");
    assertThat(compilation).hadErrorContaining("invalid @Column(timeuuid = true)")
        .inFile(pair).onLineContaining("String when");
    assertThat(compilation).hadErrorContaining("invalid @Column(frozen = true)")
        .inFile(pair).onLineContaining("String cold");
  }

  @Test
  void qf109BadProcessorOption() {
    Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
        .withOptions("-Aqueryfirst.maxPartitionRows=lots")
        .compile(source("Note", "@Entity", "public record Note(@Key UUID id) {}"));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(
        "[QF109] invalid processor option: -Aqueryfirst.maxPartitionRows=lots is not a positive"
            + " whole number");
  }

  @Test
  void sharedValueTypeErrorsAreReportedOnceOnTheValueType() {
    JavaFileObject address = source("Address",
        "public record Address(String street,",
        "    Object extra) {}");
    Compilation compilation = compile(address,
        source("Home", "@Entity", "public record Home(@Key UUID id, Address address) {}"),
        source("Office", "@Entity", "public record Office(@Key UUID id, Address address) {}"));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF103] attribute extra of Address")
        .inFile(address).onLineContaining("Object extra");
  }

  @Test
  void aReferenceToAFailingEntityReportsOnlyTheCause() {
    JavaFileObject customer = source("Customer",
        "@Entity",
        "public record Customer(UUID id, String name) {}");
    Compilation compilation = compile(customer, source("Order",
        "@Entity",
        "public record Order(@Key UUID id, Customer customer) {}"));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF102] entity Customer has no @Key")
        .inFile(customer).onLineContaining("record Customer");
  }
}
