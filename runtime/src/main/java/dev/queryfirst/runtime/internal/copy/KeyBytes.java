package dev.queryfirst.runtime.internal.copy;

import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.runtime.shard.Shards;
import java.nio.ByteBuffer;
import java.util.Map;

/**
 * A key value serialized as Cassandra stores it: the bytes a shard hashes ({@link Shards}). A
 * {@code blob} may come as a {@code ByteBuffer} (the driver) or a {@code byte[]} (the Spark
 * connector); every other scalar as the driver reads it.
 */
final class KeyBytes {

    /** The codecs of the scalar types an entity key may have, by CQL type. */
    private static final Map<String, TypeCodec<?>> CODECS = Map.ofEntries(
            Map.entry("ascii", TypeCodecs.ASCII),
            Map.entry("bigint", TypeCodecs.BIGINT),
            Map.entry("blob", TypeCodecs.BLOB),
            Map.entry("boolean", TypeCodecs.BOOLEAN),
            Map.entry("date", TypeCodecs.DATE),
            Map.entry("decimal", TypeCodecs.DECIMAL),
            Map.entry("double", TypeCodecs.DOUBLE),
            Map.entry("duration", TypeCodecs.DURATION),
            Map.entry("float", TypeCodecs.FLOAT),
            Map.entry("inet", TypeCodecs.INET),
            Map.entry("int", TypeCodecs.INT),
            Map.entry("smallint", TypeCodecs.SMALLINT),
            Map.entry("text", TypeCodecs.TEXT),
            Map.entry("varchar", TypeCodecs.TEXT),
            Map.entry("time", TypeCodecs.TIME),
            Map.entry("timestamp", TypeCodecs.TIMESTAMP),
            Map.entry("timeuuid", TypeCodecs.TIMEUUID),
            Map.entry("tinyint", TypeCodecs.TINYINT),
            Map.entry("uuid", TypeCodecs.UUID),
            Map.entry("varint", TypeCodecs.VARINT));

    private KeyBytes() {}

    /** Whether a key column of CQL type {@code cqlType} can be hashed into a shard. */
    static boolean hashable(String cqlType) {
        return CODECS.containsKey(cqlType);
    }

    /**
     * {@code value}, read from a column of CQL type {@code cqlType}, serialized.
     *
     * @throws IllegalArgumentException for a type no entity key can have
     */
    static ByteBuffer serialized(String cqlType, Object value) {
        TypeCodec<?> codec = CODECS.get(cqlType);
        if (codec == null) {
            throw new IllegalArgumentException("a key column of type " + cqlType + " cannot be hashed into a shard");
        }
        Object stored = value instanceof byte[] bytes ? ByteBuffer.wrap(bytes) : value;
        return encode(codec, stored);
    }

    @SuppressWarnings("unchecked")
    private static <T> ByteBuffer encode(TypeCodec<T> codec, Object value) {
        return Shards.serialized(codec, (T) value);
    }
}
