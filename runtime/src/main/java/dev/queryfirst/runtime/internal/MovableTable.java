package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.cql.BoundStatement;

/**
 * A table whose primary key holds attributes outside the entity key (an e-mail, a status, a
 * timestamp): when they change, the entity's row moves. The DAO deletes the old row and writes
 * the new one in one batch, the delete at a write time just below the insert's, so that even a
 * move between two rows that are really one (a key that only looked changed) keeps the new row.
 *
 * <pre>{@code
 * writer.batch().move(byEmail, previous, user).execute();
 * // DELETE FROM users_by_email USING TIMESTAMP t - 1 WHERE email = 'old@example.com'
 * // INSERT INTO users_by_email (...) VALUES (...)   -- at t
 * }</pre>
 *
 * @param <E> the entity type
 */
public interface MovableTable<E> extends EntityTable<E> {

    /**
     * Deletes the row of {@code entity}, found by {@link #primaryKey(Object)}, at write time
     * {@code timestamp} (microseconds since the epoch).
     */
    BoundStatement bindDeleteAt(E entity, long timestamp);

    /**
     * Whether {@code previous} and {@code current} have the same row in this table: their
     * {@link #primaryKey(Object)}s are equal. What every save asks of each table whose rows may
     * move; generated tables compare the key's values one by one, without building both lists.
     *
     * <pre>{@code
     * byEmail.sameRow(user, user.withName("Alice B."));          // true: the row stays
     * byEmail.sameRow(user, user.withEmail("ab@example.com"));   // false: the row moves
     * }</pre>
     */
    default boolean sameRow(E previous, E current) {
        return primaryKey(previous).equals(primaryKey(current));
    }
}
