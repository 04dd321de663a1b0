package dev.queryfirst.reliability.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import dev.queryfirst.reliability.support.SentStatements;
import dev.queryfirst.reliability.support.StatementLog;
import dev.queryfirst.reliability.support.TestSessions;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.EmbeddedCluster;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Three nodes, replication factor 3, QUORUM reads and writes: 3,000 inserts and moving updates
 * through the generated DAO while node 3 is SIGKILLed and restarted, then what failed is retried
 * and every table audited. Nothing acknowledged may be missing and no entity may be in some
 * tables but not others. Run with {@code -Pfaults} (the cluster takes a minute to start).
 */
@Tag("faults")
class ClusterFaultsTest {

    private static final int WRITES = 3_000;
    private static EmbeddedCluster cluster;

    @BeforeAll
    static void start() {
        cluster = EmbeddedCluster.of(3);
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aKilledReplicaLosesNoAcknowledgedWriteAndLeavesNoDivergentCopy(WriteMode mode) throws Exception {
        String keyspace = "faults_" + mode.name().toLowerCase(Locale.ROOT);
        StatementLog log = new StatementLog();
        // A client timeout above the nodes' 10 s write timeout: Cassandra says what timed out.
        try (CqlSession session =
                TestSessions.open(cluster.contactPoints(), cluster.localDatacenter(), log, Duration.ofSeconds(12))) {
            FaultsSchema.create(session, keyspace, Replication.simple(3));
            ShipmentDao dao = ShipmentDao.create(
                    session,
                    DaoOptions.defaults()
                            .withKeyspace(keyspace)
                            .withWriteMode(mode)
                            .withWriteConsistency(DefaultConsistencyLevel.QUORUM)
                            .withReadConsistency(DefaultConsistencyLevel.QUORUM));
            log.clear();
            FaultRun run = new FaultWorkload(dao, WRITES)
                    .run(
                            "3 nodes, RF 3, QUORUM, " + mode,
                            () -> cluster.node(3).kill(),
                            () -> cluster.node(3).restart());
            int statements = SentStatements.assertAllBound(log, List.of());
            System.out.println(run.summary() + "; " + statements
                    + " statements sent, each prepared and explicitly flagged idempotent or not");
            assertEquals(0, run.missing(), run.summary());
            assertTrue(run.audit().isClean(), run.summary() + "\n" + run.audit());
        }
    }
}
