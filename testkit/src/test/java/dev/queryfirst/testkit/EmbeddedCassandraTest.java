package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One node for the whole class: starting one costs about ten seconds. */
class EmbeddedCassandraTest {

    private static EmbeddedCassandra node;

    @BeforeAll
    static void start() {
        node = EmbeddedCassandra.builder().heapMb(768).build().start();
        try (CqlSession session = node.newSession()) {
            session.execute(
                    "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        }
    }

    @AfterAll
    static void close() {
        Path directory = node.directory();
        node.close();
        assertFalse(node.isRunning());
        assertFalse(Files.exists(directory), "temporary directory deleted on close");
    }

    @Test
    void answersCqlOnItsContactPoint() {
        assertTrue(node.isRunning());
        assertEquals("5.0.9", node.releaseVersion());
        try (CqlSession session = CqlSession.builder()
                .addContactPoint(node.contactPoint())
                .withLocalDatacenter(node.localDatacenter())
                .build()) {
            Row local = session.execute("SELECT release_version, data_center, cluster_name FROM system.local")
                    .one();
            assertEquals("5.0.9", local.getString("release_version"));
            assertEquals(node.localDatacenter(), local.getString("data_center"));
            assertEquals("queryfirst", local.getString("cluster_name"));
        }
    }

    @Test
    void roundTripsRows() {
        try (CqlSession session = node.newSession()) {
            session.execute("CREATE TABLE ks.round_trip (id int, seq int, body text, PRIMARY KEY (id, seq))");
            PreparedStatement insert = session.prepare("INSERT INTO ks.round_trip (id, seq, body) VALUES (?, ?, ?)");
            IntStream.range(0, 50).forEach(i -> session.execute(insert.bind(7, i, "row " + i)));
            List<Row> rows = session.execute("SELECT seq, body FROM ks.round_trip WHERE id = 7")
                    .all();
            assertEquals(50, rows.size());
            assertEquals("row 49", rows.get(49).getString("body"));
        }
    }

    /**
     * Writes are acknowledged after they reach the commit log (batch sync), so a SIGKILL, with no
     * drain and no memtable flush, loses none of them: the restarted node replays the commit log.
     */
    @Test
    void killedNodeKeepsAcknowledgedWritesAfterRestart() {
        try (CqlSession session = node.newSession()) {
            session.execute("CREATE TABLE ks.durable (id int PRIMARY KEY, v text)");
            PreparedStatement insert = session.prepare("INSERT INTO ks.durable (id, v) VALUES (?, ?)");
            IntStream.range(0, 100).forEach(i -> session.execute(insert.bind(i, "v" + i)));
        }
        var before = node.contactPoint();
        node.kill();
        assertFalse(node.isRunning());

        node.restart();
        assertTrue(node.isRunning());
        assertEquals(before, node.contactPoint());
        try (CqlSession session = node.newSession()) {
            assertEquals(
                    100L,
                    session.execute("SELECT count(*) FROM ks.durable").one().getLong(0));
            assertEquals(
                    "v42",
                    session.execute("SELECT v FROM ks.durable WHERE id = 42")
                            .one()
                            .getString(0));
        }
    }

    @Test
    void gracefulStopThenStartKeepsData() {
        try (CqlSession session = node.newSession()) {
            session.execute("CREATE TABLE ks.stopped (id int PRIMARY KEY, v text)");
            session.execute("INSERT INTO ks.stopped (id, v) VALUES (1, 'kept')");
        }
        node.stop();
        assertFalse(node.isRunning());
        node.start();
        try (CqlSession session = node.newSession()) {
            assertEquals(
                    "kept",
                    session.execute("SELECT v FROM ks.stopped WHERE id = 1")
                            .one()
                            .getString(0));
        }
    }

    @Test
    void failedStartReportsTheLogTail() {
        String previous = System.getProperty(ForkClasspath.CLASSPATH_PROPERTY);
        System.setProperty(ForkClasspath.CLASSPATH_PROPERTY, "/nonexistent/queryfirst.jar");
        try (EmbeddedCassandra broken = EmbeddedCassandra.create()) {
            IllegalStateException failure = assertThrows(IllegalStateException.class, broken::start);
            assertTrue(failure.getMessage().contains("exited with code"), failure.getMessage());
            assertTrue(failure.getMessage().contains("CassandraLauncher"), "console log tail: " + failure.getMessage());
            assertFalse(broken.isRunning());
        } finally {
            if (previous == null) {
                System.clearProperty(ForkClasspath.CLASSPATH_PROPERTY);
            } else {
                System.setProperty(ForkClasspath.CLASSPATH_PROPERTY, previous);
            }
        }
    }
}
