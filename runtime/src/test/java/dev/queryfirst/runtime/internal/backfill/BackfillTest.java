package dev.queryfirst.runtime.internal.backfill;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillProgress;
import dev.queryfirst.runtime.backfill.BackfillReport;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.migrate.MigrationStep;
import dev.queryfirst.runtime.migrate.Migrator;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Backfills of a new table from a base table against a real node: exact copies, live writes, resumption. */
@CassandraTest
class BackfillTest {

    private final CqlSession session;
    private final String keyspace;

    BackfillTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
    }

    @Test
    void copiesEveryRowAtItsSourceWriteTime() {
        OrdersTable orders = new OrdersTable(session, keyspace, "orders_all");
        OrdersByCustomerTable byCustomer = new OrdersByCustomerTable(session, keyspace, "orders_all_by_customer");
        writeAll(orders, orders(3000));
        List<BackfillProgress> progress = new CopyOnWriteArrayList<>();

        BackfillReport report = Backfill.run(
                session,
                keyspace,
                model(orders, byCustomer),
                orders,
                byCustomer,
                BackfillOptions.defaults()
                        .withSplits(16)
                        .withConcurrency(3)
                        .withPageSize(200)
                        .withListener(progress::add));

        assertEquals(3000, report.rowsCopied());
        assertEquals(0, report.rangesSkipped());
        assertTrue(report.rangesTotal() >= 16, "ranges: " + report.rangesTotal());
        assertEquals(report.rangesTotal(), progress.size());
        for (int i = 0; i < progress.size(); i++) {
            assertEquals(i + 1, progress.get(i).rangesDone());
            assertEquals(report.rangesTotal(), progress.get(i).rangesTotal());
            assertTrue(i == 0
                    || progress.get(i).rowsCopied() >= progress.get(i - 1).rowsCopied());
        }
        assertEquals(3000, progress.get(progress.size() - 1).rowsCopied());
        assertEquals(1.0, progress.get(progress.size() - 1).fraction());
        assertSameRows(scan(orders), scan(byCustomer));

        // Every copy carries its source row's write time, not the backfill's.
        Map<UUID, Long> sourceTimes = writeTimes("SELECT id, WRITETIME(total) FROM " + keyspace + ".orders_all");
        Map<UUID, Long> copyTimes =
                writeTimes("SELECT id, WRITETIME(total) FROM " + keyspace + ".orders_all_by_customer");
        assertTrue(copyTimes.size() > 2000, "rows with a total: " + copyTimes.size());
        copyTimes.forEach((id, time) -> assertEquals(sourceTimes.get(id), time, "write time of " + id));

        BackfillReport again = Backfill.run(
                session,
                keyspace,
                model(orders, byCustomer),
                orders,
                byCustomer,
                BackfillOptions.defaults().withSplits(16));
        assertEquals(0, again.rowsCopied());
        assertEquals(report.rangesTotal(), again.rangesSkipped());
    }

    @Test
    void aLiveWriteWinsOverTheCopy() throws Exception {
        OrdersTable orders = new OrdersTable(session, keyspace, "orders_live");
        OrdersByCustomerTable byCustomer = new OrdersByCustomerTable(session, keyspace, "orders_live_by_customer");
        List<Order> written = orders(1200);
        writeAll(orders, written);
        Map<UUID, Order> expected = new HashMap<>();
        scan(orders).forEach(order -> expected.put(order.id(), order));
        List<Order> base =
                written.stream().map(order -> expected.get(order.id())).toList();

        // Written to the new table after the backfill would have read the base row (later timestamps).
        for (Order old : base.subList(0, 100)) {
            Order live = new Order(old.id(), old.customer(), old.placedAt(), new BigDecimal("999.990"), "live ✓");
            session.execute(byCustomer.bindInsert(live));
            expected.put(live.id(), live);
        }
        // Moved to another customer after the backfill would have read the base row: the old copy must stay deleted.
        for (Order old : base.subList(100, 150)) {
            Order moved = new Order(old.id(), "Zoë moved", old.placedAt(), old.total(), old.note());
            session.execute(BatchStatement.newInstance(
                    DefaultBatchType.LOGGED, byCustomer.bindDelete(old), byCustomer.bindInsert(moved)));
            expected.put(moved.id(), moved);
        }
        // Written to both tables while the backfill runs.
        List<Order> racing = base.subList(150, 400);
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            for (Order old : racing) {
                Order live = new Order(old.id(), old.customer(), old.placedAt(), old.total(), "during the backfill");
                session.execute(BatchStatement.newInstance(
                        DefaultBatchType.LOGGED, orders.bindInsert(live), byCustomer.bindInsert(live)));
                expected.put(live.id(), live);
                sleepMillis(4);
            }
        });

        BackfillReport report = Backfill.run(
                session,
                keyspace,
                model(orders, byCustomer),
                orders,
                byCustomer,
                BackfillOptions.defaults()
                        .withSplits(8)
                        .withConcurrency(2)
                        .withPageSize(50)
                        .withRateLimit(1000));
        writer.get();

        assertTrue(report.rowsCopied() >= 1200, "rows: " + report.rowsCopied());
        assertSameRows(new HashSet<>(expected.values()), scan(byCustomer));
    }

    @Test
    void aStoppedBackfillResumesFromItsCheckpoint() {
        OrdersTable orders = new OrdersTable(session, keyspace, "orders_resume");
        OrdersByCustomerTable byCustomer = new OrdersByCustomerTable(session, keyspace, "orders_resume_by_customer");
        writeAll(orders, orders(2000));
        BackfillOptions options =
                BackfillOptions.defaults().withSplits(12).withConcurrency(2).withPageSize(100);

        RuntimeException stop = assertThrows(
                RuntimeException.class,
                () -> Backfill.run(
                        session,
                        keyspace,
                        model(orders, byCustomer),
                        orders,
                        byCustomer,
                        options.withListener(progress -> {
                            if (progress.rangesDone() == 4) {
                                throw new IllegalStateException("killed after 4 ranges");
                            }
                        })));
        assertEquals("killed after 4 ranges", stop.getMessage());
        List<Row> checkpoints = session.execute("SELECT rows FROM " + keyspace
                        + ".queryfirst_backfill WHERE target = 'orders_resume_by_customer'")
                .all();
        assertTrue(checkpoints.size() >= 4 && checkpoints.size() < 12, "checkpointed: " + checkpoints.size());
        long rowsBefore = checkpoints.stream().mapToLong(row -> row.getLong(0)).sum();

        BackfillReport resumed =
                Backfill.run(session, keyspace, model(orders, byCustomer), orders, byCustomer, options);
        assertEquals(checkpoints.size(), resumed.rangesSkipped());
        assertEquals(2000, rowsBefore + resumed.rowsCopied());
        assertSameRows(scan(orders), scan(byCustomer));

        Backfill.forget(session, keyspace, byCustomer.name());
        BackfillReport fresh = Backfill.run(session, keyspace, model(orders, byCustomer), orders, byCustomer, options);
        assertEquals(0, fresh.rangesSkipped());
        assertEquals(2000, fresh.rowsCopied());
    }

    @Test
    void aMigrationStepBackfillsTheTableItCreates() {
        OrdersTable orders = new OrdersTable(session, keyspace, "orders_migrated");
        writeAll(orders, orders(500));
        String target = "orders_migrated_by_customer";
        List<BackfillProgress> progress = new CopyOnWriteArrayList<>();
        MigrationOptions options = MigrationOptions.defaults()
                .withBackfillOptions(BackfillOptions.defaults().withSplits(8).withListener(progress::add));
        // The shape of a generated schema class's version that adds a table of an entity with data.
        MigrationStep addByCustomer = MigrationStep.of(
                        1, "add " + target, List.of(OrdersByCustomerTable.createCql(keyspace, target)))
                .withTask((session, lease) -> Backfill.run(
                        session,
                        keyspace,
                        OrderModel.entity(orders.name(), target, 0),
                        orders,
                        new OrdersByCustomerTable(session, keyspace, target),
                        lease.watching(options.backfillOptions())));

        MigrationReport report = Migrator.migrate(session, keyspace, List.of(addByCustomer), options);

        assertEquals(List.of(1), report.applied());
        assertEquals(500, progress.get(progress.size() - 1).rowsCopied());
        assertEquals(progress.get(0).rangesTotal(), progress.size());
        assertSameRows(scan(orders), scan(new OrdersByCustomerTable(session, keyspace, target)));
    }

    @Test
    void aCopyExpiresWhenItsSourceRowDoes() {
        OrdersTable orders = new OrdersTable(session, keyspace, "orders_ttl");
        OrdersByCustomerTable byCustomer = new OrdersByCustomerTable(session, keyspace, "orders_ttl_by_customer");
        List<Order> all = orders(40);
        // Written before the entity had its TTL (the DAO wrote no TTL then), and since, with it.
        writeAll(orders, all.subList(0, 20));
        for (Order order : all.subList(20, 40)) {
            session.execute(
                    "INSERT INTO " + keyspace + ".orders_ttl (id, customer, placed_at, total, note)"
                            + " VALUES (?, ?, ?, ?, ?) USING TTL 600",
                    order.id(),
                    order.customer(),
                    order.placedAt(),
                    order.total(),
                    order.note());
        }

        Backfill.run(
                session,
                keyspace,
                OrderModel.entity(orders.name(), byCustomer.name(), 7200),
                orders,
                byCustomer,
                BackfillOptions.defaults());

        assertSameRows(scan(orders), scan(byCustomer));
        Set<UUID> expiring =
                new HashSet<>(all.subList(20, 40).stream().map(Order::id).toList());
        Map<UUID, Integer> ttls = new HashMap<>();
        for (Row row : session.execute("SELECT id, TTL(customer) FROM " + keyspace + ".orders_ttl")) {
            ttls.put(row.getUuid(0), row.isNull(1) ? 0 : row.getInt(1));
        }
        for (Row row : session.execute("SELECT id, TTL(total), total FROM " + keyspace + ".orders_ttl_by_customer")) {
            if (row.isNull(2)) {
                continue;
            }
            UUID id = row.getUuid(0);
            int ttl = row.isNull(1) ? 0 : row.getInt(1);
            if (expiring.contains(id)) {
                // Expires when its source row does (TTLs are read in whole seconds, a moment apart).
                assertTrue(Math.abs(ttl - ttls.get(id)) <= 2, "ttl " + ttl + ", its source row's " + ttls.get(id));
            } else {
                assertEquals(0, ttl, "a row that does not expire has a copy that does not either");
            }
        }

        // An entity without a TTL any more: its rows written while it had one still expire, and so do their copies.
        OrdersByCustomerTable noTtl = new OrdersByCustomerTable(session, keyspace, "orders_ttl_by_customer_now");
        Backfill.run(
                session,
                keyspace,
                OrderModel.entity(orders.name(), noTtl.name(), 0),
                orders,
                noTtl,
                BackfillOptions.defaults());
        assertSameRows(scan(orders), scan(noTtl));
        for (Row row :
                session.execute("SELECT id, TTL(total), total FROM " + keyspace + ".orders_ttl_by_customer_now")) {
            if (row.isNull(2)) {
                continue;
            }
            int ttl = row.isNull(1) ? 0 : row.getInt(1);
            assertEquals(expiring.contains(row.getUuid(0)), ttl > 0, "ttl " + ttl);
        }
    }

    @Test
    void badArgumentsAreNamed() {
        OrdersTable orders = new OrdersTable(session, keyspace, "orders_args");
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> Backfill.run(
                        session,
                        keyspace,
                        OrderModel.entity(orders.name(), "t", 0),
                        orders,
                        null,
                        BackfillOptions.defaults()));
        assertEquals("target must not be null", e.getMessage());
        assertThrows(
                IllegalArgumentException.class, () -> BackfillOptions.defaults().withConcurrency(0));
        assertThrows(
                IllegalArgumentException.class, () -> BackfillOptions.defaults().withRateLimit(-1));
    }

    /** The model description of orders copied from {@code source} to {@code target}, without TTL. */
    private static dev.queryfirst.runtime.internal.copy.ModelDescription.Entity model(
            OrdersTable source, OrdersByCustomerTable target) {
        return OrderModel.entity(source.name(), target.name(), 0);
    }

    /** {@code n} orders as users make them: sub-millisecond instants, decimal scales, nulls, non-ASCII. */
    private static List<Order> orders(int n) {
        Instant now = Instant.now();
        String[] customers = {"alice", "Zoë", "客户", "bob o'brien"};
        List<Order> orders = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            BigDecimal total = i % 7 == 0 ? null : new BigDecimal(BigInteger.valueOf(i * 37L - 500), i % 4);
            String note = i % 3 == 0 ? null : "note " + i + " ✓";
            String customer = customers[i % customers.length] + "-" + (i % 40);
            orders.add(new Order(UUID.randomUUID(), customer, now.plusNanos(i * 1_001L), total, note));
        }
        return orders;
    }

    private void writeAll(EntityTable<Order> table, List<Order> orders) {
        List<CompletionStage<?>> writes = new ArrayList<>();
        for (Order order : orders) {
            writes.add(session.executeAsync(table.bindInsert(order)));
            if (writes.size() == 64) {
                writes.forEach(Futures::getUninterruptibly);
                writes.clear();
            }
        }
        writes.forEach(Futures::getUninterruptibly);
    }

    private Set<Order> scan(EntityTable<Order> table) {
        Set<Order> rows = new HashSet<>();
        for (Row row : session.execute(table.bindScan())) {
            assertTrue(rows.add(table.map(row)), "duplicate row in " + table.name());
        }
        return rows;
    }

    /** The rows missing from {@code actual} and those it should not hold, a few of each, when they differ. */
    private static void assertSameRows(Set<Order> expected, Set<Order> actual) {
        Set<Order> missing = new HashSet<>(expected);
        missing.removeAll(actual);
        Set<Order> extra = new HashSet<>(actual);
        extra.removeAll(expected);
        assertTrue(
                missing.isEmpty() && extra.isEmpty(),
                expected.size() + " rows expected, " + actual.size()
                        + " found; missing " + missing.size() + ", e.g. "
                        + missing.stream().limit(3).toList() + "; unexpected "
                        + extra.size() + ", e.g. " + extra.stream().limit(3).toList());
    }

    private Map<UUID, Long> writeTimes(String cql) {
        Map<UUID, Long> times = new HashMap<>();
        for (Row row : session.execute(cql)) {
            if (!row.isNull(1)) {
                times.put(row.getUuid(0), row.getLong(1));
            }
        }
        return times;
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
