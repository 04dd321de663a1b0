package dev.queryfirst.processor.check;

import static dev.queryfirst.processor.derive.Models.entity;
import static dev.queryfirst.processor.derive.Models.instant;
import static dev.queryfirst.processor.derive.Models.map;
import static dev.queryfirst.processor.derive.Models.patternSite;
import static dev.queryfirst.processor.derive.Models.text;
import static dev.queryfirst.processor.derive.Models.uuid;
import static java.time.temporal.ChronoUnit.DAYS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.derive.Seeds;
import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every code check reports: one model that triggers it, one near miss that does not. */
class CheckerDiagnosticsTest {

    private static final String LOG = "com.example.logs.LogMessage";
    private static final String EVENT = "com.example.events.Event";
    private static final String PRODUCT = "com.example.shop.Product";

    @Test
    void qf201RateWithoutBucketOrTtlProposesTheDayBucket() {
        Checks checks = Checks.of(Seeds.logMessage(false).build());
        Diagnostic d = checks.only(Code.QF201);
        assertTrue(d.isError());
        assertEquals(patternSite(LOG, 0), d.site());
        assertEquals(
                "[QF201] table log_messages_by_source_name: partition grows without bound "
                        + "(50,000,000 rows/day over 5,000 sources = 10,000 rows per source per day; no @TimeBucket, no ttl: "
                        + "36,524,250 rows, ~15.8 GB after the horizon of 10 years (-Aqueryfirst.horizon), over the limit of 100,000 rows). "
                        + "Fix: add @TimeBucket(ChronoUnit.DAYS) to messageTime (10,000 rows, ~4.3 MB per partition, "
                        + "1 partition per read of 10)",
                d.message());
        assertFalse(checks.estimate("log_messages_by_source_name").bounded());
    }

    @Test
    void qf201NearMissTheDayBucketBoundsIt() {
        Checks.of(Seeds.logMessage(true).build()).clean();
    }

    @Test
    void qf201NearMissATtlBoundsIt() {
        // 10,000 rows a day for 7 days: 70,000 rows, 31.9 MB: bounded, too large for a warning-free
        // partition (QF303), but no longer unbounded.
        Checks checks =
                Checks.of(Seeds.logMessage(false).ttl(Duration.ofDays(7)).build());
        checks.none(Code.QF201);
        assertEquals(70_000, checks.estimate("log_messages_by_source_name").rowsPerPartition(), 1e-6);
        assertTrue(checks.only(Code.QF303).message().contains("Fix: add @TimeBucket(ChronoUnit.DAYS) to messageTime"));
    }

    @Test
    void qf201WithoutATimeColumnProposesATtl() {
        // 100 rows/day per device, no time column to bucket by: 365,243 rows after the horizon of 10
        // years; a TTL of at most 1,000 days keeps a partition under 100,000 rows.
        EntityModel model = entity(EVENT)
                .rate(100_000, DAYS)
                .attribute(uuid("eventId").key())
                .attribute(text("deviceId").distinct(1_000))
                .pattern("byDevice", p -> p.where("deviceId"))
                .build();
        Diagnostic d = Checks.of(model).only(Code.QF201);
        assertTrue(
                d.message().contains("100,000 rows/day over 1,000 devices = 100 rows per device per day"), d.message());
        assertTrue(d.message().contains("Fix: set @Entity(ttl = \"P"), d.message());
    }

    @Test
    void qf202TimeClusteredWithoutNumbersBucketOrTtl() {
        // The Complete Guide's sensor_data_bad: PRIMARY KEY ((sensor_id), reading_time).
        EntityModel model = entity("com.example.sensors.Reading")
                .attribute(uuid("sensorId").key())
                .attribute(instant("readingTime").key())
                .attribute(Models.scalar("value", ScalarKind.DOUBLE, "double"))
                .pattern("bySensor", p -> p.where("sensorId").orderBy("readingTime DESC"))
                .build();
        Checks checks = Checks.of(model);
        Diagnostic d = checks.only(Code.QF202);
        assertEquals(patternSite(model.qualifiedName(), 0), d.site());
        assertTrue(
                d.message()
                        .startsWith("[QF202] table readings_by_sensor_id: partition grows without bound: "
                                + "its rows are clustered by the time column reading_time"),
                d.message());
        checks.none(Code.QF301);
    }

    @Test
    void qf202NearMissABucketMakesItOnlyUnverified() {
        EntityModel model = entity("com.example.sensors.Reading")
                .attribute(uuid("sensorId").key())
                .attribute(instant("readingTime").key().bucket(DAYS))
                .pattern("bySensor", p -> p.where("sensorId").orderBy("readingTime DESC"))
                .build();
        Checks checks = Checks.of(model);
        checks.none(Code.QF202);
        checks.only(Code.QF301);
    }

