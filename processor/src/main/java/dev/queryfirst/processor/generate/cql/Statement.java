package dev.queryfirst.processor.generate.cql;

import dev.queryfirst.processor.model.ColumnModel;
import java.util.List;

/**
 * A statement a table class prepares: its text, the values it binds in marker order, and the
 * columns a {@code SELECT} returns in result order. Binding and reading code walks these lists,
 * so a position is always an index into them.
 *
 * @param name the statement's field in the table class ({@code insert}, {@code selectRecentBySource})
 * @param text the CQL, around the keyspace-qualified table name
 * @param markers the bound values, in the order of the {@code ?} markers
 * @param results the returned columns, in order; empty for a write
 * @param doc one sentence saying what it does, for the generated Javadoc
 */
public record Statement(String name, CqlText text, List<Marker> markers, List<Marker> results, String doc) {

    /** The position of {@code column}'s value among the results. */
    public int resultIndex(ColumnModel column) {
        return indexOf(new Marker(Marker.Role.VALUE, column));
    }

    /** The position of result {@code marker}. */
    public int indexOf(Marker marker) {
        int index = results.indexOf(marker);
        if (index < 0) {
            throw new IllegalArgumentException(name + " returns no " + marker.label());
        }
        return index;
    }
}
