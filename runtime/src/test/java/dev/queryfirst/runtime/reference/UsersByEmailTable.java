package dev.queryfirst.runtime.reference;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.MovableTable;
import dev.queryfirst.runtime.internal.Prepared;
import java.util.Arrays;
import java.util.List;

/**
 * Table {@code users_by_email}: serves {@code byEmail} of {@link User}. Its key holds
 * {@code email}, which is not part of the entity key: changing a user's email moves the row.
 */
public final class UsersByEmailTable implements MovableTable<User> {

    public static final String NAME = "users_by_email";

    public static final String EMAIL = "email";
    public static final String USERNAME = "username";
    public static final String NAME_COLUMN = "name";

    public static final String CREATE_CQL = createCql(DemoSchema.KEYSPACE);

    /** The selected columns, in the order {@link #map(Row)} reads them. */
    private static final String COLUMNS = "username, email, name";

    private final PreparedStatement insert;
    private final PreparedStatement delete;
    private final PreparedStatement deleteAt;
    private final PreparedStatement selectRow;
    private final PreparedStatement scan;
    private final PreparedStatement selectByEmail;

    public UsersByEmailTable(Prepared prepared, String keyspace) {
        this.insert = prepared.get(insertCql(keyspace));
        this.delete = prepared.get(deleteCql(keyspace));
        this.deleteAt = prepared.get(deleteAtCql(keyspace));
        this.selectRow = prepared.get(selectRowCql(keyspace));
        this.scan = prepared.get(scanCql(keyspace));
        this.selectByEmail = prepared.get(selectByEmailCql(keyspace));
    }

    public static String createCql(String keyspace) {
        return "CREATE TABLE IF NOT EXISTS " + keyspace + ".users_by_email (\n"
                + "  email text,\n"
                + "  username text,\n"
                + "  name text,\n"
                + "  PRIMARY KEY (email, username)\n"
                + ") WITH comment = 'User: byEmail'";
    }

    /** Every statement this table prepares. */
    public static List<String> statements(String keyspace) {
        return List.of(
                insertCql(keyspace),
                deleteCql(keyspace),
                deleteAtCql(keyspace),
                selectRowCql(keyspace),
                scanCql(keyspace),
                selectByEmailCql(keyspace));
    }

    public static String insertCql(String keyspace) {
        return "INSERT INTO " + keyspace + ".users_by_email (email, username, name) VALUES (?, ?, ?)";
    }

    public static String deleteCql(String keyspace) {
        return "DELETE FROM " + keyspace + ".users_by_email WHERE email = ? AND username = ?";
    }

    public static String deleteAtCql(String keyspace) {
        return "DELETE FROM " + keyspace + ".users_by_email USING TIMESTAMP ? WHERE email = ? AND username = ?";
    }

    public static String selectRowCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".users_by_email WHERE email = ? AND username = ?";
    }

    public static String scanCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".users_by_email";
    }

    /** {@code byEmail}: the users of one email, by username. */
    public static String selectByEmailCql(String keyspace) {
        return "SELECT " + COLUMNS + " FROM " + keyspace + ".users_by_email WHERE email = ?";
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isBase() {
        return false;
    }

    @Override
    public User map(Row row) {
        return new User(row.getString(0), row.getString(1), row.getString(2));
    }

    @Override
    public List<Object> primaryKey(User entity) {
        return List.of(entity.email(), entity.username());
    }

    @Override
    public List<Object> values(User entity) {
        return Arrays.asList(entity.name());
    }

    @Override
    public BoundStatement bindInsert(User entity) {
        return insert.boundStatementBuilder()
                .setString(0, entity.email())
                .setString(1, entity.username())
                .setString(2, entity.name())
                .build();
    }

    @Override
    public BoundStatement bindDelete(User entity) {
        return bindKey(delete, entity);
    }

    @Override
    public BoundStatement bindDeleteAt(User entity, long timestamp) {
        return deleteAt.boundStatementBuilder()
                .setLong(0, timestamp)
                .setString(1, entity.email())
                .setString(2, entity.username())
                .build();
    }

    @Override
    public BoundStatement bindSelectRow(User entity) {
        return bindKey(selectRow, entity);
    }

    @Override
    public BoundStatement bindScan() {
        return scan.bind();
    }

    /** {@code byEmail}. */
    public BoundStatement bindSelectByEmail(String email) {
        return selectByEmail.boundStatementBuilder().setString(0, email).build();
    }

    private static BoundStatement bindKey(PreparedStatement statement, User entity) {
        return statement
                .boundStatementBuilder()
                .setString(0, entity.email())
                .setString(1, entity.username())
                .build();
    }
}
