package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import dev.queryfirst.runtime.internal.Args;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The clustering order of a table, as a comparator of the rows it returns: what a
 * {@link MergedQuery} merges the rows of several shards with, so that the merged rows come back
 * exactly as one partition would return them.
 *
 * <p>Rows are compared on their serialized column values with the rules Cassandra itself uses,
 * not Java's: {@code text} and {@code blob} by unsigned bytes (Java's {@code String.compareTo}
 * orders some non-ASCII text differently), {@code uuid} by version then time (version 1) or
 * unsigned bits, {@code timeuuid} by time then signed bytes, numbers by value.
 *
 * <pre>{@code
 * // PRIMARY KEY ((source_name, message_time_day, shard), message_time, message_id)
 * //   WITH CLUSTERING ORDER BY (message_time DESC, message_id ASC);  SELECT message_id, source_name, message_time, ...
 * static final RowOrder ORDER = RowOrder.by(2, DataTypes.TIMESTAMP, ClusteringOrder.DESC)
 *     .then(0, DataTypes.UUID, ClusteringOrder.ASC);
 * }</pre>
 *
 * <p>Supported clustering types: {@code text}, {@code ascii}, {@code blob}, {@code boolean},
 * {@code inet}, {@code date}, {@code tinyint}, {@code smallint}, {@code int}, {@code bigint},
 * {@code timestamp}, {@code time}, {@code varint}, {@code decimal}, {@code float},
 * {@code double}, {@code uuid}, {@code timeuuid}. For other types (tuples, user types, frozen
 * collections) pass your own {@code Comparator<Row>} to {@link MergedQuery}. Immutable.
 */
public final class RowOrder implements Comparator<Row> {

    private static final Comparator<ByteBuffer> UNSIGNED = RowOrder::compareUnsignedBytes;
    private static final Comparator<ByteBuffer> SIGNED = RowOrder::compareSignedInteger;
    /** The types whose values always fit a long: a {@link #leadingKey} holds them exactly. */
    private static final Set<DataType> FIXED_INTEGERS = Set.of(
            DataTypes.TINYINT,
            DataTypes.SMALLINT,
            DataTypes.INT,
            DataTypes.BIGINT,
            DataTypes.TIMESTAMP,
            DataTypes.TIME);

    private static final Map<DataType, Comparator<ByteBuffer>> BY_TYPE = Map.ofEntries(
            Map.entry(DataTypes.TEXT, UNSIGNED),
            Map.entry(DataTypes.ASCII, UNSIGNED),
            Map.entry(DataTypes.BLOB, UNSIGNED),
            Map.entry(DataTypes.BOOLEAN, UNSIGNED),
            Map.entry(DataTypes.INET, UNSIGNED),
            // A date is stored as an unsigned day number centred on 2^31: its bytes sort as days do.
            Map.entry(DataTypes.DATE, UNSIGNED),
            Map.entry(DataTypes.TINYINT, SIGNED),
            Map.entry(DataTypes.SMALLINT, SIGNED),
            Map.entry(DataTypes.INT, SIGNED),
            Map.entry(DataTypes.BIGINT, SIGNED),
            Map.entry(DataTypes.TIMESTAMP, SIGNED),
            Map.entry(DataTypes.TIME, SIGNED),
            Map.entry(DataTypes.VARINT, SIGNED),
            Map.entry(DataTypes.DECIMAL, RowOrder::compareDecimal),
            Map.entry(DataTypes.FLOAT, (a, b) -> Float.compare(a.getFloat(a.position()), b.getFloat(b.position()))),
            Map.entry(DataTypes.DOUBLE, (a, b) -> Double.compare(a.getDouble(a.position()), b.getDouble(b.position()))),
            Map.entry(DataTypes.UUID, RowOrder::compareUuid),
            Map.entry(DataTypes.TIMEUUID, RowOrder::compareTimeUuid));

    private final List<Column> columns;
    /** Whether the first column has a {@link #leadingKey}. */
    private final boolean keyed;

    private RowOrder(List<Column> columns) {
        this.columns = List.copyOf(columns);
        this.keyed = FIXED_INTEGERS.contains(this.columns.get(0).type);
    }

    /**
     * Orders rows by the column at {@code index} of the select (the first clustering column).
     *
     * @throws IllegalArgumentException if {@code index < 0} or {@code type} has no supported order
     */
    public static RowOrder by(int index, DataType type, ClusteringOrder order) {
        return new RowOrder(List.of(column(index, type, order)));
    }

    /** This order, then (among rows equal so far) the column at {@code index}: the next clustering column. */
    public RowOrder then(int index, DataType type, ClusteringOrder order) {
        List<Column> more = new ArrayList<>(columns);
        more.add(column(index, type, order));
        return new RowOrder(more);
    }

    private static Column column(int index, DataType type, ClusteringOrder order) {
        if (index < 0) {
            throw new IllegalArgumentException("index must not be negative, was " + index);
        }
        Args.notNull(type, "type");
        Args.notNull(order, "order");
        Comparator<ByteBuffer> values = BY_TYPE.get(type);
        if (values == null) {
            throw new IllegalArgumentException("type " + type.asCql(true, true) + " has no built-in clustering order;"
                    + " pass a Comparator<Row> of your own to MergedQuery");
        }
        return new Column(index, type, values, order == ClusteringOrder.DESC);
    }

    @Override
    public int compare(Row left, Row right) {
        for (Column column : columns) {
            int result = column.compare(left.getBytesUnsafe(column.index), right.getBytesUnsafe(column.index));
            if (result != 0) {
                return result;
            }
        }
        return 0;
    }

