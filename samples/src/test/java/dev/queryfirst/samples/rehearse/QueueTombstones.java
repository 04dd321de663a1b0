package dev.queryfirst.samples.rehearse;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tune.NodeTool;
import dev.queryfirst.runtime.tune.ObservationReport;
import dev.queryfirst.runtime.tune.TableObservation;
import dev.queryfirst.samples.shop.Address;
import dev.queryfirst.samples.shop.Customer;
import dev.queryfirst.samples.shop.CustomerDao;
import dev.queryfirst.samples.shop.Order;
import dev.queryfirst.samples.shop.OrderDao;
import dev.queryfirst.samples.shop.OrderItem;
import dev.queryfirst.samples.shop.OrderRehearsal;
import dev.queryfirst.samples.shop.OrderStatus;
import dev.queryfirst.samples.shop.ShopSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tombstones per read of a queue-shaped sample table against its tombstone budget (QF309): the
 * shop's {@code orders_by_status}, one partition per status and day. One day of orders at the
 * declared numbers (25,000,000 orders over 1,826 days: 13,691) is placed through the generated DAO,
 * then every order is shipped, as the budget assumes (each order leaves its status's partition
 * once, within {@code gc_grace_seconds}). A read of the day's placed orders then finds no live row
 * and scans every tombstone the moves left, which the node counts in the warning it returns, and in
 * its {@code tombstones_per_read} histogram, which {@code ShopSchema.observe} reads.
 */
final class QueueTombstones {

    /** The design report's sizing row of {@code orders_by_status}: the tombstones/read cell is the fifth. */
    private static final Pattern BUDGET = Pattern.compile(
            "<tr><td><a href=\"#table-orders_by_status\">"
                    + "<code>orders_by_status</code></a></td>(?:<td class=\"num\">[^<]*</td>){3}<td class=\"num\">([0-9,]+)</td>");

    /** Cassandra 5.0's client warning for a read past {@code tombstone_warn_threshold}. */
    private static final Pattern WARNING = Pattern.compile("Read (\\d+) live rows and (\\d+) tombstone cells");

    /**
     * What the read scanned beside the budget.
     *
     * @param budget the design report's tombstones per read of {@code orders_by_status}
     * @param orders the day's orders, placed and then shipped
     * @param scanned the tombstones the node says the read scanned (its client warning)
     * @param live the live rows it found
     * @param observed the most tombstones a read scanned, as {@code observe} reads the node's histogram
     *     (a bucket's upper bound, up to 20 % high)
     * @param findings what {@code observe} reports for the table
     * @param seconds how long the placing, shipping and reading took
     */
    record Figures(
            double budget,
            long orders,
            long scanned,
            long live,
            double observed,
            List<String> findings,
            double seconds) {

        /** The scanned tombstones over the budget, minus one: {@code +0.02} for 2 % more. */
        double deviation() {
            return scanned / budget - 1;
        }
    }

    private QueueTombstones() {}

    static Figures run(CqlSession session, String keyspace) {
        long start = System.nanoTime();
        ShopSchema.create(session, keyspace, Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace);
        CustomerDao customers = CustomerDao.create(session, options);
        OrderDao orders = OrderDao.create(session, options);
        long day = Math.round((double) OrderRehearsal.NUMBERS.rows()
                / OrderRehearsal.NUMBERS.numbers("orderDay").distinct());

        // At most 250 orders a customer: a hundred customers take the day's orders.
        List<Customer> buyers = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            buyers.add(new Customer(UUID.randomUUID(), "Zoë Kunde " + i, "kunde" + i + "@example.com"));
        }
        Waves.inWaves(buyers, customers::insertAsync);
        LocalDate orderDay = LocalDate.now(ZoneOffset.UTC).minusDays(1);
        Instant midnight = orderDay.atStartOfDay(ZoneOffset.UTC).toInstant();
        List<Order> placed = new ArrayList<>();
        for (int i = 0; i < day; i++) {
            placed.add(new Order(
                    UUID.randomUUID(),
                    buyers.get(i % buyers.size()),
                    midnight.plus(i * 86_400_000L / day, ChronoUnit.MILLIS),
                    orderDay,
                    OrderStatus.PLACED,
                    new BigDecimal("59.80"),
                    new Address("Hauptstraße " + i, "Zürich", "8001"),
                    Set.of("express"),
                    List.of(new OrderItem(UUID.randomUUID(), "Wasserkocher 1,7 l", 2, new BigDecimal("29.90")))));
        }
        Waves.inWaves(placed, orders::insertAsync);
        Waves.inWaves(placed, order -> orders.saveAsync(shipped(order)));
        NodeTool.flush(session, keyspace);

        List<Order> left = orders.byStatus(OrderStatus.PLACED, orderDay, 100);
        ResultSet read = session.execute(SimpleStatement.newInstance(
                "SELECT * FROM " + keyspace + ".orders_by_status WHERE status = ? AND order_day = ? LIMIT 100",
                OrderStatus.PLACED.name(),
                orderDay));
        long live = read.all().size();
        long scanned = read.getExecutionInfo().getWarnings().stream()
                .map(WARNING::matcher)
                .filter(Matcher::find)
                .mapToLong(m -> Long.parseLong(m.group(2)))
                .findFirst()
                .orElse(0);
        if (!left.isEmpty() || live != 0) {
            throw new IllegalStateException("placed orders left after shipping every one: " + left.size());
        }
        ObservationReport observation = ShopSchema.observe(session, keyspace);
        TableObservation byStatus = observation.table("orders_by_status").orElseThrow();
        return new Figures(
                budget(),
                day,
                scanned,
                live,
                byStatus.reads().tombstonesMax(),
                byStatus.findings(),
                (System.nanoTime() - start) / 1e9);
    }

    private static Order shipped(Order order) {
        return new Order(
                order.orderId(),
                order.customer(),
                order.orderDate(),
                order.orderDay(),
                OrderStatus.SHIPPED,
                order.total(),
                order.shipping(),
                order.tags(),
                order.items());
    }

    /** The tombstones per read the compiler estimated for {@code orders_by_status} (its design report). */
    private static double budget() {
        try (InputStream in =
                QueueTombstones.class.getClassLoader().getResourceAsStream("META-INF/queryfirst/shop.html")) {
            String report = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Matcher row = BUDGET.matcher(report);
            if (!row.find()) {
                throw new IllegalStateException("the shop's design report has no tombstones/read for orders_by_status");
            }
            return Double.parseDouble(row.group(1).replace(",", ""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
