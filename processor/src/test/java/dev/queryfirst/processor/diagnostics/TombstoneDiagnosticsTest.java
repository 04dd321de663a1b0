package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The tombstone budget end to end: QF309 past Cassandra's tombstone_warn_threshold (1,000), QF206
 * past its tombstone_failure_threshold (100,000), for tables whose partitions lose rows, with the
 * arithmetic and the fixes that apply; none for the same tables when their rows never leave.
 */
class TombstoneDiagnosticsTest {

    /** A job queue read by status, bucketed by the hour QF201 proposes for a million jobs a day. */
    private static JavaFileObject jobs(String entity, String status) {
        return source(
                "com.example.jobs.Job",
                entity,
                "@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)",
                "@SuppressWarnings(\"QF302\")",
                "@AccessPattern(name = \"byStatus\", where = \"status\", orderBy = \"createdAt\", limit = 100,",
                "               table = \"jobs_by_status\")",
                "public record Job(",
                "    @Key UUID jobId,",
                "    " + status + " String status,  // pending, running, done",
                "    @TimeBucket(ChronoUnit.HOURS) Instant createdAt,",
                "    String data) {}");
    }

    @Test
    @Covers("TOMBSTONES_OVER_WARNING")
    void qf309OnAStatusQueueBucketedByTheHour() {
        // 1,000,000 jobs a day over 3 statuses: 13,889 rows enter a status's hour, all of which
        // leave it within gc_grace_seconds; the first status sees every job: 41,667 (14 to 42
        // times tombstone_warn_threshold).
        JavaFileObject jobs = jobs("@Entity(keyspace = \"jobs\")", "@Cardinality(distinct = 3)");
        Compiled compilation = compile(jobs);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF309);
        assertEquals(
                "[QF309] table jobs_by_status: a read may scan about 13,889 tombstones, over Cassandra's"
                        + " tombstone_warn_threshold of 1,000. Rows entering a partition that may leave it within"
                        + " gc_grace_seconds (10 days): 13,889 (1,000,000 rows/day over 3 statuses = 333,333 rows per"
                        + " status per day × 1 hour per bucket); each leaves the partition once as status changes (no"
                        + " @Cardinality(changes) on status: one change in a Job's life assumed): 13,889; up to 41,667"
                        + " in the partition of a value every row passes through; a read of 100 that finds fewer live"
                        + " rows than it wants scans them all. Fix: use @TimeBucket(ChronoUnit.MINUTES) on createdAt"
                        + " (about 231 tombstones and 231 rows per partition, 1 partition per read of 100); or give the"
                        + " pattern range = \"createdAt\" and read from a lower bound of createdAt (the oldest row still"
                        + " wanted): when rows leave in that order, as in a queue, the read starts past their"
                        + " tombstones (suppress QF309 once every read does); or if at most 0.07 of the Jobs ever"
                        + " change status, declare it: @Cardinality(changes = 0.07) on status; or if status never"
                        + " changes once a Job is written, mark it @Fixed: rows then never move",
                message);
        compilation.warning(TombstoneMessages.TOMBSTONES_OVER_WARNING, jobs, "name = \"byStatus\"", message);
        String report = compilation.report("jobs");
        assertTrue(report.contains("<th>tombstones/read</th>"), report);
        assertTrue(report.contains("<td class=\"num\">13,889</td>"), report);
    }

    @Test
    @Covers("TOMBSTONES_OVER_WARNING")
    void qf309WithTheDeclaredChurn() {
        // Three changes over three statuses: each status's partition sees a job leave once.
        JavaFileObject jobs = jobs("@Entity(keyspace = \"jobs\")", "@Cardinality(distinct = 3, changes = 3)");
        Compiled compilation = compile(jobs);
        compilation.warning(
                TombstoneMessages.TOMBSTONES_OVER_WARNING,
                jobs,
                "name = \"byStatus\"",
                "a read may scan about 13,889 tombstones",
                "each leaves the partition once as status changes 3 times in a Job's life over 3 values: 13,889");
    }

    @Test
    void qf309NearMissTheImmutableTwinMovesNoRow() {
        compile(jobs("@Entity(keyspace = \"jobs\", immutable = true)", "@Cardinality(distinct = 3)"))
                .compilesWithout(Code.QF309);
    }

    @Test
    void qf309NearMissTheFixedTwinMovesNoRow() {
        // A mutable job whose status is set once, when it is written: its rows never leave a partition.
        compile(jobs("@Entity(keyspace = \"jobs\")", "@Fixed @Cardinality(distinct = 3)"))
                .compilesWithout(Code.QF309);
    }

    @Test
    void qf309NearMissWhenFewJobsChangeStatus() {
        // One job in twenty changes status: 13,889 × 0.05 = 694 tombstones.
        compile(jobs("@Entity(keyspace = \"jobs\")", "@Cardinality(distinct = 3, changes = 0.05)"))
                .compilesWithout(Code.QF309);
    }

    /** The job queue with its status an enum, declared as {@code status}. */
    private static JavaFileObject enumJobs(String rows, String status) {
        return source(
                "com.example.jobs.Job",
                "@Entity(keyspace = \"jobs\")",
                "@Cardinality(rows = " + rows + ", per = ChronoUnit.DAYS)",
                "@SuppressWarnings(\"QF302\")",
                "@AccessPattern(name = \"byStatus\", where = \"status\", orderBy = \"createdAt\", limit = 100,",
                "               table = \"jobs_by_status\")",
                "public record Job(",
                "    @Key UUID jobId,",
                "    " + status + " Status status,",
                "    @TimeBucket(ChronoUnit.HOURS) Instant createdAt,",
                "    String data) {",
                "  public enum Status { PENDING, RUNNING, DONE }",
                "}");
    }

    @Test
    void qf309NearMissWhenFewJobsChangeAnEnumStatus() {
        // changes is read on an enum as on a String: one job in twenty, 694 tombstones, under the warning.
        compile(enumJobs("1_000_000", "@Cardinality(distinct = 3, changes = 0.05)"))
                .compilesWithout(Code.QF309);
    }

    @Test
    @Covers("TOMBSTONES_OVER_WARNING")
    void qf309ProposesAShareTheAnnotationCanExpress() {
        // 3,600,000 jobs a day over 3 statuses: 50,000 rows enter a status's hour; at most 1,000 of them
        // may leave it, a share of 0.02 (never rounded to 0.0, which @Cardinality reads as undeclared).
        JavaFileObject jobs = enumJobs("3_600_000", "@Cardinality(distinct = 3)");
        Compiled compilation = compile(jobs);
        String message = compilation.only(Code.QF309);
        compilation.warning(
                TombstoneMessages.TOMBSTONES_OVER_WARNING,
                jobs,
                "name = \"byStatus\"",
                "no @Cardinality(changes) on status",
                "or if at most 0.02 of the Jobs ever change status, declare it: @Cardinality(changes = 0.02) on"
                        + " status;");
        // The share as proposed brings the read under the warning.
        compile(enumJobs("3_600_000", "@Cardinality(distinct = 3, changes = 0.02)"))
                .compilesWithout(Code.QF309);
        assertTrue(message.contains("changes = 0.02"), message);
    }

    /** The README's quickstart ticket: 5,000,000 tickets kept, read by queue and status. */
    private static JavaFileObject quickstartTicket(String suppress) {
        return source(
                "com.example.helpdesk.Ticket",
                "@Entity(keyspace = \"helpdesk\")",
                "@Cardinality(rows = 5_000_000)",
                suppress,
                "@AccessPattern(name = \"byQueueAndStatus\", where = {\"queue\", \"status\"},",
                "               orderBy = \"openedAt DESC\", limit = 50)",
                "public record Ticket(",
                "    @Key UUID ticketId,",
                "    @Cardinality(distinct = 300) String queue,",
                "    @Cardinality(distinct = 4) String status,",
                "    Instant openedAt,",
                "    String subject,",
                "    String assignee) {}");
    }

    @Test
    @Covers("TOMBSTONES_OVER_WARNING")
    void qf309OnTheQuickstartsQueueAtItsDeclaredNumbers() {
        // Totals only: every row of a (queue, status) partition may leave it within gc_grace_seconds.
        JavaFileObject ticket = quickstartTicket("");
        Compiled compilation = compile(ticket);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF309);
        assertTrue(
                message.startsWith("[QF309] table tickets_by_queue_and_status: a read may scan about 16,667"
                        + " tombstones, over Cassandra's tombstone_warn_threshold of 1,000. Rows entering a partition"
                        + " that may leave it within gc_grace_seconds (10 days): 16,667, every row of the partition"
                        + " (5,000,000 rows over 300 queues = 16,667 rows per queue; totals say nothing of how fast they"
                        + " move)"),
                message);
        assertTrue(
                message.contains("or declare Ticket's growth rate (@Cardinality(rows = ..., per = ...)), which lets"
                        + " QueryFirst count only the rows that leave within gc_grace_seconds"),
                message);
        compilation.warning(TombstoneMessages.TOMBSTONES_OVER_WARNING, ticket, "name = \"byQueueAndStatus\"", message);
    }

    /** The samples' shop order (the Complete Guide), without the warnings its Javadoc accepts. */
    private static JavaFileObject[] shop() {
        return new JavaFileObject[] {
            source(
                    "com.example.shop.Customer",
                    "@Entity(keyspace = \"shop\")",
                    "@Cardinality(rows = 100_000)",
                    "@AccessPattern(name = \"byEmail\", where = \"email\")",
                    "public record Customer(@Key UUID id, String name, @Cardinality(maxRowsPerValue = 1) String email) {}"),
            source("com.example.shop.Address", "public record Address(String street, String city, String zip) {}"),
            source(
                    "com.example.shop.OrderItem",
                    "public record OrderItem(UUID productId, String productName, int quantity, BigDecimal unitPrice) {}"),
            source("com.example.shop.OrderStatus", "public enum OrderStatus { PLACED, SHIPPED, DELIVERED }"),
            source(
                    "com.example.shop.Order",
                    "@Entity(keyspace = \"shop\")",
                    "@Cardinality(rows = 25_000_000)",
                    "@SuppressWarnings({\"QF303\", \"QF305\"})",
                    "@AccessPattern(name = \"byCustomer\", where = \"customer.id\", orderBy = \"orderDate DESC\",",
                    "               limit = 20, table = \"orders_by_customer\")",
                    "@AccessPattern(name = \"byId\", where = \"orderId\", table = \"orders_by_id\")",
                    "@AccessPattern(name = \"byStatus\", where = {\"status\", \"orderDay\"}, limit = 100,",
                    "               table = \"orders_by_status\")",
                    "public record Order(",
                    "    @Key UUID orderId,",
                    "    @Cardinality(maxRowsPerValue = 250) Customer customer,",
                    "    Instant orderDate,",
                    "    @Cardinality(distinct = 1_826) LocalDate orderDay,",
                    "    @Cardinality(distinct = 3) OrderStatus status,",
                    "    @Cardinality(avgBytes = 8) BigDecimal total,",
                    "    Address shipping,",
                    "    @Cardinality(elements = 5) Set<String> tags,",
                    "    @Cardinality(elements = 10) List<OrderItem> items) {}")
        };
    }

    @Test
    @Covers({"TOMBSTONES_OVER_WARNING", "LARGE_BATCH"})
    void theShopsOrderIsReviewedAsTheNodeWouldSeeIt() {
        // 25,000,000 orders over 1,826 days: 13,691 a day, every one leaving its status's partition
        // when it ships (the samples accept it in Order's Javadoc). A save writes three copies of
        // ~2 KB as the node counts them: the samples' BatchSizeCalibrationTest has the node count
        // 6,132 bytes for an order of the declared sizes, and 5,851 for a typical order of ten lines.
        JavaFileObject[] shop = shop();
        Compiled compilation = compile(shop);
        compilation.hasErrorCount(0);
        compilation.warning(
                TombstoneMessages.TOMBSTONES_OVER_WARNING,
                shop[4],
                "name = \"byStatus\"",
                "[QF309] table orders_by_status: a read may scan about 13,691 tombstones",
                "(25,000,000 rows over 1,826 order days = 13,691 rows per order day; totals say nothing of how fast"
                        + " they move); each leaves the partition once as status changes");
        compilation.warning(
                CostMessages.LARGE_BATCH,
                shop[4],
                "public record Order(",
                "[QF307] entity Order: a save's logged batch is 6,132 bytes as Cassandra counts it (3 inserts into 3"
                        + " partitions: orders_by_customer 2,029, orders_by_id 2,069, orders_by_status 2,034",
                "shrink the largest value (items, 4,116 bytes over its copies)");
    }

    @Test
    void theQuickstartDeclaresItsRateAndCompilesClean() throws IOException {
        // samples/quickstart's Ticket, the README's first example, as it is: with its rate, about 670
        // tickets leave a queue's open partition within gc_grace_seconds.
        Path ticket = EveryMessageTest.moduleDirectory()
                .getParent()
                .resolve("samples/quickstart/src/main/java/com/example/helpdesk/Ticket.java");
        Compiled compilation =
                compile(JavaFileObjects.forSourceString("com.example.helpdesk.Ticket", Files.readString(ticket)));
        compilation.compilesClean();
        assertTrue(
                compilation.report("helpdesk").contains("<td class=\"num\">667</td>"), compilation.report("helpdesk"));
    }

    @Test
    void qf309IsSuppressible() {
        compile(quickstartTicket("@SuppressWarnings(\"QF309\")")).compilesClean();
    }

    @Test
    @Covers("TOMBSTONES_OVER_WARNING")
    void qf309FromDeclaredDeletesOfAQueueReadFromItsFront() {
        // The Cassandra documentation's queue anti-pattern: tasks deleted once done, 5,000 per
        // queue a day.
        JavaFileObject task = source(
                "com.example.work.Task",
                "@Entity(keyspace = \"work\", immutable = true)",
                "@Cardinality(rows = 100_000, deletes = 100_000, per = ChronoUnit.DAYS)",
                "@SuppressWarnings(\"QF302\")",
                "@AccessPattern(name = \"next\", where = \"queue\", orderBy = \"enqueuedAt\", limit = 10)",
                "public record Task(",
                "    @Key UUID taskId,",
                "    @Cardinality(distinct = 20) String queue,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant enqueuedAt,",
                "    String payload) {}");
        Compiled compilation = compile(task);
        compilation.hasErrorCount(0);
        compilation.warning(
                TombstoneMessages.TOMBSTONES_OVER_WARNING,
                task,
                "name = \"next\"",
                "[QF309] table tasks_by_queue: a read may scan about 5,000 tombstones",
                "5,000 of them deleted (@Cardinality(deletes = 100,000) of 100,000 rows per day): 5,000",
                "Fix: use @TimeBucket(value = ChronoUnit.HOURS, size = 3) on enqueuedAt (about 625 tombstones and 625"
                        + " rows per partition, 1 partition per read of 10)",
                "or if rows are deleted because they grow old, set @Entity(ttl = \"...\") on Task and stop deleting"
                        + " them",
                "or set @Entity(gcGraceSeconds = 14400) on Task (about 833 tombstones per read), but only if a full"
                        + " repair completes more often than every 4 hours: a replica that missed a delete for longer"
                        + " brings the row back");
    }

    @Test
    void qf309NearMissATableWhoseRowsNeverLeave() {
        // Tasks that are never deleted and never move.
        JavaFileObject task = source(
                "com.example.work.Task",
                "@Entity(keyspace = \"work\", immutable = true)",
                "@Cardinality(rows = 100_000, per = ChronoUnit.DAYS)",
                "@SuppressWarnings(\"QF302\")",
                "@AccessPattern(name = \"next\", where = \"queue\", orderBy = \"enqueuedAt\", limit = 10)",
                "public record Task(",
                "    @Key UUID taskId,",
                "    @Cardinality(distinct = 20) String queue,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant enqueuedAt,",
                "    String payload) {}");
        Compiled compilation = compile(task);
        compilation.compilesClean();
        assertTrue(compilation.report("work").contains("<td class=\"num\">-</td>"));
    }

    @Test
    @Covers("DELETES_WITHOUT_RATE")
    void deletesAreARate() {
        JavaFileObject task = source(
                "com.example.work.Task",
                "@Entity(keyspace = \"work\")",
                "@Cardinality(rows = 100_000,",
                "             deletes = 1_000)",
                "public record Task(@Key UUID taskId, String payload) {}");
        compile(task)
                .onlyError(
                        ValueMessages.DELETES_WITHOUT_RATE,
                        task,
                        "deletes = 1_000",
                        "[QF109] invalid @Cardinality(deletes) on entity Task: deletes counts the rows deleted per unit"
                                + " of time, and per is not set");
    }

    @Test
    @Covers("DELETES_ON_ATTRIBUTE")
    void deletesDescribeTheEntity() {
        JavaFileObject task = source(
                "com.example.work.Task",
                "@Entity(keyspace = \"work\")",
                "@Cardinality(rows = 100_000)",
                "public record Task(",
                "    @Key UUID taskId,",
                "    @Cardinality(distinct = 3, deletes = 10) String status) {}");
        compile(task)
                .onlyError(
                        ValueMessages.DELETES_ON_ATTRIBUTE,
                        task,
                        "deletes = 10",
                        "[QF109] invalid @Cardinality(deletes) on attribute status of Task: deletes counts the entity's"
                                + " deleted rows");
    }

    @Test
    @Covers("NEGATIVE_CARDINALITY")
    void changesCannotBeNegative() {
        JavaFileObject task = source(
                "com.example.work.Task",
                "@Entity(keyspace = \"work\")",
                "@Cardinality(rows = 100_000)",
                "public record Task(",
                "    @Key UUID taskId,",
                "    @Cardinality(distinct = 3, changes = -1) String status) {}");
        compile(task)
                .onlyError(
                        ValueMessages.NEGATIVE_CARDINALITY,
                        task,
                        "changes = -1",
                        "[QF109] invalid @Cardinality(changes = -1.0) on attribute status of Task: a count or size cannot be"
                                + " negative");
    }

    private static JavaFileObject item(String inStock) {
        return source(
                "com.example.shop.Item",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 200_000)",
                "@AccessPattern(name = \"byShopAndStock\", where = {\"shop\", \"inStock\"}, orderBy = \"name\")",
                "public record Item(",
                "    @Key UUID itemId,",
                "    @Cardinality(distinct = 50) String shop,",
                "    " + inStock + " boolean inStock,",
                "    String name) {}");
    }

    @Test
    @Covers("TOMBSTONES_OVER_FAILURE")
    void qf206WhenAToggleFlipsPastTheFailureThreshold() {
        // 4,000 items of a shop (50 shops are owners, not states: their changes are not assumed), each
        // flipping in and out of stock 6 times a day: within gc_grace_seconds (10 days) an item leaves
        // one of the 2 stock partitions 6 × 10 / 2 = 30 times, 120,000 tombstones.
        JavaFileObject item = item("@Cardinality(distinct = 2, changes = 6, per = ChronoUnit.DAYS)");
        Compiled compilation = compile(item);
        compilation.hasErrorCount(1);
        String message = compilation.only(Code.QF206);
        assertTrue(
                message.startsWith("[QF206] table items_by_shop_and_in_stock: a read may scan about 120,000"
                        + " tombstones, over Cassandra's tombstone_failure_threshold of 100,000, past which the node"
                        + " aborts the read."),
                message);
        assertTrue(
                message.contains("each of 4,000 rows leaves the partition about 30 times within gc_grace_seconds as"
                        + " inStock changes 6 times per day over 2 values: 120,000"),
                message);
        compilation.error(TombstoneMessages.TOMBSTONES_OVER_FAILURE, item, "name = \"byShopAndStock\"", message);
    }

    @Test
    void qf206NearMissAToggleThatRarelyFlips() {
        // Once a month: 4,000 × 10 / 30 / 2 = 667 tombstones.
        compile(item("@Cardinality(distinct = 2, changes = 1, per = ChronoUnit.MONTHS)"))
                .compilesWithout(Code.QF206);
    }
}
