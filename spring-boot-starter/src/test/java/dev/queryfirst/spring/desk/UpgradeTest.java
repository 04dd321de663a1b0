package dev.queryfirst.spring.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationStep;
import dev.queryfirst.runtime.migrate.Migrator;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The upgrade this build makes in production: from the schema version before its newest. */
@CassandraTest
class UpgradeTest {

    @Test
    void rowsOfThePreviousVersionSurviveTheUpgrade(CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name();
        MigrationOptions options = MigrationOptions.defaults().withKeyspace(ks);
        List<MigrationStep> steps = DeskSchema.steps(ks, options);

        // The keyspace as production has it: every version but the newest.
        Migrator.migrate(session, ks, steps.subList(0, steps.size() - 1), options);
        // Rows as the running release writes them (Cassandra keeps timestamps to the millisecond).
        Ticket open = new Ticket(
                UUID.randomUUID(), "Printer jammed", "ana", Instant.now().truncatedTo(ChronoUnit.MILLIS));
        TicketDao.create(session, DaoOptions.defaults().withKeyspace(ks)).save(open);

        // The upgrade, as this release runs it at start-up.
        DeskSchema.migrate(session, options);

        assertEquals(List.of(), DeskSchema.verify(session, ks));
        TicketDao tickets = TicketDao.create(session, DaoOptions.defaults().withKeyspace(ks));
        assertEquals(Optional.of(open), tickets.findByKey(open.ticketId()));
        assertEquals(List.of(open), tickets.byAssignee("ana"));
        assertTrue(tickets.audit().isClean(), tickets.audit().toString());
    }
}
