package dev.queryfirst.reliability.oracle;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.UUID;

/**
 * Hostile values for each {@link Kind}, drawn from small pools so that entities share partitions
 * and clustering values: {@code Instant.now()} and instants a few nanoseconds apart in one
 * millisecond, decimals equal by value with other scales, {@code -0.0}, {@code 0.0} and NaN, the
 * empty string, text whose UTF-8 order differs from Java's, and for every value an
 * <em>equivalent</em>: another Java value Cassandra stores identically.
 */
final class Values {

    static final List<String> TEXT = List.of(
            "",
            "a",
            "A",
            "b",
            "z",
            "é",
            "e\u0301",
            "ß",
            "日本",
            "😀",
            "\uFFFF",
            "\uFF5E",
            "a b",
            "'; --",
            "Ω",
            "nul\u0000x",
            " ");

    private static final List<String> KEY_TEXT =
            List.of("k", "K", "k-é", "😀", "\uFFFF", "日本", "'; DROP", "a b", "z", "Ω");

    private static final List<BigDecimal> DECIMALS = List.of(
            new BigDecimal("1.0"),
            new BigDecimal("1.00"),
            BigDecimal.ONE,
            BigDecimal.ZERO,
            new BigDecimal("0.000"),
            new BigDecimal("-0.0"),
            new BigDecimal("1E+2"),
            new BigDecimal("100"),
            new BigDecimal("-1234.5678901234567890"),
            new BigDecimal("1E-30"));

    private static final List<Double> DOUBLES = List.of(
            -0.0, 0.0, Double.NaN, 1.5, -1e300, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE);

    private static final List<Float> FLOATS =
            List.of(-0.0f, 0.0f, Float.NaN, 1.5f, -3e38f, Float.POSITIVE_INFINITY, Float.MIN_VALUE);

    private static final List<Long> LONGS = List.of(0L, -1L, 1L, 42L, Long.MIN_VALUE, Long.MAX_VALUE);

    private final Random random;
    /** The run's "now": instants and dates gather around it, so the latest-first reads find them. */
    private final Instant now;

    private final List<UUID> uuids = new ArrayList<>();

    Values(Random random, Instant now) {
        this.random = random;
        this.now = now;
        uuids.add(new UUID(0, 0));
        uuids.add(new UUID(-1, -1));
        uuids.add(UUID.fromString("00000000-0000-1000-8000-000000000000"));
        for (int i = 0; i < 5; i++) {
            uuids.add(new UUID(random.nextLong(), random.nextLong()));
        }
    }

    /** A value of {@code kind} for an attribute that is no key of the entity. */
    Object any(Kind kind) {
        return switch (kind) {
            case TEXT -> pick(TEXT);
            case UUID -> pick(uuids);
            case LONG, LONG_BOX -> pick(LONGS);
            case INT, INT_BOX -> pick(List.of(0, -1, 1, 7, Integer.MIN_VALUE, Integer.MAX_VALUE));
            case SHORT -> pick(List.of((short) 0, (short) -1, Short.MAX_VALUE, Short.MIN_VALUE));
            case BYTE -> pick(List.of((byte) 0, (byte) -1, Byte.MAX_VALUE, Byte.MIN_VALUE));
            case DOUBLE -> pick(DOUBLES);
            case FLOAT -> pick(FLOATS);
            case DECIMAL -> pick(DECIMALS);
            case VARINT ->
                pick(List.of(
                        BigInteger.ZERO,
                        BigInteger.ONE.negate(),
                        BigInteger.TWO.pow(64),
                        BigInteger.TWO.pow(100).negate()));
            case LOCAL_TIME -> pick(List.of(LocalTime.MIDNIGHT, LocalTime.MAX, LocalTime.NOON.plusNanos(1)));
            case INET ->
                pick(List.of(
                        inet(new byte[] {127, 0, 0, 1}), inet(new byte[16]), inet(new byte[] {10, 0, 0, (byte) 255})));
            case BYTE_BUFFER -> ByteBuffer.wrap(bytes());
            case BYTES -> bytes();
            case BOOLEAN, BOOLEAN_BOX -> random.nextBoolean();
            case INSTANT -> instant();
            case LOCAL_DATE -> LocalDate.ofInstant(instant(), ZoneOffset.UTC);
            case LOCAL_DATE_TIME -> LocalDateTime.ofInstant(instant(), ZoneOffset.UTC);
            case DURATION -> duration();
            case ENUM -> pick(List.of("A", "B"));
            case LIST_TEXT -> collection(() -> list(() -> pick(TEXT)));
            case SET_INT -> collection(() -> new LinkedHashSet<>(list(() -> random.nextInt(5) - 2)));
            case MAP_TEXT_LONG -> collection(() -> map(() -> pick(LONGS)));
            case LIST_UUID -> collection(() -> list(() -> pick(uuids)));
            case MAP_TEXT_INSTANT -> collection(() -> map(this::instant));
            case SET_TEXT -> collection(() -> new LinkedHashSet<>(list(() -> pick(TEXT))));
            case LIST_DURATION -> collection(() -> list(this::duration));
            case MAP_TEXT_DURATION -> collection(() -> map(this::duration));
            case REFERENCE -> List.of(pick(uuids.subList(0, 4)), pick(TEXT));
        };
    }

