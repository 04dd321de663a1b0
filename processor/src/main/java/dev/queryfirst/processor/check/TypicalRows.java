package dev.queryfirst.processor.check;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.Volume;
import java.util.List;
import java.util.Map;

/**
 * The rows of a typical partition, beside Nr (the largest, which the checks judge): the entity's
 * rows over the partition's window spread evenly over every combination of its partition key's
 * values. Nr takes the tightest single bound instead (a worst case: all of a day's orders in one
 * status; the skewed value of a {@code maxRowsPerValue}), which is what limits must hold, but
 * not what most partitions look like. A rehearsal measures typical partitions, so this is what its
 * mean is compared with.
 */
final class TypicalRows {

    private final EntityModel entity;
    private final Map<String, EntityModel> known;

    TypicalRows(EntityModel entity, Map<String, EntityModel> known) {
        this.entity = entity;
        this.known = known;
    }

    /** Rows of a typical partition of {@code table}, at most Nr; Nr itself when the volume is unknown. */
    double of(TableModel table, RowEstimate nr) {
        if (nr.status() == RowEstimate.Status.ONE) {
            return 1;
        }
        Volume volume = entity.volume();
        if (!volume.isKnown() || (volume.isRate() && nr.window() == 0)) {
            return nr.rows();
        }
        double rows = volume.isRate()
                ? volume.rows() * nr.window() / volume.per().getDuration().getSeconds()
                : volume.rows();
        double combinations = 1;
        List<ColumnModel> partition =
                table.partitionKey().stream().filter(c -> !c.isComputed()).toList();
        for (ColumnModel column : partition) {
            combinations *= values(column, rows, nr.window());
        }
        double typical = Math.max(1, rows / combinations / table.shards());
        return Math.min(typical, nr.rows());
    }

    /** The values one partition-key column takes over {@code rows} rows written over {@code window} seconds. */
    private double values(ColumnModel column, double rows, double window) {
        Attribute top = entity.attribute(column.path().get(0)).orElse(null);
        if (top == null) {
            return rows;
        }
        if (column.path().size() == 1) {
            return Math.min(rows, of(top.cardinality(), rows, window));
        }
        double references = of(top.cardinality(), rows, window);
        if (top.cardinality().distinct() == 0 && top.type() instanceof TypeModel.Reference reference) {
            EntityModel target = known.get(reference.javaType());
            if (target != null && target.volume().isKnown() && !target.volume().isRate()) {
                references = target.volume().rows();
            }
        }
        long distinct = column.cardinality().distinct();
        boolean key = target(top) != null
                && target(top).key().stream()
                        .anyMatch(k -> k.name().equals(column.path().get(1)));
        return Math.min(rows, key || distinct == 0 ? references : Math.min(references, distinct));
    }

    private EntityModel target(Attribute attribute) {
        return attribute.type() instanceof TypeModel.Reference reference ? known.get(reference.javaType()) : null;
    }

    /**
     * The values an attribute takes over {@code rows} rows by its numbers: its distinct values,
     * else the rows over its rows per value (typical, else worst), else every row its own.
     */
    private double of(AttributeCardinality numbers, double rows, double window) {
        if (numbers.distinct() > 0) {
            return numbers.distinct();
        }
        long perValue = numbers.rowsPerValue() > 0 ? numbers.rowsPerValue() : numbers.maxRowsPerValue();
        if (perValue == 0) {
            return rows;
        }
        return Math.max(1, rows / perValueOver(numbers, perValue, window, entity.volume()));
    }

    /** A per-value count over the window: a rate times the window, a lifetime total as it is. */
    static double perValueOver(AttributeCardinality numbers, long perValue, double window, Volume volume) {
        if (numbers.total() || window == 0 || (numbers.per() == null && !volume.isRate())) {
            return perValue;
        }
        long unit = (numbers.per() != null ? numbers.per() : volume.per())
                .getDuration()
                .getSeconds();
        return perValue * window / unit;
    }
}
