package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF101, QF104, QF105 and QF106, end to end through the processor: access patterns no derived table
 * can serve (an unknown attribute, an order the clustering cannot give, an index Cassandra refuses,
 * a full scan, a key column that cannot be one). Each code once on the line docs/diagnostics.md
 * says it goes on (the annotation member at fault, the attribute), with the exact error count and
 * the message; each with a near miss that compiles without it.
 */
class AccessPatternDiagnosticsTest {

    private static JavaFileObject user(String where) {
        return source(
                "com.example.users.User",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byEmail\",",
                "               where = \"" + where + "\")",
                "public record User(",
                "    @Key UUID id,",
                "    @Cardinality(maxRowsPerValue = 1) String email,",
                "    String name) {}");
    }

    @Test
    @Covers("UNKNOWN_ATTRIBUTE_NEAR_MISS")
    void qf101UnknownAttributeOnTheWhereValueWithTheClosestName() {
        JavaFileObject user = user("emial");
        Compiled compilation = compile(user);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS,
                user,
                "where = \"emial\"",
                "[QF101] access pattern 'byEmail': where names "
                        + "'emial', which is not an attribute of User. Fix: did you mean 'email'?");
    }

    @Test
    @Covers("UNKNOWN_ATTRIBUTE_NEAR_MISS")
    void qf101OnTheEntryOfAWhereArrayThatIsAtFault() {
        JavaFileObject order = source(
                "com.example.shop.Order",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byCustomerAndStatus\",",
                "               where = {\"customerId\",",
                "                        \"staus\"},",
                "               orderBy = {\"placedAt DESC\",",
                "                          \"totl\"})",
                "@AccessPattern(name = \"byStatus\",",
                "               where = {\"customerId\",",
                "                        \"stat\"})",
                "public record Order(",
                "    @Key UUID orderId,",
                "    @Cardinality(distinct = 10_000) UUID customerId,",
                "    @Cardinality(distinct = 5) String status,",
                "    Instant placedAt,",
                "    BigDecimal total) {}");
        Compiled compilation = compile(order);
        compilation.hasErrorCount(3);
        compilation.error(
                PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS,
                order,
                "\"staus\"",
                "where names 'staus', which is not an attribute of " + "Order. Fix: did you mean 'status'?");
        compilation.error(PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS, order, "\"totl\"", "orderBy names 'totl'");
        // The second pattern sits in the container javac synthesizes for repeated annotations.
        compilation.error(PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS, order, "\"stat\"", "where names 'stat'");
    }

    @Test
    void qf101NearMissTheAttributeExists() {
        compile(user("email")).compilesWithout(Code.QF101);
    }

    @Test
    @Covers("UNKNOWN_ATTRIBUTE_NEAR_MISS")
    void qf101FromDeriveLandsOnTheMember() {
        JavaFileObject user = source(
                "com.example.users.User",
                "@Entity",
                "@AccessPattern(name = \"byName\", where = \"username\")",
                "@AccessPattern(name = \"byEmail\",",
                "               where = \"emial\")",
                "public record User(@Key UUID id, String username, String email) {}");
        Compiled compilation = compile(user);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS,
                user,
                "where = \"emial\"",
                "[QF101] access pattern 'byEmail'");
    }

    private static JavaFileObject logMessage(String orderBy) {
        return source(
                "com.example.logs.LogMessage",
                "@Entity(keyspace = \"logs\", immutable = true)",
                "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"bySourceAndTime\",",
                "               where = \"sourceName\",",
                "               range = \"messageTime\",",
                "               orderBy = \"" + orderBy + "\")",
                "public record LogMessage(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 5_000) String sourceName,",
                "    @Cardinality(distinct = 20) String sourceType,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,",
                "    @Cardinality(avgBytes = 400) String messageBody) {}");
    }

    @Test
    @Covers("ORDER_BY_AFTER_RANGE")
    void qf104OrderByDisagreeingWithTheRangeOnTheOrderByValue() {
        JavaFileObject log = logMessage("sourceType");
        Compiled compilation = compile(log);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.ORDER_BY_AFTER_RANGE,
                log,
                "orderBy = \"sourceType\"",
                "[QF104] access pattern 'bySourceAndTime': orderBy "
                        + "starts with sourceType but the range is on messageTime; rows come back in the order "
                        + "of the range column. Fix: start orderBy with \"messageTime\" or \"messageTime DESC\"");
    }

    @Test
    @Covers("CONTRADICTORY_ORDER")
    void qf104OnTheOrderByEntryNoClusteringCanServe() {
        JavaFileObject event = source(
                "com.example.iot.Reading",
                "@Entity",
                "@AccessPattern(name = \"readingsOfDevice\", where = \"deviceId\",",
                "               orderBy = {\"takenAt DESC\",",
                "                          \"takenAt ASC\"})",
                "public record Reading(",
                "    @Key UUID readingId,",
                "    UUID deviceId,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant takenAt) {}");
        Compiled compilation = compile(event);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.CONTRADICTORY_ORDER,
                event,
                "\"takenAt ASC\"",
                "[QF104] access pattern 'readingsOfDevice': orderBy "
                        + "sorts takenAt both ascending and descending, which no clustering order can serve. "
                        + "Fix: name takenAt once in orderBy");
    }

    @Test
    void qf104NearMissOrderByStartsWithTheRange() {
        compile(logMessage("messageTime DESC")).compilesWithout(Code.QF104);
    }

    private static JavaFileObject attachment(String indexedType) {
        return source(
                "com.example.mail.Attachment",
                "@Entity",
                "@AccessPattern(name = \"byDigest\", strategy = AccessPattern.Strategy.INDEX,",
                "               where = \"digest\")",
                "public record Attachment(",
                "    @Key UUID attachmentId,",
                "    " + indexedType + " digest) {}");
    }

    /**
     * Cassandra refuses a storage-attached index on a blob or a duration. Found by the reliability
     * fuzzer, whose CREATE INDEX the node rejected.
     */
    @Test
    @Covers("INDEX_ON_UNINDEXABLE_TYPE")
    void qf104IndexOnABlobOnTheWhereValue() {
        JavaFileObject attachment = attachment("byte[]");
        Compiled compilation = compile(attachment);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.INDEX_ON_UNINDEXABLE_TYPE,
                attachment,
                "where = \"digest\"",
                "[QF104] access pattern 'byDigest': a "
                        + "storage-attached index cannot index digest, a blob column. Fix: use strategy = TABLE");
        JavaFileObject duration = attachment("Duration");
        compile(duration)
                .error(
                        PatternMessages.INDEX_ON_UNINDEXABLE_TYPE,
                        duration,
                        "where = \"digest\"",
                        "digest, a duration column");
    }

    /**
     * An immutable entity's index goes on its first table; when that table is partitioned by the
     * indexed attribute alone, Cassandra refuses the index. Found by the reliability fuzzer.
     */
    @Test
    @Covers("INDEX_ON_ONLY_PARTITION_KEY")
    void qf104IndexOnTheOnlyPartitionKeyColumnOfItsTableOnTheWhereValue() {
        JavaFileObject reading = source(
                "com.example.metrics.Reading",
                "@Entity(immutable = true)",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"bySensor\", where = \"sensor\")",
                "@AccessPattern(name = \"bySensorIndexed\", strategy = AccessPattern.Strategy.INDEX,",
                "               where = \"sensor\")",
                "public record Reading(",
                "    @Key UUID readingId,",
                "    @Cardinality(distinct = 50) String sensor) {}");
        Compiled compilation = compile(reading);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.INDEX_ON_ONLY_PARTITION_KEY,
                reading,
                "               where = \"sensor\")",
                "[QF104] access pattern 'bySensorIndexed': the "
                        + "index would go on table readings_by_sensor, which is partitioned by sensor alone");
    }

    @Test
    void qf104NearMissAnIndexOnText() {
        compile(attachment("String")).compilesWithout(Code.QF104);
    }

    private static JavaFileObject product(String pattern) {
        return source(
                "com.example.shop.Product",
                "@Entity",
                "@Cardinality(rows = 100_000)",
                pattern,
                "public record Product(",
                "    @Key UUID productId,",
                "    @Cardinality(distinct = 1_000) String category,",
                "    String name,",
                "    BigDecimal price) {}");
    }

    @Test
    @Covers("FULL_SCAN")
    void qf105NoWhereOnTheAccessPattern() {
        // Without @Cardinality(rows) nothing says the whole table fits one partition.
        JavaFileObject product = source(
                "com.example.shop.Product",
                "@Entity",
                "@AccessPattern(name = \"allProducts\", limit = 100)",
                "public record Product(@Key UUID productId, String name, BigDecimal price) {}");
        Compiled compilation = compile(product);
        compilation.hasErrorCount(1);
        compilation.error(
                PatternMessages.FULL_SCAN,
                product,
                "name = \"allProducts\"",
                "[QF105] access pattern 'allProducts' has no 'where', no time bucket and no shards: it would read"
                        + " every partition of the table (a full scan). Fix: add where",
                "declare @Cardinality(rows = ...) on Product so that QueryFirst can check that it fits one partition");
    }

    @Test
    void qf105NearMissAWhere() {
        compile(product("@AccessPattern(name = \"byCategory\", where = \"category\", limit = 100)"))
                .compilesWithout(Code.QF105);
    }

    private static JavaFileObject article(String tagsDeclaration) {
        return source(
                "com.example.blog.Article",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byTags\",",
                "               where = \"tags\")",
                "public record Article(",
                "    @Key UUID articleId,",
                "    " + tagsDeclaration + " tags,",
                "    String title) {}");
    }

    @Test
    @Covers("UNFROZEN_COLLECTION_IN_KEY")
    void qf106CollectionInAPartitionKeyOnTheWhereValue() {
        JavaFileObject article = article("@Cardinality(elements = 5) Set<String>");
        Compiled compilation = compile(article);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.UNFROZEN_COLLECTION_IN_KEY,
                article,
                "where = \"tags\"",
                "[QF106] tags (set<text>) cannot be part of a "
                        + "primary key (a non-frozen collection is stored as separate cells, not one value). "
                        + "Fix: annotate tags with @Column(frozen = true), or key by another attribute");
    }

    @Test
    @Covers("UNFROZEN_COLLECTION_IN_KEY")
    void qf106CollectionKeyOnTheAttribute() {
        JavaFileObject chord = source(
                "com.example.music.Chord",
                "@Entity",
                "public record Chord(",
                "    @Key List<String> notes,",
                "    String name) {}");
        Compiled compilation = compile(chord);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.UNFROZEN_COLLECTION_IN_KEY,
                chord,
                "@Key List<String> notes,",
                "[QF106] key attribute notes (list<text>) cannot be " + "part of a primary key");
    }

    /**
     * Cassandra refuses a duration anywhere in a primary key, also inside a frozen collection or a
     * user-defined type. Found by the reliability fuzzer, whose CQL the node rejected.
     */
    @Test
    @Covers("NESTED_DURATION_IN_KEY")
    void qf106DurationInsideAFrozenCollectionOnTheWhereValue() {
        JavaFileObject article = article("@Column(frozen = true) List<Duration>");
        Compiled compilation = compile(article);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.NESTED_DURATION_IN_KEY,
                article,
                "where = \"tags\"",
                "[QF106] tags (frozen<list<duration>>) cannot be "
                        + "part of a primary key (CQL does not allow duration in a primary key, not even inside"
                        + " a frozen collection or user-defined type");
    }

    @Test
    @Covers("NESTED_DURATION_IN_KEY")
    void qf106DurationInsideAValueTypeOnTheWhereValue() {
        JavaFileObject article = article("Slot");
        JavaFileObject slot = source("com.example.blog.Slot", "public record Slot(String name, Duration length) {}");
        Compiled compilation = compile(article, slot);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.NESTED_DURATION_IN_KEY,
                article,
                "where = \"tags\"",
                "[QF106] tags (frozen<slot>) cannot be part of a " + "primary key");
    }

    @Test
    void qf106NearMissAFrozenCollectionIsOneValue() {
        compile(article("@Column(frozen = true) @Cardinality(distinct = 100_000, elements = 5) Set<String>"))
                .compilesWithout(Code.QF106);
    }
}
