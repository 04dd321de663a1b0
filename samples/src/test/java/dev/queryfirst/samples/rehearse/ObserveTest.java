package dev.queryfirst.samples.rehearse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tune.NodeTool;
import dev.queryfirst.runtime.tune.ObservationReport;
import dev.queryfirst.runtime.tune.TableObservation;
import dev.queryfirst.samples.helpdesk.HelpdeskSchema;
import dev.queryfirst.samples.helpdesk.Ticket;
import dev.queryfirst.samples.helpdesk.TicketDao;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * {@code observe} on the testkit node, with two problems planted through the generated DAO: a
 * team whose partition of {@code tickets_by_team} holds 1.5 MB (the model estimates 440 KB at
 * most), and a team whose 1,200 tickets were closed and deleted, so that reading its queue scans
 * 1,200 tombstones (the node warns from 1,000). Both are found, by table and figure.
 */
@CassandraTest
class ObserveTest {

    @Test
    void anOversizedPartitionAndATombstoneHeavyReadAreFound(CqlSession session, TestKeyspace keyspace) {
        HelpdeskSchema.create(session, keyspace.name(), Replication.simple(1));
        TicketDao tickets = TicketDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        String essay = "Die Klimaanlage im Serverraum tropft; ".repeat(135); // about 5 KB
        List<Ticket> large = new ArrayList<>();
        List<Ticket> closed = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            large.add(new Ticket(UUID.randomUUID(), essay + i, "facilities", "ana", now, now.plusSeconds(i)));
        }
        for (int i = 0; i < 1_200; i++) {
            closed.add(new Ticket(UUID.randomUUID(), "password reset " + i, "accounts", "bo", now, now.plusSeconds(i)));
        }
        Waves.inWaves(large, tickets::insertAsync);
        Waves.inWaves(closed, tickets::insertAsync);
        Waves.inWaves(closed, ticket -> tickets.deleteAsync(ticket.ticketId()));
        NodeTool.flush(session, keyspace.name());
        assertEquals(
                List.of(),
                tickets.byTeamDueFirst("accounts"),
                "the queue is empty, and its read scans 1,200 tombstones");

        ObservationReport report = HelpdeskSchema.observe(session, keyspace.name());

        TableObservation byTeam = report.table("tickets_by_team").orElseThrow();
        assertEquals(2, byTeam.largestMebibytes(), report.text());
        assertTrue(
                byTeam.findings().stream()
                        .anyMatch(f -> f.startsWith("tickets_by_team: a partition larger than estimated: the largest"
                                + " holds more than 1.0 MB (2 MiB, rounded up), the largest was estimated at ")),
                report.text());
        assertTrue(
                byTeam.findings().stream()
                        .anyMatch(f -> f.startsWith(
                                "tickets_by_team: tombstones per read over the threshold: a read" + " scanned 1,")),
                report.text());
        assertTrue(byTeam.reads().tombstonesMax() >= 1_200, report.text());
        assertTrue(report.text().contains("finding(s):"), report.text());
        assertTrue(report.json().contains("\"table\": \"tickets_by_team\""), report.json());
    }
}
