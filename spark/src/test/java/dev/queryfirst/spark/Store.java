package dev.queryfirst.spark;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.schema.ColumnMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import com.datastax.oss.driver.api.core.type.ListType;
import com.datastax.oss.driver.api.core.type.MapType;
import com.datastax.oss.driver.api.core.type.SetType;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.spark.store.Customer;
import dev.queryfirst.spark.store.CustomerDao;
import dev.queryfirst.spark.store.Order;
import dev.queryfirst.spark.store.OrderDao;
import dev.queryfirst.spark.store.Reading;
import dev.queryfirst.spark.store.ReadingDao;
import dev.queryfirst.spark.store.ReadingKind;
import dev.queryfirst.spark.store.Visit;
import dev.queryfirst.spark.store.VisitDao;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The tests' store: its generated DAOs in a test keyspace, data with the values users have
 * ({@code Instant.now()} with its sub-millisecond part, decimals with their scales, non-ASCII
 * names, orders without a status or a note, empty and non-empty sets), and snapshots of tables:
 * every row with the write time and time to live of each of its cells.
 */
final class Store {

    static final String ORDER = Order.class.getName();
    static final String VISIT = Visit.class.getName();

    private static final String[] NAMES = {"Zoë Ångström", "客户 李", "O'Brien", "", "Ada"};
    private static final String[] STATUSES = {"NEW", "PAID", "SHIPPED", "ÉCHU"};
    private static final String[] DECIMALS = {"1.50", "0.000", "-12345.6789", "100", "3.1415926535897932384626"};

    /** Saves in flight while filling: the DAO's batches, a few at once. */
    private static final int IN_FLIGHT = 16;

    final CqlSession session;
    final String keyspace;
    final List<Customer> customerList = new ArrayList<>();
    private final DaoOptions options;
    private CustomerDao customers;
    private OrderDao orders;
    private VisitDao visits;
    private ReadingDao readings;

    /** The store in {@code keyspace}; its DAOs prepare their statements when first used (a schema may come later). */
    Store(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
        this.options = DaoOptions.defaults().withKeyspace(this.keyspace);
    }

    CustomerDao customers() {
        if (customers == null) {
            customers = CustomerDao.create(session, options);
        }
        return customers;
    }

    OrderDao orders() {
        if (orders == null) {
            orders = OrderDao.create(session, options);
        }
        return orders;
    }

    VisitDao visits() {
        if (visits == null) {
            visits = VisitDao.create(session, options);
        }
        return visits;
    }

    ReadingDao readings() {
        if (readings == null) {
            readings = ReadingDao.create(session, options);
        }
        return readings;
    }

    /**
     * The description of the entity whose tables include {@code table}, from the store's model
     * description: what the in-JVM backfill computes copy rows from.
     */
    static dev.queryfirst.runtime.internal.copy.ModelDescription.Entity entityOf(String table) {
        return dev.queryfirst.runtime.internal.copy.ModelDescription.fromClasspath("store")
                .entityOf(table);
    }

    /** The store's model description, as the processor wrote it for the test classes. */
    static Model model() {
        return Model.fromClasspath("store");
    }

    /** Saves {@code customers} customers, {@code orders} orders and {@code visits} visits; returns the orders. */
    List<Order> fill(int customerCount, int orderCount, int visitCount, long seed) {
        saveCustomers(customerCount);
        Random random = new Random(seed);
        ArrayDeque<CompletableFuture<Void>> inFlight = new ArrayDeque<>();
        List<Order> saved = newOrders(orderCount, random);
        for (Order order : saved) {
            inFlight.add(orders().insertAsync(order).toCompletableFuture());
            drain(inFlight, IN_FLIGHT);
        }
        for (int i = 0; i < visitCount; i++) {
            inFlight.add(visits().insertAsync(new Visit(
                            UUID.randomUUID(),
                            "/page/" + random.nextInt(30),
                            Instant.now().minus(random.nextInt(3 * 24 * 60), ChronoUnit.MINUTES),
                            i % 6 == 0 ? null : "https://example.com/späť/" + i,
                            i % 3 == 0 ? Map.of() : Map.of("ref", "späť", "n", String.valueOf(i))))
                    .toCompletableFuture());
            drain(inFlight, IN_FLIGHT);
        }
        drain(inFlight, 0);
        return saved;
    }

    /**
     * Saves {@code count} readings: non-ASCII sensor names, days before and after 1970, negative
     * slots, {@code Instant.now()}-like times, some without a kind or a blob, empty blobs and lists,
     * doubles from tiny to huge.
     */
    List<Reading> fillReadings(int count, long seed) {
        Random random = new Random(seed);
        ArrayDeque<CompletableFuture<Void>> inFlight = new ArrayDeque<>();
        List<Reading> saved = new ArrayList<>();
        ReadingKind[] kinds = ReadingKind.values();
        for (int i = 0; i < count; i++) {
            byte[] raw = new byte[random.nextInt(24)];
            random.nextBytes(raw);
            Reading reading = new Reading(
                    "sensor-ü-" + random.nextInt(200),
                    LocalDate.now().minusDays(random.nextInt(-400, 30_000)),
                    (short) random.nextInt(Short.MIN_VALUE, Short.MAX_VALUE + 1),
                    Instant.now().minus(random.nextInt(10 * 24 * 60), ChronoUnit.MINUTES),
                    i % 5 == 0 ? null : kinds[random.nextInt(kinds.length)],
                    i % 6 == 0 ? null : raw,
                    i % 4 == 0 ? List.of() : List.of(random.nextInt(), -1, 0),
                    random.nextBoolean(),
                    i % 3 == 0 ? random.nextGaussian() * 1e300 : random.nextDouble() / 1e300);
            saved.add(reading);
            inFlight.add(readings().insertAsync(reading).toCompletableFuture());
            drain(inFlight, IN_FLIGHT);
        }
        drain(inFlight, 0);
        return saved;
    }

