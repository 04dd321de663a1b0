package dev.queryfirst.runtime.shard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import com.google.common.hash.Hashing;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The shard hash: its definition, fixed for good (a row never changes shard). */
class ShardsTest {

    private static ByteBuffer text(String value) {
        return Shards.serialized(TypeCodecs.TEXT, value);
    }

    /**
     * Fixed values, computed once and never to change. Each is reproducible by hand from the
     * definition in {@link Shards}:
     *
     * <ul>
     *   <li>K = ("amy"): message {@code 00000003 616d79} (length 3, UTF-8 "amy"); Murmur3 x86_32
     *       seed 0 = 0xf5723bf5 = 4117904373; mod 8 = 5 (the low 3 bits of 0x…f5).
     *   <li>K = (uuid 123e4567-e89b-12d3-a456-426614174000): message {@code 00000010} then the 16
     *       bytes; hash 0xbe1fec7d; mod 16 = 0xd = 13.
     *   <li>K = ("ünï", 2024-05-10T12:00:00.123456789Z, 42): message {@code 00000005 c3bc6ec3af}
     *       (5 UTF-8 bytes), {@code 00000008 0000018f625fda7b} (epoch milliseconds: the
     *       nanoseconds are not stored, so not hashed), {@code 00000004 0000002a}; hash
     *       0x98f400da = 2566127834; mod 5 = 4.
     * </ul>
     */
    @Test
    void knownKeysHaveFixedShards() {
        assertEquals(5, Shards.of(8).shardOf(text("amy")));
        assertEquals(
                13,
                Shards.of(16)
                        .shardOf(Shards.serialized(
                                TypeCodecs.UUID, UUID.fromString("123e4567-e89b-12d3-a456-426614174000"))));
        assertEquals(
                4,
                Shards.of(5)
                        .shardOf(
                                text("ünï"),
                                Shards.serialized(
                                        TypeCodecs.TIMESTAMP, Instant.parse("2024-05-10T12:00:00.123456789Z")),
                                Shards.serialized(TypeCodecs.INT, 42)));
    }

    @Test
    void theHashIsMurmur3X86With32BitsAndSeedZero() {
        // Reference vectors of MurmurHash3_x86_32 with seed 0.
        assertEquals(0, Shards.murmur3(new byte[0]));
        assertEquals(0x248bfa47, Shards.murmur3("hello".getBytes(StandardCharsets.UTF_8)));
        assertEquals(
                0x2e4ff723,
                Shards.murmur3("The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8)));
        // An independent implementation (Guava's) agrees on every length, so every tail case.
        Random random = new Random(7);
        for (int length = 0; length < 200; length++) {
            byte[] data = new byte[length];
            random.nextBytes(data);
            assertEquals(Hashing.murmur3_32_fixed().hashBytes(data).asInt(), Shards.murmur3(data), "length " + length);
        }
    }

    @Test
    void whatCassandraStoresAlikeSharesAShard() {
        Instant now = Instant.parse("2024-05-10T12:00:00.123456789Z");
        Shards shards = Shards.of(1_000);
        assertEquals(
                shards.shardOf(Shards.serialized(TypeCodecs.TIMESTAMP, now)),
                shards.shardOf(Shards.serialized(TypeCodecs.TIMESTAMP, Instant.parse("2024-05-10T12:00:00.123Z"))));
    }

    @Test
    void lengthPrefixesKeepValueBoundaries() {
        Shards shards = Shards.of(1_000);
        assertNotEquals(shards.shardOf(text("ab"), text("c")), shards.shardOf(text("a"), text("bc")));
    }

    @Test
    void shardsSpreadKeysOverEveryShard() {
        Shards shards = Shards.of(7);
        int[] counts = new int[7];
        for (int i = 0; i < 7_000; i++) {
            counts[shards.shardOf(text("user-" + i))]++;
        }
        for (int count : counts) {
            assertTrue(count > 850 && count < 1_150, Arrays.toString(counts));
        }
        assertEquals(0, Shards.of(1).shardOf(text("anything")));
    }

    @Test
    void badArgumentsNameTheParameter() {
        assertEquals(
                "count must be positive, was 0",
                assertThrows(IllegalArgumentException.class, () -> Shards.of(0)).getMessage());
        assertEquals(
                "serializedKey must hold at least one value",
                assertThrows(IllegalArgumentException.class, () -> Shards.of(2).shardOf())
                        .getMessage());
        assertEquals(
                "serializedKey[1] must not be null",
                assertThrows(IllegalArgumentException.class, () -> Shards.of(2).shardOf(text("a"), null))
                        .getMessage());
        assertEquals(
                "value must not be null: a key value is mandatory",
                assertThrows(IllegalArgumentException.class, () -> Shards.serialized(TypeCodecs.TEXT, null))
                        .getMessage());
    }
}
