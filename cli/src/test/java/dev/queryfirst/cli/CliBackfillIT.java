package dev.queryfirst.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.cli.desk.Ticket;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A backfill run as a job of its own: the migration applies the statements and leaves the copy
 * pending, {@code backfill} is stopped by Ctrl-C (SIGINT) midway, and the next run resumes from the
 * checkpointed token ranges and ends with every copy in place.
 */
@CassandraTest
class CliBackfillIT {

    @Test
    void aBackfillStoppedByCtrlCResumesWhereItStopped(CqlSession session, TestKeyspace keyspace)
            throws IOException, InterruptedException {
        String ks = keyspace.name();
        List<Ticket> tickets = DeskFixture.atVersionOne(session, ks, 2_000);
        long assigned = tickets.stream().filter(t -> t.assignee() != null).count();
        String app = Cli.applicationJar("desk-backfill.jar", "dev/queryfirst/cli/desk", true)
                .toString();

        Cli.run(keyspace, "migrate", "--leave-backfills-pending", "-cp", app, "--keyspace-name", ks)
                .expect(0);
        assertEquals(0, DeskFixture.count(session, ks, "tickets_by_assignee"), "left pending");
        Cli.Run pending = Cli.run(keyspace, "status", "--check", "-cp", app, "--keyspace-name", ks)
                .expect(2);
        assertTrue(pending.out().contains("pending backfill tickets_by_assignee from tickets"), pending.out());

        Process backfill =
                Cli.start(Cli.driverSettings(keyspace), "backfill", "--rate", "200", "-cp", app, "--keyspace-name", ks);
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (finishedRanges(session, ks) < 5) {
            assertTrue(backfill.isAlive() && System.nanoTime() < deadline, "the backfill checkpoints ranges");
            Thread.sleep(100);
        }
        new ProcessBuilder("kill", "-INT", Long.toString(backfill.pid()))
                .inheritIO()
                .start()
                .waitFor();
        Cli.Run stopped = Cli.await(backfill);
        assertEquals(130, stopped.exitCode(), "ended by SIGINT:\n" + stopped.out() + stopped.err());
        assertTrue(stopped.err().contains("run backfill again to resume"), stopped.err());
        long done = finishedRanges(session, ks);
        long copied = DeskFixture.count(session, ks, "tickets_by_assignee");
        assertTrue(done >= 5 && copied < assigned, done + " ranges, " + copied + " of " + assigned + " rows");

        Cli.Run resumed =
                Cli.run(keyspace, "backfill", "-cp", app, "--keyspace-name", ks).expect(0);
        Matcher skipped =
                Pattern.compile("(\\d+) of (\\d+) token ranges done before").matcher(resumed.out());
        assertTrue(skipped.find(), resumed.out());
        assertTrue(Integer.parseInt(skipped.group(1)) >= done, resumed.out());
        // No terminal here: progress as plain lines, the last one complete.
        assertTrue(
                resumed.out()
                        .lines()
                        .anyMatch(l -> l.startsWith("backfill tickets_by_assignee (") && l.endsWith(" (100%)")),
                resumed.out());
        assertTrue(!resumed.out().contains("\r"), "no bar redrawn in a log");
        assertEquals(assigned, DeskFixture.count(session, ks, "tickets_by_assignee"));
        Cli.run(keyspace, "status", "--check", "-cp", app, "--keyspace-name", ks)
                .expect(0);
        Cli.run(keyspace, "audit", "--check", "-cp", app, "--keyspace-name", ks).expect(0);
    }

    /** The token ranges of the backfill that its checkpoints record as copied. */
    private static long finishedRanges(CqlSession session, String ks) {
        return session
                .execute("SELECT range_start FROM " + ks + ".queryfirst_backfill WHERE target = 'tickets_by_assignee'")
                .all()
                .stream()
                .filter(row -> !row.getString(0).isEmpty())
                .count();
    }
}
