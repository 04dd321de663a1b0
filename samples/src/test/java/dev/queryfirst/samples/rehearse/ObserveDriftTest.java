package dev.queryfirst.samples.rehearse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tune.AttributeNumbers;
import dev.queryfirst.runtime.tune.EntityNumbers;
import dev.queryfirst.runtime.tune.NodeTool;
import dev.queryfirst.runtime.tune.ObservationReport;
import dev.queryfirst.runtime.tune.Observer;
import dev.queryfirst.runtime.tune.TableEstimate;
import dev.queryfirst.runtime.tune.TableObservation;
import dev.queryfirst.samples.helpdesk.HelpdeskSchema;
import dev.queryfirst.samples.helpdesk.Ticket;
import dev.queryfirst.samples.helpdesk.TicketDao;
import dev.queryfirst.samples.helpdesk.TicketRehearsal;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * {@code observe} on the testkit node against the helpdesk's tickets, declared at a test's scale:
 * 1,000 tickets over 25 teams (40 a team: a small distinct count the node's partition estimate,
 * in steps of ~128, cannot resolve) and 400 assignees (2.5 tickets each: fractional rows per
 * partition), titles, teams and assignees of the 32 bytes the compiler assumes. Written exactly as
 * declared, nothing is found; each drift is found with the figure that moved.
 */
@CassandraTest
class ObserveDriftTest {

    private static final int TICKETS = 1_000;
    private static final String TEXT = "0123456789abcdefghijklmnopqrstuv"; // 32 bytes, as the compiler sizes text

    @Test
    void ticketsWrittenAsDeclaredProduceNoFinding(CqlSession session, TestKeyspace keyspace) {
        String ks = write(session, keyspace, "declared", TICKETS, 25, TEXT);
        ObservationReport report = observe(session, ks, TICKETS);
        assertEquals(List.of(), report.findings(), report.text());
        assertEquals(List.of(), report.overDeclarations(), report.text());
        assertEquals(List.of(), report.notReady(), report.text());
        assertTrue(report.text().contains("Nothing contradicts the model."), report.text());
        TableObservation byTeam = report.table("tickets_by_team").orElseThrow();
        assertEquals(25, byTeam.partitions(), "counted from the keys, not the node's estimate of ~129");
        assertEquals(TICKETS, byTeam.rows());
        assertEquals(400, report.table("tickets_by_assignee").orElseThrow().partitions());
    }

    @Test
    void payloadsFourTimesTheirSizeAreBlamedOnTheRowsNotOnTheKey(CqlSession session, TestKeyspace keyspace) {
        String ks = write(session, keyspace, "payload", TICKETS, 25, TEXT.repeat(4));
        ObservationReport report = observe(session, ks, TICKETS);
        List<String> tickets = report.table("tickets").orElseThrow().findings();
        assertEquals(1, tickets.size(), report.text());
        assertTrue(tickets.get(0).startsWith("tickets: bytes per row over the declared: about "), report.text());
        assertTrue(
                tickets.get(0)
                        .endsWith("the rows are larger than declared: raise avgBytes or elements on the text,"
                                + " blob and collection attributes of Ticket"),
                report.text());
        assertTrue(report.findings().stream().noneMatch(f -> f.contains("rows per partition")), report.text());
    }

    @Test
    void moreRowsPerTeamAreAnUnderDeclaration(CqlSession session, TestKeyspace keyspace) {
        String ks = write(session, keyspace, "rows", TICKETS, 5, TEXT);
        ObservationReport report = observe(session, ks, TICKETS);
        assertEquals(
                List.of("tickets_by_team: rows per partition over the declared: 200 rows per partition (1,000 rows"
                        + " counted), a typical partition was estimated at 40 (+400 %): more rows share a value of"
                        + " team than @Cardinality declares"),
                report.table("tickets_by_team").orElseThrow().findings(),
                report.text());
        assertEquals(List.of(), report.table("tickets").orElseThrow().findings(), report.text());
    }

    @Test
    void morePartitionsThanDeclaredTeamsAreCountedFromTheKeys(CqlSession session, TestKeyspace keyspace) {
        String ks = write(session, keyspace, "partitions", TICKETS, 100, TEXT);
        ObservationReport report = observe(session, ks, TICKETS);
        assertEquals(
                List.of("tickets_by_team: partitions over the declared: its keys count 100 partitions, more than the 25"
                        + " (team 25) the declared distinct values allow: raise @Cardinality(distinct) on team and"
                        + " check the estimates it feeds"),
                report.table("tickets_by_team").orElseThrow().findings(),
                report.text());
        assertTrue(
                report.overDeclarations()
                        .contains("tickets_by_team: rows per partition under the declared: 10 rows"
                                + " per partition (1,000 rows counted), a typical partition was estimated at 40 (-75 %): fewer"
                                + " rows share a value of team than @Cardinality declares"),
                report.text());
    }

