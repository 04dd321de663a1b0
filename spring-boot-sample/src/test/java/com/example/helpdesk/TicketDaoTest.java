package com.example.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.queryfirst.spring.test.QueryFirstDaoTest;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The DAOs alone, on the testkit's Cassandra node, in a keyspace of this class's own. */
@QueryFirstDaoTest
class TicketDaoTest {

    @Autowired
    TicketDao tickets;

    @Test
    void movesATicketBetweenAssignees() {
        Ticket ticket = new Ticket(UUID.randomUUID(), "VPN down", "network", "ana", Instant.now(), null);
        tickets.save(ticket);
        tickets.save(new Ticket(ticket.ticketId(), "VPN down", "network", "bo", ticket.openedAt(), null));

        assertEquals(List.of(), tickets.byAssignee("ana"));
        assertEquals(
                List.of("bo"),
                tickets.byAssignee("bo").stream().map(Ticket::assignee).toList());
    }
}