    @Test
    void qf203TooManyRowsInABucketProposesANarrowerOne() {
        // 50,000,000 a day over 100 sources = 500,000 rows per source-day, over 100,000.
        EntityModel model = Seeds.logMessage(true).build();
        EntityModel crowded = withSourceDistinct(model, 100);
        Diagnostic d = Checks.of(crowded).only(Code.QF203);
        assertEquals(patternSite(LOG, 0), d.site());
        assertTrue(
                d.message()
                        .contains("(500,000 rows, 4,500,000 values (6 a row from the elements of messageParts), "
                                + "~216.5 MB per partition; the limit is 100,000 rows)"),
                d.message());
        // One hour: 500,000 / 24 = 20,833 rows of 433 bytes, the key a component more (2 + 8 + 1):
        // 44 + 11 + 2 + 20,833 × 433 ≈ 9.0 MB
        assertTrue(
                d.message()
                        .contains("Fix: use @TimeBucket(ChronoUnit.HOURS) on messageTime (20,833 rows, ~9.0 MB per "
                                + "partition, 1 partition per read of 10)"),
                d.message());
    }

    @Test
    void qf203NearMissTheSeedsNumbersFitADay() {
        Checks.of(withSourceDistinct(Seeds.logMessage(true).build(), 5_000)).none(Code.QF203);
    }

    @Test
    void qf204IndexOnAUniqueAttribute() {
        EntityModel model = entity("com.example.users.User")
                .rows(1_000_000)
                .attribute(uuid("id").key())
                .attribute(text("email").maxRowsPerValue(1))
                .pattern("byEmail", p -> p.where("email").index())
                .build();
        Diagnostic d = Checks.of(model).only(Code.QF204);
        assertEquals(patternSite(model.qualifiedName(), 0).member("where"), d.site());
        assertTrue(
                d.message().contains("an index on email would index a high-cardinality column (declared unique"),
                d.message());
    }

    @Test
    void qf204IndexWithDistinctNearTheRowCount() {
        EntityModel model = entity("com.example.users.User")
                .rows(1_000_000)
                .attribute(uuid("id").key())
                .attribute(text("phone").distinct(900_000))
                .pattern("byPhone", p -> p.where("phone").index())
                .build();
        Diagnostic d = Checks.of(model).only(Code.QF204);
        assertTrue(
                d.message()
                        .contains(
                                "(900,000 distinct values for 1,000,000 rows: about 1.1 rows per value, fewer than 10)"),
                d.message());
    }

    @Test
    void qf204IndexOnTheKey() {
        EntityModel model = entity("com.example.users.User")
                .rows(1_000_000)
                .attribute(uuid("id").key())
                .pattern("byId", p -> p.where("id").index())
                .build();
        assertTrue(Checks.of(model).only(Code.QF204).message().contains("part of the key of User"));
    }

    @Test
    void qf204NearMissTheLowCardinalitySourceType() {
        Checks.of(Seeds.logMessage().build()).none(Code.QF204);
    }

    @Test
    void qf301MultiRowPartitionWithoutNumbers() {
        EntityModel model = groups(0, 0);
        Checks checks = Checks.of(model);
        Diagnostic d = checks.only(Code.QF301);
        assertFalse(d.isError());
        assertEquals(patternSite(model.qualifiedName(), 0), d.site());
        assertEquals(
                "[QF301] table groups: cannot verify the partition size: no @Cardinality numbers for groupname. "
                        + "Fix: declare @Cardinality(maxRowsPerValue = ...) or @Cardinality(distinct = ...) on groupname, "
                        + "with @Cardinality(rows = ...) on GroupMember",
                d.message());
        assertFalse(checks.estimate("groups").known());
    }

    @Test
    void qf301IsAnErrorUnderStrict() {
        ProcessorOptions strict = ProcessorOptions.parse(Map.of("queryfirst.strict", "true"));
        Diagnostic d = Checks.of(strict, groups(0, 0)).only(Code.QF301);
        assertTrue(d.isError());
        assertTrue(d.message().startsWith("[QF301]"));
    }

    @Test
    void qf301NearMissTheNumbersAreThere() {
        Checks.of(groups(100_000, 10_000_000)).clean();
    }

    @Test
    void qf302HotPartitionOnALowCardinalityKey() {
        // The Complete Guide's orders_by_status: five statuses hold every order.
        EntityModel model = entity("com.example.shop.Order")
                .rows(100_000)
                .attribute(uuid("orderId").key())
                .attribute(text("status").distinct(5))
                .pattern("byStatus", p -> p.where("status"))
                .build();
        Diagnostic d = Checks.of(model).only(Code.QF302);
        assertEquals(patternSite(model.qualifiedName(), 0), d.site());
        assertTrue(
                d.message()
                        .startsWith("[QF302] table orders_by_status: hot partition: the partition key (status) "
                                + "has only 5 distinct values (fewer than 100)"),
                d.message());
    }

