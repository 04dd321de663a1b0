package dev.queryfirst.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.cli.desk.DeskSchema;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The release step's migrate racing an application instance's start-up migrate: the application
 * takes the lease first (its backfill held until the command line says it waits), the command line
 * waits on that lease and then finds every version applied.
 */
@CassandraTest
class CliRaceIT {

    @Test
    void theCliWaitsOnTheApplicationsLeaseAndAppliesNothingTwice(CqlSession session, TestKeyspace keyspace)
            throws Exception {
        String ks = keyspace.name();
        DeskFixture.atVersionOne(session, ks, 600);
        String app = Cli.applicationJar("desk-race.jar", "dev/queryfirst/cli/desk", true)
                .toString();

        // The application's backfill holds the lease until the command line says it waits on it.
        CountDownLatch cliWaits = new CountDownLatch(1);
        CompletableFuture<MigrationReport> application = CompletableFuture.supplyAsync(() -> DeskSchema.migrate(
                session,
                MigrationOptions.defaults()
                        .withKeyspace(ks)
                        .withHolder("app-instance-1")
                        .withBackfillOptions(BackfillOptions.defaults().withListener(progress -> await(cliWaits)))));
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (leaseHolder(session, ks) == null) {
            assertTrue(System.nanoTime() < deadline && !application.isDone(), "the application takes the lease");
            Thread.sleep(20);
        }
        Process process = Cli.start(Cli.driverSettings(keyspace), "migrate", "-cp", app, "--keyspace-name", ks);
        StringBuilder out = new StringBuilder();
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                out.append(line).append('\n');
                if (line.contains("waiting for the migration lease held by app-instance-1")) {
                    assertTrue(!application.isDone(), "the application still holds the lease");
                    cliWaits.countDown();
                }
            }
        }
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the command line ends");
        assertEquals(
                0,
                process.exitValue(),
                out + new String(process.getErrorStream().readAllBytes(), UTF_8));
        Cli.Run cli = new Cli.Run(0, out.toString(), "");
        assertTrue(application.isDone(), "the command line ended after the application's migration");

        assertEquals(List.of(2, 3), application.get().applied());
        assertTrue(cli.out().contains("waiting for the migration lease held by app-instance-1"), cli.out());
        assertTrue(cli.out().contains("is at version 3: nothing to apply"), cli.out());
        List<Row> history = session.execute(
                        "SELECT version, applied_by, success FROM " + ks + ".queryfirst_schema_history")
                .all();
        assertEquals(3, history.size());
        for (Row version : history) {
            assertTrue(version.getBoolean("success"));
            if (version.getInt("version") > 1) {
                assertEquals("app-instance-1", version.getString("applied_by"));
            }
        }
    }

    private static String leaseHolder(CqlSession session, String ks) {
        if (session.getMetadata()
                .getKeyspace(ks)
                .flatMap(k -> k.getTable("queryfirst_migration_lease"))
                .isEmpty()) {
            return null;
        }
        Row row = session.execute("SELECT holder FROM " + ks + ".queryfirst_migration_lease")
                .one();
        return row == null ? null : row.getString(0);
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(90, TimeUnit.SECONDS), "the command line waits on the lease");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
