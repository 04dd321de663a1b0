package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;

/**
 * A table partitioned by the key of a referenced entity {@code R} that lists the entities
 * {@code E} referencing it: the fan-out of a {@link LiveReference}. Either the table of an access
 * pattern whose {@code where} is the reference's key ({@code orders_by_customer}), or, when no
 * such pattern exists, a generated <i>reference index</i> holding E's key only:
 *
 * <pre>{@code
 * CREATE TABLE shop.orders_by_customer_ref (
 *     customer_id uuid,
 *     order_id uuid,
 *     PRIMARY KEY (customer_id, order_id)
 * ) WITH comment = 'Order reference index of customer';
 *
 * // in the generated table class
 * public BoundStatement bindSelectReferrers(Customer customer) {
 *   return selectReferrers.bind(customer.id());     // SELECT order_id FROM ... WHERE customer_id = ?
 * }
 * public Order referrer(Row row) {                  // an Order holding its key, the rest null
 *   return new Order(row.getUuid(0), null, null, null, null);
 * }
 * }</pre>
 *
 * <p>The referencing entity's DAO writes, moves and deletes the index row with its other copies
 * (the index is an ordinary {@link dev.queryfirst.runtime.internal.MovableTable} of E: a changed reference
 * moves the row), so the index lists every referrer whenever E's batch has landed.
 *
 * @param <R> the referenced entity type
 * @param <E> the referencing entity type
 */
public interface ReferrerIndex<R, E> {

    /** The table name, without keyspace. */
    String name();

    /**
     * Reads the rows of the partition of {@code referenced}'s key: every entity referencing it.
     * The propagation pages through the result with the driver's paging.
     */
    BoundStatement bindSelectReferrers(R referenced);

    /**
     * The referencing entity of one row of {@link #bindSelectReferrers}: at least its key, which
     * the propagation passes to the base table's {@code bindSelectRow} to read its current state;
     * null for a row holding no referrer (the row of a partition holding static values alone).
     */
    E referrer(Row row);
}
