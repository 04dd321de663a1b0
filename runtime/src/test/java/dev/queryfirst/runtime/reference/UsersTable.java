package dev.queryfirst.runtime.reference;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Prepared;
import java.util.Arrays;
import java.util.List;

/** Table {@code users}: the base table of {@link User}, keyed by {@code username}. */
public final class UsersTable implements EntityTable<User> {

    public static final String NAME = "users";

    public static final String USERNAME = "username";
    public static final String EMAIL = "email";
    public static final String NAME_COLUMN = "name";

    public static final String CREATE_CQL = createCql(DemoSchema.KEYSPACE);

    /** The selected columns, in the order {@link #map(Row)} reads them. */
    private static final String COLUMNS = "username, email, name";

    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;

    public UsersTable(Prepared prepared, String keyspace) {
        this.insert = prepared.get(insertCql(keyspace));
        this.delete = prepared.get(deleteCql(keyspace));
        this.selectRow = prepared.get(selectRowCql(keyspace));
        this.scan = prepared.get(scanCql(keyspace));
    }

    public static String createCql(String keyspace) {
        return "CREATE TABLE IF NOT EXISTS " + keyspace + ".users (\n"
                + "  username text,\n"
                + "  email text,\n"
                + "  name text,\n"
                + "  PRIMARY KEY (username)\n"
                + ") WITH comment = 'User: base table'";
    }

    /** Every statement this table prepares. */
    public static List<String> statements(String keyspace) {
        return List.of(insertCql(keyspace), deleteCql(keyspace), selectRowCql(keyspace), scanCql(keyspace));
    }

    public static String insertCql(String keyspace) {
        return "INSERT INTO " + keyspace + ".users (username, email, name) VALUES (?, ?, ?)";
    }

    public static String deleteCql(String keyspace) {
        return "DELETE FROM " + keyspace + ".users WHERE username = ?";
    }

    /** The row of one user; also serves {@code findByKey}. */
    public static String selectRowCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".users WHERE username = ?";
    }

    public static String scanCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".users";
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
    public User map(Row row) {
        return new User(row.getString(0), row.getString(1), row.getString(2));
    }

    @Override
    public List<Object> primaryKey(User entity) {
        return List.of(entity.username());
    }

    @Override
    public List<Object> values(User entity) {
        return Arrays.asList(entity.email(), entity.name());
    }

    @Override
    public BoundStatement bindInsert(User entity) {
        return insert.boundStatementBuilder()
                .setString(0, entity.username())
                .setString(1, entity.email())
                .setString(2, entity.name())
                .build();
    }

    @Override
    public BoundStatement bindDelete(User entity) {
        return delete.boundStatementBuilder().setString(0, entity.username()).build();
    }

    @Override
    public BoundStatement bindSelectRow(User entity) {
        return bindSelectByKey(entity.username());
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind();
    }

    /** {@code findByKey}: the row of {@code username}. */
    public BoundStatement bindSelectByKey(String username) {
        return selectRow.boundStatementBuilder().setString(0, username).build();
    }
}
