package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import java.util.List;

/**
 * Table {@code orders_by_status}: orders of one status, newest first. A status change moves the
 * row; the customer's columns are plain copies, one per order.
 */
final class OrdersByStatusTable extends OrderTable {

    static final String NAME = "orders_by_status";

    OrdersByStatusTable(CqlSession session, String keyspace) {
        super(
                session,
                keyspace,
                NAME,
                "CREATE TABLE IF NOT EXISTS $table (status text, placed_at timestamp,"
                        + " id uuid, customer_id uuid, customer_name text, customer_email text, customer_since timestamp,"
                        + " total decimal, note text, PRIMARY KEY (status, placed_at, id))"
                        + " WITH CLUSTERING ORDER BY (placed_at DESC, id ASC)",
                List.of("status", "placed_at", "id"),
                false);
    }
}
