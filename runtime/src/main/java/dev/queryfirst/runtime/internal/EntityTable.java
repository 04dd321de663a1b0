package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.List;

/**
 * One table holding copies of entity {@code E}, with its statements prepared. Generated table
 * classes implement it; the writer, the audit and the DAO use it to treat every copy alike.
 *
 * <pre>{@code
 * UsersByEmailTable byEmail = new UsersByEmailTable(prepared, "app");
 * writer.batch().insert(byEmail, user).execute();
 * byEmail.primaryKey(user);   // [alice@example.com, alice]
 * }</pre>
 *
 * <p>Every table of an entity holds every attribute (docs/mapping-rules.md, "Columns"), so any row
 * maps back to a whole entity.
 *
 * @param <E> the entity type
 */
public interface EntityTable<E> {

    /** The table name, without keyspace. */
    String name();

    /**
     * Whether this is the entity's base table: the source of truth keyed by the entity key, read
     * before updates and deletes, and written last in {@link WriteMode#PARALLEL} mode.
     */
    boolean isBase();

    /**
     * Whether {@code entity} has a row in this table. False when an attribute the table is keyed
     * by, outside the entity key, is null: the table is sparse
     * (docs/mapping-rules.md, "Sparse tables"), and an unassigned ticket has no row in
     * {@code tickets_by_assignee}. The writer, the audit and backfills skip such a table for such
     * an entity; {@link #primaryKey(Object)} and the binders are only called for entities it holds.
     *
     * <pre>{@code
     * byAssignee.holds(new Ticket(id, "printer jammed", null));   // false: no row, nothing written
     * }</pre>
     */
    default boolean holds(E entity) {
        return true;
    }

    /** The entity a row of this table holds; the row comes from this table's {@code SELECT}. */
    E map(Row row);

    /**
     * The values of this table's primary key for {@code entity}, in key order (bucket included),
     * in the form Cassandra compares them ({@link StoredForm}): two entities have the same row
     * exactly when these lists are equal.
     */
    List<Object> primaryKey(E entity);

    /** The values of the other columns for {@code entity}, in column order (nulls allowed). */
    List<Object> values(E entity);

    /**
     * Writes the whole row of {@code entity} (idempotent; carries the TTL, if any): every column
     * bound, a null as null. The audit's repair writes it as it is; the DAO's writes derive from it
     * the statements that leave no needless tombstone ({@link dev.queryfirst.runtime.internal.write.RowWrites}).
     */
    BoundStatement bindInsert(E entity);

    /**
     * The {@code UPDATE} of this table's non-frozen collections element by element, by primary key
     * and with the TTL, if any: {@code c = c + ?, c = c - ?} for each set and map,
     * {@code c = c + ?} for each list, in column order (see
     * {@link dev.queryfirst.runtime.internal.write.RowWrites}); null when the table has none.
     */
    default PreparedStatement updateElements() {
        return null;
    }

    /** Deletes the row of {@code entity}, found by {@link #primaryKey(Object)}. */
    BoundStatement bindDelete(E entity);

    /** Reads the row of {@code entity}, found by {@link #primaryKey(Object)}. */
    BoundStatement bindSelectRow(E entity);

    /** Reads every row of the table (audit only: a full scan). */
    BoundStatement bindScan();
}
