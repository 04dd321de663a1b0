package dev.queryfirst.samples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The demo end to end, small, against the test run's node given as an existing cluster (the path
 * of {@code -Dqueryfirst.contactPoints}); the embedded-node path is README's first command.
 */
@CassandraTest
class LogsDemoTest {

    @Test
    void ingestsAnswersEveryPatternAndPrintsTheSizingTableAndThePaths(CqlSession session, TestKeyspace keyspace)
            throws Exception {
        Map<String, String> settings = Map.of(
                "demo.sources",
                "50",
                "demo.days",
                "2",
                "demo.messages",
                "1500",
                "demo.concurrency",
                "16",
                "demo.keyspace",
                keyspace.name() + "_demo",
                "demo.rehearsalRows",
                "500",
                "queryfirst.contactPoints",
                keyspace.contactPoint().getHostString() + ":"
                        + keyspace.contactPoint().getPort(),
                "queryfirst.localDc",
                keyspace.localDatacenter());
        settings.forEach(System::setProperty);
        PrintStream console = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            LogsDemo.main(new String[0]);
        } finally {
            System.setOut(console);
            settings.keySet().forEach(System::clearProperty);
        }
        String out = captured.toString(StandardCharsets.UTF_8);

        assertTrue(out.contains("1,500/1,500 100%"), out);
        assertTrue(out.contains("recentBySource(\"router-0003\", 10)"), out);
        assertTrue(out.contains("bySourceAndTime(\"router-0003\""), out);
        assertTrue(out.contains("bySourceType(\"router\", 10)"), out);
        assertTrue(out.matches("(?s).*log_messages_by_source_name +10,000 +6\\.7 MB +1 +- +ok.*"), out);
        assertTrue(out.contains("META-INF/queryfirst/logs.html") && out.contains("META-INF/queryfirst/logs.cql"), out);
        assertTrue(out.contains("Rehearsal of logs in keyspace " + keyspace.name() + "_demo_rehearsal"), out);
        assertTrue(out.contains("The node's figures agree with the estimates."), out);
        long rows = session.execute("SELECT count(*) FROM " + keyspace.name() + "_demo.log_messages_by_message_id")
                .one()
                .getLong(0);
        assertEquals(1_500, rows, "every message was written");
        session.execute("DROP KEYSPACE " + keyspace.name() + "_demo");
        session.execute("DROP KEYSPACE " + keyspace.name() + "_demo_rehearsal");
    }

    @Test
    void contactPointsDefaultToTheCqlPort() {
        assertEquals(
                List.of("db1:9042", "db2:9142"),
                DemoSettings.contactPoints("db1, db2:9142,").stream()
                        .map(a -> a.getHostString() + ":" + a.getPort())
                        .toList());
    }
}
