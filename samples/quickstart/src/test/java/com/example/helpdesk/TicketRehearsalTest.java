package com.example.helpdesk;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import org.junit.jupiter.api.Test;

@CassandraTest
class TicketRehearsalTest {

  @Test
  void partitionsAreAsEstimated(CqlSession session, TestKeyspace keyspace) {
    // Synthetic tickets that follow the @Cardinality numbers, written through TicketDao, some moved
    // and deleted, every access pattern read, then flushed: fails naming each table and figure
    // the node measured over its estimate (report in target/queryfirst/<keyspace>/).
    HelpdeskSchema.rehearse(session, keyspace.name()).assertWithinEstimates();
  }
}
