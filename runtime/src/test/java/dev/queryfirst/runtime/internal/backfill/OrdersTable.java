package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.TokenRangeTable;
import java.util.Arrays;
import java.util.List;

/**
 * The base table of {@link Order}, keyed by id, written by hand in the shape a generated table
 * class has, plus what a backfill source provides ({@link TokenRangeTable}).
 */
final class OrdersTable implements TokenRangeTable<Order> {

    private final String keyspace;
    private final String name;
    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;

    OrdersTable(CqlSession session, String keyspace, String name) {
        this.keyspace = keyspace;
        this.name = name;
        session.execute("CREATE TABLE IF NOT EXISTS " + qualifiedName()
                + " (id uuid PRIMARY KEY, customer text, placed_at timestamp, total decimal, note text)");
        this.insert =
                session.prepare("INSERT INTO " + qualifiedName() + " (" + Order.COLUMNS + ") VALUES (?, ?, ?, ?, ?)");
        this.delete = session.prepare("DELETE FROM " + qualifiedName() + " WHERE id = ?");
        this.selectRow = session.prepare("SELECT " + Order.COLUMNS + " FROM " + qualifiedName() + " WHERE id = ?");
        this.scan = session.prepare("SELECT " + Order.COLUMNS + " FROM " + qualifiedName());
    }

    @Override
    public String qualifiedName() {
        return keyspace + "." + name;
    }

    @Override
    public String selectedColumns() {
        return Order.COLUMNS;
    }

    @Override
    public List<String> partitionKeyColumns() {
        return List.of("id");
    }

    @Override
    public List<String> writeTimeColumns() {
        return List.of("customer", "placed_at", "total", "note");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean isBase() {
        return true;
    }

    @Override
    public Order map(Row row) {
        return Order.read(row);
    }

    @Override
    public List<Object> primaryKey(Order order) {
        return List.of(order.id());
    }

    @Override
    public List<Object> values(Order order) {
        return Arrays.asList(order.customer(), order.placedAt(), order.total(), order.note());
    }

    @Override
    public BoundStatement bindInsert(Order order) {
        return insert.bind(order.id(), order.customer(), order.placedAt(), order.total(), order.note())
                .setIdempotent(true);
    }

    @Override
    public BoundStatement bindDelete(Order order) {
        return delete.bind(order.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindSelectRow(Order order) {
        return selectRow.bind(order.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind().setIdempotent(true);
    }
}
