package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What an expert writes, end to end: {@code @Fixed} attributes, base tables generated only when
 * something needs them, {@code partitionBy}, and the answers to the mistakes made on the way (each
 * a regression test of a crash or a wrong diagnostic found on five published designs).
 */
class ExpertDesignsTest {

    private static JavaFileObject trade(String... patterns) {
        List<String> lines = new ArrayList<>(
                List.of("@Entity(keyspace = \"inv\")", "@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)"));
        lines.addAll(List.of(patterns));
        lines.addAll(List.of(
                "public record Trade(",
                "    @Key @Column(timeuuid = true) UUID tradeId,",
                "    @Fixed @Cardinality(distinct = 3_000_000) String account,",
                "    @Fixed @Cardinality(distinct = 2) String type,",
                "    @Fixed String symbol,",
                "    BigDecimal shares,",
                "    BigDecimal price) {}"));
        return source("com.example.inv.Trade", lines.toArray(String[]::new));
    }

    @Test
    void partitionByLeadsTheClusteringWithTheOtherWhereAttributes() {
        JavaFileObject trade = trade(
                "@AccessPattern(name = \"byAccountAndType\", where = {\"account\", \"type\"}, partitionBy = \"account\",",
                "    range = \"tradeId\", orderBy = \"tradeId DESC\", table = \"trades_by_a_td\")");
        Compiled compilation = compile(trade);
        compilation.compilesClean();
        assertEquals(
                "CREATE TABLE IF NOT EXISTS inv.trades_by_a_td (\n"
                        + "    account text,\n"
                        + "    type text,\n"
                        + "    trade_id timeuuid,\n"
                        + "    symbol text,\n"
                        + "    shares decimal,\n"
                        + "    price decimal,\n"
                        + "    PRIMARY KEY (account, type, trade_id)\n"
                        + ") WITH CLUSTERING ORDER BY (type ASC, trade_id DESC)\n"
                        + "    AND compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'Trade access pattern byAccountAndType';",
                table(compilation.cql("inv"), "inv", "trades_by_a_td"));
        // The read restricts type by equality within the account's partition, then the range.
        String table = compilation.generatedSource("com.example.inv.TradesByATdTable");
        assertTrue(table.contains("WHERE account = ? AND type = ? AND trade_id >= ? AND trade_id < ?"), table);
        String dao = compilation.generatedSource("com.example.inv.TradeDao");
        assertTrue(dao.contains("byAccountAndType(String account, String type, UUID from, UUID to"), dao);
    }

