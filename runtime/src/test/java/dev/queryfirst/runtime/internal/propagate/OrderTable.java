package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.MovableTable;
import dev.queryfirst.runtime.internal.StoredForm;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A table holding every column of {@link Order}, the customer's pushed down, keyed by
 * {@code keyColumns}: what the generated table classes of {@code orders_by_id},
 * {@code orders_by_status} and {@code orders_by_customer} share, written once for the tests. Each
 * has the targeted update of a live reference, {@link #bindUpdateCustomer}.
 */
abstract class OrderTable implements MovableTable<Order> {

    private static final String SELECTED = String.join(", ", Order.COLUMNS);

    private final String name;
    private final List<Integer> keyPositions = new ArrayList<>();
    private final List<Integer> valuePositions = new ArrayList<>();
    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement deleteAt;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;
    private final PreparedStatement updateCustomer;

    /**
     * @param customerStatic whether the customer's columns are static here: then they are updated per
     *     partition, and Cassandra rejects an {@code UPDATE} of static columns alone that names a row
     */
    OrderTable(
            CqlSession session,
            String keyspace,
            String name,
            String createCql,
            List<String> keyColumns,
            boolean customerStatic) {
        this.name = name;
        String table = keyspace + "." + name;
        session.execute(createCql.replace("$table", table));
        keyColumns.forEach(column -> keyPositions.add(Order.COLUMNS.indexOf(column)));
        for (int i = 0; i < Order.COLUMNS.size(); i++) {
            if (!keyPositions.contains(i)) {
                valuePositions.add(i);
            }
        }
        String where = " WHERE " + String.join(" = ? AND ", keyColumns) + " = ?";
        this.insert = session.prepare("INSERT INTO " + table + " (" + SELECTED + ") VALUES (?"
                + ", ?".repeat(Order.COLUMNS.size() - 1) + ")");
        this.delete = session.prepare("DELETE FROM " + table + where);
        this.deleteAt = session.prepare("DELETE FROM " + table + " USING TIMESTAMP ?" + where);
        this.selectRow = session.prepare("SELECT " + SELECTED + " FROM " + table + where);
        this.scan = session.prepare("SELECT " + SELECTED + " FROM " + table);
        this.updateCustomer = customerStatic
                ? null
                : session.prepare(
                        "UPDATE " + table + " SET " + String.join(" = ?, ", Order.CUSTOMER_COLUMNS) + " = ?" + where);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean isBase() {
        return false;
    }

    @Override
    public Order map(Row row) {
        return Order.read(row);
    }

    @Override
    public List<Object> primaryKey(Order order) {
        List<Object> key = new ArrayList<>();
        for (Object value : pick(order, keyPositions)) {
            key.add(value instanceof Instant instant ? StoredForm.timestamp(instant) : value);
        }
        return key;
    }

    @Override
    public List<Object> values(Order order) {
        return pick(order, valuePositions);
    }

    @Override
    public BoundStatement bindInsert(Order order) {
        return insert.bind(order.columnValues().toArray()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindDelete(Order order) {
        return delete.bind(pick(order, keyPositions).toArray()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindDeleteAt(Order order, long timestamp) {
        List<Object> values = new ArrayList<>();
        values.add(timestamp);
        values.addAll(pick(order, keyPositions));
        return deleteAt.bind(values.toArray()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindSelectRow(Order order) {
        return selectRow.bind(pick(order, keyPositions).toArray());
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind();
    }

    /**
     * Live reference {@code Order.customer}: {@code UPDATE t SET customer_name = ?, customer_email = ?,
     * customer_since = ? WHERE <this table's key of order>}; only where the customer's columns are
     * not static.
     */
    BoundStatement bindUpdateCustomer(Order order, Customer customer) {
        List<Object> values = new ArrayList<>(Order.customerValues(customer));
        values.addAll(pick(order, keyPositions));
        return updateCustomer.bind(values.toArray()).setIdempotent(true);
    }

    /**
     * {@link #bindUpdateCustomer(Order, Customer)} with the customer's columns as {@code values} (this
     * update, bound for another order) binds them, as the generated tables do.
     */
    BoundStatement bindUpdateCustomer(Order order, BoundStatement values) {
        BoundStatement bound = bindUpdateCustomer(order, new Customer(null, null, null, null));
        for (int i = 0; i < Order.CUSTOMER_COLUMNS.size(); i++) {
            bound = bound.setBytesUnsafe(i, values.getBytesUnsafe(i));
        }
        return bound;
    }

    private static List<Object> pick(Order order, List<Integer> positions) {
        List<Object> all = order.columnValues();
        List<Object> picked = new ArrayList<>();
        positions.forEach(position -> picked.add(all.get(position)));
        return picked;
    }
}
