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
 *
 * <p>Churn, for the tombstone budget: on an attribute in a table's primary key,
 * {@link #changes()} (how often one entity's value changes); on the entity, {@link #deletes()}
 * (rows deleted per {@link #per()}).
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

    /**
     * Attribute: how many times one entity's value changes over its whole life, on average (0.2: one
     * entity in five changes it once), or, when
     * {@link #per()} is set on this attribute, per that unit (a toggle). Every change moves the
     * entity's row in each table whose primary key holds the attribute, and leaves a row tombstone
     * where it was; a read that finds fewer live rows than it wants scans those tombstones until
     * {@code gc_grace_seconds} has passed (QF309, QF206). Unset, QueryFirst assumes one change in
     * an entity's life for an attribute of a partition key that is a state (an enum, a boolean, or
     * at most 10 distinct values: a status), and none for others, which change rarely or never (an
     * owner, a category, a creation time, an identity, an attribute that orders rows): declare the
     * changes of those that do move, such as {@code updatedAt}. {@code @Fixed} says the value never
     * changes.
     *
     * <pre>{@code
     * @Cardinality(distinct = 4, changes = 3) String status      // open → waiting → solved → closed
     * @Cardinality(distinct = 2, changes = 6, per = ChronoUnit.DAYS) boolean inStock   // flips 6 times a day
     * @Cardinality(changes = 20) Instant updatedAt                // a ticket is updated about 20 times
     * @Cardinality(distinct = 50, changes = 0.2) String team      // one ticket in five changes team
     * }</pre>
     *
     * A row leaves the partition of one value of a partition-key attribute about
     * {@code changes / distinct} times (at least once when it changes at all); a change of a
     * clustering attribute leaves a tombstone in the row's own partition every time.
     */
    double changes() default 0;

    /**
     * Entity: rows deleted per {@link #per()} (which must be set: a rate, like {@link #rows()}).
     * Each delete leaves a row tombstone in every table of the entity, counted in the tombstone
     * budget (QF309, QF206). Unset: deletes are rare.
     *
     * <pre>{@code
     * @Cardinality(rows = 50_000, deletes = 5_000, per = ChronoUnit.DAYS)   // a tenth of the orders cancelled
     * }</pre>
     */
    long deletes() default 0;
}
