package dev.queryfirst.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.internal.DirectoryTable;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.backfill.Backfill;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.Migrator;
import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.spark.store.CustomersTable;
import dev.queryfirst.spark.store.Order;
import dev.queryfirst.spark.store.OrdersByCustomerIdBucketsTable;
import dev.queryfirst.spark.store.OrdersByCustomerIdTable;
import dev.queryfirst.spark.store.OrdersByCustomerRefTable;
import dev.queryfirst.spark.store.OrdersByPlacedAtDayTable;
import dev.queryfirst.spark.store.OrdersByStatusBucketsTable;
import dev.queryfirst.spark.store.OrdersByStatusTable;
import dev.queryfirst.spark.store.OrdersTable;
import dev.queryfirst.spark.store.StoreSchema;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.File;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The whole path of a backfill left to Spark: version 1 of the store holds orders; {@code migrate}
 * to version 2 with {@code withBackfillsLeftPending()} creates the sharded feed and leaves it
 * empty and pending ({@code verify} says so); the {@code spark-submit} main class, run in a JVM of
 * its own, is killed midway; run again, the job fills the pending table, records it done, and the
 * table equals, row for row and write time for write time, what the in-JVM backfill writes.
 */
@CassandraTest
class PendingBackfillJobTest {

    private static final String FEED = "orders_by_placed_at_day";

    @Test
    void aBackfillLeftPendingByMigrateIsFilledByTheJobKilledMidwayAndRunAgain(CqlSession session, TestKeyspace keyspace)
            throws Exception {
        String ks = keyspace.name();
        MigrationOptions options = MigrationOptions.defaults().withKeyspace(ks);
        Migrator.migrate(session, ks, StoreSchema.steps(ks, options).subList(0, 1), options);
        Store store = new Store(session, keyspace);
        CustomersTable customers = store.table(CustomersTable.statements(ks), p -> new CustomersTable(p, ks));
        store.newCustomers(20).forEach(c -> session.execute(customers.bindInsert(c)));
        writeVersion1(store, store.newOrders(1_500, new Random(5)));

        StoreSchema.migrate(session, options.withBackfillsLeftPending());
        assertEquals(0, store.snapshot(FEED).size(), "migrate copied nothing");
        assertTrue(pending(store), "verify names the table left pending");

        Process job = startJob(keyspace, 300);
        while (job.isAlive() && store.snapshot(FEED, false).size() < 150) {
            Thread.sleep(200);
        }
        assertTrue(job.isAlive(), "the job ended before it could be killed: " + Files.readString(log(ks)));
        job.destroyForcibly().waitFor();
        int copiedBeforeKill = store.snapshot(FEED, false).size();
        assertTrue(copiedBeforeKill < 1_500, "killed midway: " + copiedBeforeKill);
        assertTrue(pending(store), "a killed job records nothing done");

        try (QueryFirstSpark spark =
                QueryFirstSpark.local("local[2]", keyspace.contactPoint(), keyspace.localDatacenter())) {
            List<TableBackfill> done =
                    spark.backfill(Store.model(), JobOptions.defaults().withKeyspace(ks));
            assertEquals(List.of(FEED), done.stream().map(TableBackfill::target).toList());
            assertEquals(1_500, done.get(0).rowsCopied());
        }
        assertEquals(List.of(), PendingBackfills.list(session, ks));
        assertTrue(!pending(store), "verify no longer names it");
        assertTrue(
                store.orders().audit().isClean(), () -> store.orders().audit().toString());

        Map<List<Object>, List<Object>> bySpark = store.snapshot(FEED);
        store.truncate(FEED);
        Backfill.run(
                session,
                ks,
                Store.entityOf(FEED),
                store.table(OrdersTable.statements(ks), p -> new OrdersTable(p, ks)),
                store.table(OrdersByPlacedAtDayTable.statements(ks), p -> new OrdersByPlacedAtDayTable(p, ks)),
                BackfillOptions.defaults());
        assertEquals(store.snapshot(FEED), bySpark, "the rerun converged on what the in-JVM backfill writes");
    }

    private static boolean pending(Store store) {
        return StoreSchema.verify(store.session, store.keyspace).stream()
                .anyMatch(d -> d.kind() == SchemaDifference.Kind.BACKFILL_PENDING
                        && d.table().equals(FEED));
    }

    /**
     * Writes {@code orders} as version 1's application did: its tables and directories, no feed
     * (the version 2 DAOs, the customers' included, prepare statements on the feed).
     */
    private static void writeVersion1(Store store, List<Order> orders) {
        String ks = store.keyspace;
        List<EntityTable<Order>> tables = List.of(
                store.table(OrdersTable.statements(ks), p -> new OrdersTable(p, ks)),
                store.table(OrdersByCustomerIdTable.statements(ks), p -> new OrdersByCustomerIdTable(p, ks)),
                store.table(OrdersByStatusTable.statements(ks), p -> new OrdersByStatusTable(p, ks)),
                store.table(OrdersByCustomerRefTable.statements(ks), p -> new OrdersByCustomerRefTable(p, ks)));
        List<DirectoryTable<Order>> directories = List.of(
                store.table(
                        OrdersByCustomerIdBucketsTable.statements(ks), p -> new OrdersByCustomerIdBucketsTable(p, ks)),
                store.table(OrdersByStatusBucketsTable.statements(ks), p -> new OrdersByStatusBucketsTable(p, ks)));
        for (Order order : orders) {
            tables.stream().filter(t -> t.holds(order)).forEach(t -> store.session.execute(t.bindInsert(order)));
            directories.stream().filter(d -> d.holds(order)).forEach(d -> store.session.execute(d.bindUpsert(order)));
        }
    }

    /** The spark-submit main class in a JVM of its own, rate-limited so that it can be killed midway. */
    private static Process startJob(TestKeyspace keyspace, int rowsPerSecond) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx768m");
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens")
                        || a.startsWith("-XX:+IgnoreUnrecognized")
                        || a.startsWith("-Djdk.reflect"))
                .forEach(command::add);
        command.addAll(List.of(
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "backfill",
                "--keyspace",
                keyspace.name(),
                "--model",
                "store",
                "--rate",
                String.valueOf(rowsPerSecond),
                "--master",
                "local[2]",
                "--contact-point",
                keyspace.contactPoint().getHostString() + ":"
                        + keyspace.contactPoint().getPort(),
                "--datacenter",
                keyspace.localDatacenter()));
        File log = log(keyspace.name()).toFile();
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log);
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        return builder.start();
    }

    private static Path log(String keyspace) {
        return Path.of("target", "pending-backfill-job-" + keyspace + ".log");
    }
}
