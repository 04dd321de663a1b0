package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.MovableTable;
import java.util.Arrays;
import java.util.List;

/**
 * Table {@code orders_by_customer_ref}: the generated <i>reference index</i> of
 * {@code Order.customer}, holding the order's key only, partitioned by the customer's. The order
 * DAO writes, moves (when an order changes customer) and deletes its rows with its other copies,
 * and the audit checks it like any of them; its rows map back to orders holding their key and
 * their customer's key only.
 */
final class OrdersByCustomerRefTable implements MovableTable<Order>, ReferrerIndex<Customer, Order> {

    static final String NAME = "orders_by_customer_ref";

    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement deleteAt;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;
    private final PreparedStatement selectReferrers;

    OrdersByCustomerRefTable(CqlSession session, String keyspace) {
        String table = keyspace + "." + NAME;
        session.execute("CREATE TABLE IF NOT EXISTS " + table + " (customer_id uuid, id uuid,"
                + " PRIMARY KEY (customer_id, id)) WITH comment = 'Order reference index of customer'");
        this.insert = session.prepare("INSERT INTO " + table + " (customer_id, id) VALUES (?, ?)");
        this.delete = session.prepare("DELETE FROM " + table + " WHERE customer_id = ? AND id = ?");
        this.deleteAt = session.prepare("DELETE FROM " + table + " USING TIMESTAMP ? WHERE customer_id = ? AND id = ?");
        this.selectRow = session.prepare("SELECT customer_id, id FROM " + table + " WHERE customer_id = ? AND id = ?");
        this.scan = session.prepare("SELECT customer_id, id FROM " + table);
        this.selectReferrers = session.prepare("SELECT customer_id, id FROM " + table + " WHERE customer_id = ?");
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isBase() {
        return false;
    }

    /** An order holding its key and its customer's key, every other attribute null. */
    @Override
    public Order map(Row row) {
        return new Order(row.getUuid(1), new Customer(row.getUuid(0), null, null, null), null, null, null, null);
    }

    @Override
    public List<Object> primaryKey(Order order) {
        return List.of(order.customer().id(), order.id());
    }

    @Override
    public List<Object> values(Order order) {
        return Arrays.asList();
    }

    @Override
    public BoundStatement bindInsert(Order order) {
        return insert.bind(order.customer().id(), order.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindDelete(Order order) {
        return delete.bind(order.customer().id(), order.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindDeleteAt(Order order, long timestamp) {
        return deleteAt.bind(timestamp, order.customer().id(), order.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindSelectRow(Order order) {
        return selectRow.bind(order.customer().id(), order.id());
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind();
    }

    @Override
    public BoundStatement bindSelectReferrers(Customer customer) {
        return selectReferrers.bind(customer.id());
    }

    @Override
    public Order referrer(Row row) {
        return map(row);
    }
}
