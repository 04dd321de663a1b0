package com.example.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.helpers.NOPLoggerFactory;

@CassandraTest                       // a Cassandra node for the test run, a keyspace for this class
class TicketDaoTest {

  private static TicketDao tickets;

  @BeforeAll
  static void createSchema(CqlSession session, TestKeyspace keyspace) {
    // HelpdeskSchema and TicketDao are generated from Ticket's annotations.
    HelpdeskSchema.create(session, keyspace.name(), Replication.simple(1));
    tickets = TicketDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
  }

  @Test
  void savesAndReadsThroughTheGeneratedDao() {
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);  // a CQL timestamp holds millis
    Ticket printer = new Ticket(UUID.randomUUID(), "it", "open", now.minusSeconds(90),
        "Drucker im 2. Stock druckt nur Kästchen", null);
    Ticket vpn = new Ticket(UUID.randomUUID(), "it", "open", now,
        "VPN drops every 10 minutes", "María");
    tickets.insert(printer);
    tickets.insert(vpn);

    assertEquals(Optional.of(printer), tickets.findByKey(printer.ticketId()));
    assertEquals(List.of(vpn, printer), tickets.byQueueAndStatus("it", "open", 50));

    Ticket solved = new Ticket(vpn.ticketId(), "it", "solved", now, vpn.subject(), "María");
    tickets.save(solved);            // moves the ticket from ("it", "open") to ("it", "solved")
    assertEquals(List.of(printer), tickets.byQueueAndStatus("it", "open", 50));
    assertEquals(List.of(solved), tickets.byQueueAndStatus("it", "solved", 50));
  }

  @Test
  void logsThroughLogback() {
    assertFalse(LoggerFactory.getILoggerFactory() instanceof NOPLoggerFactory,
        "SLF4J found no provider: the driver's warnings would be lost");
  }
}