    /** One of the model's {@code count} keys of {@code kind} (a whole key is never empty). */
    Object key(Kind kind, int count) {
        int i = random.nextInt(count);
        return switch (kind) {
            case TEXT -> KEY_TEXT.get(i % KEY_TEXT.size()) + (i < KEY_TEXT.size() ? "" : "#" + i);
            case UUID -> new UUID(i * 0x9E3779B97F4A7C15L, ~i);
            case LONG, LONG_BOX -> i % 2 == 0 ? (long) i : -(long) i * 1_000_000_007L;
            case INT, INT_BOX -> i % 2 == 0 ? i : -i * 65_537;
            case LOCAL_DATE -> LocalDate.of(1969, 12, 20).plusDays(i * 3L);
            default -> throw new IllegalArgumentException(kind + " is no key type");
        };
    }

    /**
     * Whether a {@code @Fixed} attribute kept its value, as the DAO that refuses a change compares
     * it: as Cassandra stores it (a decimal with its scale, as a partition key holds it), a reference
     * by its key alone.
     */
    static boolean sameStored(Kind kind, Object before, Object after) {
        if (kind == Kind.REFERENCE) {
            Object beforeKey = before == null ? null : ((List<?>) before).get(0);
            Object afterKey = after == null ? null : ((List<?>) after).get(0);
            return Objects.equals(beforeKey, afterKey);
        }
        return kind.same(before, after, false);
    }

    /**
     * Another Java value that Cassandra stores as it stores {@code value}: the same millisecond
     * with other nanoseconds, the same decimal with another scale, a copy of the bytes.
     */
    Object equivalent(Kind kind, Object value) {
        if (value == null) {
            return kind.isCollection() && random.nextBoolean() ? kind.stored(null) : null;
        }
        return switch (kind) {
            case INSTANT -> sameMilli((Instant) value);
            case LOCAL_DATE_TIME ->
                LocalDateTime.ofInstant(sameMilli(((LocalDateTime) value).toInstant(ZoneOffset.UTC)), ZoneOffset.UTC);
            case DECIMAL -> ((BigDecimal) value).setScale(((BigDecimal) value).scale() + 1 + random.nextInt(3));
            case BYTES -> ((byte[]) value).clone();
            case BYTE_BUFFER -> ByteBuffer.wrap(bytesOf((ByteBuffer) value));
            case MAP_TEXT_INSTANT -> {
                Map<String, Instant> copy = new LinkedHashMap<>();
                ((Map<?, ?>) value).forEach((k, v) -> copy.put((String) k, sameMilli((Instant) v)));
                yield copy;
            }
            case LIST_TEXT, LIST_UUID, LIST_DURATION -> new ArrayList<>((List<?>) value);
            default -> value;
        };
    }

