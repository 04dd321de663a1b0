package dev.queryfirst.runtime.internal.tune;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * The bounds of a rehearsal's range read around an entity's value: {@code from <= value < to},
 * reaching back one bucket for time, so that the read finds the entity and its neighbours.
 *
 * <pre>{@code
 * dao.bySourceAndTimeAsync(m.sourceName(), Ranges.from(m.messageTime(), 86_400), Ranges.to(m.messageTime()), 100)
 * }</pre>
 *
 * <p>A type with no arithmetic here gives an empty range ({@code from == to}): the read still runs.
 */
public final class Ranges {

    private Ranges() {}

    public static Instant from(Instant value, long seconds) {
        return value.minusSeconds(seconds);
    }

    public static Instant to(Instant value) {
        return value.plusMillis(1);
    }

    public static LocalDateTime from(LocalDateTime value, long seconds) {
        return value.minusSeconds(seconds);
    }

    public static LocalDateTime to(LocalDateTime value) {
        return value.plusNanos(1_000_000);
    }

    public static LocalDate from(LocalDate value, long seconds) {
        return value.minusDays(Math.max(1, seconds / 86_400));
    }

    public static LocalDate to(LocalDate value) {
        return value.plusDays(1);
    }

    public static int from(int value, long seconds) {
        return value;
    }

    public static int to(int value) {
        return value == Integer.MAX_VALUE ? value : value + 1;
    }

    public static long from(long value, long seconds) {
        return value;
    }

    public static long to(long value) {
        return value == Long.MAX_VALUE ? value : value + 1;
    }

    public static byte from(byte value, long seconds) {
        return value;
    }

    public static byte to(byte value) {
        return value == Byte.MAX_VALUE ? value : (byte) (value + 1);
    }

    public static short from(short value, long seconds) {
        return value;
    }

    public static short to(short value) {
        return value == Short.MAX_VALUE ? value : (short) (value + 1);
    }

    public static BigDecimal from(BigDecimal value, long seconds) {
        return value;
    }

    public static BigDecimal to(BigDecimal value) {
        return value.add(BigDecimal.ONE);
    }

    public static BigInteger from(BigInteger value, long seconds) {
        return value;
    }

    public static BigInteger to(BigInteger value) {
        return value.add(BigInteger.ONE);
    }

    public static String from(String value, long seconds) {
        return value;
    }

    /** The least text after {@code value}. */
    public static String to(String value) {
        return value + "\u0000";
    }

    /** Any other type: the value itself. */
    public static <T> T from(T value, long seconds) {
        return value;
    }

    /** Any other type: the value itself (an empty range). */
    public static <T> T to(T value) {
        return value;
    }
}
