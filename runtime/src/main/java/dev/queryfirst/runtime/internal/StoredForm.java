package dev.queryfirst.runtime.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/**
 * Key values in the form Cassandra compares them, so that "did this key change?" is answered as
 * Cassandra would answer it.
 *
 * <p>A CQL {@code timestamp} keeps milliseconds: an {@code Instant.now()} (micro- or nanoseconds on
 * Linux) and the same instant read back from the table differ in Java but are one row in
 * Cassandra. A {@code decimal} clustering column compares by value: {@code 1.0} and {@code 1.00}
 * are one row (as a partition key they are two partitions, since partitions are found by the
 * hash of the serialized value, which keeps the scale). Generated tables return their
 * {@link EntityTable#primaryKey(Object) primary keys} through these methods, so the DAO never
 * mistakes an unchanged key for a moved one.
 *
 * <pre>{@code
 * StoredForm.timestamp(Instant.parse("2025-03-10T08:15:30.123456789Z"));   // 2025-03-10T08:15:30.123Z
 * StoredForm.clusteringDecimal(new BigDecimal("1.00"));                     // 1
 * }</pre>
 *
 * <p>Every method returns null for null.
 */
public final class StoredForm {

    private StoredForm() {}

    /** {@code instant} as a CQL {@code timestamp} holds it: whole milliseconds, rounded down. */
    public static Instant timestamp(Instant instant) {
        return instant == null ? null : instant.truncatedTo(ChronoUnit.MILLIS);
    }

    /** {@code dateTime} as a CQL {@code timestamp} holds it: whole milliseconds, rounded down. */
    public static LocalDateTime timestamp(LocalDateTime dateTime) {
        return dateTime == null ? null : dateTime.truncatedTo(ChronoUnit.MILLIS);
    }

    /**
     * {@code decimal} as a {@code decimal} clustering column compares it: by value, so the scale
     * is dropped ({@code 1.00} and {@code 1.0} both become {@code 1}).
     */
    public static BigDecimal clusteringDecimal(BigDecimal decimal) {
        return decimal == null ? null : decimal.stripTrailingZeros();
    }
}
