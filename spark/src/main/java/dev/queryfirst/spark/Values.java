package dev.queryfirst.spark;

import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The one place of this module that knows how values read by the connector compare: as join keys
 * (by what Cassandra stores: {@code 1.0} and {@code 1.00} are one {@code decimal} key, a
 * {@code blob} by its bytes), as copies (as the in-JVM audit compares them: {@code byte[]} by
 * content, everything else by {@code equals}), and how a key value serializes for its shard.
 */
final class Values {

    /** The codecs of the scalar types an entity key may have, by CQL type: what a shard hashes. */
    private static final Map<String, TypeCodec<?>> KEY_CODECS = Map.ofEntries(
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

    private Values() {}

    /** The join key of {@code values} (a row's primary key, say), in their normal forms. */
    static List<Object> key(Object... values) {
        List<Object> key = new ArrayList<>(values.length);
        for (Object value : values) {
            key.add(normal(value));
        }
        return key;
    }

    private static Object normal(Object value) {
        if (value instanceof BigDecimal decimal) {
            return decimal.signum() == 0 ? BigDecimal.ZERO : decimal.stripTrailingZeros();
        }
        if (value instanceof byte[] bytes) {
            return "0x" + HexFormat.of().formatHex(bytes);
        }
        return value;
    }

    /** Whether a copy's value equals the source's: {@code byte[]} by content, the rest by {@code equals}. */
    static boolean same(Object copy, Object expected) {
        return Objects.deepEquals(copy, expected);
    }

    /**
     * {@code value}, as read by the connector from a column of CQL type {@code cqlType},
     * serialized as Cassandra stores it: the bytes a shard hashes (see the runtime's {@code Shards}).
     *
     * @throws IllegalArgumentException for a type no entity key can have
     */
    static ByteBuffer serialized(String cqlType, Object value) {
        TypeCodec<?> codec = KEY_CODECS.get(cqlType);
        if (codec == null) {
            throw new IllegalArgumentException("a key column of type " + cqlType + " cannot be hashed into a shard");
        }
        Object stored = value instanceof byte[] bytes ? ByteBuffer.wrap(bytes) : value;
        return encode(codec, stored);
    }

    @SuppressWarnings("unchecked")
    private static <T> ByteBuffer encode(TypeCodec<T> codec, Object value) {
        return dev.queryfirst.runtime.shard.Shards.serialized(codec, (T) value);
    }
}
