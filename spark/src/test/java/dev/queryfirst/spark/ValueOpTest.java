package dev.queryfirst.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.shard.Shards;
import dev.queryfirst.spark.store.Customer;
import dev.queryfirst.spark.store.Order;
import dev.queryfirst.spark.store.OrdersByPlacedAtDayTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The job's columns are the DAO's: a shard from a key value as the connector reads it equals the
 * generated {@code shardOf}, and a bucket is the runtime's {@code BucketSpec} of the same unit and
 * size, for {@code Instant.now()}-like times to the nanosecond, dates, timeuuids, before and after
 * 1970, from minutes to years.
 */
class ValueOpTest {

    private static final Random RANDOM = new Random(26);

    @Test
    void theShardOfAKeyEqualsTheGeneratedShardOf() {
        ValueOp shard = new ValueOp.Shard(new int[] {0}, new String[] {"uuid"}, 4);
        for (int i = 0; i < 20_000; i++) {
            Order order = new Order(
                    new UUID(RANDOM.nextLong(), RANDOM.nextLong()),
                    new Customer(UUID.randomUUID(), "Zoë", null),
                    Instant.now(),
                    null,
                    BigDecimal.ONE,
                    Set.of(),
                    null);
            assertEquals(OrdersByPlacedAtDayTable.shardOf(order), shard.apply(new Object[] {order.orderId()}));
        }
    }

    @Test
    void aKeyOfManyTypesSerializesAsTheRuntimeSerializesIt() {
        ValueOp shard = new ValueOp.Shard(
                new int[] {0, 1, 2, 3, 4}, new String[] {"text", "timestamp", "decimal", "bigint", "blob"}, 16);
        Shards shards = Shards.of(16);
        for (int i = 0; i < 5_000; i++) {
            String text = "客户-" + RANDOM.nextInt();
            Instant time = Instant.now().plusNanos(RANDOM.nextInt(1_000_000));
            BigDecimal decimal = new BigDecimal(RANDOM.nextInt()).movePointLeft(RANDOM.nextInt(6));
            long number = RANDOM.nextLong();
            byte[] bytes = new byte[RANDOM.nextInt(8)];
            RANDOM.nextBytes(bytes);
            int expected = shards.shardOf(
                    Shards.serialized(TypeCodecs.TEXT, text),
                    Shards.serialized(TypeCodecs.TIMESTAMP, time),
                    Shards.serialized(TypeCodecs.DECIMAL, decimal),
                    Shards.serialized(TypeCodecs.BIGINT, number),
                    Shards.serialized(TypeCodecs.BLOB, java.nio.ByteBuffer.wrap(bytes)));
            assertEquals(expected, shard.apply(new Object[] {text, time, decimal, number, bytes}));
        }
    }

    @Test
    void aBucketIsTheRuntimesBucketOfTheSameUnitAndSize() {
        for (ChronoUnit unit : List.of(
                ChronoUnit.MINUTES,
                ChronoUnit.HOURS,
                ChronoUnit.HALF_DAYS,
                ChronoUnit.DAYS,
                ChronoUnit.WEEKS,
                ChronoUnit.MONTHS,
                ChronoUnit.YEARS)) {
            for (int size : new int[] {1, 3, 7}) {
                boolean dates = unit.getDuration().compareTo(ChronoUnit.DAYS.getDuration()) >= 0;
                BucketSpec<?> spec = dates ? BucketSpec.dates(unit, size) : BucketSpec.instants(unit, size);
                ValueOp bucket = new ValueOp.Bucket(0, unit, size);
                for (int i = 0; i < 2_000; i++) {
                    Instant time = Instant.ofEpochSecond(RANDOM.nextLong(-2_000_000_000L, 4_000_000_000L))
                            .plusNanos(RANDOM.nextInt(1_000_000_000));
                    assertEquals(
                            spec.bucketOf(time), bucket.apply(new Object[] {time}), unit + " " + size + " " + time);
                    LocalDate date = LocalDate.ofEpochDay(RANDOM.nextInt(-20_000, 40_000));
                    assertEquals(spec.bucketOf(date), bucket.apply(new Object[] {date}));
                    UUID timeuuid = Uuids.startOf(time.toEpochMilli());
                    assertEquals(spec.bucketOf(timeuuid), bucket.apply(new Object[] {timeuuid}));
                }
                Instant now = Instant.now();
                assertEquals(spec.bucketOf(now), bucket.apply(new Object[] {now}));
            }
        }
        assertEquals(OrdersByPlacedAtDayTable.PLACED_AT_BUCKETS, ValueOp.Bucket.spec(ChronoUnit.DAYS, 1));
    }
}
