package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.Row;

/**
 * Turns a row into an entity. Generated table classes read columns by index, in the order of
 * their {@code SELECT}.
 *
 * <pre>{@code
 * RowMapper<User> mapper = row -> new User(row.getString(0), row.getString(1), row.getString(2));
 * }</pre>
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface RowMapper<T> {
    T map(Row row);
}
