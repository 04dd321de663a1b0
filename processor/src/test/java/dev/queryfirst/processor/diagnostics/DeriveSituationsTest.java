package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The situations the derive phase reports (QF101, QF104–QF107, QF109) that the per-code tests do
 * not reach: each on its file and line, with the exact error count and the words of its fix.
 */
class DeriveSituationsTest {

    /** An order with a customer, a status, tags and a time; the patterns given go on the entity. */
    private static JavaFileObject order(String... patterns) {
        List<String> lines = new java.util.ArrayList<>(List.of("@Entity", "@Cardinality(rows = 1_000_000)"));
        lines.addAll(List.of(patterns));
        lines.addAll(List.of(
                "public record Order(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 100_000) UUID customerId,",
                "    @Cardinality(distinct = 5) String status,",
                "    @Cardinality(elements = 5) Set<String> tags,",
                "    Duration handling,",
                "    Instant placedAt) {}"));
        return source("com.example.shop.Order", lines.toArray(String[]::new));
    }

    private static void onlyError(JavaFileObject file, Message situation, String line, String... fragments) {
        compile(file).onlyError(situation, file, line, fragments);
    }

    @Test
    @Covers("UNKNOWN_ATTRIBUTE")
    void anUnknownAttributeFarFromEveryName() {
        onlyError(
                order("@AccessPattern(name = \"byRegion\", where = \"warehouseRegion\")"),
                PatternMessages.UNKNOWN_ATTRIBUTE,
                "where = \"warehouseRegion\"",
                "[QF101] access pattern 'byRegion': where names 'warehouseRegion', which is not an attribute of"
                        + " Order. Fix: name one of customerId, handling, id, placedAt, status, tags");
    }

    @Test
    @Covers("DUPLICATE_WHERE")
    void anAttributeNamedTwiceInWhere() {
        JavaFileObject order =
                order("@AccessPattern(name = \"byCustomer\", where = {\"customerId\",", "    \"customerId\"})");
        onlyError(
                order,
                PatternMessages.DUPLICATE_WHERE,
                "    \"customerId\"})",
                "[QF104] access pattern 'byCustomer': where names customerId twice. Fix: list each attribute once");
    }

    @Test
    @Covers("RANGE_OF_SEVERAL")
    void aRangeOfTwoAttributes() {
        onlyError(
                order("@AccessPattern(name = \"byCustomer\", where = \"customerId\", range = \"placedAt status\")"),
                PatternMessages.RANGE_OF_SEVERAL,
                "range = \"placedAt status\"",
                "range names more than one attribute ('placedAt status'); a read can search a range on one"
                        + " clustering column only");
    }

    @Test
    @Covers("RANGE_ALSO_IN_WHERE")
    void aRangeOnAWhereAttribute() {
        onlyError(
                order("@AccessPattern(name = \"byCustomer\", where = \"customerId\", range = \"customerId\")"),
                PatternMessages.RANGE_ALSO_IN_WHERE,
                "range = \"customerId\"",
                "[QF104] access pattern 'byCustomer': customerId is both in where and range. Fix: remove it from"
                        + " where (equality) or from range");
    }

    private static final JavaFileObject REGION_CUSTOMER = source(
            "com.example.crm.Customer",
            "@Entity",
            "@Cardinality(rows = 10_000)",
            "public record Customer(@Key String region, @Key UUID id, String name) {}");

    private static JavaFileObject visit(String pattern) {
        return source(
                "com.example.crm.Visit",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                pattern,
                "public record Visit(@Key UUID id,",
                "    @Snapshot Customer customer,",
                "    @Cardinality(distinct = 50) String site) {}");
    }

    @Test
    @Covers("RANGE_ON_COMPOSITE_REFERENCE")
    void aRangeOnAReferenceWithACompositeKey() {
        JavaFileObject visit = visit("@AccessPattern(name = \"bySite\", where = \"site\", range = \"customer\")");
        compile(REGION_CUSTOMER, visit)
                .onlyError(
                        PatternMessages.RANGE_ON_COMPOSITE_REFERENCE,
                        visit,
                        "range = \"customer\"",
                        "range customer is a reference whose key has 2 columns; a range searches one column. Fix: name one"
                                + " of its key attributes, e.g. range = \"customer.region\"");
    }

    @Test
    @Covers("INDEX_ON_COMPOSITE_REFERENCE")
    void anIndexOnAReferenceWithACompositeKey() {
        JavaFileObject visit = visit("@AccessPattern(name = \"byCustomer\", where = \"customer\", strategy ="
                + " AccessPattern.Strategy.INDEX)");
        compile(REGION_CUSTOMER, visit)
                .onlyError(
                        PatternMessages.INDEX_ON_COMPOSITE_REFERENCE,
                        visit,
                        "name = \"byCustomer\"",
                        "an index answers where customer = ? only for a single-valued column, and customer is a reference"
                                + " with a composite key");
    }

