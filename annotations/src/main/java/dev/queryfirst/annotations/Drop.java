package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Drops a table, a column or an index that an earlier schema version created and QueryFirst no
 * longer generates. With {@code -Aqueryfirst.schemaDir}, a table or column that disappears from
 * the derived schema stays in the cluster (warning QF402) until a {@code @Drop} names it; the
 * next version's migration then drops it. Any entity of the keyspace may carry it.
 *
 * <pre>{@code
 * // orders_by_customer was re-keyed as orders_by_customer_day; the old table may go,
 * // and so may the column of the removed attribute "notes"
 * @Entity
 * @AccessPattern(name = "byCustomer", where = {"customerId", "day"}, table = "orders_by_customer_day")
 * @Drop(table = "orders_by_customer")
 * @Drop(table = "orders", column = "notes")
 * public record Order(@Key UUID id, UUID customerId, LocalDate day) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Drop.List.class)
public @interface Drop {

    /** The table to drop (or to drop a column from), or the name of an index to drop. */
    String table();

    /** The column to drop from {@link #table()}; empty (the default) drops the whole table. */
    String column() default "";

    /** Container of repeated {@link Drop}s; write the {@code @Drop}s directly. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {

        /** The repeated drops. */
        Drop[] value();
    }
}
