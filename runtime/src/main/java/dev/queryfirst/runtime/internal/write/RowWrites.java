package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.data.GettableByIndex;
import com.datastax.oss.driver.api.core.type.DataType;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * The statements that write one row of a table with no tombstone an expert's hand-written CQL
 * would not leave. A tombstone is a cell Cassandra stores, reads past and keeps until compaction
 * after {@code gc_grace_seconds}; a whole-row {@code INSERT} leaves one for every null it binds and
 * one for every non-frozen collection it writes (the collection's previous elements are deleted
 * first). So:
 *
 * <ul>
 *   <li>a null is left unset (nothing written) unless the row held a value there, which it then
 *       deletes: nulls of a new row, or of a row an entity moved into, cost nothing;
 *   <li>a non-frozen set or map is written element by element, by the table's
 *       {@code UPDATE … SET c = c + ?, c = c - ?}: the elements added, and a tombstone for each
 *       element removed, nothing else (a static one, shared by the rows of its partition, is
 *       written whole when it changes);
 *   <li>a non-frozen list that only grew is appended to ({@code c = c + ?}); any other change
 *       rewrites it whole (one tombstone: a list's order has no cheaper write). An append is not
 *       idempotent, so where a retry must converge ({@code appendLists} false) a changed list is
 *       always rewritten whole;
 *   <li>every other value is written again, changed or not: the row ends as this write says
 *       whatever an earlier write left, and the entity's copies stay alike.
 * </ul>
 *
 * <p>Values are compared as Cassandra stores them: their serialized bytes (an {@code Instant} in
 * whole milliseconds), a set's or map's elements in any order, an empty collection as none.
 *
 * <pre>{@code
 * List<BoundStatement> statements = RowWrites.of(
 *         orders.bindInsert(order), orders.bindInsert(previous), orders.updateElements(), true, false);
 * // INSERT INTO shop.orders_by_id (…, tags, items) VALUES (…, <unset>, <unset>)
 * // UPDATE shop.orders_by_id SET tags = tags + {'eco'}, tags = tags - {'gift'}, items = items + ? WHERE order_id = ?
 * }</pre>
 */
public final class RowWrites {

    private RowWrites() {}

    /**
     * The statements writing {@code current}'s row: its insert, then, when a collection changed
     * element by element, the update of those elements. The update is marked not idempotent when
     * it appends to a list.
     *
     * @param current the table's whole-row insert of the new state: every column bound, a null as
     *     null (an unset value counts as null)
     * @param previous the same for the state the row holds now; null when it holds none (a new
     *     entity, or a row the entity moves into)
     * @param elements the table's update of its non-frozen collections, element by element; null
     *     when it has none (its collections are then written whole when they change)
     * @param appendLists whether a list that only grew is appended to, rather than rewritten
     * @param renew whether every element is written again, changed or not: the row has a TTL, which
     *     each write restarts
     */
    public static List<BoundStatement> of(
            BoundStatement current,
            BoundStatement previous,
            PreparedStatement elements,
            boolean appendLists,
            boolean renew) {
        return of(current, previous, null, elements, appendLists, renew);
    }

    /**
     * {@link #of(BoundStatement, BoundStatement, PreparedStatement, boolean, boolean)} over the
     * row's previous state as {@code previous}, a row of the same entity read from its base table
     * (or from the table a blind save reads), holds it: its stored bytes, compared without being
     * decoded, so that a save binds the state it read for no table. The row stays where it is
     * (same primary key): a computed key column the row does not hold is as {@code current} binds it.
     *
     * @param previous the row read; null when there is none (a new entity, or a row the entity moves into)
     */
    public static List<BoundStatement> ofStored(
            BoundStatement current, Row previous, PreparedStatement elements, boolean appendLists, boolean renew) {
        int[] at = previous == null
                ? null
                : StoredColumns.of(
                        current.getPreparedStatement().getVariableDefinitions(), previous.getColumnDefinitions());
        return of(current, previous, at, elements, appendLists, renew);
    }

    /** @param at where each column of {@code current} sits in {@code previous}; null: at the same index */
    private static List<BoundStatement> of(
            BoundStatement current,
            GettableByIndex previous,
            int[] at,
            PreparedStatement elements,
            boolean appendLists,
            boolean renew) {
        RowShape shape = RowShape.of(current.getPreparedStatement().getVariableDefinitions(), elements);
        boolean[] elementwise = shape.elementwise;
        int size = shape.types.length;
        CollectionDelta[] deltas = elements == null ? null : new CollectionDelta[size];
        // The insert is bound again only where it must differ from current: most writes of a new row
        // send current as it is, or with its collections unset. One change copies the statement (a
        // new row's one map unset), more go through a builder, which costs more for one.
        BoundStatement changed = current;
        BoundStatementBuilder row = null;
        for (int i = 0; i < size; i++) {
            DataType type = shape.types[i];
            boolean collection = shape.collection[i];
            ByteBuffer now = stored(current, i, collection);
            ByteBuffer before = previous == null ? null : stored(previous, at, i, collection, now);
            boolean write;
            if (elementwise[i]) {
                CollectionDelta delta = CollectionDelta.of(type, now, before, appendLists, renew);
                write = delta.rewrite();
                if (!write) {
                    deltas[i] = delta;
                }
            } else if (now != null) {
                // A collection written whole (frozen, static) that holds these elements already needs no write.
                write = !(collection && !renew && CollectionDelta.sameValue(type, now, before));
            } else {
                write = before != null;
            }
            boolean asBound = write ? current.isSet(i) && current.getBytesUnsafe(i) == now : !current.isSet(i);
            if (asBound) {
                continue;
            }
            if (changed == current) {
                changed = write ? current.setBytesUnsafe(i, now) : current.unset(i);
            } else {
                row = row == null ? new BoundStatementBuilder(changed) : row;
                if (write) {
                    row.setBytesUnsafe(i, now);
                } else {
                    row.unset(i);
                }
            }
        }
        BoundStatement insert = row != null ? row.setIdempotence(true).build() : changed;
        insert = Boolean.TRUE.equals(insert.isIdempotent()) ? insert : insert.setIdempotent(true);
        BoundStatement update = elements == null ? null : elementsUpdate(shape, elements, current, deltas);
        return update == null ? List.of(insert) : List.of(insert, update);
    }

    /**
     * Whether writing {@code insert} as it is bound would leave a tombstone: a marker bound to null,
     * or a collection that {@code elements} writes element by element (a non-frozen collection, which
     * a whole write deletes first, even when empty). What makes a blind save read the row first.
     *
     * @param elements the table's update of its non-frozen collections; null when it has none
     */
    public static boolean clears(BoundStatement insert, PreparedStatement elements) {
        // Asked before every blind save: it allocates nothing (no array of flags, no iterator).
        ColumnDefinitions columns = insert.getPreparedStatement().getVariableDefinitions();
        for (int i = 0; i < columns.size(); i++) {
            if (insert.isSet(i) && insert.getBytesUnsafe(i) == null) {
                return true;
            }
        }
        if (elements == null) {
            return false;
        }
        RowShape shape = RowShape.of(columns, elements);
        for (int i : shape.markerColumn) {
            if (insert.isSet(i) && shape.collection[i]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether two whole-row inserts of one table hold the same row as Cassandra stores it: what
     * decides that a save changes nothing.
     */
    public static boolean same(BoundStatement a, BoundStatement b) {
        RowShape shape = RowShape.of(a.getPreparedStatement().getVariableDefinitions(), null);
        for (int i = 0; i < shape.types.length; i++) {
            boolean collection = shape.collection[i];
            if (!CollectionDelta.sameValue(shape.types[i], stored(a, i, collection), stored(b, i, collection))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code statement} binds a null or a collection: a value {@link #withoutUnchanged} may
     * leave unset, so that binding the statement for the state a row holds is worth it. Asked for
     * every copy a propagation rewrites: the columns' types come from {@link RowShape}, worked out
     * once per statement, since testing each marker's type against the three collection types cost
     * a sixth of a rename's client work (BENCHMARKS.md, "Client work per shape").
     */
    public static boolean bindsNullOrCollection(BoundStatement statement) {
        boolean[] collection = RowShape.of(statement.getPreparedStatement().getVariableDefinitions(), null).collection;
        for (int i = 0; i < collection.length; i++) {
            if (statement.isSet(i) && (collection[i] || statement.getBytesUnsafe(i) == null)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code insert}, a whole-row insert of the table {@code stored} was read from (or of a
     * table holding the same values), writes the row as Cassandra stores it already: what decides,
     * from the stored bytes alone, that a save changes nothing. A computed key column the row does
     * not hold counts as unchanged (the row was read by the same key).
     */
    public static boolean same(Row stored, BoundStatement insert) {
        ColumnDefinitions columns = insert.getPreparedStatement().getVariableDefinitions();
        int[] at = StoredColumns.of(columns, stored.getColumnDefinitions());
        RowShape shape = RowShape.of(columns, null);
        for (int i = 0; i < at.length; i++) {
            DataType type = shape.types[i];
            boolean collection = shape.collection[i];
            ByteBuffer now = stored(insert, i, collection);
            if (!CollectionDelta.sameValue(type, now, stored(stored, at, i, collection, now))) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code current}, a write of a row that {@code previous} (the same statement, bound for the state
     * the row holds; null when it holds none) wrote before, with what needs no writing left unset: a
     * null where no value is stored, a non-frozen collection that holds these elements already. For
     * a statement that cannot be split in two (a lightweight transaction), a changed collection is
     * still written whole.
     *
     * @param kept a column whose markers stay as they are (a transaction's condition on it may be
     *     null); null for none
     */
    public static BoundStatement withoutUnchanged(BoundStatement current, BoundStatement previous, CqlIdentifier kept) {
        ColumnDefinitions markers = current.getPreparedStatement().getVariableDefinitions();
        RowShape shape = RowShape.of(markers, null);
        BoundStatement result = current;
        for (int i = 0; i < shape.types.length; i++) {
            if (kept != null && markers.get(i).getName().equals(kept)) {
                continue;
            }
            boolean collection = shape.collection[i];
            ByteBuffer now = stored(current, i, collection);
            ByteBuffer before = previous == null ? null : stored(previous, i, collection);
            boolean nothingToClear = now == null && before == null;
            boolean sameElements = collection && CollectionDelta.sameValue(shape.types[i], now, before);
            if (current.isSet(i) && (nothingToClear || sameElements)) {
                result = result.unset(i);
            }
        }
        return result;
    }

    /**
     * The elements update: each marker of a collection's addition or removal (in that order, as the
     * table's statement names them, by column) bound to its delta, the key's markers to the
     * insert's; null when no element changes.
     */
    private static BoundStatement elementsUpdate(
            RowShape shape, PreparedStatement elements, BoundStatement current, CollectionDelta[] deltas) {
        BoundStatementBuilder update = elements.boundStatementBuilder();
        boolean[] added = new boolean[shape.types.length];
        boolean changes = false;
        boolean idempotent = true;
        for (int j = 0; j < shape.markerColumn.length; j++) {
            int i = shape.markerColumn[j];
            CollectionDelta delta = deltas[i];
            if (shape.elementwise[i]) {
                boolean addition = !added[i];
                added[i] = true;
                ByteBuffer value = delta == null ? null : addition ? delta.added() : delta.removed();
                if (value != null) {
                    update.setBytesUnsafe(j, value);
                    changes = true;
                    idempotent &= !(addition && delta.appends());
                } else if (shape.markerList[j]) {
                    // Cassandra 5.0 fails on an unset list append (ClassCastException on the node): append
                    // nothing instead. Sets and maps leave an unset marker alone.
                    update.setBytesUnsafe(j, CollectionDelta.EMPTY.duplicate());
                }
            } else {
                update.setBytesUnsafe(j, current.getBytesUnsafe(i));
            }
        }
        return changes ? update.setIdempotence(idempotent).build() : null;
    }

    /**
     * The value of column {@code i} of an insert in {@code previous}, as Cassandra stores it:
     * {@code previous} is the same insert ({@code at} null) or a row read ({@code at} its columns);
     * {@code now}, the value written, where the row holds no such column (a computed key column).
     */
    private static ByteBuffer stored(GettableByIndex previous, int[] at, int i, boolean collection, ByteBuffer now) {
        if (previous instanceof BoundStatement statement) {
            return stored(statement, i, collection);
        }
        int j = at[i];
        if (j < 0) {
            return now;
        }
        ByteBuffer bytes = previous.getBytesUnsafe(j);
        return bytes == null || (collection && CollectionDelta.isEmpty(bytes)) ? null : bytes;
    }

    /** The value as Cassandra stores it: null when unset or null, or an empty collection. */
    private static ByteBuffer stored(BoundStatement statement, int i, boolean collection) {
        if (!statement.isSet(i)) {
            return null;
        }
        ByteBuffer bytes = statement.getBytesUnsafe(i);
        return bytes == null || (collection && CollectionDelta.isEmpty(bytes)) ? null : bytes;
    }
}
