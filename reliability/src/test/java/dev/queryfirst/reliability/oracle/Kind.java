package dev.queryfirst.reliability.oracle;

import com.datastax.oss.driver.api.core.ProtocolVersion;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.cassandra.db.marshal.AbstractType;
import org.apache.cassandra.db.marshal.BooleanType;
import org.apache.cassandra.db.marshal.ByteType;
import org.apache.cassandra.db.marshal.BytesType;
import org.apache.cassandra.db.marshal.DecimalType;
import org.apache.cassandra.db.marshal.DoubleType;
import org.apache.cassandra.db.marshal.FloatType;
import org.apache.cassandra.db.marshal.InetAddressType;
import org.apache.cassandra.db.marshal.Int32Type;
import org.apache.cassandra.db.marshal.IntegerType;
import org.apache.cassandra.db.marshal.LongType;
import org.apache.cassandra.db.marshal.ShortType;
import org.apache.cassandra.db.marshal.SimpleDateType;
import org.apache.cassandra.db.marshal.TimeType;
import org.apache.cassandra.db.marshal.TimestampType;
import org.apache.cassandra.db.marshal.UTF8Type;
import org.apache.cassandra.db.marshal.UUIDType;

/**
 * What the oracle knows about each Java type a generated model uses: the CQL value it is stored
 * as (its normal form: an {@code Instant} keeps milliseconds), how Cassandra orders it as a
 * clustering column and matches it as a partition key. Ordering and matching use Cassandra's own
 * comparators ({@code org.apache.cassandra.db.marshal}) on the driver's encoding, so the model
 * orders text by UTF-8 bytes, decimals by value, uuids by version then time or bytes, doubles
 * with {@code -0.0} before {@code 0.0} and NaN last — exactly as the node does.
 */
enum Kind {
    TEXT("java.lang.String", TypeCodecs.TEXT, UTF8Type.instance, true),
    UUID("java.util.UUID", TypeCodecs.UUID, UUIDType.instance, true),
    LONG("long", TypeCodecs.BIGINT, LongType.instance, false),
    LONG_BOX("java.lang.Long", TypeCodecs.BIGINT, LongType.instance, true),
    INT("int", TypeCodecs.INT, Int32Type.instance, false),
    INT_BOX("java.lang.Integer", TypeCodecs.INT, Int32Type.instance, true),
    SHORT("short", TypeCodecs.SMALLINT, ShortType.instance, false),
    BYTE("byte", TypeCodecs.TINYINT, ByteType.instance, false),
    DOUBLE("double", TypeCodecs.DOUBLE, DoubleType.instance, false),
    FLOAT("float", TypeCodecs.FLOAT, FloatType.instance, false),
    DECIMAL("java.math.BigDecimal", TypeCodecs.DECIMAL, DecimalType.instance, true),
    VARINT("java.math.BigInteger", TypeCodecs.VARINT, IntegerType.instance, true),
    LOCAL_TIME("java.time.LocalTime", TypeCodecs.TIME, TimeType.instance, true),
    INET("java.net.InetAddress", TypeCodecs.INET, InetAddressType.instance, true),
    BYTE_BUFFER("java.nio.ByteBuffer", TypeCodecs.BLOB, BytesType.instance, true),
    BYTES("byte[]", TypeCodecs.BLOB, BytesType.instance, true),
    BOOLEAN("boolean", TypeCodecs.BOOLEAN, BooleanType.instance, false),
    BOOLEAN_BOX("java.lang.Boolean", TypeCodecs.BOOLEAN, BooleanType.instance, true),
    INSTANT("java.time.Instant", TypeCodecs.TIMESTAMP, TimestampType.instance, true),
    LOCAL_DATE("java.time.LocalDate", TypeCodecs.DATE, SimpleDateType.instance, true),
    LOCAL_DATE_TIME("java.time.LocalDateTime", TypeCodecs.TIMESTAMP, TimestampType.instance, true),
    DURATION("java.time.Duration", null, null, true),
    /** The model's enum {@code Level}, held by the oracle as its name. */
    ENUM(null, TypeCodecs.TEXT, UTF8Type.instance, true),
    LIST_TEXT("java.util.List<java.lang.String>", null, null, true),
    SET_INT("java.util.Set<java.lang.Integer>", null, null, true),
    MAP_TEXT_LONG("java.util.Map<java.lang.String, java.lang.Long>", null, null, true),
    LIST_UUID("java.util.List<java.util.UUID>", null, null, true),
    MAP_TEXT_INSTANT("java.util.Map<java.lang.String, java.time.Instant>", null, null, true),
    SET_TEXT("java.util.Set<java.lang.String>", null, null, true),
    LIST_DURATION("java.util.List<java.time.Duration>", null, null, true),
    MAP_TEXT_DURATION("java.util.Map<java.lang.String, java.time.Duration>", null, null, true),
    /** A referenced entity ({@code id}, {@code name}), held by the oracle as that list. */
    REFERENCE(null, null, null, true);

