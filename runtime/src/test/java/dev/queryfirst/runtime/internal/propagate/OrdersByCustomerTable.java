package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.StaticColumnsTable;
import java.util.ArrayList;
import java.util.List;

/**
 * Table {@code orders_by_customer}: a customer's orders, newest first, partitioned by the
 * customer's key, so the customer's columns are static (docs/mapping-rules.md, "Static columns")
 * and live reference {@code Order.customer} updates them once per customer, in the customer's
 * batch. Being partitioned by the customer's key, it can also list a customer's orders for the
 * fan-out of the plain copies ({@link dev.queryfirst.runtime.internal.propagate.ReferrerIndex}).
 */
final class OrdersByCustomerTable extends OrderTable
        implements StaticColumnsTable<Order>, ReferrerIndex<Customer, Order> {

    static final String NAME = "orders_by_customer";

    /** Position of {@code placed_at}, the first clustering column, in {@link Order#COLUMNS}. */
    private static final int PLACED_AT = Order.COLUMNS.indexOf("placed_at");

    private final PreparedStatement selectFirstRow;
    private final PreparedStatement deleteStatics;
    private final PreparedStatement updateStatics;
    private final PreparedStatement selectByCustomer;

    OrdersByCustomerTable(CqlSession session, String keyspace) {
        super(
                session,
                keyspace,
                NAME,
                "CREATE TABLE IF NOT EXISTS $table (customer_id uuid, placed_at timestamp,"
                        + " id uuid, customer_name text STATIC, customer_email text STATIC, customer_since timestamp STATIC,"
                        + " status text, total decimal, note text, PRIMARY KEY (customer_id, placed_at, id))"
                        + " WITH CLUSTERING ORDER BY (placed_at DESC, id ASC)",
                List.of("customer_id", "placed_at", "id"),
                true);
        String table = keyspace + "." + NAME;
        this.selectFirstRow = session.prepare("SELECT placed_at FROM " + table + " WHERE customer_id = ? LIMIT 1");
        this.deleteStatics = session.prepare(
                "DELETE " + String.join(", ", Order.CUSTOMER_COLUMNS) + " FROM " + table + " WHERE customer_id = ?");
        this.updateStatics = session.prepare("UPDATE " + table + " SET " + String.join(" = ?, ", Order.CUSTOMER_COLUMNS)
                + " = ? WHERE customer_id = ?");
        this.selectByCustomer = session.prepare(
                "SELECT " + String.join(", ", Order.COLUMNS) + " FROM " + table + " WHERE customer_id = ?");
    }

    @Override
    public List<Object> partitionKey(Order order) {
        return List.of(order.customer().id());
    }

    @Override
    public BoundStatement bindSelectFirstRow(Order order) {
        return bindSelectFirstRowOfCustomer(order.customer());
    }

    @Override
    public BoundStatement bindDeleteStatics(Order order) {
        return deleteStatics.bind(order.customer().id()).setIdempotent(true);
    }

    @Override
    public boolean isStaticOnly(Row scanned) {
        return scanned.isNull(PLACED_AT);
    }

    @Override
    public List<Object> partitionKey(Row scanned) {
        return List.of(scanned.getUuid("customer_id"));
    }

    @Override
    public BoundStatement bindDeleteStatics(Row scanned) {
        return deleteStatics.bind(scanned.getUuid("customer_id")).setIdempotent(true);
    }

    /** Live reference {@code Order.customer}: whether the customer's partition holds rows. */
    BoundStatement bindSelectFirstRowOfCustomer(Customer customer) {
        return selectFirstRow.bind(customer.id());
    }

    /** Live reference {@code Order.customer}: the customer's static columns, one write per partition. */
    BoundStatement bindUpdateCustomerStatics(Customer customer) {
        List<Object> values = new ArrayList<>(Order.customerValues(customer));
        values.add(customer.id());
        return updateStatics.bind(values.toArray()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindSelectReferrers(Customer customer) {
        return selectByCustomer.bind(customer.id());
    }

    @Override
    public Order referrer(Row row) {
        return isStaticOnly(row) ? null : Order.read(row);
    }
}
