package dev.queryfirst.runtime.tune;

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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * The synthetic values of one entity of a rehearsal, drawn as its attributes' numbers say:
 * generated code builds the entity with one call per attribute, never by reflection.
 *
 * <pre>{@code
 * static Ticket ticket(Values values) {
 *     return new Ticket(
 *             values.at("ticketId").uuid(),                 // a key: unique per entity
 *             values.at("queue").text(),                    // one of the queue's values, at its avgBytes
 *             values.at("assignee").orNull(Values::text),  // optional: sometimes null
 *             values.at("openedAt").instant());            // spread over the rehearsal's span
 * }
 * }</pre>
 *
 * <p>Every value is a function of the rehearsal's seed, the entity's index and the attribute's
 * path, so an entity drawn again is the same entity. An attribute with a number of distinct values
 * (or rows per value) cycles through them, every value getting its share of the rows, the skewed
 * one of a {@code maxRowsPerValue} its own; a key attribute without numbers is unique per entity;
 * any other value is drawn freely. Text, blobs and decimals take the bytes the estimate counts.
 */
public final class Values {

    private static final int DEFAULT_ELEMENTS = 10;
    private static final int DEFAULT_BYTES = 32;

    private final Draws draws;
    private final String path;
    private final long index;
    private final int element;
    private final String moving;
    private final long shift;
    private final int attempt;

    Values(Draws draws, String path, long index, int element, String moving, long shift, int attempt) {
        this.draws = draws;
        this.path = path;
        this.index = index;
        this.element = element;
        this.moving = moving;
        this.shift = shift;
        this.attempt = attempt;
    }

    /** The values of the attribute (or value-type field) {@code name} here. */
    public Values at(String name) {
        return new Values(draws, path.isEmpty() ? name : path + "." + name, index, element, moving, shift, attempt);
    }

    /** This value, or null for the rehearsal's share of an optional attribute's values. */
    public <T> T orNull(Function<Values, T> value) {
        // Salted per attribute, not per entity: the nulls are spread evenly over the entities.
        if (numbers().optional() && Mix.chosen(index, draws.nullShare(), Mix.hash(draws.seed(), Mix.hash(path)))) {
            return null;
        }
        return value.apply(this);
    }

    public String text() {
        AttributeScale scale = scale();
        if (scale.shared()) {
            long value = valueIndex(scale);
            return Texts.of(label() + value + " ", size(), Mix.hash(Mix.hash(path), value));
        }
        if (unique(scale)) {
            return Texts.of(label() + Long.toString(index, 36) + " ", size(), hash());
        }
        double spread = 0.75 + 0.5 * Mix.unit(hash());
        return Texts.of("", (int) Math.round(size() * spread), hash());
    }

