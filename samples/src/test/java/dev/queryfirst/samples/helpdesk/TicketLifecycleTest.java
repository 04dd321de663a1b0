package dev.queryfirst.samples.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A ticket's life with an optional assignee and due date (docs/mapping-rules.md, "Sparse tables"): saved
 * unassigned, assigned, reassigned, unassigned, deleted, with {@code Instant.now()} timestamps, in
 * both write modes. After every step every pattern's reads show exactly the tickets that belong
 * there and the audit is clean.
 */
@CassandraTest
class TicketLifecycleTest {

    private static CqlSession session;
    private static DaoOptions options;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession cql, TestKeyspace keyspace) {
        HelpdeskSchema.create(cql, keyspace.name(), Replication.simple(1));
        session = cql;
        options = DaoOptions.defaults().withKeyspace(keyspace.name());
        raw = new Raw(cql, keyspace.name());
    }

    private static TicketDao dao(WriteMode mode) {
        return TicketDao.create(session, options.withWriteMode(mode));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aTicketMovesIntoAndOutOfTheAssigneeTableAsItIsAssignedAndUnassigned(WriteMode mode) {
        TicketDao dao = dao(mode);
        String team = "printers-" + mode;
        String ana = "ana-" + mode;
        String bo = "bo-" + mode;
        Instant opened = Instant.now();
        Ticket unassigned = new Ticket(UUID.randomUUID(), "Drucker im 2. Stock klemmt", team, null, opened, null);

        dao.save(unassigned);
        expect(dao, unassigned, List.of(ana, bo));

        Ticket assigned = withAssignee(unassigned, ana, Instant.now());
        dao.save(assigned);
        expect(dao, assigned, List.of(ana, bo));

        Ticket reassigned = withAssignee(assigned, bo, Instant.now().plusSeconds(86_400));
        dao.saveAsync(reassigned).toCompletableFuture().join();
        expect(dao, reassigned, List.of(ana, bo));

        Ticket unassignedAgain = withAssignee(reassigned, null, null);
        assertTrue(dao.updateAsync(unassignedAgain).toCompletableFuture().join());
        expect(dao, unassignedAgain, List.of(ana, bo));

        Ticket reopened = withAssignee(unassignedAgain, ana, Instant.now());
        assertTrue(dao.update(reopened));
        expect(dao, reopened, List.of(ana, bo));

        assertTrue(dao.delete(reopened.ticketId()));
        assertEquals(Optional.empty(), dao.findByKey(reopened.ticketId()));
        assertEquals(List.of(), dao.byAssignee(ana));
        assertEquals(List.of(), dao.byAssignee(bo));
        assertEquals(List.of(), dao.byTeamDueFirst(team));
        assertClean(dao.audit());
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void anUnassignedTicketIsInsertedAndDeletedWithoutACopyInTheAssigneeTable(WriteMode mode) {
        TicketDao dao = dao(mode);
        Ticket ticket = new Ticket(UUID.randomUUID(), "VPN down", "network-" + mode, null, null, null);
        dao.insertAsync(ticket).toCompletableFuture().join();
        assertEquals(Optional.of(ticket), dao.findByKey(ticket.ticketId()));
        assertEquals(List.of(), raw.rows("tickets_by_assignee", "ticket_id = ? ALLOW FILTERING", ticket.ticketId()));
        assertEquals(List.of(), dao.byTeamDueFirst("network-" + mode));
        assertClean(dao.audit());
        assertTrue(dao.deleteAsync(ticket.ticketId()).toCompletableFuture().join());
        assertFalse(dao.delete(ticket.ticketId()));
        assertClean(dao.audit());
    }

    @Test
    void theReadsRefuseANullOrEmptyArgumentNamingIt() {
        TicketDao dao = dao(WriteMode.LOGGED);
        IllegalArgumentException nullAssignee =
                assertThrows(IllegalArgumentException.class, () -> dao.byAssignee(null));
        assertTrue(nullAssignee.getMessage().contains("assignee"), nullAssignee.getMessage());
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class, () -> dao.byAssignee(""));
        assertTrue(empty.getMessage().startsWith("assignee must not be empty"), empty.getMessage());
        assertThrows(IllegalArgumentException.class, () -> dao.byAssigneePage("", 10, null));
        assertThrows(IllegalArgumentException.class, () -> dao.byTeamDueFirst(""));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void anEmptyAssigneeIsRefusedBeforeAnythingIsWritten(WriteMode mode) {
        TicketDao dao = dao(mode);
        UUID id = UUID.randomUUID();
        Ticket empty = new Ticket(id, "Keyboard", "desk-" + mode, "", Instant.now(), Instant.now());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> dao.save(empty));
        assertTrue(refused.getMessage().startsWith("ticket.assignee must not be empty"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> dao.insert(empty));
        assertEquals(Optional.empty(), dao.findByKey(id));
        assertEquals(List.of(), dao.byTeamDueFirst("desk-" + mode));
    }

    @Test
    void theAuditReportsAndRepairsARowThatShouldNotExistAndOneThatIsMissing() {
        TicketDao dao = dao(WriteMode.LOGGED);
        Instant opened = Instant.now();
        Ticket unassigned = new Ticket(UUID.randomUUID(), "Screen flickers", "audit", null, opened, null);
        dao.save(unassigned);
        // A stray copy in the sparse table for a ticket whose base row says it is unassigned.
        raw.execute(
                "INSERT INTO %s.tickets_by_assignee (assignee, opened_at, ticket_id, title, team) VALUES (?, ?, ?, ?, ?)",
                "ghost", opened, unassigned.ticketId(), unassigned.title(), unassigned.team());
        Ticket assigned = new Ticket(UUID.randomUUID(), "Mouse", "audit", "cleo", Instant.now(), null);
        dao.save(assigned);
        raw.execute("DELETE FROM %s.tickets_by_assignee WHERE assignee = ?", "cleo");

        AuditReport found = dao.audit();
        assertEquals(1, found.table("tickets_by_assignee").orphaned(), found.toString());
        assertEquals(1, found.table("tickets_by_assignee").missing(), found.toString());
        AuditReport repaired = dao.auditAndRepair();
        assertTrue(repaired.repaired());
        assertClean(dao.audit());
        assertEquals(List.of(), dao.byAssignee("ghost"));
        assertEquals(List.of(stored(assigned)), dao.byAssignee("cleo"));
    }

    /** Every read of the ticket's key, of each assignee in {@code assignees}, and of its team. */
    /**
     * A ticket's opening time is {@code @Fixed}: where the DAO reads the previous state (an
     * update, a save that may move rows), a write changing it is refused, naming the attribute,
     * and nothing is written; the same instant to the millisecond is no change.
     */
    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aChangedOpeningTimeIsRefusedAndNothingIsWritten(WriteMode mode) {
        TicketDao dao = dao(mode);
        String ana = "ana-fixed-" + mode;
        Instant opened = Instant.now();
        Ticket ticket = new Ticket(UUID.randomUUID(), "Ölfleck im Serverraum", "facilities-" + mode, ana, opened, null);
        dao.save(ticket);

        Ticket reopenedLater =
                new Ticket(ticket.ticketId(), "moved", ticket.team(), "bo-fixed-" + mode, opened.plusSeconds(60), null);
        IllegalArgumentException update = assertThrows(IllegalArgumentException.class, () -> dao.update(reopenedLater));
        assertTrue(update.getMessage().contains("ticket.openedAt is @Fixed"), update.getMessage());
        IllegalArgumentException save = assertThrows(IllegalArgumentException.class, () -> dao.save(reopenedLater));
        assertTrue(save.getMessage().contains("ticket.openedAt"), save.getMessage());
        expect(dao, ticket, List.of(ana, "bo-fixed-" + mode));

        // Read back from the node, the instant has lost its sub-millisecond digits: no change.
        Ticket stored = dao.findByKey(ticket.ticketId()).orElseThrow();
        assertTrue(dao.update(withAssignee(stored, "bo-fixed-" + mode, null)));
        expect(dao, withAssignee(ticket, "bo-fixed-" + mode, null), List.of(ana, "bo-fixed-" + mode));
    }

    private static void expect(TicketDao dao, Ticket ticket, List<String> assignees) {
        Ticket stored = stored(ticket);
        assertEquals(Optional.of(stored), dao.findByKey(ticket.ticketId()));
        for (String assignee : assignees) {
            List<Ticket> expected = assignee.equals(ticket.assignee()) ? List.of(stored) : List.of();
            assertEquals(expected, dao.byAssignee(assignee), "byAssignee " + assignee);
            assertEquals(expected, dao.byAssigneePage(assignee, 5, null).items(), "byAssigneePage " + assignee);
        }
        List<Ticket> byTeam = ticket.dueAt() == null ? List.of() : List.of(stored);
        assertEquals(byTeam, dao.byTeamDueFirst(ticket.team()), "byTeamDueFirst " + ticket.team());
        assertClean(dao.audit());
    }

    private static Ticket withAssignee(Ticket ticket, String assignee, Instant dueAt) {
        return new Ticket(ticket.ticketId(), ticket.title(), ticket.team(), assignee, ticket.openedAt(), dueAt);
    }

    /** The ticket as Cassandra returns it: timestamps in whole milliseconds. */
    private static Ticket stored(Ticket ticket) {
        return new Ticket(
                ticket.ticketId(),
                ticket.title(),
                ticket.team(),
                ticket.assignee(),
                millis(ticket.openedAt()),
                millis(ticket.dueAt()));
    }

    private static Instant millis(Instant instant) {
        return instant == null ? null : instant.truncatedTo(ChronoUnit.MILLIS);
    }

    private static void assertClean(AuditReport audit) {
        assertTrue(audit.isClean(), audit.toString());
    }
}
