package dev.queryfirst.samples.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.tune.AttributeNumbers;
import dev.queryfirst.runtime.tune.EntityNumbers;
import dev.queryfirst.runtime.tune.EntityPlan;
import dev.queryfirst.runtime.tune.Rehearsal;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A rehearsal of declared numbers no data can follow is refused with the attribute and its
 * numbers, before it touches the node: here the generated ticket plan, with 300,000 assignees
 * declared for 200,000 tickets.
 */
@CassandraTest
class UnsynthesizableNumbersTest {

    @Test
    void areRefusedNamingTheAttributeBeforeAnythingIsWritten(CqlSession session, TestKeyspace keyspace) {
        EntityNumbers numbers = EntityNumbers.of("Ticket")
                .rows(200_000)
                .with(AttributeNumbers.of("ticketId").asKey())
                .with(AttributeNumbers.of("team").distinct(50).bytes(32).asMovable())
                .with(AttributeNumbers.of("assignee")
                        .distinct(300_000)
                        .bytes(32)
                        .asMovable());
        Rehearsal rehearsal = Rehearsal.of(
                "helpdesk",
                HelpdeskSchema::create,
                List.of(EntityPlan.of(
                        Ticket.class,
                        numbers,
                        TicketRehearsal.TABLES,
                        TicketDao::createAsync,
                        TicketRehearsal::ticket)));
        String target = keyspace.name() + "_refused";

        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class,
                () -> rehearsal.run(session, target, RehearsalOptions.defaults().withConsole(null)));

        assertEquals(
                "cannot rehearse: Ticket.assignee declares 300,000 distinct values, more than the 200,000 rows of"
                        + " Ticket: some values would have no row. No synthetic data can follow these numbers. Fix:"
                        + " lower @Cardinality(distinct) on assignee, or raise @Cardinality(rows) on Ticket.",
                refused.getMessage());
        assertEquals(
                0,
                session.execute("SELECT keyspace_name FROM system_schema.keyspaces WHERE keyspace_name = ?", target)
                        .all()
                        .size(),
                "no keyspace was created");
    }
}
