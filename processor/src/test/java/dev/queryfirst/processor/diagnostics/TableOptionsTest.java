package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Table options by the shape of the rows, end to end: the DDL, the reasons in the design report,
 * the entity's overrides, and schema versions that carry option changes as {@code ALTER TABLE …
 * WITH}.
 */
class TableOptionsTest {

    private static final String UCS = "compaction = {'class': 'UnifiedCompactionStrategy'}";

    @TempDir
    Path schemaDir;

    /** Alerts kept a year, written once: the samples' alerts, bucketed by day. */
    private static JavaFileObject alert(String entity) {
        return source(
                "com.example.alerts.Alert",
                entity,
                "@Cardinality(rows = 20_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"latestByService\", where = \"serviceName\", orderBy = \"raisedAt DESC\",",
                "               limit = 10)",
                "public record Alert(",
                "    @Key UUID alertId,",
                "    @Cardinality(distinct = 2_000) String serviceName,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant raisedAt,",
                "    String summary) {}");
    }

    @Test
    void rowsWrittenOnceThatExpireGetTwentyToThirtyTimeWindowsAndTheHintWindowForGcGrace() {
        Compiled compilation = compile(alert("@Entity(keyspace = \"alerts\", ttl = \"P365D\", immutable = true)"));
        compilation.compilesClean();
        String table = table(compilation.cql("alerts"), "alerts", "alerts_by_service_name");
        assertTrue(table.endsWith("""
                    AND default_time_to_live = 31536000
                    AND compaction = {'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit': 'DAYS', \
                'compaction_window_size': 15}
                    AND gc_grace_seconds = 10800
                    AND comment = 'Alert access pattern latestByService';"""), table);
        String report = compilation.report("alerts");
        assertTrue(
                report.contains("Compaction: TimeWindowCompactionStrategy in windows of 15 days, 24.3 windows over"
                        + " the ttl of 365 days: rows are written once and expire, so each window's SSTables are"
                        + " dropped whole once their rows have expired"),
                report);
        assertTrue(
                report.contains("gc_grace_seconds: 10,800 s (3 hours), the hint window, instead of Cassandra's"
                        + " 10 days: rows only expire and nothing deletes them"),
                report);
    }

    @Test
    void expiringRowsThatNothingMovesGetTimeWindowsAndKeepCassandrasGcGrace() {
        // Mutable alerts: a service or a raise time may be corrected, but neither is a state that
        // changes as a matter of course, so the rows expire where they were written.
        Compiled compilation = compile(alert("@Entity(keyspace = \"alerts\", ttl = \"P365D\")"));
        compilation.compilesClean();
        for (String name : List.of("alerts", "alerts_by_service_name")) {
            String table = table(compilation.cql("alerts"), "alerts", name);
            assertTrue(table.contains("'compaction_window_unit': 'DAYS', 'compaction_window_size': 15}"), table);
            assertFalse(table.contains("gc_grace_seconds"), table);
        }
        String report = compilation.report("alerts");
        assertTrue(report.contains("rows expire, and no key attribute is expected to change and move them"), report);
        assertTrue(report.contains("gc_grace_seconds: Cassandra's default, 864,000 s (10 days)."), report);
    }

    @Test
    void rowsThatMoveWithAStatusGetUnifiedCompaction() {
        Compiled compilation = compile(ticket("@Entity(keyspace = \"desk\", ttl = \"P30D\")"));
        compilation.succeeded();
        String byStatus = table(compilation.cql("desk"), "desk", "tickets_by_status");
        assertTrue(byStatus.contains(UCS), byStatus);
        String tickets = table(compilation.cql("desk"), "desk", "tickets");
        assertTrue(tickets.contains("'class': 'TimeWindowCompactionStrategy'"), tickets);
        assertTrue(
                compilation
                        .report("desk")
                        .contains("Compaction: UnifiedCompactionStrategy (Cassandra 5.0's recommendation for new"
                                + " tables): rows move when an attribute of the key changes"),
                compilation.report("desk"));
    }

    @Test
    void rowsThatNeverExpireGetUnifiedCompaction() {
        Compiled compilation = compile(alert("@Entity(keyspace = \"alerts\", immutable = true)"));
        String table = table(compilation.cql("alerts"), "alerts", "alerts_by_service_name");
        assertTrue(table.contains(UCS), table);
        assertTrue(
                compilation
                        .report("alerts")
                        .contains("rows never expire (no ttl), so no time window would ever be dropped"),
                compilation.report("alerts"));
    }

