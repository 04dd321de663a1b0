package dev.queryfirst.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillReport;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.TokenRangeTable;
import dev.queryfirst.runtime.internal.backfill.Backfill;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.spark.store.OrdersByCustomerIdTable;
import dev.queryfirst.spark.store.OrdersByCustomerRefTable;
import dev.queryfirst.spark.store.OrdersByPlacedAtDayTable;
import dev.queryfirst.spark.store.OrdersByStatusTable;
import dev.queryfirst.spark.store.OrdersTable;
import dev.queryfirst.spark.store.ReadingsByKindTable;
import dev.queryfirst.spark.store.ReadingsByTakenAt12hoursTable;
import dev.queryfirst.spark.store.ReadingsTable;
import dev.queryfirst.spark.store.StoreSchema;
import dev.queryfirst.spark.store.VisitsByPageTable;
import dev.queryfirst.spark.store.VisitsTable;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Spark backfill writes what the in-JVM backfill writes, on the same data: every table of the
 * store emptied, filled by {@code Backfill.run}, snapshotted, emptied again, filled by the Spark
 * job, snapshotted; the two snapshots are equal row for row, cell write time for cell write time
 * and expiry for expiry. Buckets come out of the runtime's {@code BucketSpec} and shards out of its
 * {@code Shards} on both sides (orders placed at {@code Instant.now()}, to the microsecond); the
 * job also lists the buckets in each table's directory, as the DAO does. The shapes: static copies
 * of a live reference, directories, a sparse table, shards of a uuid key and of a key of text, date
 * and smallint, rows with and without a TTL, and the value types a copy passes on (decimal, set, map, enum, blob,
 * list, boolean, double).
 */
@CassandraTest
class BackfillEquivalenceTest {

    private static Store store;
    private static QueryFirstSpark spark;
    private static OrdersTable orders;
    private static VisitsTable visits;
    private static ReadingsTable readings;