    @Test
    @Covers("INDEX_WITH_ORDER")
    void anIndexWithAnOrdering() {
        onlyError(
                order(
                        "@AccessPattern(name = \"byStatus\", where = \"status\", orderBy = \"placedAt DESC\",",
                        "    strategy = AccessPattern.Strategy.INDEX)"),
                PatternMessages.INDEX_WITH_ORDER,
                "orderBy = \"placedAt DESC\"",
                "[QF104] access pattern 'byStatus': an index returns rows in token order, so it cannot serve"
                        + " orderBy. Fix: use strategy = TABLE (the default): its table clusters the rows for orderBy");
    }

    @Test
    @Covers("INDEX_OF_SEVERAL")
    void anIndexOnTwoAttributes() {
        onlyError(
                order(
                        "@AccessPattern(name = \"byStatus\", where = {\"status\", \"customerId\"},",
                        "    strategy = AccessPattern.Strategy.INDEX)"),
                PatternMessages.INDEX_OF_SEVERAL,
                "name = \"byStatus\"",
                "an INDEX pattern searches one attribute, but where names 2");
    }

    @Test
    @Covers("INDEX_ON_COLLECTION")
    void anIndexOnACollection() {
        onlyError(
                order("@AccessPattern(name = \"byTag\", where = \"tags\", strategy = AccessPattern.Strategy.INDEX)"),
                PatternMessages.INDEX_ON_COLLECTION,
                "name = \"byTag\"",
                "an index answers where tags = ? only for a single-valued column, and tags is a collection");
    }

    @Test
    @Covers("INDEX_WITHOUT_WHERE")
    void anIndexWithoutWhere() {
        onlyError(
                order("@AccessPattern(name = \"all\", strategy = AccessPattern.Strategy.INDEX)"),
                PatternMessages.INDEX_WITHOUT_WHERE,
                "name = \"all\"",
                "[QF105] access pattern 'all' has no 'where', no time bucket and no shards",
                "Fix: name the indexed attribute in where, e.g. where = \"sourceType\"");
    }

    @Test
    @Covers("DURATION_IN_KEY")
    void aDurationInAPrimaryKey() {
        onlyError(
                order("@AccessPattern(name = \"byHandling\", where = \"handling\")"),
                EntityMessages.DURATION_IN_KEY,
                "where = \"handling\"",
                "[QF106] handling (duration) cannot be part of a primary key (CQL does not allow duration in a"
                        + " primary key: durations have no total order). Fix: key by another attribute, or store the"
                        + " value as a bigint of nanoseconds");
    }

    @Test
    @Covers("UNSHARDABLE_CLUSTERING")
    void shardsMergingByAValueType() {
        JavaFileObject place = source("com.example.geo.Place", "public record Place(String city, String street) {}");
        JavaFileObject visit = source(
                "com.example.geo.Visit",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byDay\", where = \"day\", orderBy = \"place\",",
                "    shards = 4)",
                "public record Visit(@Key UUID id, @Cardinality(distinct = 3_650) LocalDate day, Place place) {}");
        compile(place, visit)
                .onlyError(
                        ValueMessages.UNSHARDABLE_CLUSTERING,
                        visit,
                        "shards = 4)",
                        "[QF109] invalid shards = 4 of access pattern 'byDay': the merge of the shards orders by place is a"
                                + " frozen<place>, not a single value");
    }

    @Test
    @Covers("UNSHARDABLE_REFERENCE_KEY")
    void shardsHashingAKeyReachedThroughAReference() {
        JavaFileObject customer = source(
                "com.example.crm.Customer",
                "@Entity",
                "@Cardinality(rows = 10_000)",
                "public record Customer(@Key UUID id, String name) {}");
        JavaFileObject profile = source(
                "com.example.crm.Profile",
                "@Entity",
                "@Cardinality(rows = 10_000)",
                "@AccessPattern(name = \"byTier\", where = \"tier\",",
                "    shards = 8)",
                "public record Profile(@Key @Snapshot Customer customer, @Cardinality(distinct = 3) String tier) {}");
        compile(customer, profile)
                .onlyError(
                        ValueMessages.UNSHARDABLE_REFERENCE_KEY,
                        profile,
                        "shards = 8)",
                        "the shard hashes the key, and key attribute customer.id is a uuid reached through a reference");
    }
}