    public UUID uuid() {
        AttributeScale scale = scale();
        long high;
        long low;
        if (unique(scale)) {
            high = Mix.hash(draws.seed(), Mix.hash(draws.scale().entity() + path));
            low = Mix.mix(index + draws.seed());
        } else {
            long seed = scale.shared() ? Mix.hash(Mix.hash(path), valueIndex(scale)) : hash();
            high = Mix.mix(seed);
            low = Mix.mix(seed + 1);
        }
        return new UUID((high & ~0xF000L) | 0x4000L, (low & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L);
    }

    /** A time-based (version 1) UUID at this entity's time, unique per entity. */
    public UUID timeuuid() {
        long millis = timeMillis();
        long ticks = (millis * 10_000L) + 0x01B21DD213814000L + Math.floorMod(index, 10_000L);
        long high = (ticks << 32) | ((ticks >>> 16) & 0xFFFF0000L) | 0x1000L | ((ticks >>> 48) & 0x0FFFL);
        long low = 0x8000000000000000L | (Mix.mix(index + draws.seed()) & 0x3FFFFFFFFFFFFFFFL);
        return new UUID(high, low);
    }

    public Instant instant() {
        return Instant.ofEpochMilli(timeMillis());
    }

    public LocalDateTime localDateTime() {
        return LocalDateTime.ofInstant(instant(), ZoneOffset.UTC);
    }

    public LocalDate localDate() {
        AttributeScale scale = scale();
        if (scale.shared()) {
            LocalDate end =
                    LocalDate.ofInstant(Instant.ofEpochMilli(draws.scale().endMillis()), ZoneOffset.UTC);
            return end.minusDays(1 + valueIndex(scale));
        }
        return LocalDate.ofInstant(instant(), ZoneOffset.UTC);
    }

    public LocalTime localTime() {
        return LocalTime.ofNanoOfDay(Math.floorMod(number(), 86_400_000L) * 1_000_000L);
    }

    public Duration duration() {
        return Duration.ofSeconds(Math.floorMod(number(), 86_400L));
    }

    public boolean bool() {
        return Math.floorMod(number(), 2L) == 0;
    }

    public byte byteValue() {
        return (byte) Math.floorMod(number(), 128L);
    }

    public short shortValue() {
        return (short) Math.floorMod(number(), 32_768L);
    }

    public int integer() {
        return (int) Math.floorMod(number(), 1L << 31);
    }

    public long longValue() {
        return Math.floorMod(number(), Long.MAX_VALUE);
    }

    public float floatValue() {
        return (float) (Mix.unit(hash()) * 1_000);
    }

    public double doubleValue() {
        return Mix.unit(hash()) * 1_000_000;
    }

    /** A decimal of the declared bytes: a 4-byte scale (2) and the unscaled value's bytes. */
    public BigDecimal decimal() {
        return new BigDecimal(magnitude(Math.max(1, size() - 4)), 2);
    }

    public BigInteger varint() {
        return magnitude(Math.max(1, size()));
    }

    public ByteBuffer blob() {
        return ByteBuffer.wrap(bytes());
    }

    public byte[] bytes() {
        byte[] out = new byte[Math.max(1, size())];
        long h = seedOfValue();
        for (int i = 0; i < out.length; i++) {
            h = Mix.mix(h + i);
            out[i] = (byte) h;
        }
        return out;
    }

    /** A vector of {@code dimensions} floats in [-1, 1), for a {@code @Vector} attribute. */
    public float[] floats(int dimensions) {
        float[] out = new float[dimensions];
        long h = seedOfValue();
        for (int i = 0; i < out.length; i++) {
            h = Mix.mix(h + i);
            out[i] = (float) (Mix.unit(h) * 2 - 1);
        }
        return out;
    }

    /** {@link #floats(int)} as a {@code List<Float>}. */
    public List<Float> floatList(int dimensions) {
        List<Float> out = new ArrayList<>(dimensions);
        for (float value : floats(dimensions)) {
            out.add(value);
        }
        return out;
    }

    public InetAddress inet() {
        long h = seedOfValue();
        byte[] address = {10, (byte) (h >>> 16), (byte) (h >>> 8), (byte) h};
        try {
            return InetAddress.getByAddress(address);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("a 4-byte address is always valid", e);
        }
    }

    /** One of {@code options} (an enum's values), drawn like any other value. */
    public <T> T choice(T[] options) {
        return options[(int) Math.floorMod(number(), (long) options.length)];
    }

    /** A counter increment: small and positive. */
    public long counter() {
        return 1 + Math.floorMod(hash(), 10L);
    }

    public <T> List<T> list(Function<Values, T> element) {
        List<T> list = new ArrayList<>();
        for (int j = 0; j < elements(); j++) {
            list.add(element.apply(element("[]", j)));
        }
        return list;
    }

    public <T> Set<T> set(Function<Values, T> element) {
        return new LinkedHashSet<>(list(element));
    }

    public <K, V> Map<K, V> map(Function<Values, K> key, Function<Values, V> value) {
        Map<K, V> map = new LinkedHashMap<>();
        for (int j = 0; j < elements(); j++) {
            map.put(key.apply(element("{}", j)), value.apply(element("[]", j)));
        }
        return map;
    }

    /** The referenced entity this one points at, as it was last written. */
    public <T> T reference(Class<T> type) {
        return draws.pools().current(type, valueIndex(scale()));
    }

    private Values element(String marker, int j) {
        return new Values(draws, path + marker, index, j, moving, shift, attempt);
    }

    private AttributeNumbers numbers() {
        return scale().numbers();
    }

    private AttributeScale scale() {
        return draws.scale().attribute(path);
    }

    private boolean unique(AttributeScale scale) {
        return !scale.shared() && scale.numbers().key() && element < 0;
    }

    private int size() {
        return numbers().bytes() > 0 ? numbers().bytes() : DEFAULT_BYTES;
    }

    private int elements() {
        return numbers().elements() > 0 ? numbers().elements() : DEFAULT_ELEMENTS;
    }

    private long valueIndex(AttributeScale scale) {
        long entity = element < 0 ? index : index * 1_000_003L + element;
        long moved = path.equals(moving) ? shift : 0;
        return scale.valueOf(entity + attempt * 7_919L, draws.scale().rows(), moved);
    }

    /** A whole number: the value's index when shared, the entity's when unique, else drawn. */
    private long number() {
        AttributeScale scale = scale();
        if (scale.shared()) {
            return valueIndex(scale);
        }
        return unique(scale) ? index : hash() >>> 1;
    }

    private long seedOfValue() {
        AttributeScale scale = scale();
        return scale.shared() ? Mix.hash(Mix.hash(path), valueIndex(scale)) : unique(scale) ? index : hash();
    }

    private long timeMillis() {
        AttributeScale scale = scale();
        EntityScale entity = draws.scale();
        if (scale.shared()) {
            long step = entity.spanSeconds() * 1000 / Math.max(1, scale.values());
            return entity.startMillis() + valueIndex(scale) * step;
        }
        return entity.timeOf(index, Mix.hash(path));
    }

    private BigInteger magnitude(int bytes) {
        byte[] value = new byte[bytes];
        long h = seedOfValue();
        for (int i = 0; i < bytes; i++) {
            h = Mix.mix(h + i);
            value[i] = (byte) h;
        }
        // A leading byte in 1..127 keeps the value positive and exactly this many bytes long.
        value[0] = (byte) (1 + Math.floorMod(value[0], 127));
        return new BigInteger(value);
    }

    private long hash() {
        return draws.hash(path, index, element, attempt);
    }

    /** The attribute's name as a readable prefix of its text values: {@code source-42}. */
    private String label() {
        String last =
                path.substring(path.lastIndexOf('.') + 1).replace("[]", "").replace("{}", "");
        return last.length() > 8 ? last.substring(0, 8) : last;
    }
}
