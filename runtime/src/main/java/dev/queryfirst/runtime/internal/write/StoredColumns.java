package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;

/**
 * Where each column a table's insert writes sits in a row read from the entity's base table (or
 * the table a blind save reads): the row a save compares with, by the stored bytes, instead of
 * binding the previous state again for every table it writes (see {@link RowWrites}).
 *
 * <pre>{@code
 * int[] at = StoredColumns.of(byEmail.bindInsert(user).getPreparedStatement().getVariableDefinitions(),
 *         row.getColumnDefinitions());
 * // INSERT INTO users_by_email (email, user_id, name) … over SELECT user_id, name, email …: [2, 0, 1]
 * }</pre>
 *
 * <p>Every table of an entity holds every attribute under the same column name
 * (docs/mapping-rules.md, "Columns"); what a row does not hold is a computed key column (a bucket,
 * the shard), {@code -1}. The mapping is worked out once per pair of column lists and kept: a
 * save allocates nothing for it.
 */
final class StoredColumns {

    private static final IdentitySlots<ColumnDefinitions, ColumnDefinitions, int[]> MAPPINGS =
            new IdentitySlots<>(StoredColumns::mapping);

    private StoredColumns() {}

    /** The index in {@code read} of each column of {@code written}, by name; -1 where {@code read} has none. */
    static int[] of(ColumnDefinitions written, ColumnDefinitions read) {
        return MAPPINGS.get(written, read);
    }

    private static int[] mapping(ColumnDefinitions written, ColumnDefinitions read) {
        int[] at = new int[written.size()];
        for (int i = 0; i < at.length; i++) {
            at[i] = read.firstIndexOf(written.get(i).getName());
        }
        return at;
    }
}
