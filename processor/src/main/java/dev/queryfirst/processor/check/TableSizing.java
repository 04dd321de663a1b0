package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.ArrayList;
import java.util.List;

/**
 * The per-table constants of a partition's size, so a partition can be sized for any Nr: values
 * {@code Nv = Nr × (Nc − Npk − Ns) + Ns} (the cells Cassandra counts against its warnings) and
 * bytes {@code partition + static row + Nr × row} in the SSTable format the nodes measure
 * ({@link StorageFormat}): a rehearsal put the earlier formula's 8-byte timestamp per value
 * 10–25 % above what nodes measure for rows of a few small values, and below it for value types
 * and collections, whose lengths it did not count.
 */
final class TableSizing {

    private final double partitionKeyBytes;
    private final double staticBytes;
    private final double rowBytes;
    private final double cellData;
    private final double staticCellData;
    private final int nc;
    private final int npk;
    private final int ns;
    private final List<ColumnModel> partitionKey;
    private final StorageFormat format;
    private final List<String> assumed = new ArrayList<>();

    TableSizing(TableModel table, ColumnSizes sizes) {
        this.format = new StorageFormat(sizes);
        boolean expiring = table.options().defaultTtlSeconds() > 0;
        double row = 0;
        double statics = 0;
        int values = 0;
        int keys = 0;
        int staticValues = 0;
        List<ColumnModel> clustering = new ArrayList<>();
        List<ColumnModel> regular = new ArrayList<>();
        boolean counters = false;
        for (ColumnModel column : table.columns()) {
            double bytes = sizes.bytes(column);
            int count = sizes.values(column);
            values += count;
            if (column.kind() == ColumnKind.STATIC) {
                statics += bytes;
                staticValues += count;
            } else if (column.kind() != ColumnKind.PARTITION_KEY) {
                row += bytes;
            }
            if (column.kind() == ColumnKind.CLUSTERING) {
                clustering.add(column);
            } else if (column.kind() == ColumnKind.REGULAR) {
                regular.add(column);
                counters |= column.type() instanceof TypeModel.Scalar s && s.kind() == ScalarKind.COUNTER;
            }
            if (column.kind().isPrimaryKey()) {
                keys++;
            }
            if (column.type() instanceof TypeModel.Collection
                    && column.cardinality().elements() == 0) {
                assumed.add(column.name());
            }
        }
        this.partitionKey = table.partitionKey();
        this.partitionKeyBytes = format.partitionKey(partitionKey, 0);
        this.staticBytes = format.staticRow(table.statics(), expiring);
        this.rowBytes = format.row(clustering, regular, counters, expiring);
        this.cellData = row;
        this.staticCellData =
                statics + partitionKey.stream().mapToDouble(sizes::bytes).sum();
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
        return rowBytes;
    }

    /**
     * Bytes of a partition of Nr rows; {@code extraKeyBytes} for a bucket column being proposed (a
     * component more in the partition key).
     */
    double bytes(double rows, double extraKeyBytes) {
        double key = extraKeyBytes == 0 ? partitionKeyBytes : format.partitionKey(partitionKey, extraKeyBytes);
        return key + StorageFormat.partitionHeader() + staticBytes + rows * rowBytes;
    }

    /**
     * The cells' data as Cassandra sums it for a batch's size warning: each value with an 8-byte
     * write time (a batch is measured as a mutation, not as SSTable bytes).
     */
    double cellDataBytes(double rows) {
        return staticCellData + rows * cellData + 8 * values(rows);
    }

    /** The two formulas with this table's numbers, for the report. */
    List<String> arithmetic(double rows) {
        List<String> lines = new ArrayList<>();
        lines.add("Nv = Nr × (Nc − Npk − Ns) + Ns = " + Numbers.grouped(rows) + " × (" + nc + " − " + npk + " − " + ns
                + ") + " + ns + " = " + Numbers.grouped(values(rows)) + " values");
        lines.add("bytes = key + header + static row + Nr × row = " + Numbers.grouped(partitionKeyBytes) + " + "
                + Numbers.grouped(StorageFormat.partitionHeader()) + " + " + Numbers.grouped(staticBytes) + " + "
                + Numbers.grouped(rows) + " × " + Numbers.grouped(rowBytes) + " = " + Numbers.grouped(bytes(rows, 0))
                + " bytes (" + Numbers.bytes(bytes(rows, 0)) + "), as SSTables store them (per row: flags, clustering,"
                + " sizes, one write time; per value: a flag and its length)");
        if (!assumed.isEmpty()) {
            lines.add("collections without @Cardinality(elements), counted as " + ColumnSizes.ASSUMED_ELEMENTS
                    + " elements: " + String.join(", ", assumed));
        }
        return lines;
    }
}