    private final String javaType;
    private final TypeCodec<Object> codec;
    private final AbstractType<?> cassandraType;
    private final boolean nullable;

    @SuppressWarnings("unchecked")
    Kind(String javaType, TypeCodec<?> codec, AbstractType<?> cassandraType, boolean nullable) {
        this.javaType = javaType;
        this.codec = (TypeCodec<Object>) codec;
        this.cassandraType = cassandraType;
        this.nullable = nullable;
    }

    /** The kind of an attribute declared with {@code javaType}, empty when the oracle has none. */
    static java.util.Optional<Kind> of(String javaType, boolean isEnum, boolean isReference) {
        if (isEnum) {
            return java.util.Optional.of(ENUM);
        }
        if (isReference) {
            return java.util.Optional.of(REFERENCE);
        }
        return Arrays.stream(values()).filter(k -> javaType.equals(k.javaType)).findFirst();
    }

    boolean nullable() {
        return nullable;
    }

    boolean isCollection() {
        return name().startsWith("LIST_") || name().startsWith("SET_") || name().startsWith("MAP_");
    }

    /** Whether the empty value exists: Cassandra refuses it as a table's whole partition key. */
    boolean canBeEmpty() {
        return this == TEXT || this == BYTE_BUFFER || this == BYTES;
    }

    /**
     * The value as Cassandra stores it and returns it: instants and date-times to milliseconds
     * (also inside collections), {@code byte[]} as a buffer, a null collection as an empty one
     * (CQL cannot tell them apart).
     */
    Object stored(Object value) {
        if (value == null) {
            return switch (this) {
                case LIST_TEXT, LIST_UUID, LIST_DURATION -> List.of();
                case SET_INT, SET_TEXT -> Set.of();
                case MAP_TEXT_LONG, MAP_TEXT_INSTANT, MAP_TEXT_DURATION -> Map.of();
                default -> null;
            };
        }
        return switch (this) {
            case INSTANT -> millis((Instant) value);
            case LOCAL_DATE_TIME ->
                millis(((LocalDateTime) value).toInstant(ZoneOffset.UTC))
                        .atOffset(ZoneOffset.UTC)
                        .toLocalDateTime();
            case BYTES -> ByteBuffer.wrap((byte[]) value);
            case BYTE_BUFFER -> ((ByteBuffer) value).duplicate();
            case MAP_TEXT_INSTANT ->
                ((Map<?, ?>) value)
                        .entrySet().stream()
                                .collect(Collectors.toMap(
                                        Map.Entry::getKey,
                                        e -> millis((Instant) e.getValue()),
                                        (a, b) -> a,
                                        LinkedHashMap::new));
            default -> value;
        };
    }

    private static Instant millis(Instant instant) {
        return Instant.ofEpochMilli(instant.toEpochMilli());
    }

    /** The CQL bytes of a stored scalar: what a partition key is matched by. */
    ByteBuffer bytes(Object stored) {
        Object cql = switch (this) {
            case LOCAL_DATE_TIME -> ((LocalDateTime) stored).toInstant(ZoneOffset.UTC);
            default -> stored;
        };
        return Objects.requireNonNull(codec, this + " is not a key type").encode(cql, ProtocolVersion.DEFAULT);
    }

    /** Cassandra's order of two stored values of a clustering column of this kind. */
    int compare(Object left, Object right) {
        return Objects.requireNonNull(cassandraType, this + " is not a key type")
                .compare(bytes(left), bytes(right));
    }

    /**
     * Whether two stored values are the same for a reader. {@code byValue}: a clustering decimal,
     * which Cassandra compares by value ({@code 1.0} and {@code 1.00} are one row, returned with
     * either scale).
     */
    boolean same(Object expected, Object actual, boolean byValue) {
        Object e = stored(expected);
        Object a = stored(actual);
        if (e == null || a == null) {
            return e == a;
        }
        if (this == DECIMAL && byValue) {
            return ((BigDecimal) e).compareTo((BigDecimal) a) == 0;
        }
        return e.equals(a);
    }
}