    /** Saves {@code count} customers, with non-ASCII names and some without an e-mail. */
    void saveCustomers(int count) {
        newCustomers(count).forEach(customers()::save);
    }

    /** {@code count} more customers for the orders to come, not saved. */
    List<Customer> newCustomers(int count) {
        List<Customer> made = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            made.add(new Customer(
                    UUID.randomUUID(),
                    NAMES[i % NAMES.length] + " " + i,
                    i % 3 == 0 ? null : "c" + i + "@example.com"));
        }
        customerList.addAll(made);
        return made;
    }

    /**
     * {@code count} orders of the saved customers, placed at {@code Instant.now()} (to the
     * microsecond) minus up to 20 days; some without a status or a note, with empty tag sets.
     */
    List<Order> newOrders(int count, Random random) {
        List<Order> made = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            made.add(new Order(
                    UUID.randomUUID(),
                    customerList.get(random.nextInt(customerList.size())),
                    Instant.now().minus(random.nextInt(20 * 24 * 60), ChronoUnit.MINUTES),
                    i % 7 == 0 ? null : STATUSES[random.nextInt(STATUSES.length)],
                    new BigDecimal(DECIMALS[random.nextInt(DECIMALS.length)]),
                    i % 4 == 0 ? Set.of() : Set.of("gift", "tag-" + random.nextInt(5)),
                    i % 5 == 0 ? null : "note ✓ " + i));
        }
        return made;
    }

    private static void drain(ArrayDeque<CompletableFuture<Void>> inFlight, int atMost) {
        while (inFlight.size() > atMost) {
            Futures.getUninterruptibly(inFlight.poll());
        }
    }

    /** A table class of the store with its statements prepared, as a generated migration makes one. */
    <T> T table(List<String> statements, Function<Prepared, T> create) {
        return create.apply(Futures.getUninterruptibly(Prepared.prepareAsync(session, statements)));
    }

    void truncate(String table) {
        session.execute("TRUNCATE " + keyspace + "." + table);
    }

    /**
     * When a cell expires, in epoch seconds: equal to another within a few seconds, the time two
     * snapshots of the same cells may lie apart (a TTL counts down meanwhile).
     */
    record Expiry(long at) {
        private static final long SLACK_SECONDS = 5;

        @Override
        public boolean equals(Object o) {
            return o instanceof Expiry other && Math.abs(other.at - at) <= SLACK_SECONDS;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /**
     * Every row of {@code table}, by primary key, as its values then, per regular cell, its write
     * time and when it expires ({@link Expiry}; null when it does not).
     */
    Map<List<Object>, List<Object>> snapshot(String table) {
        return snapshot(table, true);
    }

    /** Every row of {@code table}, by primary key, as its values, with their write times and expiries when asked. */
    Map<List<Object>, List<Object>> snapshot(String table, boolean timed) {
        TableMetadata metadata = session.refreshSchema()
                .getKeyspace(CqlIdentifier.fromInternal(keyspace))
                .flatMap(k -> k.getTable(table))
                .orElseThrow();
        List<ColumnMetadata> key = new ArrayList<>(metadata.getPrimaryKey());
        List<ColumnMetadata> cells = metadata.getColumns().values().stream()
                .filter(c -> timed && !key.contains(c))
                .filter(c -> !(c.getType() instanceof ListType
                        || c.getType() instanceof SetType
                        || c.getType() instanceof MapType))
                .toList();
        StringBuilder cql = new StringBuilder("SELECT ");
        List<ColumnMetadata> all = new ArrayList<>(metadata.getColumns().values());
        all.forEach(c -> cql.append(c.getName().asCql(true)).append(", "));
        cells.forEach(c -> cql.append("WRITETIME(")
                .append(c.getName().asCql(true))
                .append("), TTL(")
                .append(c.getName().asCql(true))
                .append("), "));
        cql.setLength(cql.length() - 2);
        cql.append(" FROM ").append(keyspace).append('.').append(table);
        Map<List<Object>, List<Object>> rows =
                new TreeMap<>((a, b) -> a.toString().compareTo(b.toString()));
        long now = Instant.now().getEpochSecond();
        for (Row row : session.execute(cql.toString())) {
            List<Object> pk = new ArrayList<>();
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                (key.contains(all.get(i)) ? pk : values).add(row.getObject(i));
            }
            for (int i = 0; i < cells.size(); i++) {
                int at = all.size() + 2 * i;
                values.add(row.isNull(at) ? null : row.getLong(at));
                values.add(row.isNull(at + 1) ? null : new Expiry(now + row.getInt(at + 1)));
            }
            rows.put(pk, values);
        }
        return rows;
    }
}
