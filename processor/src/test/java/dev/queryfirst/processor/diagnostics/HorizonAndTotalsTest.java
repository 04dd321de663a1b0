package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The horizon and lifetime totals (docs/sizing.md, "The horizon"), end to end: a partition that
 * only grows (a rate, no bucket, no ttl) is judged by what it holds after
 * {@code -Aqueryfirst.horizon} (10 years by default), and {@code @Cardinality(total = true)} makes
 * rows per value a lifetime total.
 */
class HorizonAndTotalsTest {

    /** 10 events a day per account, no bucket, no ttl: 36,525 rows after 10 years. */
    private static JavaFileObject accountEvents() {
        return source(
                "com.example.bank.AccountEvent",
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
        compile(accountEvents()).compilesWithout(Code.QF201);
    }

    @Test
    @Covers("GROWTH_NEEDS_BUCKET")
    void qf201StatesTheHorizonWhenItsRowsCrossTheLimit() {
        JavaFileObject events = accountEvents();
        Compiled compilation = compile(List.of("-Aqueryfirst.horizon=P30Y"), events);
        compilation.hasErrorCount(1);
        String message = compilation.error(PartitionMessages.GROWTH_NEEDS_BUCKET, events, "recentByAccount");
        assertTrue(
                message.startsWith("[QF201] table account_events_by_account_id: partition grows without bound "
                        + "(1,000,000 rows/day over 100,000 accounts = 10 rows per account per day; no @TimeBucket, no ttl: "
                        + "109,573 rows, "),
                message);
        assertTrue(
                message.contains(" after the horizon of 30 years (-Aqueryfirst.horizon), over the limit of "
                        + "100,000 rows). Fix: add @TimeBucket("),
                message);
    }

    @Test
    @Covers("INVALID_PROCESSOR_OPTION")
    void qf109ForAHorizonThatIsNotAPeriod() {
        Compiled compilation = compile(List.of("-Aqueryfirst.horizon=ten years"), accountEvents());
        compilation.errorOnNoElement(
                ValueMessages.INVALID_PROCESSOR_OPTION,
                "[QF109] invalid processor option: -Aqueryfirst.horizon=ten years is "
                        + "not a positive ISO-8601 period such as P10Y, P18M or P90D");
    }

    private static JavaFileObject ticket() {
        return source(
                "com.example.help.Ticket",
                "@Entity(keyspace = \"help\")",
                "@Cardinality(rows = 2_000_000, per = ChronoUnit.YEARS)",
                "public record Ticket(@Key UUID ticketId, @Cardinality(avgBytes = 80) String title) {}");
    }

    private static JavaFileObject comment(String ticketNumbers) {
        return source(
                "com.example.help.Comment",
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
    @Covers("GROWTH_NEEDS_BUCKET")
    void qf201OffersALifetimeTotalForRowsPerValueThatInheritedTheRate() {
        JavaFileObject comment = comment("@Cardinality(maxRowsPerValue = 20_000) ");
        String message = compile(ticket(), comment).error(PartitionMessages.GROWTH_NEEDS_BUCKET, comment, "onTicket");
        assertTrue(message.contains("at most 20,000 rows per ticket per year; no @TimeBucket, no ttl: "), message);
        assertTrue(
                message.endsWith("; or, if one ticket has these rows over its whole life rather than per year, "
                        + "declare @Cardinality(total = true) on ticket"),
                message);
    }

    @Test
    void aLifetimeTotalBoundsThePartitionWithoutABucket() {
        Compiled compilation = compile(ticket(), comment("@Cardinality(maxRowsPerValue = 20_000, total = true) "));
        compilation.compilesWithout(Code.QF201);
        compilation.compilesWithout(Code.QF202);
    }

    @Test
    @Covers("UNBOUNDED_TIME_CLUSTERING")
    void qf202NamesTheAttributeWhoseNumbersAreMissing() {
        JavaFileObject comment = comment("");
        String message =
                compile(ticket(), comment).error(PartitionMessages.UNBOUNDED_TIME_CLUSTERING, comment, "onTicket");
        assertTrue(
                message.endsWith("; or, if one ticket has a bounded number of rows over its whole life (a "
                        + "ticket's comments), declare @Cardinality(maxRowsPerValue = ..., total = true) on ticket"),
                message);
    }

    @Test
    @Covers("TOTAL_WITHOUT_ROWS")
    void qf109ForATotalWithNothingToCount() {
        JavaFileObject comment = comment("@Cardinality(total = true) ");
        compile(ticket(), comment)
                .error(
                        ValueMessages.TOTAL_WITHOUT_ROWS,
                        comment,
                        "Ticket ticket",
                        "[QF109] invalid @Cardinality(total = true) on attribute ticket of Comment: total makes rowsPerValue and "
                                + "maxRowsPerValue lifetime totals, and neither is set");
    }
}
