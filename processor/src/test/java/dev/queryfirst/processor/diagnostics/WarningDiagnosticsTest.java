package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF301–QF308, end to end: warnings compile, but say what is at risk, with the numbers and a fix,
 * on the line that causes them; each with a near miss that compiles without it.
 */
class WarningDiagnosticsTest {

    private static JavaFileObject product(String categoryCardinality) {
        return source(
                "com.example.shop.Product",
                "@Entity",
                "@Cardinality(rows = 100_000)",
                "@AccessPattern(name = \"byCategory\", where = \"category\", limit = 50)",
                "public record Product(",
                "    @Key UUID productId,",
                "    " + categoryCardinality + "String category,",
                "    String name,",
                "    BigDecimal price) {}");
    }

    @Test
    @Covers("SIZE_UNVERIFIED")
    void qf301NoNumbersForThePartitionKeyOnTheAccessPattern() {
        JavaFileObject product = product("");
        Compiled compilation = compile(product);
        compilation.succeeded();
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF301);
        assertEquals(
                "[QF301] table products_by_category: cannot verify the partition size: no "
                        + "@Cardinality numbers for category. Fix: declare @Cardinality(maxRowsPerValue = ...) or "
                        + "@Cardinality(distinct = ...) on category, with @Cardinality(rows = ...) on Product",
                message);
        compilation.warning(PartitionMessages.SIZE_UNVERIFIED, product, "name = \"byCategory\"", message);
    }

    @Test
    @Covers("SIZE_UNVERIFIED_WITHOUT_ENTITY_ROWS")
    void qf301WithADistinctCountButNoEntityRowsSaysWhatIsMissing() {
        JavaFileObject product = source(
                "com.example.shop.Product",
                "@Entity",
                "@AccessPattern(name = \"byCategory\", where = \"category\", limit = 50)",
                "public record Product(@Key UUID productId, @Cardinality(distinct = 1_000) String category) {}");
        Compiled compilation = compile(product);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF301);
        assertEquals(
                "[QF301] table products_by_category: cannot verify the partition size: no "
                        + "@Cardinality numbers for Product (category has 1,000 distinct values, but rows per value "
                        + "is the entity's rows divided by them). Fix: declare @Cardinality(rows = ...) on Product "
                        + "(with per = ... for a growth rate), or @Cardinality(maxRowsPerValue = ...) on category",
                message);
        compilation.warning(
                PartitionMessages.SIZE_UNVERIFIED_WITHOUT_ENTITY_ROWS, product, "name = \"byCategory\"", message);
    }

    @Test
    @Covers("SIZE_UNVERIFIED")
    void qf301IsAnErrorUnderStrict() {
        JavaFileObject product = product("");
        Compiled compilation = compile(List.of("-Aqueryfirst.strict=true"), product);
        compilation.hasErrorCount(1);
        compilation.error(
                PartitionMessages.SIZE_UNVERIFIED,
                product,
                "name = \"byCategory\"",
                "[QF301] table products_by_category");
    }

    @Test
    void qf301NearMissTheNumbersAreThere() {
        compile(product("@Cardinality(distinct = 1_000) ")).compilesWithout(Code.QF301);
    }

    @Test
    @Covers("FEW_PARTITION_KEYS")
    void qf302HotPartitionOnTheAccessPattern() {
        JavaFileObject product = product("@Cardinality(distinct = 20) ");
        Compiled compilation = compile(product);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF302);
        assertEquals(
                "[QF302] table products_by_category: hot partition: the partition key (category) "
                        + "has only 20 distinct values (fewer than 100), so load concentrates on few nodes. Fix: add "
                        + "a higher-cardinality attribute to where, or serve rare reads of this attribute with "
                        + "strategy = INDEX",
                message);
        compilation.warning(LoadMessages.FEW_PARTITION_KEYS, product, "name = \"byCategory\"", message);
    }

    @Test
    void qf302NearMissAThousandCategories() {
        compile(product("@Cardinality(distinct = 1_000) ")).compilesWithout(Code.QF302);
    }

    @Test
    void qf302IsSilencedByTheEntitysSuppressWarnings() {
        JavaFileObject product = source(
                "com.example.shop.Product",
                "@Entity",
                "@Cardinality(rows = 100_000)",
                "@AccessPattern(name = \"byCategory\", where = \"category\", limit = 50)",
                "@SuppressWarnings(\"QF302\")",
                "public record Product(@Key UUID productId, @Cardinality(distinct = 20) String category) {}");
        compile(product).compilesWithout(Code.QF302);
    }

    @Test
    void aSuppressedWarningIsNotReported() {
        Compiled compilation = compile(source(
                "com.example.users.User",
                "@Entity",
                "@AccessPattern(name = \"byName\", where = \"username\")",
                "@SuppressWarnings(\"QF301\")",
                "public record User(@Key UUID id, String username) {}"));
        compilation.succeeded();
        assertTrue(
                compilation.compilation().warnings().stream()
                        .noneMatch(w -> w.getMessage(null).contains("QF301")),
                compilation.compilation().warnings().toString());
    }

    @Test
    @Covers("LARGE_PARTITION_NARROWER_BUCKET")
    void qf303DesignsLogMessageOnTheFirstAccessPattern() {
        JavaFileObject log = PartitionDiagnosticsTest.logMessage(
                PartitionDiagnosticsTest.LOG_ENTITY, PartitionDiagnosticsTest.DAY_BUCKET);
        Compiled compilation = compile(log);
        compilation.succeeded();
        String message = compilation.only(Code.QF303);
        compilation.warning(
                PartitionMessages.LARGE_PARTITION_NARROWER_BUCKET, log, "name = \"recentBySource\"", message);
        // Sizing counts every map element as a value: 10,000 rows × (3 + 20) = 230,000 values. The
        // message says where they come from and offers both ways out.
        assertEquals(
                "[QF303] table log_messages_by_source_name: large partition (10,000 rows, 230,000 "
                        + "values (20 a row from the elements of messageParts), ~18.6 MB per partition; the warning "
                        + "thresholds are 100,000 values and 10.0 MB). Fix: use @TimeBucket(ChronoUnit.HOURS) on "
                        + "messageTime (417 rows, ~773.0 KB per partition, 1 partition per read of 10), or, if "
                        + "messageParts holds at most 7 elements, declare @Cardinality(elements = 7) on it",
                message);
    }

    @Test
    void qf303NearMissFiveMessageParts() {
        JavaFileObject log = source(
                "com.example.logs.LogMessage",
                "@Entity(keyspace = \"logs\", immutable = true)",
                "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
                "               orderBy = \"messageTime DESC\", limit = 10)",
                "public record LogMessage(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 5_000) String sourceName,",
                "    @Cardinality(distinct = 20) String sourceType,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,",
                "    String messageType,",
                "    @Cardinality(avgBytes = 400) String messageBody,",
                "    @Cardinality(elements = 5) Map<String, String> messageParts) {}");
        compile(log).compilesWithout(Code.QF303);
    }

    @Test
    void qf303NeverProposesTheBucketTheTableAlreadyHas() {
        // Small parts keep a day's partition under 10 MB, but 20 of them a row are still 210,000
        // values: the advice, sized by rows and bytes, would be the day bucket itself, which is no fix.
        JavaFileObject log = source(
                "com.example.logs.LogMessage",
                "@Entity(keyspace = \"logs\", immutable = true)",
                "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
                "               orderBy = \"messageTime DESC\", limit = 10)",
                "public record LogMessage(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 5_000) String sourceName,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,",
                "    @Cardinality(avgBytes = 100) String messageBody,",
                "    @Cardinality(elements = 20, avgBytes = 4) Map<String, String> messageParts) {}");
        String message = compile(log).only(Code.QF303);
        assertTrue(message.contains("210,000 values"), message);
        assertFalse(message.contains("@TimeBucket(ChronoUnit.DAYS)"), message);
        assertTrue(message.contains("declare @Cardinality(elements = "), message);
    }

    private static JavaFileObject account(int lookups) {
        StringBuilder patterns = new StringBuilder();
        StringBuilder attributes = new StringBuilder();
        for (int i = 1; i <= lookups; i++) {
            patterns.append("@AccessPattern(name = \"byAlias")
                    .append(i)
                    .append("\", where = \"alias")
                    .append(i)
                    .append("\")\n");
            attributes
                    .append(",\n    @Cardinality(maxRowsPerValue = 1) String alias")
                    .append(i);
        }
        return source(
                "com.example.bank.Account",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                patterns.toString(),
                "public record Account(",
                "    @Key UUID accountId" + attributes + ") {}");
    }

    @Test
    @Covers("TOO_MANY_TABLES")
    void qf304TooManyTablesOnTheEntity() {
        JavaFileObject account = account(5);
        Compiled compilation = compile(account);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF304);
        assertEquals(
                "[QF304] entity Account: every save writes 6 tables (more than 5). Fix: let "
                        + "patterns with the same where and orderBy share a table, serve rare reads of "
                        + "low-cardinality attributes with strategy = INDEX, or raise -Aqueryfirst.maxTablesPerEntity",
                message);
        compilation.warning(CostMessages.TOO_MANY_TABLES, account, "public record Account(", message);
    }

    @Test
    void qf304NearMissFiveTables() {
        compile(account(4)).compilesWithout(Code.QF304);
    }

    private static final JavaFileObject CUSTOMER = source(
            "com.example.shop.Customer",
            "@Entity",
            "@Cardinality(rows = 100_000)",
            "public record Customer(",
            "    @Key UUID id,",
            "    String name,",
            "    String email) {}");

    private static JavaFileObject order(String entity) {
        return source(
                "com.example.shop.Order",
                entity,
                "@Cardinality(rows = 25_000_000)",
                "@AccessPattern(name = \"ordersOfCustomer\", where = \"customer.id\", limit = 20)",
                "public record Order(",
                "    @Key UUID orderId,",
                "    Customer customer,",
                "    BigDecimal total) {}");
    }

    @Test
    @Covers("COPIES_IN_SINGLE_ROW_PARTITIONS")
    void qf305PushedDownCopiesOnTheReference() {
        JavaFileObject order = order("@Entity");
        Compiled compilation = compile(order, CUSTOMER);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF305);
        // The base table has one row per order: 25,000,000 orders over 100,000 customers.
        assertEquals(
                "[QF305] table orders: customer_name, customer_email are copied from Customer into "
                        + "every row, not a static column: an update of one Customer fans out to 250 rows. Fix: keep "
                        + "only the customer's key in Order and read Customer separately; mark the attributes of "
                        + "Customer that never change @Fixed (they are then never propagated), or suppress QF305 if "
                        + "Customer rarely changes",
                message);
        compilation.warning(CostMessages.COPIES_IN_SINGLE_ROW_PARTITIONS, order, "Customer customer,", message);
    }

    @Test
    void qf305NearMissStaticCopiesInTheCustomersPartition() {
        // Immutable orders have no base table: their only table is partitioned by the customer, whose
        // name and email are then static columns, written once per partition.
        Compiled compilation = compile(order("@Entity(immutable = true)"), CUSTOMER);
        compilation.compilesWithout(Code.QF305);
        String table = table(compilation.cql("shop"), "shop", "orders_by_customer_id");
        assertTrue(table.contains("customer_name text STATIC,"), table);
        assertTrue(table.contains("customer_email text STATIC,"), table);
        assertTrue(table.contains("PRIMARY KEY (customer_id, order_id)"), table);
    }

    private static JavaFileObject article(int tags) {
        return source(
                "com.example.blog.Article",
                "@Entity",
                "public record Article(",
                "    @Key UUID articleId,",
                "    String title,",
                "    @Cardinality(elements = " + tags + ") Set<String> tags) {}");
    }

    @Test
    @Covers("LARGE_COLLECTION")
    void qf306LargeCollectionOnTheAttribute() {
        JavaFileObject article = article(5_000);
        Compiled compilation = compile(article);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF306);
        assertEquals(
                "[QF306] collection tags: 5,000 elements, ~160.0 KB (over 1,000 elements). Fix: "
                        + "store the elements as rows of their own table, clustered by the element (a collection is "
                        + "read and rewritten whole)",
                message);
        compilation.warning(CostMessages.LARGE_COLLECTION, article, "Set<String> tags", message);
    }

    @Test
    void qf306NearMissAHundredTags() {
        compile(article(100)).compilesWithout(Code.QF306);
    }

    private static JavaFileObject document(int bodyBytes) {
        return source(
                "com.example.docs.Document",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byPath\", where = \"path\")",
                "@AccessPattern(name = \"bySlug\", where = \"slug\")",
                "public record Document(",
                "    @Key UUID documentId,",
                "    @Cardinality(maxRowsPerValue = 1) String path,",
                "    @Cardinality(maxRowsPerValue = 1) String slug,",
                "    @Cardinality(avgBytes = " + bodyBytes + ") String body) {}");
    }

    @Test
    @Covers("LARGE_BATCH")
    void qf307LargeBatchOnTheEntity() {
        JavaFileObject document = document(2_000);
        Compiled compilation = compile(document);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF307);
        // As Cassandra 5.0 counts a batch: 29 bytes per partition update, 21 per row, 20 per cell
        // plus its value; the partition key is not counted. documents: 29 + 21 + (20 + 32 path) +
        // (20 + 32 slug) + (20 + 2,000 body) = 2,174; documents_by_path (keyed by path alone):
        // 29 + 21 + (20 + 16 document_id) + (20 + 32) + (20 + 2,000) = 2,158, and so is documents_by_slug.
        // A save that changes the path deletes the old documents_by_path partition: 29 more.
        assertEquals(
                "[QF307] entity Document: a save's logged batch is 6,490 bytes as Cassandra counts it (3 inserts"
                        + " into 3 partitions: documents 2,174, documents_by_path 2,158, documents_by_slug 2,158; 6,548"
                        + " bytes when a save moves the rows of documents_by_path, documents_by_slug), over its"
                        + " batch_size_warn_threshold of 5,120 bytes: the node logs a warning at every save. Fix: write"
                        + " fewer copies (share tables, strategy = INDEX), shrink the largest value (body, 6,060 bytes"
                        + " over its copies), or create the DAO with the PARALLEL write mode, which sends each copy as"
                        + " its own statement",
                message);
        compilation.warning(CostMessages.LARGE_BATCH, document, "public record Document(", message);
    }

    @Test
    @Covers("LARGE_BATCH")
    void qf307WhenOnlyCassandrasAccountingIsOverFiveKibibytes() {
        // 1,550-byte bodies: 3 × (104 + 1,550) = 4,962 bytes at 8 bytes a value against 5,000, but
        // 490 + 3 × 1,550 = 5,140 bytes as the node counts them, over its 5,120.
        JavaFileObject document = document(1_550);
        Compiled compilation = compile(document);
        compilation.warning(
                CostMessages.LARGE_BATCH,
                document,
                "public record Document(",
                "[QF307] entity Document: a save's logged batch is 5,140 bytes as Cassandra counts it",
                "over its batch_size_warn_threshold of 5,120 bytes");
    }

    @Test
    @Covers("LARGE_BATCH")
    void qf307CountsEveryElementOfACollectionAsACell() {
        // 100 tags of 10 bytes: 1,000 bytes of values, but each element is a cell of its own, 20
        // bytes plus its 10-byte path: 12 + 100 × 30 = 3,012 bytes a copy, two copies.
        JavaFileObject article = source(
                "com.example.blog.Article",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"bySlug\", where = \"slug\")",
                "public record Article(",
                "    @Key UUID articleId,",
                "    @Cardinality(maxRowsPerValue = 1) String slug,",
                "    @Cardinality(elements = 100, avgBytes = 10) Set<String> tags) {}");
        Compiled compilation = compile(article);
        compilation.warning(
                CostMessages.LARGE_BATCH,
                article,
                "public record Article(",
                "a save's logged batch is 6,212 bytes as Cassandra counts it (2 inserts into 2 partitions: articles"
                        + " 3,114, articles_by_slug 3,098",
                "shrink the largest value (tags, 6,024 bytes over its copies)");
    }

    @Test
    @Covers("LARGE_BATCH_WHEN_MOVING")
    void qf307WhenOnlyASaveThatMovesRowsIsOver() {
        // 490 + 3 × 1,540 = 5,110 bytes for an insert, under 5,120; a save that changes path and slug
        // also deletes both old partitions, 29 bytes each: 5,168.
        JavaFileObject document = document(1_540);
        Compiled compilation = compile(document);
        compilation.warning(
                CostMessages.LARGE_BATCH_WHEN_MOVING,
                document,
                "public record Document(",
                "[QF307] entity Document: a save's logged batch is 5,168 bytes as Cassandra counts it (3 inserts into"
                        + " 3 partitions: documents 1,714, documents_by_path 1,698, documents_by_slug 1,698; 5,168 bytes"
                        + " when a save moves the rows of documents_by_path, documents_by_slug)",
                "the node logs a warning at every save that moves a row");
    }

    @Test
    void qf307NearMissSmallerBodies() {
        compile(document(1_000)).compilesWithout(Code.QF307);
    }

    @Test
    void qf307NearMissAWriteOfOneStatementIsNoBatch() {
        // One table: the runtime sends the insert alone, which batch_size_warn_threshold never sees.
        JavaFileObject note = source(
                "com.example.docs.Note",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "public record Note(@Key UUID noteId, @Cardinality(avgBytes = 20_000) String body) {}");
        compile(note).compilesWithout(Code.QF307);
    }

    @Test
    void qf307NearMissABatchOfOnePartitionIsNotChecked() {
        // Both tables are keyed by the device: the batch is one mutation, which the node does not check.
        JavaFileObject reading = source(
                "com.example.iot.Reading",
                "@Entity(immutable = true)",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byDevice\", where = \"deviceId\", orderBy = \"takenAt DESC\")",
                "@AccessPattern(name = \"byDeviceOldestFirst\", where = \"deviceId\", orderBy = \"takenAt\",",
                "               table = \"readings_oldest_first\")",
                "public record Reading(",
                "    @Key UUID readingId,",
                "    @Cardinality(distinct = 100_000) UUID deviceId,",
                "    Instant takenAt,",
                "    @Cardinality(avgBytes = 4_000) String payload) {}");
        compile(reading).compilesWithout(Code.QF307);
    }

    static JavaFileObject groupMember(String bucket) {
        return source(
                "com.example.groups.GroupMember",
                "@Entity",
                "@AccessPattern(name = \"newestInGroup\", where = \"groupname\", orderBy = \"joined DESC\",",
                "               limit = 10, table = \"group_join_dates\")",
                "public record GroupMember(",
                "    @Key @Cardinality(rowsPerValue = 3, per = ChronoUnit.DAYS) String groupname,  // 3 joins a day",
                "    @Key String username,",
                "    " + bucket + "@Column(timeuuid = true) UUID joined,",
                "    String email,",
                "    int age) {}");
    }

    @Test
    @Covers("READ_SPANS_BUCKETS")
    void qf308DayBucketsTooSmallForTheNewestTenOnTheAccessPattern() {
        JavaFileObject member = groupMember("@TimeBucket(ChronoUnit.DAYS) ");
        Compiled compilation = compile(member);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF308);
        // Basic Rules: three joins a day, the ten newest: ceil(10 / 3) = 4 one-day buckets.
        assertEquals(
                "[QF308] table group_join_dates: a read of 10 rows touches 4 partitions (about 3 "
                        + "rows per bucket). Fix: use @TimeBucket(value = ChronoUnit.DAYS, size = 4) on joined (12 "
                        + "rows, ~1.2 KB per partition, 1 partition per read of 10); or set bucketed = false on access"
                        + " pattern 'newestInGroup': without the bucket a partition holds 10,957 rows, ~1.1 MB after the"
                        + " horizon of 10 years (-Aqueryfirst.horizon), and a read of 10 touches 1 partition",
                message);
        compilation.warning(LoadMessages.READ_SPANS_BUCKETS, member, "name = \"newestInGroup\"", message);
    }

    @Test
    void qf308NearMissFourDayBuckets() {
        compile(groupMember("@TimeBucket(value = ChronoUnit.DAYS, size = 4) ")).compilesWithout(Code.QF308);
    }

    static JavaFileObject sparseMember(String bucket) {
        return source(
                "com.example.groups.GroupMember",
                "@Entity",
                "@AccessPattern(name = \"newestInGroup\", where = \"groupname\", orderBy = \"joined DESC\",",
                "               limit = 10, table = \"group_join_dates\")",
                "public record GroupMember(",
                "    @Key @Cardinality(rowsPerValue = 2, per = ChronoUnit.WEEKS) String groupname,  // 2 joins a week",
                "    @Key String username,",
                "    " + bucket + "@Column(timeuuid = true) UUID joined,",
                "    String email) {}");
    }

    @Test
    @Covers("READ_SPANS_SPARSE_BUCKETS")
    void qf308SparseBucketsProposeABucketDirectory() {
        JavaFileObject member = sparseMember("@TimeBucket(ChronoUnit.DAYS) ");
        Compiled compilation = compile(member);
        compilation.hasErrorCount(0);
        String message = compilation.only(Code.QF308);
        // 2 joins a week in day buckets: 0.3 rows per bucket, ceil(10 / 0.29) = 35 partitions.
        assertEquals(
                "[QF308] table group_join_dates: a read of 10 rows touches 35 partitions (about 0.3 rows per bucket)."
                        + " Fix: use @TimeBucket(value = ChronoUnit.DAYS, directory = true) on joined (the buckets are"
                        + " sparse: a read lists the non-empty ones first, then touches at most 11 partitions, none of"
                        + " them empty); or use @TimeBucket(value = ChronoUnit.DAYS, size = 35) on joined (10 rows,"
                        + " ~966 B per partition, 1 partition per read of 10); or set bucketed = false on access"
                        + " pattern 'newestInGroup': without the bucket a partition holds 1,044 rows, ~96.1 KB after"
                        + " the horizon of 10 years (-Aqueryfirst.horizon), and a read of 10 touches 1 partition",
                message);
        compilation.warning(LoadMessages.READ_SPANS_SPARSE_BUCKETS, member, "name = \"newestInGroup\"", message);
    }

    @Test
    void qf308NearMissSparseBucketsWithADirectory() {
        compile(sparseMember("@TimeBucket(value = ChronoUnit.DAYS, directory = true) "))
                .compilesWithout(Code.QF308);
    }
}
