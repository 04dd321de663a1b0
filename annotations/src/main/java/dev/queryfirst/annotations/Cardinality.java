package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.temporal.ChronoUnit;

/**
 * How much data there is: the numbers QueryFirst sizes every partition with. Unset numbers are 0.
 *
 * <p>On an entity: {@link #rows()} total rows, or, with {@link #per()} set, rows added per unit of
 * time (a growth rate).
 *
 * <pre>{@code
 * @Entity
 * @Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)   // 50M new rows a day
 * public record LogMessage(
 *     @Key UUID messageId,
 *     @Cardinality(distinct = 5_000) String sourceName,    // 10,000 rows per source per day
 *     @Cardinality(distinct = 20) String sourceType,
 *     @Cardinality(avgBytes = 400) String messageBody,
 *     @Cardinality(elements = 20, avgBytes = 24) Map<String, String> messageParts) {}
 * }</pre>
 *
 * <p>On an attribute: {@link #distinct()} values, or directly {@link #rowsPerValue()} (typical)
 * and {@link #maxRowsPerValue()} (worst case, skew) entity rows sharing one value, a rate when
 * {@link #per()} is set (inherited from the entity when unset); {@link #avgBytes()} for text,
 * blob, decimal and varint values.
 *
 * <p>On a collection attribute: {@link #elements()} per collection (at most) and
 * {@link #avgBytes()} of one element.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Cardinality {

    /** Entity: total rows, or rows added per {@link #per()}. */
    long rows() default 0;

    /**
     * Makes the numbers rates: rows added per this unit. {@code FOREVER} (the default) means the
     * numbers are totals; on an attribute, unset inherits the entity's unit.
     */
    ChronoUnit per() default ChronoUnit.FOREVER;

    /** Attribute: number of distinct values. */
    long distinct() default 0;

    /** Attribute: typical number of entity rows sharing one value. */
    long rowsPerValue() default 0;

    /** Attribute: worst-case (skewed) number of entity rows sharing one value. */
    long maxRowsPerValue() default 0;

    /**
     * Attribute: {@link #rowsPerValue()} and {@link #maxRowsPerValue()} are lifetime totals, although
     * the entity's numbers are rates. A help desk takes 2 million tickets a year, yet one ticket
     * collects a handful of comments over its whole life:
     *
     * <pre>{@code
     * @Entity
     * @Cardinality(rows = 10_000_000, per = ChronoUnit.YEARS)
     * @AccessPattern(name = "onTicket", where = "ticket", orderBy = "postedAt")
     * public record Comment(
     *     @Key UUID commentId,
     *     @Cardinality(maxRowsPerValue = 200, total = true) Ticket ticket,   // 200 comments at most, ever
     *     Instant postedAt,
     *     String body) {}
     * }</pre>
     *
     * Without {@code total} the 200 would count comments per ticket per year, a partition that grows
     * without end, and the processor would ask for a time bucket.
     */
    boolean total() default false;

    /** Collection attribute: elements per collection, at most. */
    int elements() default 0;

    /** Average serialized size in bytes of one value (or one collection element). */
    int avgBytes() default 0;
}