    @Test
    void theEntitySetsItsTablesOptions() {
        Compiled compilation = compile(alert("@Entity(keyspace = \"alerts\", compaction = Entity.Compaction.LEVELED,"
                + " gcGraceSeconds = 86_400)"));
        compilation.compilesClean();
        for (String name : List.of("alerts", "alerts_by_service_name")) {
            String table = table(compilation.cql("alerts"), "alerts", name);
            assertTrue(table.contains("compaction = {'class': 'LeveledCompactionStrategy'}"), table);
            assertTrue(table.contains("gc_grace_seconds = 86400"), table);
        }
        String report = compilation.report("alerts");
        assertTrue(
                report.contains("Compaction: LeveledCompactionStrategy: set by @Entity(compaction ="
                        + " Entity.Compaction.LEVELED)."),
                report);
        assertTrue(
                report.contains("gc_grace_seconds: 86,400 s (1 day), set by @Entity(gcGraceSeconds): a full repair"
                        + " must run more often than that"),
                report);
    }

    @Test
    @Covers("TIME_WINDOW_WITHOUT_TTL")
    void timeWindowsOnRowsThatNeverExpireAreRefused() {
        JavaFileObject alert = alert(
                "@Entity(keyspace = \"alerts\", immutable = true,\n        compaction = Entity.Compaction.TIME_WINDOW)");
        Compiled compilation = compile(alert);
        compilation.hasErrorCount(1);
        compilation.error(
                OptionMessages.TIME_WINDOW_WITHOUT_TTL,
                alert,
                "compaction = Entity.Compaction.TIME_WINDOW",
                "[QF109] invalid @Entity(compaction = Entity.Compaction.TIME_WINDOW) on Alert:",
                "the rows of Alert never expire (no ttl)",
                "Fix: set @Entity(ttl = \"...\"), or remove compaction");
    }

    /** Tickets whose status moves them between the partitions of tickets_by_status. */
    private static JavaFileObject ticket(String entity) {
        return source(
                "com.example.desk.Ticket",
                entity,
                "@Cardinality(rows = 1_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"byStatus\", where = \"status\", orderBy = \"openedAt DESC\", limit = 10)",
                "@SuppressWarnings(\"QF302\")",
                "public record Ticket(",
                "    @Key UUID ticketId,",
                "    @Cardinality(distinct = 4) String status,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant openedAt) {}");
    }

    @Test
    @Covers("TIME_WINDOW_ON_MOVING_ROWS")
    void timeWindowsOnATableWhoseRowsMoveAreRefused() {
        JavaFileObject ticket = ticket(
                "@Entity(keyspace = \"desk\", ttl = \"P30D\",\n        compaction = Entity.Compaction.TIME_WINDOW)");
        Compiled compilation = compile(ticket);
        compilation.hasErrorCount(1);
        compilation.error(
                OptionMessages.TIME_WINDOW_ON_MOVING_ROWS,
                ticket,
                "compaction = Entity.Compaction.TIME_WINDOW",
                "table tickets_by_status moves its rows when status changes: the row tombstone lands in a newer"
                        + " window than the row it deletes",
                "Fix: remove compaction (UnifiedCompactionStrategy, by shape); or, if status rarely changes, declare"
                        + " how rarely (@Cardinality(changes = ...)), or mark @Fixed what never changes");
    }

    @Test
    void timeWindowsOnAMutableEntityWhoseRowsNeverMoveAreItsChoice() {
        // Sessions read by key only: an update rewrites the row in place, nothing moves.
        Compiled compilation = compile(source(
                "com.example.auth.Session",
                "@Entity(keyspace = \"auth\", ttl = \"P30D\", compaction = Entity.Compaction.TIME_WINDOW)",
                "@Cardinality(rows = 100_000, per = ChronoUnit.DAYS)",
                "public record Session(@Key UUID sessionId, String user, Instant lastSeen) {}"));
        compilation.compilesClean();
        assertTrue(
                table(compilation.cql("auth"), "auth", "sessions")
                        .contains("compaction = {'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit':"
                                + " 'DAYS', 'compaction_window_size': 1}"),
                compilation.cql("auth"));
    }

