package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.EntityTable;
import java.util.Arrays;
import java.util.List;

/** Table {@code customers}: the base table of {@link Customer}, the source of truth of its live copies. */
final class CustomersTable implements EntityTable<Customer> {

    static final String NAME = "customers";

    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;

    CustomersTable(CqlSession session, String keyspace) {
        String table = keyspace + "." + NAME;
        session.execute("CREATE TABLE IF NOT EXISTS " + table
                + " (id uuid, name text, email text, since timestamp, PRIMARY KEY (id))");
        this.insert = session.prepare("INSERT INTO " + table + " (id, name, email, since) VALUES (?, ?, ?, ?)");
        this.delete = session.prepare("DELETE FROM " + table + " WHERE id = ?");
        this.selectRow = session.prepare("SELECT id, name, email, since FROM " + table + " WHERE id = ?");
        this.scan = session.prepare("SELECT id, name, email, since FROM " + table);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isBase() {
        return true;
    }

    @Override
    public Customer map(Row row) {
        return new Customer(row.getUuid(0), row.getString(1), row.getString(2), row.getInstant(3));
    }

    @Override
    public List<Object> primaryKey(Customer customer) {
        return List.of(customer.id());
    }

    @Override
    public List<Object> values(Customer customer) {
        return Arrays.asList(customer.name(), customer.email(), customer.since());
    }

    @Override
    public BoundStatement bindInsert(Customer customer) {
        return insert.bind(customer.id(), customer.name(), customer.email(), customer.since())
                .setIdempotent(true);
    }

    @Override
    public BoundStatement bindDelete(Customer customer) {
        return delete.bind(customer.id()).setIdempotent(true);
    }

    @Override
    public BoundStatement bindSelectRow(Customer customer) {
        return selectRow.bind(customer.id());
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind();
    }
}