    @BeforeAll
    static void fill(CqlSession session, TestKeyspace keyspace) {
        StoreSchema.create(session, keyspace.name(), Replication.simple(1));
        store = new Store(session, keyspace);
        store.fill(40, 2_000, 600, 26);
        orders = store.table(OrdersTable.statements(keyspace.name()), p -> new OrdersTable(p, keyspace.name()));
        visits = store.table(VisitsTable.statements(keyspace.name()), p -> new VisitsTable(p, keyspace.name()));
        store.fillReadings(1_500, 26);
        readings = store.table(ReadingsTable.statements(keyspace.name()), p -> new ReadingsTable(p, keyspace.name()));
        spark = QueryFirstSpark.local("local[2]", keyspace.contactPoint(), keyspace.localDatacenter());
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    @Test
    void aTableKeyedByTheCustomerWithStaticCopiesAndADirectory() {
        assertSameCopies(
                orders,
                store.table(
                        OrdersByCustomerIdTable.statements(store.keyspace),
                        p -> new OrdersByCustomerIdTable(p, store.keyspace)),
                "orders_by_customer_id_buckets");
    }

    @Test
    void aSparseTableByAnOptionalStatusWithADirectory() {
        assertSameCopies(
                orders,
                store.table(
                        OrdersByStatusTable.statements(store.keyspace),
                        p -> new OrdersByStatusTable(p, store.keyspace)),
                "orders_by_status_buckets");
    }

    @Test
    void aShardedFeedBucketedByDay() {
        assertSameCopies(
                orders,
                store.table(
                        OrdersByPlacedAtDayTable.statements(store.keyspace),
                        p -> new OrdersByPlacedAtDayTable(p, store.keyspace)),
                null);
    }

    @Test
    void theReferenceIndexOfTheCustomer() {
        assertSameCopies(
                orders,
                store.table(
                        OrdersByCustomerRefTable.statements(store.keyspace),
                        p -> new OrdersByCustomerRefTable(p, store.keyspace)),
                null);
    }

    @Test
    void aCopyExpiresWhenItsSourceRowDoes() {
        // Visits written before the entity had its TTL (USING TTL 0): neither they nor their copies expire.
        Set<UUID> lasting = new HashSet<>();
        for (int i = 0; i < 30; i++) {
            UUID id = UUID.randomUUID();
            lasting.add(id);
            store.session.execute(
                    "INSERT INTO " + store.keyspace + ".visits (visit_id, page, at, referrer) VALUES (?, ?, ?, ?)"
                            + " USING TTL 0",
                    id,
                    "/lasting/" + (i % 3),
                    Instant.now(),
                    i % 2 == 0 ? null : "https://example.com/ü/" + i);
        }
        assertSameCopies(
                visits,
                store.table(
                        VisitsByPageTable.statements(store.keyspace), p -> new VisitsByPageTable(p, store.keyspace)),
                null);
        // Its one timed cell (the referrer) comes last: write time, expiry.
        Map<List<Object>, List<Object>> copies = store.snapshot("visits_by_page");
        List<List<Object>> referred = copies.entrySet().stream()
                .filter(row -> row.getValue().get(row.getValue().size() - 2) != null)
                .map(row -> Arrays.asList(
                        row.getKey().get(3), row.getValue().get(row.getValue().size() - 1)))
                .toList();
        assertTrue(referred.size() > 400, "copies with a referrer: " + referred.size());
        for (List<Object> copy : referred) {
            boolean expires = copy.get(1) instanceof Store.Expiry;
            assertEquals(!lasting.contains((UUID) copy.get(0)), expires, "expiry of the copy of visit " + copy.get(0));
        }
    }

    @Test
    void aFeedShardedByAKeyOfTextDateAndSmallint() {
        assertSameCopies(
                readings,
                store.table(
                        ReadingsByTakenAt12hoursTable.statements(store.keyspace),
                        p -> new ReadingsByTakenAt12hoursTable(p, store.keyspace)),
                null);
    }

    @Test
    void aSparseTableByAnOptionalEnumWithBlobsListsBooleansAndDoubles() {
        assertSameCopies(
                readings,
                store.table(
                        ReadingsByKindTable.statements(store.keyspace),
                        p -> new ReadingsByKindTable(p, store.keyspace)),
                null);
    }

    private static <E> void assertSameCopies(TokenRangeTable<E> source, EntityTable<E> target, String directory) {
        Map<List<Object>, List<Object>> listed = directory == null ? Map.of() : store.snapshot(directory);
        store.truncate(target.name());
        BackfillReport inJvm = Backfill.run(
                store.session,
                store.keyspace,
                Store.entityOf(target.name()),
                source,
                target,
                BackfillOptions.defaults());
        Map<List<Object>, List<Object>> expected = store.snapshot(target.name());
        assertTrue(expected.size() > 100, target.name() + " holds " + expected.size() + " rows");
        assertEquals(inJvm.rowsCopied(), expected.size());

        store.truncate(target.name());
        if (directory != null) {
            store.truncate(directory);
        }
        List<TableBackfill> done = spark.backfill(
                Store.model(),
                JobOptions.defaults().withKeyspace(store.keyspace).withTables(target.name()));

        assertEquals(1, done.size());
        assertEquals(inJvm.rowsCopied(), done.get(0).rowsCopied());
        assertEquals(expected, store.snapshot(target.name()), "row for row, write time for write time");
        if (directory != null) {
            assertEquals(listed.keySet(), store.snapshot(directory).keySet(), "the buckets the DAO listed");
            assertEquals(listed.size(), done.get(0).directoryEntries());
        }
        assertTrue(
                store.orders().audit().isClean(), () -> store.orders().audit().toString());
        assertTrue(
                store.visits().audit().isClean(), () -> store.visits().audit().toString());
        assertTrue(
                store.readings().audit().isClean(),
                () -> store.readings().audit().toString());
    }
}
