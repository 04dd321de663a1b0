package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The sizing and load situations (QF201–QF308) that the per-code tests do not reach: each way out
 * of an unbounded, too large or hot partition is a situation of its own, chosen by the numbers.
 */
class CheckSituationsTest {

    /** A reading of a device; {@code device} and {@code extra} complete the record, the pattern is given. */
    private static JavaFileObject reading(String entity, String pattern, String device, String extra) {
        return source(
                "com.example.iot.Reading",
                entity,
                pattern,
                "public record Reading(",
                "    @Key UUID id,",
                "    " + device + " String deviceId,",
                "    Instant at" + extra + ") {}");
    }

    @Test
    @Covers("GROWTH_TOO_FAST_FOR_BUCKETS")
    void growthTooFastEvenForOneMinuteBuckets() {
        JavaFileObject reading = reading(
                "@Entity",
                "@AccessPattern(name = \"latest\", where = \"deviceId\", orderBy = \"at DESC\", limit = 10)",
                "@Cardinality(rowsPerValue = 200_000, per = ChronoUnit.MINUTES)",
                "");
        compile(reading)
                .onlyError(
                        PartitionMessages.GROWTH_TOO_FAST_FOR_BUCKETS,
                        reading,
                        "name = \"latest\"",
                        "[QF201] table readings_by_device_id: partition grows without bound (200,000 rows per device per"
                                + " minute",
                        "Fix: add an attribute to where: even 1-minute buckets would hold 200,000 rows per partition");
    }

    @Test
    @Covers("GROWTH_NEEDS_TTL")
    void growthWithoutATimeToBucketByGetsATtl() {
        JavaFileObject reading = reading(
                "@Entity",
                "@AccessPattern(name = \"byDevice\", where = \"deviceId\")",
                "@Cardinality(rowsPerValue = 1_000, per = ChronoUnit.DAYS)",
                "");
        compile(reading)
                .onlyError(
                        PartitionMessages.GROWTH_NEEDS_TTL,
                        reading,
                        "name = \"byDevice\"",
                        "Fix: set @Entity(ttl = \"P100D\") on Reading, or order the pattern by a time attribute and give it"
                                + " a @TimeBucket");
    }

    @Test
    @Covers("GROWTH_NEEDS_KEY")
    void growthThatOverflowsInADay() {
        JavaFileObject reading = reading(
                "@Entity",
                "@AccessPattern(name = \"byDevice\", where = \"deviceId\")",
                "@Cardinality(rowsPerValue = 500_000, per = ChronoUnit.DAYS)",
                "");
        compile(reading)
                .onlyError(
                        PartitionMessages.GROWTH_NEEDS_KEY,
                        reading,
                        "name = \"byDevice\"",
                        "Fix: add an attribute to where: even one day of rows overflows the partition");
    }

    @Test
    @Covers("PARTITION_TOO_LARGE_ADD_BUCKET")
    void aPartitionTheTtlBoundsOverTheLimitGetsABucket() {
        JavaFileObject reading = reading(
                "@Entity(ttl = \"P365D\")",
                "@AccessPattern(name = \"latest\", where = \"deviceId\", orderBy = \"at DESC\", limit = 10)",
                "@Cardinality(rowsPerValue = 1_000, per = ChronoUnit.DAYS)",
                "");
        compile(reading)
                .onlyError(
                        PartitionMessages.PARTITION_TOO_LARGE_ADD_BUCKET,
                        reading,
                        "name = \"latest\"",
                        "[QF203] table readings_by_device_id: partition too large (365,000 rows",
                        "; the limit is 100,000 rows). Fix: add @TimeBucket(");
    }

    @Test
    @Covers("LARGE_PARTITION_ADD_BUCKET")
    void aPartitionTheTtlBoundsOverTheWarningGetsABucket() {
        JavaFileObject reading = reading(
                "@Entity(ttl = \"P60D\")",
                "@AccessPattern(name = \"latest\", where = \"deviceId\", orderBy = \"at DESC\", limit = 10)",
                "@Cardinality(rowsPerValue = 1_000, per = ChronoUnit.DAYS)",
                ", @Cardinality(avgBytes = 300) String payload");
        compile(reading)
                .compilesWithWarning(
                        PartitionMessages.LARGE_PARTITION_ADD_BUCKET,
                        reading,
                        "name = \"latest\"",
                        "[QF303] table readings_by_device_id: large partition (60,000 rows",
                        "Fix: add @TimeBucket(");
    }

