package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rehearsal's scale: one factor for the keyspace, partitions kept at their declared shape
 * while the rows allow, low-cardinality values kept, and the estimate at scale the compile-time
 * rule on the scaled numbers.
 */
class KeyspaceScaleTest {

    private static final long DAY = 86_400;

    /** The six-step method's log messages: 50 M a day from 5,000 sources, partitioned by source and day. */
    private static final EntityNumbers LOGS = EntityNumbers.of("LogMessage")
            .rate(50_000_000, DAY)
            .with(AttributeNumbers.of("messageId").asKey())
            .with(AttributeNumbers.of("sourceName").distinct(5_000))
            .with(AttributeNumbers.of("sourceType").distinct(20));

    private static final TableEstimate BY_SOURCE = TableEstimate.of("log_messages_by_source_name", "LogMessage")
            .partitionedBy("sourceName")
            .bucket(DAY)
            .rows(10_000, 10_000)
            .bytes(40, 600);

    @Test
    void aPartitionKeepsItsDeclaredRowsWhileTheRehearsalHasThem() {
        KeyspaceScale scale = scale(RehearsalOptions.defaults().withRows(20_000), LOGS, BY_SOURCE);
        EntityScale logs = scale.entity("LogMessage");
        // Two day buckets of 100 M declared messages: 20,000 written is 1/5,000 of them.
        assertEquals(2 * DAY, logs.spanSeconds());
        assertEquals(1e8, logs.declaredRows(), 1e-6);
        assertEquals(20_000, logs.rows());
        assertEquals(2e-4, scale.factor(), 1e-12);
        // 5,000 sources scale to one, whose day holds 10,000 messages, as declared.
        assertEquals(1, logs.attribute("sourceName").values());
        assertEquals(
                10_000, Expectation.of(BY_SOURCE, logs, scale, logs.rows(), 0).typicalRows(), 1e-9);
        // Twenty source types are a domain's constant, not a volume: they stay twenty.
        assertEquals(20, logs.attribute("sourceType").values());
        assertTrue(logs.attribute("sourceType").kept());
    }

    @Test
    void atTheDeclaredVolumeTheExpectationIsTheCompileTimeEstimate() {
        KeyspaceScale scale = scale(RehearsalOptions.defaults().withScale(1), LOGS, BY_SOURCE);
        EntityScale logs = scale.entity("LogMessage");
        assertEquals(
                BY_SOURCE.typicalRows(),
                Expectation.of(BY_SOURCE, logs, scale, logs.rows(), 0).typicalRows(),
                1e-6);
    }

    @Test
    void aSkewedValueGetsItsWorstCaseRowsAtMostAQuarterOfTheRehearsal() {
        EntityNumbers alerts = EntityNumbers.of("Alert")
                .rate(20_000, DAY)
                .with(AttributeNumbers.of("alertId").asKey())
                .with(AttributeNumbers.of("serviceName").distinct(2_000).maxRowsPerValue(500, DAY));
        TableEstimate byService = TableEstimate.of("alerts_by_service_name", "Alert")
                .partitionedBy("serviceName")
                .bucket(DAY)
                .rows(500, 10)
                .bytes(40, 280);
        KeyspaceScale scale = scale(RehearsalOptions.defaults().withRows(20_000), alerts, byService);
        EntityScale entity = scale.entity("Alert");
        // 40,000 declared over two days: half of them, 1,000 services; one service declares 500 a day.
        assertEquals(1_000, entity.attribute("serviceName").values());
        assertEquals(1_000, entity.attribute("serviceName").hot());
        Expectation expected = Expectation.of(byService, entity, scale, entity.rows(), 0);
        assertEquals(500, expected.largestRows(), 1e-9);
        long hot = 0;
        for (long i = 0; i < entity.rows(); i++) {
            hot += entity.attribute("serviceName").valueOf(i, entity.rows(), 0) == 0 ? 1 : 0;
        }
        assertEquals(1_000, hot, 1, "the skewed value's rows");
    }

