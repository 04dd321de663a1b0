package dev.queryfirst.processor.check;

import static dev.queryfirst.processor.derive.Models.entity;
import static dev.queryfirst.processor.derive.Models.instant;
import static dev.queryfirst.processor.derive.Models.text;
import static dev.queryfirst.processor.derive.Models.uuid;
import static java.time.temporal.ChronoUnit.DAYS;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.model.PartitionEstimate;
import org.junit.jupiter.api.Test;

/**
 * The sizing of shards and where-less feeds (docs/mapping-rules.md, "Where-less patterns") on
 * hand-built models: a where-less feed holds the entity's whole rate per bucket, {@code shards = N}
 * divides it by N and multiplies the partitions a read touches by N.
 */
class ShardedSizingTest {

    private static Models.EntityBuilder videos(int shards) {
        return entity("com.example.kv.Video")
                .immutable()
                .rate(20_000, DAYS)
                .attribute(uuid("videoId").key())
                .attribute(text("name").avgBytes(40))
                .attribute(instant("addedDate").bucket(DAYS))
                .pattern(
                        "latest", p -> p.orderBy("addedDate DESC").limit(12_000).shards(shards));
    }

    @Test
    void anUnshardedFeedHoldsADayOfTheEntity() {
        // Nr = 20,000 rows/day × 1 day = 20,000; a read of 12,000 needs 1 partition.
        PartitionEstimate estimate = Checks.of(videos(1).build()).estimate("videos_by_added_date_day");
        assertEquals(20_000, estimate.rowsPerPartition(), 1e-9);
        assertEquals(1, estimate.partitionsPerRead());
        assertEquals(
                "Nr = all 20,000 videos per day in one partition (no where) × 1 day per bucket = 20,000",
                estimate.arithmetic().get(0));
    }

    @Test
    void shardsDivideTheRowsAndMultiplyThePartitionsPerRead() {
        // Nr = 20,000 / 8 = 2,500 per shard; a read of 12,000 needs ceil(12,000 / (2,500 × 8)) = 1 day × 8 shards.
        Checks checks = Checks.of(videos(8).build());
        PartitionEstimate estimate = checks.estimate("videos_by_added_date_day");
        assertEquals(2_500, estimate.rowsPerPartition(), 1e-9);
        assertEquals(8, estimate.partitionsPerRead());
        assertEquals(
                "partitions per read of 12000: ceil(12000 / (2,500 × 8 shards)) × 8 = 8",
                estimate.arithmetic().get(3));
        checks.clean();
    }
}
