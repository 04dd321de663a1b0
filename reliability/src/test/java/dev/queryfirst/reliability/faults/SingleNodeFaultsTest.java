package dev.queryfirst.reliability.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.reliability.support.SentStatements;
import dev.queryfirst.reliability.support.StatementLog;
import dev.queryfirst.reliability.support.TestSessions;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.EmbeddedCassandra;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One node, SIGKILLed in the middle of 3,000 inserts and moving updates and restarted: every
 * write fails while it is down; retried afterwards, every shipment is in its last state in every
 * table (the commit log kept every acknowledged write). Run with {@code -Pfaults}.
 */
@Tag("faults")
class SingleNodeFaultsTest {

    private static final int WRITES = 3_000;
    private static EmbeddedCassandra node;

    @BeforeAll
    static void start() {
        node = EmbeddedCassandra.create().start();
    }

    @AfterAll
    static void stop() {
        if (node != null) {
            node.close();
        }
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aKilledNodeLosesNoAcknowledgedWriteAndLeavesNoDivergentCopy(WriteMode mode) throws Exception {
        String keyspace = "single_" + mode.name().toLowerCase(Locale.ROOT);
        StatementLog log = new StatementLog();
        try (CqlSession session =
                TestSessions.open(List.of(node.contactPoint()), node.localDatacenter(), log, Duration.ofSeconds(12))) {
            FaultsSchema.create(session, keyspace, Replication.simple(1));
            ShipmentDao dao = ShipmentDao.create(
                    session, DaoOptions.defaults().withKeyspace(keyspace).withWriteMode(mode));
            log.clear();
            FaultRun run = new FaultWorkload(dao, WRITES).run("1 node, " + mode, node::kill, node::restart);
            int statements = SentStatements.assertAllBound(log, List.of());
            System.out.println(run.summary() + "; " + statements
                    + " statements sent, each prepared and explicitly flagged idempotent or not");
            assertEquals(0, run.missing(), run.summary());
            assertTrue(run.audit().isClean(), run.summary() + "\n" + run.audit());
        }
    }
}