    @Test
    @Covers("PARTITION_BY_NOT_IN_WHERE")
    void qf109PartitionByNotInWhere() {
        JavaFileObject trade = trade(
                "@AccessPattern(name = \"byAccountAndType\", where = {\"account\", \"type\"},",
                "    partitionBy = \"symbol\", range = \"tradeId\", orderBy = \"tradeId DESC\")");
        Compiled compilation = compile(trade);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.PARTITION_BY_NOT_IN_WHERE,
                trade,
                "partitionBy = \"symbol\"",
                "[QF109] invalid partitionBy entry \"symbol\" of access pattern 'byAccountAndType': partitionBy"
                        + " names the part of where that forms the partition key, and where is {\"account\","
                        + " \"type\"}. Fix: add \"symbol\" to where, or remove it from partitionBy");
    }

    @Test
    @Covers("PARTITION_BY_REPEATED")
    void qf109PartitionByNamedTwice() {
        JavaFileObject trade = trade(
                "@AccessPattern(name = \"byAccountAndType\", where = {\"account\", \"type\"},",
                "    partitionBy = {\"account\", \"account\"}, range = \"tradeId\", orderBy = \"tradeId DESC\")");
        Compiled compilation = compile(trade);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.PARTITION_BY_REPEATED,
                trade,
                "partitionBy = {\"account\", \"account\"}",
                "[QF109] invalid partitionBy entry \"account\" of access pattern 'byAccountAndType': it is named"
                        + " twice. Fix: name each attribute once");
    }

    @Test
    @Covers("ONE_PARTITION_COLUMN_TAKEN")
    void qf107TheConstantColumnOfAOnePartitionTableIsTaken() {
        JavaFileObject network = source(
                "com.example.sensors.Network",
                "@Entity(keyspace = \"sensors\")",
                "@Cardinality(rows = 1_000)",
                "@AccessPattern(name = \"all\", orderBy = \"name\")",
                "public record Network(@Key String name, int bucket) {}");
        Compiled compilation = compile(network);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.ONE_PARTITION_COLUMN_TAKEN,
                network,
                "@AccessPattern(name = \"all\"",
                "[QF107] access pattern 'all' keeps its whole table in one partition, keyed by the constant column"
                        + " bucket, but bucket is already the column of bucket. Fix: rename the other column with"
                        + " @Column(name = \"...\")");
    }

    @Test
    @Covers("SHARDS_OF_SINGLE_ROWS")
    void qf109ShardsOfAPatternReadingOneRow() {
        // Found by the fuzzer: the generated merge of the shards had no clustering order to merge by.
        JavaFileObject trade = trade("@AccessPattern(name = \"byId\", where = \"tradeId\", shards = 2)");
        Compiled compilation = compile(trade);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.SHARDS_OF_SINGLE_ROWS,
                trade,
                "shards = 2",
                "[QF109] invalid shards = 2 of access pattern 'byId': its table has no clustering column, so every"
                        + " partition holds one row and there is nothing to spread. Fix: remove shards");
    }

    @Test
    void aRangeOrderedAfterAWhereAttributeIsOneDiagnosticNotTwo() {
        // The published trades once drew a second, spurious QF104: "sorts tradeId both ascending and
        // descending". An ordering by a where attribute orders nothing, so this one compiles.
        JavaFileObject trade = trade(
                "@AccessPattern(name = \"byAccountAndType\", where = {\"account\", \"type\"}, partitionBy = \"account\",",
                "    range = \"tradeId\", orderBy = {\"type\", \"tradeId DESC\"})");
        compile(trade).compilesClean();
        JavaFileObject wrong = trade(
                "@AccessPattern(name = \"byAccount\", where = \"account\",",
                "    range = \"tradeId\", orderBy = {\"type\", \"tradeId DESC\"})");
        Compiled compilation = compile(wrong);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.ORDER_BY_AFTER_RANGE,
                wrong,
                "range = \"tradeId\", orderBy",
                "orderBy starts with type but the range is on tradeId");
    }

    @Test
    void fixedKeysNeedNoBaseTableAndWriteWithoutReading() {
        JavaFileObject trade = trade(
                "@AccessPattern(name = \"byAccount\", where = \"account\", range = \"tradeId\",",
                "    orderBy = \"tradeId DESC\")");
        Compiled compilation = compile(trade);
        compilation.compilesClean();
        String cql = compilation.cql("inv");
        assertFalse(cql.contains("inv.trades "), cql);
        String dao = compilation.generatedSource("com.example.inv.TradeDao");
        assertFalse(dao.contains("findByKey("), dao);
        assertWritesBlindly(dao, "trade");
        assertTrue(dao.contains("public boolean update(Trade trade)"), dao);
        assertTrue(dao.contains("public void delete(Trade trade)"), dao);
        // The report says why there is no base table.
        String report = compilation.report("inv");
        String bases = report.substring(report.indexOf("<h2 id=\"base-tables\">"));
        assertTrue(bases.contains("<td><code>Trade</code></td><td>none</td><td>none: no table can move a row"), bases);
        // Without @Fixed on account, a save could move the row: the base table comes back.
        JavaFileObject mutable = source(
                "com.example.inv.Trade",
                "@Entity(keyspace = \"inv\")",
                "@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"byAccount\", where = \"account\", range = \"tradeId\",",
                "    orderBy = \"tradeId DESC\")",
                "public record Trade(@Key @Column(timeuuid = true) UUID tradeId,",
                "    @Cardinality(distinct = 3_000_000) String account, BigDecimal price) {}");
        Compiled moving = compile(mutable);
        moving.compilesClean();
        assertTrue(moving.cql("inv").contains("inv.trades ("), moving.cql("inv"));
        assertTrue(
                moving.report("inv")
                        .contains("<td><code>trades</code></td><td>generated: an update can move rows of"
                                + " trades_by_account (account)"),
                moving.report("inv"));
    }

    @Test
    void aTableKeyedByTheKeyAndHoldingEverythingIsTheBaseTable() {
        JavaFileObject position = source(
                "com.example.inv.Position",
                "@Entity(keyspace = \"inv\")",
                "@Cardinality(rows = 30_000_000)",
                "@AccessPattern(name = \"byAccount\", where = \"account\")",
                "public record Position(@Key @Cardinality(maxRowsPerValue = 1_000) String account, @Key String"
                        + " symbol,",
                "    BigDecimal quantity) {}");
        Compiled compilation = compile(position);
        compilation.compilesClean();
        String cql = compilation.cql("inv");
        assertFalse(cql.contains("inv.positions "), cql);
        assertTrue(cql.contains("comment = 'Position base table (by key); access pattern byAccount'"), cql);
        String dao = compilation.generatedSource("com.example.inv.PositionDao");
        assertTrue(dao.contains("public Optional<Position> findByKey(String account, String symbol)"), dao);
    }

    @Test
    @Covers("FIXED_ON_COUNTER")
    void qf109FixedOnACounter() {
        JavaFileObject views = source(
                "com.example.video.Views",
                "@Entity(keyspace = \"video\")",
                "public record Views(@Key UUID videoId, @Fixed @Counter long views) {}");
        Compiled compilation = compile(views);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.FIXED_ON_COUNTER,
                views,
                "@Fixed @Counter long views",
                "[QF109] invalid @Fixed on attribute views of Views: a @Counter changes with every increment."
                        + " Fix: remove @Fixed");
    }

    @Test
    @Covers("FIXED_ON_TRANSIENT_FIELD")
    void qf109FixedOnATransientField() {
        JavaFileObject ticket = source(
                "com.example.desk.Ticket",
                "@Entity(keyspace = \"desk\")",
                "public class Ticket {",
                "  @Key private UUID id;",
                "  @Fixed @Transient private String label;",
                "  public UUID getId() { return id; }",
                "  public void setId(UUID id) { this.id = id; }",
                "}");
        Compiled compilation = compile(ticket);
        compilation.hasErrorCount(1);
        compilation.error(
                ValueMessages.FIXED_ON_TRANSIENT_FIELD,
                ticket,
                "@Fixed @Transient private String label;",
                "[QF109] invalid @Fixed on transient field label of Ticket: a transient field is not stored",
                "Fix: remove @Fixed, or make the field persisted");
    }

    @Test
    void fixedOnAKeyAttributeIsAcceptedAndChangesNothing() {
        JavaFileObject user = source(
                "com.example.app.User",
                "@Entity(keyspace = \"app\")",
                "@Cardinality(rows = 1_000)",
                "public record User(@Key @Fixed UUID id, String name) {}");
        compile(user).compilesClean();
    }

    private static final String CUSTOMER_FIXED_REGION = String.join(
            "\n",
            "@Entity(keyspace = \"shop\")",
            "@Cardinality(rows = 100_000)",
            "public record Customer(@Key UUID id, String name, @Fixed @Cardinality(distinct = 20) String region) {}");

    @Test
    void aLiveReferenceMayKeyByAFixedAttributeAndNeverPropagatesIt() {
        JavaFileObject customer = source("com.example.shop.Customer", CUSTOMER_FIXED_REGION.split("\n"));
        JavaFileObject order = source(
                "com.example.shop.Order",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 100_000, per = ChronoUnit.DAYS)",
                "@SuppressWarnings({\"QF302\", \"QF305\"})",
                "@AccessPattern(name = \"byRegion\", where = \"customer.region\", orderBy = \"placedAt DESC\",",
                "    select = \"placedAt\", limit = 20)",
                "public record Order(@Key UUID id,",
                "    @Fixed @Cardinality(maxRowsPerValue = 100, total = true) Customer customer,",
                "    @Fixed @TimeBucket(ChronoUnit.DAYS) Instant placedAt) {}");
        Compiled compilation = compile(customer, order);
        compilation.compilesWithout(Code.QF205);
        String cql = compilation.cql("shop");
        assertTrue(cql.contains("CREATE TABLE IF NOT EXISTS shop.orders_by_customer_region"), cql);
        // The customer's name is copied live into orders (its base table); its region, fixed, never is.
        String propagation = compilation.generatedSource("com.example.shop.OrdersTable");
        assertTrue(propagation.contains("customer_name"), propagation);
        assertFalse(
                compilation.generatedSource("com.example.shop.OrdersTable").contains("customer_region = ?,"),
                propagation);
    }

    @Test
    void aSnapshotKeyReferenceStaysASnapshot() {
        // @Snapshot on an attribute that is also @Key was dropped once: the key got QF205 and an index.
        JavaFileObject item = source(
                "com.example.cart.Item",
                "@Entity(keyspace = \"cart\")",
                "@Cardinality(rows = 100_000)",
                "public record Item(@Key String id, String name, BigDecimal price) {}");
        JavaFileObject line = source(
                "com.example.cart.Line",
                "@Entity(keyspace = \"cart\")",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byCart\", where = \"cart\")",
                "public record Line(@Key @Cardinality(maxRowsPerValue = 100) UUID cart, @Key @Snapshot Item item,",
                "    int quantity) {}");
        Compiled compilation = compile(item, line);
        compilation.compilesWithout(Code.QF205);
        assertFalse(compilation.cql("cart").contains("_ref"), compilation.cql("cart"));
        assertFalse(
                compilation.messages().stream().anyMatch(m -> m.startsWith("[QF305]")),
                compilation.messages()::toString);
    }

    @Test
    void aProjectionLeavingOutALiveReferencesCopiesCompiles() {
        // Once QF000: "items_by_cart has no column cart_user_id" (the published shopping cart).
        JavaFileObject user = source(
                "com.example.cart.User",
                "@Entity(keyspace = \"cart\")",
                "@Cardinality(rows = 1_000_000)",
                "public record User(@Key String id, String email) {}");
        JavaFileObject cart = source(
                "com.example.cart.Cart",
                "@Entity(keyspace = \"cart\")",
                "@Cardinality(rows = 5_000_000)",
                "public record Cart(@Key UUID id, @Fixed @Cardinality(maxRowsPerValue = 100) User user,",
                "    BigDecimal subtotal) {}");
        JavaFileObject cartItem = source(
                "com.example.cart.CartItem",
                "@Entity(keyspace = \"cart\")",
                "@Cardinality(rows = 50_000_000)",
                "@AccessPattern(name = \"byCart\", where = \"cart.id\", orderBy = \"addedAt DESC\",",
                "    select = {\"cart.subtotal\", \"quantity\"}, table = \"items_by_cart\")",
                "public record CartItem(@Key @Cardinality(maxRowsPerValue = 200) Cart cart, @Key String item,",
                "    @Fixed Instant addedAt, int quantity) {}");
        Compiled compilation = compile(user, cart, cartItem);
        compilation.succeeded();
        assertEquals(
                "CREATE TABLE IF NOT EXISTS cart.items_by_cart (\n"
                        + "    cart_id uuid,\n"
                        + "    added_at timestamp,\n"
                        + "    item text,\n"
                        + "    cart_subtotal decimal STATIC,\n"
                        + "    quantity int,\n"
                        + "    PRIMARY KEY (cart_id, added_at, item)\n"
                        + ") WITH CLUSTERING ORDER BY (added_at DESC, item ASC)\n"
                        + "    AND compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'CartItem access pattern byCart';",
                table(compilation.cql("cart"), "cart", "items_by_cart"));
    }

    @Test
    void aWriteOfOneStatementIsNoBatch() {
        // QF307 once warned on a write the runtime sends alone (one table, no directory).
        JavaFileObject attachment = source(
                "com.example.mail.Attachment",
                "@Entity(keyspace = \"mail\", immutable = true)",
                "public record Attachment(@Key UUID emailId, @Key String filename,",
                "    @Cardinality(avgBytes = 500_000) java.nio.ByteBuffer value) {}");
        compile(attachment).compilesWithout(Code.QF307);
    }

    @Test
    void messagesNameTheEntityWithoutAWrongArticle() {
        // "an update of a Order": the article is now left out ("one Order").
        JavaFileObject customer = source(
                "com.example.shop.Order",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 100_000)",
                "public record Order(@Key UUID id, String name) {}");
        JavaFileObject line = source(
                "com.example.shop.Line",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byOrderName\", where = \"order.name\")",
                "public record Line(@Key UUID id, @Cardinality(maxRowsPerValue = 10) Order order) {}");
        Compiled compilation = compile(customer, line);
        String message = compilation.error(
                CostMessages.LIVE_COPY_IN_KEY,
                line,
                "Order order) {}",
                "an update of one Order would have to move those rows");
        assertFalse(message.contains("a Order"), message);
    }

    /** The README's "Fixed attributes and base tables" example compiles as shown: one table, written blindly. */
    @Test
    void theReadmeExampleCompiles() {
        Compiled compilation =
                compile(Compiled.readmeModels("### Fixed attributes and base tables", "com.example.investments"));
        compilation.compilesClean();
        String cql = compilation.cql("investments");
        assertTrue(cql.contains("investments.trades_by_account ("), cql);
        assertFalse(cql.contains("investments.trades ("), cql);
        String dao = compilation.generatedSource("com.example.investments.TradeDao");
        assertWritesBlindly(dao, "trade");
    }

    /**
     * A save that writes blindly: the only read of the previous state is the one a whole write that
     * would leave a tombstone (a null, a non-frozen collection) makes first.
     */
    private static void assertWritesBlindly(String dao, String variable) {
        assertTrue(dao.contains("return overwrite(" + variable + ");"), dao);
        int clears = dao.indexOf("if (RowWrites.clears(");
        assertTrue(clears >= 0, dao);
        assertEquals(dao.indexOf("reader.oneAsync"), dao.indexOf("reader.oneAsync", clears), dao);
        assertEquals(-1, dao.indexOf("reader.oneAsync", dao.indexOf("reader.oneAsync") + 1), dao);
    }
}
