package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.queryfirst.processor.diagnostics.Sources.compile;
import static dev.queryfirst.processor.diagnostics.Sources.compilesWithout;
import static dev.queryfirst.processor.diagnostics.Sources.only;
import static dev.queryfirst.processor.diagnostics.Sources.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §12's horizon and lifetime totals, end to end: a partition that only grows (a rate, no
 * bucket, no ttl) is judged by what it holds after {@code -Aqueryfirst.horizon} (10 years by
 * default), and {@code @Cardinality(total = true)} makes rows per value a lifetime total.
 */
class HorizonAndTotalsTest {

  /** 10 events a day per account, no bucket, no ttl: 36,525 rows after 10 years. */
  private static JavaFileObject accountEvents() {
    return source("com.example.bank.AccountEvent",
        "@Entity(keyspace = \"bank\", immutable = true)",
        "@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)",
        "@AccessPattern(name = \"recentByAccount\", where = \"accountId\", orderBy = \"at DESC\", limit = 20)",
        "public record AccountEvent(",
        "    @Key UUID eventId,",
        "    @Cardinality(distinct = 100_000) UUID accountId,",
        "    Instant at,",
        "    @Cardinality(avgBytes = 40) String kind) {}");
  }

  @Test
  void aSlowlyGrowingPartitionCompilesWithinTheDefaultHorizon() {
    compilesWithout(compile(accountEvents()), "QF201");
  }

  @Test
  void qf201StatesTheHorizonWhenItsRowsCrossTheLimit() {
    JavaFileObject events = accountEvents();
    Compilation compilation = compile(List.of("-Aqueryfirst.horizon=P30Y"), events);
    assertThat(compilation).hadErrorCount(1);
    String message = only(compilation, "QF201");
    assertTrue(message.startsWith("[QF201] table account_events_by_account_id: partition grows without bound "
        + "(1,000,000 rows/day over 100,000 accounts = 10 rows per account per day; no @TimeBucket, no ttl: "
        + "109,573 rows, "), message);
    assertTrue(message.contains(" after the horizon of 30 years (-Aqueryfirst.horizon), over the limit of "
        + "100,000 rows). Fix: add @TimeBucket("), message);
    assertThat(compilation).hadErrorContaining("[QF201]").inFile(events).onLineContaining("recentByAccount");
  }

  @Test
  void qf109ForAHorizonThatIsNotAPeriod() {
    Compilation compilation = compile(List.of("-Aqueryfirst.horizon=ten years"), accountEvents());
    assertThat(compilation).hadErrorContaining("[QF109] invalid processor option: -Aqueryfirst.horizon=ten years is "
        + "not a positive ISO-8601 period such as P10Y, P18M or P90D");
  }

  private static JavaFileObject ticket() {
    return source("com.example.help.Ticket",
        "@Entity(keyspace = \"help\")",
        "@Cardinality(rows = 2_000_000, per = ChronoUnit.YEARS)",
        "public record Ticket(@Key UUID ticketId, @Cardinality(avgBytes = 80) String title) {}");
  }

  private static JavaFileObject comment(String ticketNumbers) {
    return source("com.example.help.Comment",
        "@Entity(keyspace = \"help\")",
        "@Cardinality(rows = 10_000_000, per = ChronoUnit.YEARS)",
        "@AccessPattern(name = \"onTicket\", where = \"ticket.ticketId\", orderBy = \"postedAt\")",
        "public record Comment(",
        "    @Key UUID commentId,",
        "    " + ticketNumbers + "Ticket ticket,",
        "    Instant postedAt,",
        "    @Cardinality(avgBytes = 300) String body) {}");
  }

  @Test
  void qf201OffersALifetimeTotalForRowsPerValueThatInheritedTheRate() {
    JavaFileObject comment = comment("@Cardinality(maxRowsPerValue = 20_000) ");
    Compilation compilation = compile(ticket(), comment);
    String message = only(compilation, "QF201");
    assertTrue(message.contains("at most 20,000 rows per ticket per year; no @TimeBucket, no ttl: "), message);
    assertTrue(message.endsWith("; or, if one ticket has these rows over its whole life rather than per year, "
        + "declare @Cardinality(total = true) on ticket"), message);
    assertThat(compilation).hadErrorContaining("[QF201]").inFile(comment).onLineContaining("onTicket");
  }

  @Test
  void aLifetimeTotalBoundsThePartitionWithoutABucket() {
    Compilation compilation = compile(ticket(), comment("@Cardinality(maxRowsPerValue = 20_000, total = true) "));
    compilesWithout(compilation, "QF201");
    compilesWithout(compilation, "QF202");
  }

  @Test
  void qf202NamesTheAttributeWhoseNumbersAreMissing() {
    JavaFileObject comment = comment("");
    Compilation compilation = compile(ticket(), comment);
    String message = only(compilation, "QF202");
    assertTrue(message.endsWith("; or, if one ticket has a bounded number of rows over its whole life (a "
        + "ticket's comments), declare @Cardinality(maxRowsPerValue = ..., total = true) on ticket"), message);
    assertThat(compilation).hadErrorContaining("[QF202]").inFile(comment).onLineContaining("onTicket");
  }

  @Test
  void qf109ForATotalWithNothingToCount() {
    JavaFileObject comment = comment("@Cardinality(total = true) ");
    Compilation compilation = compile(ticket(), comment);
    assertThat(compilation).hadErrorContaining("[QF109] invalid @Cardinality(total = true) on attribute ticket of Comment: total makes rowsPerValue and "
        + "maxRowsPerValue lifetime totals, and neither is set")
        .inFile(comment).onLineContaining("Ticket ticket");
  }
}
