package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.Optional;

/**
 * Which tables a backfill can read (docs/schema-evolution.md, "Backfill"), decided once for the
 * table classes (which then implement {@code TokenRangeTable}) and the schema class (which then
 * backfills from them): every table of an immutable entity, else the base table and every access
 * pattern's table holding whole entities (not a projection, not a reference index), when it has a
 * column whose write time says when its row was written. A table holding whole entities can fill a
 * base table that a schema version adds (an attribute no longer {@code @Fixed} makes rows movable
 * again).
 */
public final class BackfillSources {

    private BackfillSources() {}

    /**
     * The table an entity's copies are computed from, by a backfill and by the audit
     * (docs/architecture.md, "The copy row"): the table the audit holds the others to (the base
     * table, or the one the design names in its stead) when a scan can date its rows, else the
     * first whole table that can be dated, else that reference table (an entity of key columns
     * alone); none for an entity with counters, which are never copied.
     */
    public static Optional<TableModel> copySource(EntityDesign design) {
        if (design.entity().hasCounters()) {
            return Optional.empty();
        }
        Optional<TableModel> reference = design.referenceTable()
                .or(() -> design.tables().stream().filter(t -> !t.projected()).findFirst());
        return reference
                .filter(t -> !t.projected() && isSource(design, t))
                .or(() -> design.tables().stream()
                        .filter(t -> !t.projected() && isSource(design, t))
                        .findFirst())
                .or(() -> reference);
    }

    /** Whether {@code table} of {@code design}'s entity can be scanned by token range for a backfill. */
    public static boolean isSource(EntityDesign design, TableModel table) {
        EntityModel entity = design.entity();
        boolean whole = table.base() || (!table.projected() && !table.patterns().isEmpty());
        return (whole || entity.immutable()) && !writeTimeColumns(entity, table).isEmpty();
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
