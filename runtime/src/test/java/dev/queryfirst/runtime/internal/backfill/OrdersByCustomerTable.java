package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.EntityTable;
import java.util.Arrays;
import java.util.List;

/** The new table of {@link Order} that a backfill fills: orders by customer, newest first. */
final class OrdersByCustomerTable implements EntityTable<Order> {

    private final String name;
    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;

    OrdersByCustomerTable(CqlSession session, String keyspace, String name) {
        this.name = name;
        String table = keyspace + "." + name;
        session.execute(createCql(keyspace, name));
        this.insert = session.prepare("INSERT INTO " + table + " (" + Order.COLUMNS + ") VALUES (?, ?, ?, ?, ?)");
        this.delete = session.prepare("DELETE FROM " + table + " WHERE customer = ? AND placed_at = ? AND id = ?");
        this.selectRow = session.prepare(
                "SELECT " + Order.COLUMNS + " FROM " + table + " WHERE customer = ? AND placed_at = ? AND id = ?");
        this.scan = session.prepare("SELECT " + Order.COLUMNS + " FROM " + table);
    }

    static String createCql(String keyspace, String name) {
        return "CREATE TABLE IF NOT EXISTS " + keyspace + "." + name + " (customer text, placed_at timestamp, id uuid,"
                + " total decimal, note text, PRIMARY KEY (customer, placed_at, id))"
                + " WITH CLUSTERING ORDER BY (placed_at DESC, id ASC)";
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
        return List.of(order.customer(), order.placedAt(), order.id());
    }

    @Override
    public List<Object> values(Order order) {
        return Arrays.asList(order.total(), order.note());
    }

    @Override
    public BoundStatement bindInsert(Order order) {
        return insert.bind(order.id(), order.customer(), order.placedAt(), order.total(), order.note())
                .setIdempotent(true);
    }

    @Override
    public BoundStatement bindDelete(Order order) {
        return delete.bind(order.customer(), order.placedAt(), order.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindSelectRow(Order order) {
        return selectRow.bind(order.customer(), order.placedAt(), order.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind().setIdempotent(true);
    }
}