    @Test
    void qf302NearMissAHundredCategories() {
        Checks.of(Seeds.product()).none(Code.QF302);
    }

    @Test
    void qf302IsSuppressible() {
        EntityModel model = entity("com.example.shop.Order")
                .rows(100_000)
                .suppress("QF302")
                // A status change moves the order's row out of its partition: suppressed too.
                .suppress("QF309")
                .attribute(uuid("orderId").key())
                .attribute(text("status").distinct(5))
                .pattern("byStatus", p -> p.where("status"))
                .build();
        Checks.of(model).clean();
    }

    @Test
    void qf303LargePartitionBytes() {
        // 10,000 rows per category of 1,000-byte descriptions; one regular value per row:
        // key 34 + header 2 + 10,000 × (flags 1, clustering 1 + price 9 + product_id 16, sizes 2 + 2,
        // write time 5, description 1 + 2 + 1,000) = 36 + 10,000 × 1,039 = 10,390,036 bytes > 10 MB
        Diagnostic d = Checks.of(products(1_000_000, 1_000)).only(Code.QF303);
        assertEquals(patternSite(PRODUCT, 0), d.site());
        assertTrue(
                d.message()
                        .contains(
                                "(10,000 rows, 10,000 values, ~10.4 MB per partition; the warning threshold is 10.0 MB)"),
                d.message());
        assertTrue(
                d.message().contains("Fix: add an attribute to where so that a partition holds fewer rows"),
                d.message());
    }

    @Test
    void qf303NearMissHalfTheDescription() {
        // 32 + 10,000 × 524 + 8 × 10,000 = 5,320,032 bytes
        Checks.of(products(1_000_000, 500)).none(Code.QF303);
    }

    @Test
    void qf304TooManyTablesPerSave() {
        Checks checks = Checks.of(manyPatterns(5));
        Diagnostic d = checks.only(Code.QF304);
        assertEquals(Site.ofEntity(EVENT), d.site());
        assertTrue(
                d.message().startsWith("[QF304] entity Event: every save writes 6 tables (more than 5)"), d.message());
    }

    @Test
    void qf304NearMissFiveTables() {
        Checks.of(manyPatterns(4)).none(Code.QF304);
    }

    @Test
    void qf305PushedDownCopiesFanOut() {
        Checks checks = Checks.of(Seeds.order(), Seeds.customer());
        Diagnostic d = checks.only(Code.QF305);
        assertEquals(Site.ofAttribute("com.example.shop.Order", "customer"), d.site());
        assertTrue(
                d.message()
                        .startsWith(
                                "[QF305] table orders: customer_name, customer_email are copied from Customer "
                                        + "into every row, not a static column: an update of one Customer fans out to 250 rows"),
                d.message());
    }

    @Test
    void qf305NearMissStaticCopiesAndAOneToOneReference() {
        EntityModel order = entity("com.example.shop.Order")
                .rows(1_000_000)
                .attribute(uuid("orderId").key())
                .attribute(Models.ref("customer", "com.example.shop.Customer").maxRowsPerValue(1))
                .build();
        Checks.of(order, Seeds.customer()).none(Code.QF305);
    }

    @Test
    void qf306LargeCollection() {
        Checks checks = Checks.of(withParts(2_000));
        Diagnostic d = checks.only(Code.QF306);
        assertEquals(Site.ofAttribute(EVENT, "parts"), d.site());
        assertTrue(
                d.message().startsWith("[QF306] collection parts: 2,000 elements, ~40.0 KB (over 1,000 elements)"),
                d.message());
    }

    @Test
    void qf306NearMissAThousandElements() {
        Checks.of(withParts(1_000)).none(Code.QF306);
    }

    @Test
    void qf307LargeBatch() {
        // As Cassandra counts it: 29 per partition update, 21 per row, 20 per cell plus its value.
        // events: 29 + 21 + (20 + 32 device_id) + (20 + 2,000 payload) = 2,122;
        // events_by_device_id and events_of_device: 29 + 21 + (20 + 16 event_id) + (20 + 2,000) = 2,106 each;
        // the two share their partition key (one mutation), so the batch spans 2 partitions.
        Checks checks = Checks.of(withPayload(2_000));
        Diagnostic d = checks.only(Code.QF307);
        assertEquals(Site.ofEntity(EVENT), d.site());
        assertTrue(
                d.message()
                        .startsWith("[QF307] entity Event: a save's logged batch is 6,334 bytes as Cassandra counts it"
                                + " (3 inserts into 2 partitions: events 2,122, events_by_device_id 2,106,"
                                + " events_of_device 2,106; "),
                d.message());
        assertTrue(d.message().contains("over its batch_size_warn_threshold of 5,120 bytes"), d.message());
    }