    @Test
    @Covers("LARGE_PARTITION")
    void aPartitionOfTotalsOverTheWarningNeedsAFinerKey() {
        JavaFileObject reading = reading(
                "@Entity",
                "@AccessPattern(name = \"byDevice\", where = \"deviceId\")",
                "@Cardinality(maxRowsPerValue = 50_000)",
                ", @Cardinality(avgBytes = 300) String payload");
        compile(reading)
                .compilesWithWarning(
                        PartitionMessages.LARGE_PARTITION,
                        reading,
                        "name = \"byDevice\"",
                        "[QF303] table readings_by_device_id: large partition (50,000 rows",
                        "Fix: add an attribute to where so that a partition holds fewer rows, or check the @Cardinality"
                                + " numbers of deviceId");
    }

    @Test
    @Covers("SINGLE_ROW_LARGE")
    void aSingleRowOverTheWarning() {
        JavaFileObject document = source(
                "com.example.docs.Document",
                "@Entity",
                "public record Document(@Key UUID id,",
                "    @Cardinality(avgBytes = 20_000_000) String body) {}");
        compile(document)
                .compilesWithWarning(
                        PartitionMessages.SINGLE_ROW_LARGE,
                        document,
                        "public record Document(",
                        "[QF303] table documents: large partition (1 rows",
                        "Fix: a partition of documents holds a single row, so only a smaller row helps");
    }

    @Test
    @Covers("FEW_PARTITION_KEYS_PER_BUCKET")
    void aBucketedTableWithFewKeys() {
        JavaFileObject reading = source(
                "com.example.iot.Reading",
                "@Entity",
                "@Cardinality(rows = 1_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"byKind\", where = \"kind\", orderBy = \"at DESC\", limit = 10)",
                "public record Reading(@Key UUID id, @Cardinality(distinct = 4) String kind,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant at) {}");
        compile(reading)
                .compilesWithWarning(
                        LoadMessages.FEW_PARTITION_KEYS_PER_BUCKET,
                        reading,
                        "name = \"byKind\"",
                        "has only 4 distinct values (fewer than 100)",
                        "Fix: the time bucket spreads the data over time, but each bucket's writes still go to 4"
                                + " partitions: add a higher-cardinality attribute to where");
    }

    @Test
    @Covers("WRITE_RATE_PER_PARTITION")
    void anUnbucketedPartitionTakingTooManyWrites() {
        JavaFileObject reading = reading(
                "@Entity(ttl = \"PT12H\")",
                "@AccessPattern(name = \"byDevice\", where = \"deviceId\")",
                "@Cardinality(rowsPerValue = 172_800, per = ChronoUnit.DAYS)",
                "");
        compile(List.of("-Aqueryfirst.maxPartitionWriteRate=1"), reading)
                .compilesWithWarning(
                        LoadMessages.WRITE_RATE_PER_PARTITION,
                        reading,
                        "name = \"byDevice\"",
                        "[QF302] table readings_by_device_id: hot partition: 2 rows/s are written into one partition",
                        "takes every write of a partition. Fix: set shards =");
    }

    private static JavaFileObject minuteBuckets(String rate, int limit) {
        return source(
                "com.example.iot.Reading",
                "@Entity",
                "@Cardinality(rows = " + rate + ", per = ChronoUnit.MINUTES)",
                "@AccessPattern(name = \"latest\", where = \"deviceId\", orderBy = \"at DESC\", limit = " + limit + ")",
                "public record Reading(@Key UUID id, @Cardinality(distinct = 1_000) String deviceId,",
                "    @TimeBucket(ChronoUnit.MINUTES) Instant at) {}");
    }

    @Test
    @Covers("READ_SPANS_BUCKETS_NONE_WIDER")
    void aReadSpanningBucketsNoWiderBucketServes() {
        JavaFileObject reading = minuteBuckets("2_000", 10_000);
        compile(reading)
                .compilesWithWarning(
                        LoadMessages.READ_SPANS_BUCKETS_NONE_WIDER,
                        reading,
                        "name = \"latest\"",
                        "[QF308] table readings_by_device_id: a read of 10000 rows touches 5000 partitions",
                        "Fix: read fewer rows (limit), or add fewer attributes to where so that each bucket holds more"
                                + " rows");
    }

    @Test
    @Covers("READ_SPANS_SPARSE_BUCKETS_NONE_WIDER")
    void aReadSpanningSparseBucketsNoWiderBucketServes() {
        JavaFileObject reading = minuteBuckets("1", 10);
        compile(reading)
                .compilesWithWarning(
                        LoadMessages.READ_SPANS_SPARSE_BUCKETS_NONE_WIDER,
                        reading,
                        "name = \"latest\"",
                        "Fix: use @TimeBucket(value = ChronoUnit.MINUTES, directory = true) on at (the buckets are sparse",
                        "; or read fewer rows (limit)");
    }

