package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TableModel;
import java.util.List;

/** A table in Chebotko's notation (Chebotko et al. Fig. 6), one column per line, for assertions. */
final class Chebotko {

    private Chebotko() {}

    /** {@code venue_name text K}, {@code year int C↓}, {@code artifact_id int C↑}, {@code title text}. */
    static List<String> columns(TableModel table) {
        return table.columns().stream().map(Chebotko::column).toList();
    }

    private static String column(ColumnModel column) {
        String marker = switch (column.kind()) {
            case PARTITION_KEY -> " K";
            case CLUSTERING -> column.descending() ? " C↓" : " C↑";
            case STATIC -> " S";
            case REGULAR -> "";
        };
        return column.name() + " " + column.cqlType() + marker;
    }
}
