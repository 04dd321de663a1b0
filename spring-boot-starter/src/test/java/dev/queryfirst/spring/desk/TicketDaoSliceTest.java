package dev.queryfirst.spring.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.spring.QueryFirstKeyspace;
import dev.queryfirst.spring.test.QueryFirstDaoTest;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/** The DAO slice: the generated beans on the testkit node, in a keyspace of this class's own. */
@QueryFirstDaoTest(properties = {"queryfirst.dao.page-size=50", "queryfirst.include-keyspaces=desk"})
class TicketDaoSliceTest {

    @Autowired
    TicketDao tickets;

    @Autowired
    QueryFirstKeyspace deskSchema;

    @Autowired
    ApplicationContext context;

    @Test
    void savesMovesAndReadsInTheClassesOwnKeyspace() {
        assertEquals("desk_ticket_dao_slice_test", deskSchema.name());
        assertEquals(List.of(), deskSchema.pendingVersions(), "migrated");
        Ticket ticket = new Ticket(UUID.randomUUID(), "Ünïcode title", "ana", Instant.now());
        tickets.save(ticket);
        tickets.save(new Ticket(ticket.ticketId(), ticket.title(), "bo", ticket.openedAt()));
        assertEquals(List.of(), tickets.byAssignee("ana"), "moved away from ana");
        assertEquals(1, tickets.byAssignee("bo").size());
        tickets.save(new Ticket(ticket.ticketId(), ticket.title(), null, ticket.openedAt()));
        assertEquals(List.of(), tickets.byAssignee("bo"), "unassigned: no row by assignee");
        assertTrue(tickets.findByKey(ticket.ticketId()).isPresent());
        assertTrue(tickets.audit().isClean());
    }

    @Test
    void leavesTheApplicationsOwnComponentsOut() {
        assertEquals(0, context.getBeanNamesForType(DeskService.class).length);
    }
}
