package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.ListType;

/**
 * What {@link RowWrites} needs to know of a table's two write statements, worked out once per
 * prepared insert instead of on every write: each insert column's type, whether it holds a
 * collection and whether the elements update writes it element by element, and which insert column
 * each of the update's markers binds. Looked up by name on every write, they cost about a quarter
 * of a new row's client work (BENCHMARKS.md, "Client work per shape"); kept in {@link
 * IdentitySlots}. Any other statement's markers (a copy's update) have a shape without elements
 * update: their types alone. Immutable once built.
 */
final class RowShape {

    final DataType[] types;
    final boolean[] collection;
    final boolean[] elementwise;
    /** For each marker of the elements update, the insert column it binds. */
    final int[] markerColumn;
    /** For each marker of the elements update, whether it binds a list. */
    final boolean[] markerList;

    private RowShape(ColumnDefinitions columns, PreparedStatement elements) {
        int size = columns.size();
        types = new DataType[size];
        collection = new boolean[size];
        elementwise = new boolean[size];
        for (int i = 0; i < size; i++) {
            types[i] = columns.get(i).getType();
            collection[i] = CollectionDelta.isCollection(types[i]);
        }
        ColumnDefinitions markers = elements == null ? null : elements.getVariableDefinitions();
        int count = markers == null ? 0 : markers.size();
        markerColumn = new int[count];
        markerList = new boolean[count];
        for (int j = 0; j < count; j++) {
            int i = columns.firstIndexOf(markers.get(j).getName());
            if (i < 0) {
                throw new IllegalStateException(elements.getQuery() + " binds "
                        + markers.get(j).getName() + ", which the table's insert does not write");
            }
            markerColumn[j] = i;
            markerList[j] = types[i] instanceof ListType;
            // The statement's other markers are the key's, and a key holds no collection; a static
            // collection is not named by it (a row's previous state says nothing of it).
            elementwise[i] = collection[i];
        }
    }

    private static final IdentitySlots<ColumnDefinitions, PreparedStatement, RowShape> SHAPES =
            new IdentitySlots<>(RowShape::new);

    /**
     * The shape of an insert whose columns are {@code columns} and whose elements update is {@code
     * elements} (null when the table has none), kept for the next write of the same statements.
     */
    static RowShape of(ColumnDefinitions columns, PreparedStatement elements) {
        return SHAPES.get(columns, elements);
    }
}