    @Test
    void rowsDeclaredFourTimesOverAreAnOverDeclaration(CqlSession session, TestKeyspace keyspace) {
        String ks = write(session, keyspace, "over", TICKETS, 25, TEXT);
        ObservationReport report = observe(session, ks, 4 * TICKETS);
        assertEquals(List.of(), report.findings(), report.text());
        assertEquals(
                List.of("tickets_by_team: rows per partition under the declared: 40 rows per partition (1,000 rows"
                        + " counted), a typical partition was estimated at 160 (-75 %): fewer rows share a value of"
                        + " team than @Cardinality declares (or the table does not hold the declared 4,000 rows of"
                        + " Ticket yet)"),
                report.table("tickets_by_team").orElseThrow().overDeclared(),
                report.text());
        assertTrue(report.text().contains("over-declaration(s), figures under their estimate:"), report.text());
    }

    @Test
    void figuresNotYetRefreshedAreReportedAsNotReady(CqlSession session, TestKeyspace keyspace) {
        String ks = write(session, keyspace, "unready", TICKETS, 25, TEXT);
        // Not flushed: the node's size estimates cover SSTables only, whenever it refreshes them.
        ObservationReport report = observer(TICKETS).observe(session, ks);
        assertTrue(
                report.notReady().stream()
                        .anyMatch(n -> n.startsWith("tickets_by_team: not ready: the nodes' size estimates"
                                + " (system.size_estimates, of flushed SSTables) have not been refreshed since its 25"
                                + " partitions were written; a node refreshes them every ")),
                report.text());
        assertTrue(report.text().contains("Not ready: nothing can be judged of 3 table(s) yet:"), report.text());
        assertTrue(!report.text().contains("Nothing contradicts the model."), report.text());
    }

    private static ObservationReport observe(CqlSession session, String keyspace, long declaredRows) {
        NodeTool.flush(session, keyspace);
        NodeTool.refreshSizeEstimates(session);
        return observer(declaredRows).observe(session, keyspace);
    }

    /** The helpdesk's estimates with {@code rows} tickets over 25 teams and 400 assignees. */
    private static Observer observer(long rows) {
        EntityNumbers ticket = EntityNumbers.of("Ticket")
                .rows(rows)
                .with(AttributeNumbers.of("ticketId").asKey())
                .with(AttributeNumbers.of("team").distinct(25).bytes(32))
                .with(AttributeNumbers.of("assignee").distinct(400).bytes(32));
        List<TableEstimate> tables = TicketRehearsal.TABLES.stream()
                .map(t -> switch (t.table()) {
                    case "tickets_by_team" -> t.rows(rows / 25.0, rows / 25.0);
                    case "tickets_by_assignee" -> t.rows(rows / 400.0 + 3, rows / 400.0);
                    default -> t;
                })
                .toList();
        return Observer.of(List.of(ticket), tables);
    }

    /**
     * {@code count} tickets over {@code teams} teams and 400 assignees, each value of 32 bytes, in a
     * keyspace of their own: the node's size estimates of a table are never those of another test.
     */
    private static String write(
            CqlSession session, TestKeyspace keyspace, String test, int count, int teams, String title) {
        String name = keyspace.name() + "_" + test;
        session.execute("DROP KEYSPACE IF EXISTS " + name);
        HelpdeskSchema.create(session, name, Replication.simple(1));
        TicketDao tickets = TicketDao.create(session, DaoOptions.defaults().withKeyspace(name));
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        List<Ticket> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            all.add(new Ticket(
                    UUID.randomUUID(),
                    title,
                    name("team", i % teams),
                    name("agent", i % 400),
                    now.minusSeconds(i),
                    now.plusSeconds(86_400 + i)));
        }
        Waves.inWaves(all, tickets::insertAsync);
        return name;
    }

    /** A value of exactly 32 bytes: {@code team-0000…0017}. */
    private static String name(String prefix, int index) {
        String digits = String.valueOf(index);
        return prefix + "-" + "0".repeat(32 - prefix.length() - 1 - digits.length()) + digits;
    }
}
