package dev.queryfirst.runtime.internal.copy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.shard.Shards;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A copy row's computed columns are the DAO's: a shard from key values as the driver or the Spark
 * connector reads them ({@code blob} as {@code byte[]} or {@code ByteBuffer}) is the runtime's
 * {@code Shards} of their serialized form, and a bucket is the runtime's {@code BucketSpec} of the
 * same unit and size, for {@code Instant.now()}-like times to the nanosecond, dates, timeuuids,
 * before and after 1970, from minutes to years. (That they equal the generated {@code shardOf} and
 * bucket constants is the Spark module's {@code CopyRowTest}.)
 */
class CopyOpTest {

    private static final Random RANDOM = new Random(26);

    @Test
    void aKeyOfManyTypesSerializesAsTheRuntimeSerializesIt() {
        CopyOp shard = new CopyOp.Shard(
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
                    Shards.serialized(TypeCodecs.BLOB, ByteBuffer.wrap(bytes)));
            assertEquals(expected, shard.apply(new Object[] {text, time, decimal, number, bytes}));
            assertEquals(expected, shard.apply(new Object[] {text, time, decimal, number, ByteBuffer.wrap(bytes)}));
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
                CopyOp bucket = new CopyOp.Bucket(0, unit, size);
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
    }

    @Test
    void aKeyOfATypeNoKeyCanHaveIsRefusedWhenThePlanIsBuilt() {
        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class, () -> new CopyOp.Shard(new int[] {0}, new String[] {"list<int>"}, 4));

        assertTrue(refused.getMessage().contains("list<int>"), refused.getMessage());
    }
}
