package dev.queryfirst.runtime.shard;

import com.datastax.oss.driver.api.core.ProtocolVersion;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import java.nio.ByteBuffer;

/**
 * The shards of an {@code @AccessPattern(shards = N)} table: which of the {@code N} partitions
 * (the {@code shard int} column, the last partition-key column) holds an entity's row.
 *
 * <p><b>The definition</b> (stable: a row never changes shard, and another implementation can
 * reproduce it):
 *
 * <ol>
 *   <li>Take the values of the entity's key K in K's declared order, each serialized as its CQL
 *       type stores it, by the driver's codec with {@code ProtocolVersion.DEFAULT} (a
 *       {@code text} is its UTF-8 bytes, an {@code int} 4 big-endian bytes, a {@code timestamp}
 *       8 big-endian bytes of epoch milliseconds, a {@code uuid} its 16 bytes...).
 *   <li>Concatenate, for each value, its length as a 4-byte big-endian signed integer followed
 *       by its bytes (the length prefix keeps {@code ("ab", "c")} apart from {@code ("a", "bc")}).
 *   <li>Hash the concatenation with MurmurHash3 x86_32, seed 0 (Austin Appleby's reference
 *       {@code MurmurHash3_x86_32}; Guava's {@code Hashing.murmur3_32_fixed(0)}; Python's
 *       {@code mmh3.hash(data, 0, signed=False)}), read as an unsigned 32-bit number.
 *   <li>The shard is that number modulo {@code N}: {@code 0 <= shard < N}.
 * </ol>
 *
 * <p>Serialize each value as it is bound to its column (an {@code Instant} for a
 * {@code timestamp}); for a type without a {@code TypeCodecs} constant, take the session's codec:
 * {@code session.getContext().getCodecRegistry().codecFor(dataType)}.
 *
 * <p>Because the hash reads the serialized values, two Java values that Cassandra stores alike
 * share a shard ({@code Instant.now()} and the same instant truncated to milliseconds), and the
 * shard never depends on the JVM ({@code hashCode} is never used).
 *
 * <pre>{@code
 * static final Shards SHARDS = Shards.of(8);
 *
 * int shard = SHARDS.shardOf(Shards.serialized(TypeCodecs.TEXT, video.userId()),
 *     Shards.serialized(TypeCodecs.TIMEUUID, video.videoId()));
 * }</pre>
 *
 * <p>Immutable and thread-safe; generated code keeps one per sharded table in a constant.
 * {@code Shards.of(1)} is an unsharded table: every key is in shard 0.
 */
public final class Shards {

    private final int count;

    private Shards(int count) {
        this.count = count;
    }

    /**
     * {@code count} shards, numbered {@code 0} to {@code count - 1}.
     *
     * @throws IllegalArgumentException if {@code count <= 0}
     */
    public static Shards of(int count) {
        if (count <= 0) {
            throw new IllegalArgumentException("count must be positive, was " + count);
        }
        return new Shards(count);
    }

    /** How many shards: the {@code N} of {@code shards = N}. */
    public int count() {
        return count;
    }

    /**
     * The shard of the entity whose key values serialize to {@code serializedKey} (in K's order).
     *
     * @throws IllegalArgumentException if no value is given or a value is null (K's values are
     *     mandatory)
     */
    public int shardOf(ByteBuffer... serializedKey) {
        if (serializedKey == null || serializedKey.length == 0) {
            throw new IllegalArgumentException("serializedKey must hold at least one value");
        }
        int size = 0;
        for (int i = 0; i < serializedKey.length; i++) {
            if (serializedKey[i] == null) {
                throw new IllegalArgumentException("serializedKey[" + i + "] must not be null");
            }
            size += 4 + serializedKey[i].remaining();
        }
        ByteBuffer message = ByteBuffer.allocate(size);
        for (ByteBuffer value : serializedKey) {
            message.putInt(value.remaining()).put(value.duplicate());
        }
        return (int) (Integer.toUnsignedLong(murmur3(message.array())) % count);
    }

    /**
     * {@code value} serialized by {@code codec} as Cassandra stores it ({@code ProtocolVersion.DEFAULT}).
     *
     * @throws IllegalArgumentException if {@code value} is null
     */
    public static <V> ByteBuffer serialized(TypeCodec<V> codec, V value) {
        if (value == null) {
            throw new IllegalArgumentException("value must not be null: a key value is mandatory");
        }
        return codec.encode(value, ProtocolVersion.DEFAULT);
    }

    /** MurmurHash3 x86_32 of {@code data} with seed 0, as the reference implementation computes it. */
    static int murmur3(byte[] data) {
        final int c1 = 0xcc9e2d51;
        final int c2 = 0x1b873593;
        int h = 0;
        int blocks = data.length / 4;
        for (int i = 0; i < blocks; i++) {
            int at = i * 4;
            // Blocks are read little-endian, as on the x86 the reference targets.
            int k = (data[at] & 0xff)
                    | (data[at + 1] & 0xff) << 8
                    | (data[at + 2] & 0xff) << 16
                    | (data[at + 3] & 0xff) << 24;
            h ^= mixK(k, c1, c2);
            h = Integer.rotateLeft(h, 13) * 5 + 0xe6546b64;
        }
        int tail = blocks * 4;
        int k = 0;
        switch (data.length & 3) {
            case 3:
                k ^= (data[tail + 2] & 0xff) << 16;
            // fall through
            case 2:
                k ^= (data[tail + 1] & 0xff) << 8;
            // fall through
            case 1:
                k ^= data[tail] & 0xff;
                h ^= mixK(k, c1, c2);
                break;
            default:
                break;
        }
        h ^= data.length;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }

    private static int mixK(int k, int c1, int c2) {
        return Integer.rotateLeft(k * c1, 15) * c2;
    }

    @Override
    public String toString() {
        return "Shards[" + count + "]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Shards other && other.count == count;
    }

    @Override
    public int hashCode() {
        return count;
    }
}