    @Test
    void qf307NearMissSmallRows() {
        Checks.of(withPayload(1_000)).none(Code.QF307);
    }

    @Test
    void qf308ReadsSpanTooManyDayBuckets() {
        // Basic Rules: 3 joins a day, newest 10: ceil(10 / 3) = 4 partitions with one-day buckets.
        Checks checks = Checks.of(Seeds.groupJoin(1).build());
        Diagnostic d = checks.only(Code.QF308);
        assertFalse(d.isError());
        assertEquals(patternSite("com.example.users.GroupJoin", 0), d.site());
        assertEquals(
                "[QF308] table group_join_dates: a read of 10 rows touches 4 partitions (about 3 rows per bucket). "
                        + "Fix: use @TimeBucket(value = ChronoUnit.DAYS, size = 4) on joined (12 rows, ~1.2 KB per partition, "
                        + "1 partition per read of 10); or set bucketed = false on access pattern 'newestMembers': without"
                        + " the bucket a partition holds 10,957 rows, ~1.1 MB after the horizon of 10 years"
                        + " (-Aqueryfirst.horizon), and a read of 10 touches 1 partition",
                d.message());
        assertEquals(4, checks.estimate("group_join_dates").partitionsPerRead());
    }

    @Test
    void qf308NearMissFourDayBuckets() {
        Checks.of(Seeds.groupJoin(4).build()).clean();
    }

    @Test
    void errorsCannotBeSuppressed() {
        Checks checks = Checks.of(Seeds.logMessage(false).suppress("QF201").build());
        checks.only(Code.QF201);
    }

    /** The log messages with another number of sources. */
    private static EntityModel withSourceDistinct(EntityModel log, long distinct) {
        return new EntityModel(
                log.qualifiedName(),
                log.packageName(),
                log.simpleName(),
                log.record(),
                log.keyspace(),
                log.baseName(),
                log.ttl(),
                log.immutable(),
                log.versioned(),
                log.volume(),
                log.attributes().stream()
                        .map(a -> !a.name().equals("sourceName")
                                ? a
                                : new Attribute(
                                        a.name(),
                                        a.column(),
                                        a.type(),
                                        a.keyOrder(),
                                        new AttributeCardinality(distinct, 0, 0, null, 0, 0),
                                        a.bucket(),
                                        a.getter(),
                                        a.setter(),
                                        a.site()))
                        .toList(),
                log.accessPatterns(),
                log.suppressed(),
                log.site());
    }

    /** Basic Rules' groups with optional numbers (0 = unset). */
    private static EntityModel groups(long distinctGroups, long rows) {
        Models.EntityBuilder builder = entity("com.example.users.GroupMember");
        if (rows > 0) {
            builder.rows(rows);
        }
        return builder.attribute(text("groupname").key().distinct(distinctGroups))
                .attribute(text("username").key())
                .pattern("members", p -> p.where("groupname").table("groups"))
                .build();
    }

    private static EntityModel products(long rows, int descriptionBytes) {
        return entity(PRODUCT)
                .rows(rows)
                .attribute(uuid("productId").key())
                .attribute(text("category").distinct(100))
                .attribute(Models.decimal("price").avgBytes(8))
                .attribute(text("description").avgBytes(descriptionBytes))
                .pattern("byCategory", p -> p.where("category").orderBy("price"))
                .build();
    }

    private static EntityModel manyPatterns(int patterns) {
        Models.EntityBuilder builder = entity(EVENT).rows(1_000);
        builder.attribute(uuid("eventId").key());
        for (int i = 0; i < patterns; i++) {
            builder.attribute(text("a" + i).maxRowsPerValue(1));
            String attribute = "a" + i;
            builder.pattern("by" + i, p -> p.where(attribute));
        }
        return builder.build();
    }

    private static EntityModel withParts(int elements) {
        return entity(EVENT)
                .attribute(uuid("eventId").key())
                .attribute(map("parts", ScalarKind.TEXT, ScalarKind.TEXT)
                        .elements(elements)
                        .avgBytes(20))
                .build();
    }

    private static EntityModel withPayload(int bytes) {
        return entity(EVENT)
                .rows(1_000_000)
                .attribute(uuid("eventId").key())
                .attribute(text("deviceId").maxRowsPerValue(1))
                .attribute(text("payload").avgBytes(bytes))
                .pattern("byDevice", p -> p.where("deviceId"))
                .pattern("byDeviceAgain", p -> p.where("deviceId").table("events_of_device"))
                .build();
    }
}