    @Test
    @Covers("INDEX_ON_KEY")
    void anIndexOnAKeyAttribute() {
        JavaFileObject account = source(
                "com.example.bank.Account",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byRegion\", where = \"region\", strategy = AccessPattern.Strategy.INDEX)",
                "public record Account(@Key @Cardinality(distinct = 20) String region, @Key UUID id) {}");
        compile(account)
                .onlyError(
                        CostMessages.INDEX_ON_KEY,
                        account,
                        "name = \"byRegion\"",
                        "[QF204] access pattern 'byRegion': an index on region would index a high-cardinality column (part"
                                + " of the key of Account: one row per value). Fix: remove strategy = INDEX");
    }

    private static final JavaFileObject CUSTOMER = source(
            "com.example.shop.Customer",
            "@Entity",
            "@Cardinality(rows = 10_000)",
            "public record Customer(@Key UUID id, String name) {}");

    /** An order read by {@code patterns}, copying its customer live. */
    private static JavaFileObject order(String... patterns) {
        List<String> lines = new java.util.ArrayList<>(List.of("@Entity", "@Cardinality(rows = 1_000_000)"));
        lines.addAll(List.of(patterns));
        lines.addAll(List.of(
                "public record Order(@Key UUID id,",
                "    @Cardinality(maxRowsPerValue = 100) Customer customer,",
                "    @Cardinality(distinct = 500) String status, Instant placedAt) {}"));
        return source("com.example.shop.Order", lines.toArray(String[]::new));
    }

    private static String qf305(Compiled compilation) {
        return String.join(
                "\n",
                compilation.messages().stream()
                        .filter(m -> m.startsWith("[QF305]"))
                        .toList());
    }

    @Test
    @Covers("COPIES_IN_ROWS")
    void copiesInThePatternTableOfAnotherAttributeAreLeftOutBySelect() {
        // orders_by_status is partitioned by status for its pattern: partitioning it by customer would
        // no longer serve byStatus, so the fix that applies to this table is a select without customer.
        JavaFileObject order =
                order("@AccessPattern(name = \"byStatus\", where = \"status\", orderBy = \"placedAt DESC\")");
        compile(CUSTOMER, order)
                .compilesWithWarning(
                        CostMessages.COPIES_IN_ROWS,
                        order,
                        "Customer customer",
                        "[QF305] table orders_by_status: customer_name is copied from Customer into every row, not a"
                                + " static column: an update of one Customer fans out to 100 rows. Fix: leave Customer's"
                                + " attributes out of this table with select = {\"status\", \"placedAt\"} on access pattern"
                                + " 'byStatus' (its reads then return the key and those), or keep only the customer's key"
                                + " in Order and read Customer separately; mark the attributes of Customer that never"
                                + " change @Fixed (they are then never propagated), or suppress QF305 if Customer"
                                + " rarely changes");
        // The fix as proposed: the table keeps no copy, and the warning is gone for it.
        JavaFileObject fixed = order("@AccessPattern(name = \"byStatus\", where = \"status\","
                + " orderBy = \"placedAt DESC\", select = {\"status\", \"placedAt\"})");
        String warnings = qf305(compile(CUSTOMER, fixed));
        assertFalse(warnings.contains("orders_by_status"), warnings);
    }

    @Test
    @Covers("GROWTH_NEEDS_TTL")
    void aTtlProposedToAnEntityWithALiveReferenceSaysItBecomesASnapshot() {
        JavaFileObject device = source(
                "com.example.iot.Device",
                "@Entity",
                "@Cardinality(rows = 10_000)",
                "public record Device(@Key String id, String site) {}");
        JavaFileObject reading = source(
                "com.example.iot.Reading",
                "@Entity",
                "@AccessPattern(name = \"byDevice\", where = \"device.id\")",
                "@SuppressWarnings(\"QF305\")",
                "public record Reading(",
                "    @Key UUID id,",
                "    @Cardinality(rowsPerValue = 1_000, per = ChronoUnit.DAYS) Device device,",
                "    Instant at) {}");
        // QF205 asks for the fan-out's bound besides; the ttl's fix must not hide what it costs.
        compile(device, reading)
                .error(
                        PartitionMessages.GROWTH_NEEDS_TTL,
                        reading,
                        "name = \"byDevice\"",
                        "Fix: set @Entity(ttl = \"P100D\") on Reading (which makes its live references device"
                                + " snapshots: copies taken when a Reading is written, no longer updated when a Device"
                                + " changes), or order the pattern by a time attribute and give it a @TimeBucket");
    }
}