    /**
     * The first column's value as a number in this order, when that column is an integer of at
     * most 8 bytes ({@code timestamp}, {@code bigint}, {@code int}, {@code time}, …); 0 for any
     * other type. A merge computes it once per row and compares rows with
     * {@link #compare(Row, long, Row, long)}: the first column decides almost every comparison,
     * and a long compares faster than the column's bytes read again for every other shard.
     */
    long leadingKey(Row row) {
        if (!keyed) {
            return 0;
        }
        ByteBuffer value = row.getBytesUnsafe(columns.get(0).index);
        // An empty value sorts before every other (ascending): before any number. A row whose
        // value is Long.MIN_VALUE has the same key, and ties go to the full comparison.
        return value == null || !value.hasRemaining() ? Long.MIN_VALUE : signedLong(value);
    }

    /**
     * {@link #compare(Row, Row)} of two rows whose {@link #leadingKey}s are given: rows whose keys
     * differ are ordered by them; equal keys (the same value, or no key) fall to the full comparison.
     */
    int compare(Row left, long leftKey, Row right, long rightKey) {
        if (leftKey != rightKey && keyed) {
            int ascending = Long.compare(leftKey, rightKey);
            return columns.get(0).descending ? -ascending : ascending;
        }
        return compare(left, right);
    }

    private record Column(int index, DataType type, Comparator<ByteBuffer> values, boolean descending) {
        /**
         * Empty values (an empty text is a valid clustering value) sort before every other value in
         * ascending order, and so after them in descending order: Cassandra reverses the whole order.
         */
        int compare(ByteBuffer left, ByteBuffer right) {
            boolean leftEmpty = left == null || !left.hasRemaining();
            boolean rightEmpty = right == null || !right.hasRemaining();
            int ascending =
                    leftEmpty || rightEmpty ? Boolean.compare(!leftEmpty, !rightEmpty) : values.compare(left, right);
            return descending ? -ascending : ascending;
        }
    }

    private static int compareUnsignedBytes(ByteBuffer left, ByteBuffer right) {
        int length = Math.min(left.remaining(), right.remaining());
        for (int i = 0; i < length; i++) {
            int result = Integer.compare(left.get(left.position() + i) & 0xff, right.get(right.position() + i) & 0xff);
            if (result != 0) {
                return result;
            }
        }
        return Integer.compare(left.remaining(), right.remaining());
    }

    /** Big-endian two's complement of any length (tinyint to bigint, varint): by value. */
    private static int compareSignedInteger(ByteBuffer left, ByteBuffer right) {
        if (left.remaining() <= 8 && right.remaining() <= 8) {
            return Long.compare(signedLong(left), signedLong(right));
        }
        return integer(left).compareTo(integer(right));
    }

    /** Up to 8 big-endian two's-complement bytes, sign-extended (the common case, without allocating). */
    private static long signedLong(ByteBuffer value) {
        // A bigint or timestamp (8 bytes) and an int (4) are read whole: the merge of a sharded
        // read compares one per row and shard.
        if (value.remaining() == 8) {
            return value.getLong(value.position());
        }
        if (value.remaining() == 4) {
            return value.getInt(value.position());
        }
        long result = value.get(value.position()); // the sign byte, sign-extended
        for (int i = 1; i < value.remaining(); i++) {
            result = (result << 8) | (value.get(value.position() + i) & 0xff);
        }
        return result;
    }

    private static BigInteger integer(ByteBuffer value) {
        byte[] bytes = new byte[value.remaining()];
        value.duplicate().get(bytes);
        return new BigInteger(bytes);
    }

    /** A decimal is a 4-byte scale then the unscaled varint; compared by value (1.0 equals 1.00). */
    private static int compareDecimal(ByteBuffer left, ByteBuffer right) {
        return decimal(left).compareTo(decimal(right));
    }

    private static BigDecimal decimal(ByteBuffer value) {
        ByteBuffer copy = value.duplicate();
        int scale = copy.getInt();
        return new BigDecimal(integer(copy), scale);
    }

    /** Cassandra's UUIDType: version, then the timestamp (version 1) or the unsigned high bits, then the unsigned low bits. */
    private static int compareUuid(ByteBuffer left, ByteBuffer right) {
        long leftHigh = left.getLong(left.position());
        long rightHigh = right.getLong(right.position());
        int result = Integer.compare((int) (leftHigh >>> 12) & 0xf, (int) (rightHigh >>> 12) & 0xf);
        if (result == 0) {
            result = ((leftHigh >>> 12) & 0xf) == 1
                    ? Long.compare(timestampOrder(leftHigh), timestampOrder(rightHigh))
                    : Long.compareUnsigned(leftHigh, rightHigh);
        }
        return result != 0
                ? result
                : Long.compareUnsigned(left.getLong(left.position() + 8), right.getLong(right.position() + 8));
    }

    /** Cassandra's TimeUUIDType: the timestamp, then the low bits compared as signed bytes. */
    private static int compareTimeUuid(ByteBuffer left, ByteBuffer right) {
        int result = Long.compare(
                timestampOrder(left.getLong(left.position())), timestampOrder(right.getLong(right.position())));
        if (result != 0) {
            return result;
        }
        // Flipping the sign bit of every byte but the first makes one signed long comparison
        // compare the eight bytes as signed bytes.
        long mask = 0x0080808080808080L;
        return Long.compare(left.getLong(left.position() + 8) ^ mask, right.getLong(right.position() + 8) ^ mask);
    }

    /** A version-1 UUID's high bits rearranged so the 60-bit timestamp comes first (time_hi, time_mid, time_low). */
    private static long timestampOrder(long high) {
        return (high << 48) | ((high << 16) & 0xFFFF_0000_0000L) | (high >>> 32);
    }
}
