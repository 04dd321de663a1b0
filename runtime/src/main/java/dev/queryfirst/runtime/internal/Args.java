package dev.queryfirst.runtime.internal;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * Argument checks that generated DAOs run before anything is read or written, so a bad call fails
 * fast with a message naming the parameter instead of reaching Cassandra.
 *
 * <pre>{@code
 * public List<LogMessage> recentBySource(String sourceName, int limit) {
 *   Args.notNull(sourceName, "sourceName");
 *   Args.positive(limit, "limit");
 *   ...
 * }
 * }</pre>
 */
public final class Args {

    private Args() {}

    /**
     * Returns {@code value}, or throws if it is null.
     *
     * @throws IllegalArgumentException naming {@code param} when {@code value} is null
     */
    public static <T> T notNull(T value, String param) {
        if (value == null) {
            throw new IllegalArgumentException(param + " must not be null");
        }
        return value;
    }

    /**
     * Throws unless {@code stored} and {@code given} are equal: the value of a {@code @Fixed}
     * attribute as the DAO read it and as a save or update gives it, each in the form Cassandra
     * stores it. A fixed attribute never changes once written (tables keyed by it do not move
     * rows), so a write changing one is refused before anything is sent.
     *
     * <pre>{@code
     * Args.unchanged(previous.account(), trade.account(), "trade.account");
     * }</pre>
     *
     * @throws IllegalArgumentException naming {@code attribute} when they differ
     */
    public static void unchanged(Object stored, Object given, String attribute) {
        if (!Objects.equals(stored, given)) {
            throw new IllegalArgumentException(attribute + " is @Fixed and differs from the stored entity's: a fixed"
                    + " attribute never changes once written, so nothing was written (write an entity with a new key"
                    + " instead, or remove @Fixed)");
        }
    }

    /**
     * Returns {@code value}, or throws if it is empty: Cassandra refuses an empty value as a whole
     * partition key ("Key may not be empty"). A DAO checks before writing, so that no copy is
     * written when one of them could not be.
     *
     * @throws IllegalArgumentException naming {@code param} when {@code value} is empty
     */
    public static String notEmptyKey(String value, String param) {
        if (value.isEmpty()) {
            throw emptyKey(param);
        }
        return value;
    }

    /** {@link #notEmptyKey(String, String)} for a blob. */
    public static ByteBuffer notEmptyKey(ByteBuffer value, String param) {
        if (!value.hasRemaining()) {
            throw emptyKey(param);
        }
        return value;
    }

    /** {@link #notEmptyKey(String, String)} for a blob. */
    public static byte[] notEmptyKey(byte[] value, String param) {
        if (value.length == 0) {
            throw emptyKey(param);
        }
        return value;
    }

    private static IllegalArgumentException emptyKey(String param) {
        return new IllegalArgumentException(param + " must not be empty: it is a table's whole "
                + "partition key, and Cassandra refuses an empty partition key");
    }

    /**
     * Returns {@code value}, or throws if it is zero or negative.
     *
     * @throws IllegalArgumentException naming {@code param} when {@code value <= 0}
     */
    public static int positive(int value, String param) {
        if (value <= 0) {
            throw new IllegalArgumentException(param + " must be positive, was " + value);
        }
        return value;
    }

    /**
     * Checks that neither bound of a range is null and that {@code start} is not after {@code end},
     * in Cassandra's order: text by code point (the order of its UTF-8 bytes), not by Java's UTF-16
     * {@code compareTo}, which puts {@code "\uFFFF"} after {@code "😀"} (found by the reliability
     * module's oracle: the DAO refused a valid range).
     *
     * <pre>{@code
     * Args.rangeOrdered(from, to, "from", "to");   // from = 10:00, to = 09:00 -> "to (09:00) is before from (10:00)"
     * }</pre>
     *
     * @throws IllegalArgumentException naming the offending parameter
     */
    public static <T extends Comparable<? super T>> void rangeOrdered(
            T start, T end, String startParam, String endParam) {
        notNull(start, startParam);
        notNull(end, endParam);
        int order =
                start instanceof String s && end instanceof String e ? compareCodePoints(s, e) : start.compareTo(end);
        if (order > 0) {
            throw new IllegalArgumentException(
                    endParam + " (" + end + ") is before " + startParam + " (" + start + ")");
        }
    }

    private static int compareCodePoints(String left, String right) {
        int i = 0;
        int j = 0;
        while (i < left.length() && j < right.length()) {
            int a = left.codePointAt(i);
            int b = right.codePointAt(j);
            if (a != b) {
                return Integer.compare(a, b);
            }
            i += Character.charCount(a);
            j += Character.charCount(b);
        }
        return Integer.compare(left.length() - i, right.length() - j);
    }
}
