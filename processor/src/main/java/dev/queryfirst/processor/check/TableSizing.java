package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The per-table constants of DESIGN §4's formulas, so a partition can be sized for any Nr:
 * {@code Nv = Nr × (Nc − Npk − Ns) + Ns} and {@code bytes = Σ pk + Σ static + Nr × Σ (clustering +
 * regular) + 8 × Nv}.
 */
final class TableSizing {

    private final double partitionKeyBytes;
    private final double staticBytes;
    private final double rowBytes;
    private final int nc;
    private final int npk;
    private final int ns;
    private final List<String> assumed = new ArrayList<>();

    TableSizing(TableModel table, ColumnSizes sizes) {
        double pk = 0;
        double statics = 0;
        double row = 0;
        int values = 0;
        int keys = 0;
        int staticValues = 0;
        for (ColumnModel column : table.columns()) {
            double bytes = sizes.bytes(column);
            int count = sizes.values(column);
            values += count;
            if (column.kind() == ColumnKind.PARTITION_KEY) {
                pk += bytes;
            } else if (column.kind() == ColumnKind.STATIC) {
                statics += bytes;
                staticValues += count;
            } else {
                row += bytes;
            }
            if (column.kind().isPrimaryKey()) {
                keys++;
            }
            if (column.type() instanceof TypeModel.Collection
                    && column.cardinality().elements() == 0) {
                assumed.add(column.name());
            }
        }
        this.partitionKeyBytes = pk;
        this.staticBytes = statics;
        this.rowBytes = row;
        this.nc = values;
        this.npk = keys;
        this.ns = staticValues;
    }

    /** Nv for Nr rows. */
    double values(double rows) {
        return rows * (nc - npk - ns) + ns;
    }

    /** Bytes of a partition before its rows: {@code bytes(rows, 0) = fixedBytes() + rows × bytesPerRow()}. */
    double fixedBytes() {
        return bytes(0, 0);
    }

    /** Bytes each row adds to a partition. */
    double bytesPerRow() {
        return bytes(1, 0) - bytes(0, 0);
    }

    /** Bytes of a partition of Nr rows; {@code extraKeyBytes} for a bucket column being proposed. */
    double bytes(double rows, double extraKeyBytes) {
        return partitionKeyBytes + extraKeyBytes + staticBytes + rows * rowBytes + 8 * values(rows);
    }

    /** The two formulas with this table's numbers, for the report. */
    List<String> arithmetic(double rows) {
        List<String> lines = new ArrayList<>();
        lines.add("Nv = Nr × (Nc − Npk − Ns) + Ns = " + Numbers.grouped(rows) + " × (" + nc + " − " + npk + " − " + ns
                + ") + " + ns + " = " + Numbers.grouped(values(rows)) + " values");
        lines.add("bytes = Σ pk + Σ static + Nr × Σ row + 8 × Nv = " + Numbers.grouped(partitionKeyBytes) + " + "
                + Numbers.grouped(staticBytes) + " + " + Numbers.grouped(rows) + " × " + Numbers.grouped(rowBytes)
                + " + 8 × " + Numbers.grouped(values(rows)) + " = " + Numbers.grouped(bytes(rows, 0)) + " bytes ("
                + Numbers.bytes(bytes(rows, 0)) + ")");
        if (!assumed.isEmpty()) {
            lines.add("collections without @Cardinality(elements), counted as " + ColumnSizes.ASSUMED_ELEMENTS
                    + " elements: " + String.join(", ", assumed));
        }
        return lines;
    }
}