    @Test
    void aSmallEntityBesideAHugeOneStillGetsAHundredRows() {
        EntityNumbers products = EntityNumbers.of("Product")
                .rows(10_000)
                .with(AttributeNumbers.of("id").asKey());
        EntityNumbers unsized =
                EntityNumbers.of("Rating").with(AttributeNumbers.of("id").asKey());
        KeyspaceScale scale = KeyspaceScale.of(
                List.of(LOGS, products, unsized),
                Map.of(
                        "LogMessage", List.of(BY_SOURCE),
                        "Product", List.of(TableEstimate.of("products", "Product")),
                        "Rating", List.of(TableEstimate.of("ratings", "Rating"))),
                RehearsalOptions.defaults().withRows(20_000),
                0);
        assertEquals(100, scale.entity("Product").rows());
        assertEquals(1_000, scale.entity("Rating").rows(), "an entity without @Cardinality(rows)");
    }

    @Test
    void valuesOfTwoAttributesThatPartitionOneTableMeetInEveryCombination() {
        EntityNumbers orders = EntityNumbers.of("Order")
                .rows(25_000_000)
                .with(AttributeNumbers.of("orderId").asKey())
                .with(AttributeNumbers.of("orderDay").distinct(1_826))
                .with(AttributeNumbers.of("status").distinct(4));
        TableEstimate byStatus = TableEstimate.of("orders_by_status", "Order")
                .partitionedBy("status", "orderDay")
                .rows(13_691, 3_422)
                .bytes(40, 1_300);
        KeyspaceScale scale = scale(RehearsalOptions.defaults().withScale(0.01), orders, byStatus);
        EntityScale entity = scale.entity("Order");
        long days = entity.attribute("orderDay").values();
        assertEquals(1, gcd(days, 4), "18 days would only ever meet statuses 0 and 2 on even days");
        int[][] rows = new int[4][(int) days];
        for (long i = 0; i < entity.rows(); i++) {
            rows[(int) entity.attribute("status").valueOf(i, entity.rows(), 0)][
                    (int) entity.attribute("orderDay").valueOf(i, entity.rows(), 0)]++;
        }
        double typical =
                Expectation.of(byStatus, entity, scale, entity.rows(), 0).typicalRows();
        for (int[] status : rows) {
            for (int count : status) {
                assertEquals(typical, count, 1.0, "every status and day holds its share");
            }
        }
    }

    @Test
    void shardsOfSparseBucketsLeaveSomePartitionsTwoOrThreeRows() {
        // KillrVideo's latest_videos: 5,000 videos a day in 4 shards of a day, beside a table of a
        // user's videos that grows for ten years. 2,000 videos over those years: about one row in a
        // partition, but a shard is a hash of the key, and the node found a partition of two.
        EntityNumbers videos = EntityNumbers.of("Video")
                .rate(5_000, DAY)
                .with(AttributeNumbers.of("videoId").asKey())
                .with(AttributeNumbers.of("addedDate").asMovable());
        TableEstimate latest = TableEstimate.of("latest_videos", "Video")
                .bucket(DAY)
                .shards(4)
                .rows(1_250, 1_250)
                .bytes(20, 150);
        TableEstimate byUser =
                TableEstimate.of("user_videos", "Video").window(3_652 * DAY).rows(182, 182);
        KeyspaceScale scale = KeyspaceScale.of(
                List.of(videos),
                Map.of("Video", List.of(latest, byUser)),
                RehearsalOptions.defaults().withRows(2_000),
                1_700_000_000_000L);
        EntityScale entity = scale.entity("Video");
        Expectation still = Expectation.of(latest, entity, scale, entity.rows(), 0);
        assertEquals(1, still.typicalRows(), 1e-9);
        assertEquals(3, still.largestRows(), 1e-9);
        // Moved videos take a new day: a day's partition may take one in.
        assertEquals(
                3, Expectation.of(latest, entity, scale, entity.rows(), 0.1).largestRows(), 1e-9);
    }

    @Test
    void rowsLandingAtRandomFillTheLargestPartitionAsAPoissonTailSays() {
        // 2,000 rows in 14,608 partitions: 128 expected to hold two, 6 three, 0.2 four.
        assertEquals(3, Expectation.randomLargest(2_000 / 14_608.0, 14_608), 1e-9);
        // 5 rows in 10 partitions: one expected to hold two, 0.14 three.
        assertEquals(2, Expectation.randomLargest(0.5, 10), 1e-9);
        // Many rows a partition: their mean, the tolerance takes the spread.
        assertEquals(100, Expectation.randomLargest(100, 8), 1e-9);
    }

    private static KeyspaceScale scale(RehearsalOptions options, EntityNumbers entity, TableEstimate table) {
        return KeyspaceScale.of(List.of(entity), Map.of(entity.entity(), List.of(table)), options, 1_700_000_000_000L);
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
