package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import java.util.List;

/** Table {@code orders_by_id}: the base table of {@link Order}; the customer's columns are plain copies. */
final class OrdersByIdTable extends OrderTable {

    static final String NAME = "orders_by_id";

    OrdersByIdTable(CqlSession session, String keyspace) {
        super(
                session,
                keyspace,
                NAME,
                "CREATE TABLE IF NOT EXISTS $table (id uuid, customer_id uuid,"
                        + " customer_name text, customer_email text, customer_since timestamp, status text, placed_at timestamp,"
                        + " total decimal, note text, PRIMARY KEY (id))",
                List.of("id"),
                false);
    }

    @Override
    public boolean isBase() {
        return true;
    }
}
