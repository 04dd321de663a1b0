package dev.queryfirst.spark;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * The one place of this module that knows how values read by the connector compare: as join keys
 * (by what Cassandra stores: {@code 1.0} and {@code 1.00} are one {@code decimal} key, a
 * {@code blob} by its bytes), as copies (as the in-JVM audit compares them: {@code byte[]} by
 * content, everything else by {@code equals}). The copies themselves are the runtime's
 * {@code CopyRow}'s.
 */
final class Values {

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
}
