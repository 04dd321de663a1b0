package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Live references (docs/mapping-rules.md, "Live references") end to end: the three shapes a
 * reference compiles to (a live copy listed by an access pattern's table, a live copy listed by a
 * generated reference index, a {@code @Snapshot}), with their tables and generated members, and
 * QF205 when a live copy cannot be kept fresh.
 */
class LiveReferenceTest {

    private static JavaFileObject customer() {
        return source(
                "com.example.shop.Customer",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 100_000)",
                "public record Customer(@Key UUID id, String name, String email) {}");
    }

    private static JavaFileObject order(String pattern, String reference) {
        return source(
                "com.example.shop.Order",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 25_000_000)",
                // orders_by_status: every status change moves an order out of its status partition (QF309).
                "@SuppressWarnings({\"QF305\", \"QF309\"})",
                pattern,
                "@AccessPattern(name = \"byStatus\", where = \"status\", limit = 100)",
                "public record Order(",
                "    @Key UUID orderId,",
                "    " + reference + " Customer customer,",
                "    Instant placedAt,",
                "    @Cardinality(distinct = 1_000) String status) {}");
    }

    private static final String BY_CUSTOMER =
            "@AccessPattern(name = \"byCustomer\", where = \"customer.id\", orderBy = \"placedAt DESC\", limit = 20)";

    /** No access pattern by customer: the generated reference index lists a customer's orders. */
    private static final String NO_PATTERN = "";

    @Test
    void liveCopiesListedByTheAccessPatternsTable() {
        Compiled compilation = compile(customer(), order(BY_CUSTOMER, "@Cardinality(maxRowsPerValue = 250)"));
        compilation.succeeded();
        String cql = compilation.cql("shop");
        assertFalse(cql.contains("_ref"), cql);
        assertTrue(table(cql, "shop", "orders_by_customer_id").contains("customer_name text STATIC"), cql);
        String byCustomer = compilation.generatedSource("com.example.shop.OrdersByCustomerIdTable");
        assertTrue(byCustomer.contains("ReferrerIndex<Customer, Order>"), byCustomer);
        assertTrue(
                byCustomer.contains("UPDATE \"\n        + qualified(keyspace)\n        + \" SET customer_name = ?,"
                        + " customer_email = ? WHERE customer_id = ?\""),
                byCustomer);
        assertTrue(byCustomer.contains("public BoundStatement bindUpdateCustomerStatics(Customer customer)"));
        assertTrue(byCustomer.contains("public BoundStatement bindSelectFirstRowOfCustomer(Customer customer)"));
        String orders = compilation.generatedSource("com.example.shop.OrdersTable");
        assertTrue(orders.contains("public BoundStatement bindUpdateCustomer(Order order, Customer customer)"), orders);
        assertTrue(orders.contains("SET customer_name = ?, customer_email = ? WHERE order_id = ?"), orders);
        String customerDao = compilation.generatedSource("com.example.shop.CustomerDao");
        assertTrue(
                customerDao.contains(
                        ".referrers(ordersByCustomerIdTable, ordersTable, ordersTable::referrerOfCustomer)"),
                customerDao);
        assertTrue(
                customerDao.contains(".staticCopy(ordersByCustomerIdTable, ordersByCustomerIdTable::"
                        + "bindSelectFirstRowOfCustomer, ordersByCustomerIdTable::bindUpdateCustomerStatics)"),
                customerDao);
        assertTrue(
                customerDao.contains(
                        ".copy(ordersTable, ordersTable::bindUpdateCustomer, ordersTable::bindUpdateCustomer)"),
                customerDao);
        // The propagation encodes the customer's values once, and decodes of an order's base row
        // what it uses only: its key, the customer's key, the copies' key columns.
        assertTrue(
                orders.contains("public BoundStatement bindUpdateCustomer(Order order, BoundStatement values)"),
                orders);
        assertTrue(orders.contains(".setBytesUnsafe(0, values.getBytesUnsafe(0)) // customer_name"), orders);
        assertTrue(orders.contains("public Order referrerOfCustomer(Row row)"), orders);
        assertTrue(customerDao.contains(".thenCompose(done -> propagation.propagateAsync(customer, writeTime))"));
        String orderDao = compilation.generatedSource("com.example.shop.OrderDao");
        assertTrue(orderDao.contains("List.of(customerReference))"), orderDao);
    }

    @Test
    void liveCopiesListedByAGeneratedReferenceIndex() {
        Compiled compilation = compile(customer(), order(NO_PATTERN, "@Cardinality(maxRowsPerValue = 250)"));
        compilation.succeeded();
        String cql = compilation.cql("shop");
        assertEquals("""
        CREATE TABLE IF NOT EXISTS shop.orders_by_customer_ref (
            customer_id uuid,
            order_id uuid,
            PRIMARY KEY (customer_id, order_id)
        ) WITH compaction = {'class': 'UnifiedCompactionStrategy'}
            AND comment = 'Order reference index of customer';""", table(cql, "shop", "orders_by_customer_ref"));
        String index = compilation.generatedSource("com.example.shop.OrdersByCustomerRefTable");
        assertTrue(index.contains("implements MovableTable<Order>, ReferrerIndex<Customer, Order>"), index);
        assertTrue(index.contains("SELECT order_id, customer_id FROM"), index);
        String orderDao = compilation.generatedSource("com.example.shop.OrderDao");
        // Written, moved and deleted with the order's other tables, and audited with them.
        assertTrue(orderDao.contains(".move(byCustomerRef, previous, row, order)"), orderDao);
        assertTrue(orderDao.contains(".delete(byCustomerRef, previous.get())"), orderDao);
        assertTrue(orderDao.contains("List.of(byStatus, byCustomerRef), List.of(customerReference))"), orderDao);
        String customerDao = compilation.generatedSource("com.example.shop.CustomerDao");
        assertTrue(
                customerDao.contains(
                        ".referrers(ordersByCustomerRefTable, ordersTable, ordersTable::referrerOfCustomer)"),
                customerDao);
        assertFalse(customerDao.contains(".staticCopy("), customerDao);
        // The report shows where the copies live and what an update of a customer costs.
        String report = compilation.report("shop");
        String references = report.substring(report.indexOf("<h2 id=\"references\">"));
        assertTrue(
                references.contains("<td><code>Order.customer</code></td><td>Customer</td><td>live</td>"), references);
        assertTrue(references.contains("<code>orders</code>: every row"), references);
        assertTrue(
                references.contains(
                        "referrers listed by <code>orders_by_customer_ref</code> (generated reference index)"),
                references);
        assertTrue(
                references.contains("per referrer (at most 250), 1 read and 2 write(s): up to 750 statements"),
                references);
    }

    @Test
    void aSnapshotIsNeitherIndexedNorPropagated() {
        Compiled compilation = compile(customer(), order(NO_PATTERN, "@Snapshot"));
        compilation.compilesClean();
        String cql = compilation.cql("shop");
        assertFalse(cql.contains("orders_by_customer_ref"), cql);
        assertTrue(table(cql, "shop", "orders").contains("customer_name text"), cql);
        String customerDao = compilation.generatedSource("com.example.shop.CustomerDao");
        assertFalse(customerDao.contains("Propagation"), customerDao);
        String orderDao = compilation.generatedSource("com.example.shop.OrderDao");
        assertFalse(orderDao.contains("LiveReference"), orderDao);
        assertFalse(compilation.generatedSource("com.example.shop.OrdersTable").contains("bindUpdateCustomer"));
    }

    @Test
    @Covers("LIVE_FAN_OUT_UNKNOWN")
    void qf205WhenTheFanOutIsUnknown() {
        // Order without @Cardinality(rows): the orders per customer cannot be estimated.
        JavaFileObject order = source(
                "com.example.shop.Order",
                "@Entity(keyspace = \"shop\")",
                "@SuppressWarnings({\"QF301\", \"QF305\"})",
                "public record Order(",
                "    @Key UUID orderId,",
                "    Customer customer,",
                "    String status) {}");
        Compiled compilation = compile(customer(), order);
        compilation.error(
                CostMessages.LIVE_FAN_OUT_UNKNOWN,
                order,
                "Customer customer,",
                "[QF205] live reference Order.customer cannot be kept fresh: an update of one Customer rewrites its"
                        + " copy in every Order referencing it (tables orders), and how many that is is unknown",
                "Fix: bound it with @Cardinality(maxRowsPerValue = …) on customer (at most 100,000), mark it"
                        + " @Snapshot",
                "or mark the copied attributes of Customer that never change @Fixed");
    }

    @Test
    @Covers("LIVE_FAN_OUT_TOO_LARGE")
    void qf205WhenTheFanOutIsOverMaxPartitionRows() {
        JavaFileObject order = order(BY_CUSTOMER, "@Cardinality(maxRowsPerValue = 500_000)");
        Compiled compilation = compile(customer(), order);
        compilation.error(
                CostMessages.LIVE_FAN_OUT_TOO_LARGE,
                order,
                "@Cardinality(maxRowsPerValue = 500_000) Customer customer,",
                "an update of one Customer rewrites its copy in up to 500,000 rows of each of orders, orders_by_status,"
                        + " over maxPartitionRows (100,000)",
                "@Snapshot");
    }

    @Test
    @Covers("LIVE_COPY_IN_KEY")
    void qf205WhenACopyIsInAPrimaryKey() {
        JavaFileObject order = order(
                "@AccessPattern(name = \"byCustomerName\", where = \"customer.name\", limit = 20)",
                "@Cardinality(maxRowsPerValue = 250)");
        Compiled compilation = compile(customer(), order);
        compilation.error(
                CostMessages.LIVE_COPY_IN_KEY,
                order,
                "@Cardinality(maxRowsPerValue = 250) Customer customer,",
                "a primary key holds a copy of Customer's attributes that may change, in orders_by_customer_name"
                        + " (customer_name)",
                "Fix: mark those attributes of Customer @Fixed if they never change once written",
                "mark customer @Snapshot");
        // The fix compiles.
        compile(
                        customer(),
                        order(
                                "@AccessPattern(name = \"byCustomerName\", where = \"customer.name\", limit = 20)",
                                "@Snapshot @Cardinality(maxRowsPerValue = 250)"))
                .compilesWithout(Code.QF205);
    }

    @Test
    @Covers("SNAPSHOT_NOT_REFERENCE")
    void qf109SnapshotOnAnythingButAReference() {
        JavaFileObject customer = source(
                "com.example.shop.Customer",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 100_000)",
                "public record Customer(@Key UUID id,",
                "    @Snapshot String name) {}");
        compile(customer)
                .error(
                        ValueMessages.SNAPSHOT_NOT_REFERENCE,
                        customer,
                        "@Snapshot String name",
                        "[QF109] invalid @Snapshot on attribute name of Customer",
                        "Fix: remove @Snapshot");
    }

    /** The fan-out follows from both entities' rows: 25,000,000 orders over 100,000 customers. */
    @Test
    void theFanOutFromBothEntitiesRows() {
        compile(customer(), order(BY_CUSTOMER, "")).compilesWithout(Code.QF205);
    }

    /** The README's "Live references and @Snapshot" example compiles as shown, each record a file. */
    @Test
    void theReadmeExampleCompiles() {
        Compiled compilation =
                compile(Compiled.readmeModels("### Live references and `@Snapshot`", "com.example.shop"));
        compilation.compilesWithout(Code.QF205);
        assertTrue(compilation.generatedSource("com.example.shop.CustomerDao").contains("Propagation<Customer>"));
        assertFalse(compilation.generatedSource("com.example.shop.ProductDao").contains("Propagation"));
    }
}
