package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import org.junit.jupiter.api.Test;

class EmbeddedCassandraTest {

    @Test
    void startsAndAnswersCql() {
        long t0 = System.nanoTime();
        try (EmbeddedCassandra node = EmbeddedCassandra.create().start();
             CqlSession session = node.newSession()) {
            System.err.println("started in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
            assertTrue(node.isRunning());
            assertEquals("5.0.9", session.execute("SELECT release_version FROM system.local").one().getString(0));
        }
    }
}