    @Test
    @Covers("GC_GRACE_BELOW_HINT_WINDOW")
    void aGcGraceBelowTheHintWindowOnRowsThatAreDeletedIsRefused() {
        JavaFileObject ticket = ticket("@Entity(keyspace = \"desk\",\n        gcGraceSeconds = 3_600)");
        Compiled compilation = compile(ticket);
        compilation.hasErrorCount(1);
        compilation.error(
                OptionMessages.GC_GRACE_BELOW_HINT_WINDOW,
                ticket,
                "gcGraceSeconds = 3_600",
                "[QF109] invalid @Entity(gcGraceSeconds = 3600) on Ticket: 3,600 s is below the hint window (10,800 s,"
                        + " Cassandra's max_hint_window), and the rows of Ticket are updated or deleted",
                "Fix: set gcGraceSeconds to at least 10800, with a full repair more often than that");
    }

    @Test
    void aGcGraceBelowTheHintWindowOnRowsThatOnlyExpireIsTheirChoice() {
        Compiled compilation =
                compile(alert("@Entity(keyspace = \"alerts\", ttl = \"P7D\", immutable = true, gcGraceSeconds = 600)"));
        compilation.compilesClean();
        assertTrue(compilation.cql("alerts").contains("gc_grace_seconds = 600"));
    }

    @Test
    @Covers("NO_GC_GRACE_FOR_LOGGED_BATCH")
    void noGcGraceForASaveWrittenAsALoggedBatch() {
        // Alerts that only expire may go below the hint window, but their batch log needs some time.
        JavaFileObject alert = source(
                "com.example.alerts.Alert",
                "@Entity(keyspace = \"alerts\", ttl = \"P7D\", immutable = true,",
                "        gcGraceSeconds = 0)",
                "@Cardinality(rows = 20_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"byService\", where = \"serviceName\", orderBy = \"raisedAt DESC\")",
                "@AccessPattern(name = \"byHost\", where = \"host\", orderBy = \"raisedAt DESC\")",
                "public record Alert(",
                "    @Key UUID alertId,",
                "    @Cardinality(distinct = 2_000) String serviceName,",
                "    @Cardinality(distinct = 5_000) String host,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant raisedAt) {}");
        Compiled compilation = compile(alert);
        compilation.hasErrorCount(1);
        compilation.error(
                OptionMessages.NO_GC_GRACE_FOR_LOGGED_BATCH,
                alert,
                "gcGraceSeconds = 0",
                "a save of Alert is a logged batch of 2 statements, and Cassandra keeps a batch's log no longer than"
                        + " the lowest gc_grace_seconds of its tables");
    }

    @Test
    @Covers("NEGATIVE_GC_GRACE")
    void aNegativeGcGraceIsRefused() {
        JavaFileObject alert = alert("@Entity(keyspace = \"alerts\",\n        gcGraceSeconds = -5)");
        compile(alert)
                .onlyError(
                        ValueMessages.NEGATIVE_GC_GRACE,
                        alert,
                        "gcGraceSeconds = -5",
                        "[QF109] invalid @Entity(gcGraceSeconds = -5) on Alert: a number of seconds cannot be negative");
    }

    @Test
    void aVersionWrittenBeforeTheOptionsByShapeGetsThemAsAlterTableWith() throws IOException {
        JavaFileObject alert = alert("@Entity(keyspace = \"alerts\", ttl = \"P365D\", immutable = true)");
        List<String> options = List.of("-Aqueryfirst.schemaDir=" + schemaDir);
        compile(options, alert).compilesClean();
        // What an earlier QueryFirst wrote: one TWCS window per day bucket, Cassandra's gc_grace_seconds.
        Path v1 = schemaDir.resolve("alerts/1.json");
        String written = Files.readString(v1);
        String legacy = written.replace(
                        "'compaction_window_unit': 'DAYS', 'compaction_window_size': 15}",
                        "'compaction_window_unit': 'DAYS', 'compaction_window_size': 1}")
                .replace(",\n        \"gc_grace_seconds\": \"10800\"", "");
        assertFalse(legacy.equals(written), written);
        Files.writeString(v1, legacy);

        Compiled upgraded = compile(options, alert);
        upgraded.compilesClean();
        assertEquals(List.of("1.json", "2.json"), versions());
        assertEquals(
                "ALTER TABLE alerts.alerts_by_service_name WITH compaction = {'class': 'TimeWindowCompactionStrategy',"
                        + " 'compaction_window_unit': 'DAYS', 'compaction_window_size': 15}\n"
                        + "    AND gc_grace_seconds = 10800;\n",
                upgraded.migration("alerts", 2));
        compile(options, alert).compilesClean();
        assertEquals(List.of("1.json", "2.json"), versions(), "an unchanged model writes no version");
    }

    private List<String> versions() throws IOException {
        try (Stream<Path> files = Files.list(schemaDir.resolve("alerts"))) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
