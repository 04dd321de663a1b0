package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;

/**
 * Which tables a backfill can read (docs/schema-evolution.md, "Backfill"), decided once for the table classes (which then
 * implement {@code TokenRangeTable}) and the schema class (which then backfills from them): the
 * base table, or every table of an immutable entity (the schema class reads its first), when it
 * has a column whose write time says when its row was written.
 */
public final class BackfillSources {

    private BackfillSources() {}

    /** Whether {@code table} of {@code entity} can be scanned by token range for a backfill. */
    public static boolean isSource(EntityModel entity, TableModel table) {
        return (table.base() || entity.immutable())
                && !writeTimeColumns(entity, table).isEmpty();
    }

    /**
     * The columns whose {@code WRITETIME} dates a row: the version column of a versioned entity's
     * base table alone (its write time orders the copies); else the regular columns holding one
     * cell (not a non-frozen collection, whose elements each have their own).
     */
    public static List<ColumnModel> writeTimeColumns(EntityModel entity, TableModel table) {
        List<ColumnModel> version =
                table.columns().stream().filter(ColumnModel::isVersion).toList();
        if (entity.versioned() && !version.isEmpty()) {
            return version;
        }
        return table.columns(ColumnKind.REGULAR).stream()
                .filter(c -> !(c.type() instanceof TypeModel.Collection collection && !collection.frozen()))
                .toList();
    }
}
