package dev.queryfirst.samples.rehearse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.samples.helpdesk.HelpdeskSchema;
import dev.queryfirst.samples.helpdesk.Ticket;
import dev.queryfirst.samples.helpdesk.TicketDao;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A rehearsal never writes into, nor deletes from, a keyspace holding data it did not write, unless
 * told to (and then deletes nothing); a node that gives no figure is said to, by name.
 */
@CassandraTest
class RehearsalGuardTest {

    private static final RehearsalOptions SMALL =
            RehearsalOptions.defaults().withRows(300).withReadsPerPattern(5).withConsole(null);

    @Test
    void aKeyspaceHoldingSomeoneElsesRowsIsRefusedAndLeftAsItWas(CqlSession session, TestKeyspace keyspace) {
        String users = keyspace.name() + "_users";
        HelpdeskSchema.create(session, users, Replication.simple(1));
        TicketDao tickets = TicketDao.create(session, DaoOptions.defaults().withKeyspace(users));
        Ticket mine = new Ticket(
                UUID.randomUUID(),
                "Kaffeemaschine läuft über",
                "facilities",
                "zoë",
                Instant.now().truncatedTo(ChronoUnit.MILLIS),
                null);
        tickets.insert(mine);

        IllegalStateException refused =
                assertThrows(IllegalStateException.class, () -> HelpdeskSchema.rehearse(session, users, SMALL));
        assertTrue(
                refused.getMessage().startsWith("keyspace " + users + " holds data no rehearsal wrote (table "),
                refused.getMessage());
        assertTrue(refused.getMessage().contains("RehearsalOptions.allowingExistingData()"), refused.getMessage());
        assertEquals(Optional.of(mine), tickets.findByKey(mine.ticketId()));
        assertEquals(0, count(session, users, "tickets") - 1, "nothing written");

        RehearsalReport allowed = HelpdeskSchema.rehearse(session, users, SMALL.allowingExistingData());
        assertEquals(Optional.of(mine), tickets.findByKey(mine.ticketId()), "nothing deleted");
        assertTrue(count(session, users, "tickets") > 1, allowed.toString());
    }

    @Test
    void aNodeThatGivesNoPartitionSizesIsNamed(CqlSession session, TestKeyspace keyspace) {
        // Nothing listens on port 1: no JMX, so no flush and no partition histogram.
        RehearsalReport report = HelpdeskSchema.rehearse(session, keyspace.name() + "_nojmx", SMALL.withJmxPort(1));
        assertTrue(
                report.missing().stream().anyMatch(m -> m.contains(" gives no JMX at ") && m.contains(":1 (")),
                report.missing().toString());
        AssertionError error = assertThrows(AssertionError.class, report::assertWithinEstimates);
        assertTrue(
                error.getMessage().contains("tickets_by_team: mean partition size: not measured (node "),
                error.getMessage());
    }

    private static long count(CqlSession session, String keyspace, String table) {
        return session.execute("SELECT COUNT(*) FROM " + keyspace + "." + table)
                .one()
                .getLong(0);
    }
}
