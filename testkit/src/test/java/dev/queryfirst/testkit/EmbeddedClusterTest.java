package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.servererrors.QueryExecutionException;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Three forked nodes: about a minute on two cores, so it runs only with {@code mvn verify -Pcluster}
 * (tag {@code cluster}).
 */
@Tag("cluster")
class EmbeddedClusterTest {

    @Test
    void quorumSurvivesOneOfThreeReplicas() {
        try (EmbeddedCluster cluster = EmbeddedCluster.of(3)) {
            assertEquals(
                    List.of(
                            new InetSocketAddress(
                                    "127.0.0.1", cluster.node(1).contactPoint().getPort()),
                            new InetSocketAddress(
                                    "127.0.0.2", cluster.node(1).contactPoint().getPort()),
                            new InetSocketAddress(
                                    "127.0.0.3", cluster.node(1).contactPoint().getPort())),
                    cluster.contactPoints());
            try (CqlSession session = cluster.newSession()) {
                session.execute(
                        "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3}");
                session.execute("CREATE TABLE shop.orders (id int PRIMARY KEY, item text)");
                PreparedStatement insert = session.prepare("INSERT INTO shop.orders (id, item) VALUES (?, ?)");
                for (int i = 0; i < 20; i++) {
                    session.execute(insert.bind(i, "before-" + i)
                            .setConsistencyLevel(ConsistencyLevel.QUORUM)
                            .setIdempotent(true));
                }

                cluster.node(3).kill();
                assertFalse(cluster.node(3).isRunning());
                for (int i = 20; i < 40; i++) {
                    session.execute(insert.bind(i, "during-" + i)
                            .setConsistencyLevel(ConsistencyLevel.QUORUM)
                            .setIdempotent(true));
                }
                // Writes go to every replica and need two answers, so they never noticed. A read asks only
                // two replicas and times out while the coordinators still believe the dead one is up:
                // the stall real clusters show until gossip convicts it (about 10 s).
                assertEquals(40L, eventually(() -> count(session, ConsistencyLevel.QUORUM)));
                PreparedStatement select = session.prepare("SELECT item FROM shop.orders WHERE id = ?");
                for (int i = 0; i < 40; i++) {
                    Row row = session.execute(select.bind(i)
                                    .setConsistencyLevel(ConsistencyLevel.QUORUM)
                                    .setIdempotent(true))
                            .one();
                    assertEquals((i < 20 ? "before-" : "during-") + i, row.getString(0));
                }

                cluster.node(3).restart();
                assertTrue(cluster.node(3).isRunning());
                // ALL needs node 3 back in every coordinator's view; gossip takes a moment to say so.
                assertEquals(40L, eventually(() -> count(session, ConsistencyLevel.ALL)));
            }
        }
    }

    private static long eventually(LongSupplier read) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            try {
                return read.getAsLong();
            } catch (QueryExecutionException | AllNodesFailedException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
            }
        }
    }

    private static long count(CqlSession session, ConsistencyLevel level) {
        return session.execute(SimpleStatement.newInstance("SELECT count(*) FROM shop.orders")
                        .setConsistencyLevel(level)
                        .setIdempotent(true))
                .one()
                .getLong(0);
    }
}