    /**
     * {@code value} edited in place, as an application changes a collection it read: a list gets an
     * element appended (what a write appends), or loses one; a set or map loses one element, or gets
     * one, or both. A write of it sends only the elements added and removed. Other values, and
     * null, are returned as they are.
     */
    Object edited(Kind kind, Object value) {
        if (!kind.isCollection() || value == null) {
            return value;
        }
        Object drawn = any(kind);
        boolean remove = random.nextBoolean();
        boolean add = !remove || random.nextBoolean();
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list);
            if (remove && !out.isEmpty()) {
                out.remove(random.nextInt(out.size()));
            }
            if (add && drawn instanceof List<?> more && !more.isEmpty()) {
                out.add(more.get(0));
            }
            return out;
        }
        if (value instanceof java.util.Set<?> set) {
            List<Object> elements = new ArrayList<>(set);
            if (remove && !elements.isEmpty()) {
                elements.remove(random.nextInt(elements.size()));
            }
            if (add && drawn instanceof java.util.Set<?> more && !more.isEmpty()) {
                elements.add(more.iterator().next());
            }
            return new LinkedHashSet<>(elements);
        }
        Map<Object, Object> out = new LinkedHashMap<>((Map<?, ?>) value);
        if (remove && !out.isEmpty()) {
            out.remove(new ArrayList<>(out.keySet()).get(random.nextInt(out.size())));
        }
        if (add && drawn instanceof Map<?, ?> more && !more.isEmpty()) {
            Map.Entry<?, ?> entry = more.entrySet().iterator().next();
            out.put(entry.getKey(), entry.getValue());
        }
        return out;
    }

    /** A time around now: now itself (sub-millisecond), minutes to months ago, far past, future. */
    Instant instant() {
        int roll = random.nextInt(20);
        Instant base = switch (roll) {
            case 0, 1, 2, 3 -> Instant.now();
            case 4 -> Instant.parse("1969-12-31T23:59:59.999999Z");
            case 5 -> Instant.EPOCH;
            case 6 -> now.plus(2, ChronoUnit.DAYS);
            case 7 -> now.minus(400, ChronoUnit.DAYS);
            case 8, 9, 10 -> now.minus(random.nextInt(180), ChronoUnit.MINUTES);
            case 11, 12, 13 -> now.minus(random.nextInt(72), ChronoUnit.HOURS);
            default -> now.minus(random.nextInt(120), ChronoUnit.DAYS);
        };
        return roll < 4 ? base : base.plusNanos(random.nextInt(3) == 0 ? 0 : random.nextInt(1_000_000_000));
    }

    private Instant sameMilli(Instant value) {
        Instant milli = Instant.ofEpochMilli(value.toEpochMilli());
        return milli.plusNanos(random.nextInt(1_000_000));
    }

    private Duration duration() {
        return pick(List.of(Duration.ZERO, Duration.ofNanos(1), Duration.ofDays(1), Duration.ofMillis(1500)));
    }

    private byte[] bytes() {
        return pick(List.of(
                new byte[0], new byte[] {0}, new byte[] {(byte) 0xFF}, new byte[] {1, 2, 3}, new byte[] {(byte) 0x80}));
    }

    private static byte[] bytesOf(ByteBuffer buffer) {
        byte[] out = new byte[buffer.remaining()];
        buffer.duplicate().get(out);
        return out;
    }

    private Object collection(java.util.function.Supplier<Object> elements) {
        int roll = random.nextInt(4);
        return roll == 0 ? null : elements.get();
    }

    private <T> List<T> list(java.util.function.Supplier<T> element) {
        List<T> out = new ArrayList<>();
        int size = random.nextInt(4);
        for (int i = 0; i < size; i++) {
            out.add(element.get());
        }
        return out;
    }

    private <T> Map<String, T> map(java.util.function.Supplier<T> value) {
        Map<String, T> out = new LinkedHashMap<>();
        int size = random.nextInt(3);
        for (int i = 0; i < size; i++) {
            out.put(pick(TEXT), value.get());
        }
        return out;
    }

    <T> T pick(List<T> from) {
        return from.get(random.nextInt(from.size()));
    }

    private static InetAddress inet(byte[] address) {
        try {
            return InetAddress.getByAddress(address);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
