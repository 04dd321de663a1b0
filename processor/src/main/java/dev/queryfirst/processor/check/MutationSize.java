package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.ArrayList;
import java.util.List;

/**
 * The size Cassandra gives a write when it checks a batch against
 * {@code batch_size_warn_threshold}: the sum of its partition updates' data sizes (Cassandra 5.0's
 * {@code PartitionUpdate.dataSize}), which counts
 *
 * <ul>
 *   <li>per partition update 29 bytes: the partition deletion's timestamp (8) and the static row,
 *       empty or not (its liveness timestamp 8, its deletion time 12 and flag 1); the partition key
 *       is not counted;
 *   <li>per row 21 bytes (liveness timestamp 8, deletion 13), 12 more when it expires (the TTL 4
 *       and the expiration time 8), plus its clustering values;
 *   <li>per cell 20 bytes (timestamp 8, TTL 4, local deletion time 8) plus its value, and for an
 *       element of a collection that is not frozen its path: a set's element, a map's key, a list's
 *       16-byte timeuuid (the element is then the value);
 *   <li>per collection written whole, its deletion (12), then a cell per element;
 *   <li>values serialized as the protocol sends them: a frozen UDT or collection adds 4 bytes of
 *       length per field or element (and 4 for a collection's count).
 * </ul>
 *
 * Values are sized from the declared numbers (avgBytes, elements), every one set: the largest
 * write of the entity.
 */
final class MutationSize {

    static final int PARTITION_UPDATE = 8 + 8 + 12 + 1;
    static final int ROW = 8 + 12 + 1;
    static final int EXPIRING_ROW = ROW + 4 + 8;
    static final int CELL = 8 + 4 + 8;
    static final int COLLECTION_DELETION = 12;
    static final int LIST_PATH = 16;
    static final int LENGTH = 4;

    private final ColumnSizes sizes;

    MutationSize(ColumnSizes sizes) {
        this.sizes = sizes;
    }

    /** A write of a whole row of {@code table} as its own partition update, every value set. */
    Write insert(TableModel table, boolean expiring) {
        List<String> parts = new ArrayList<>();
        double clustering = clustering(table);
        double cells = 0;
        double values = 0;
        int count = 0;
        List<String> collections = new ArrayList<>();
        for (ColumnModel column : table.columns()) {
            if (column.kind().isPrimaryKey()) {
                continue;
            }
            double bytes = cell(column);
            if (isMultiCell(column)) {
                collections.add(column.dottedPath() + " " + Numbers.grouped(bytes));
            } else {
                count++;
                values += bytes - CELL;
            }
            cells += bytes;
        }
        int row = expiring ? EXPIRING_ROW : ROW;
        parts.add(PARTITION_UPDATE + " for the partition update");
        parts.add(row + (clustering > 0 ? " + " + Numbers.grouped(clustering) + " of clustering values" : "")
                + " for the row" + (expiring ? " (it expires)" : ""));
        if (count > 0) {
            parts.add(count + (count == 1 ? " cell" : " cells") + " of " + CELL + " + " + Numbers.grouped(values)
                    + " bytes of values");
        }
        if (!collections.isEmpty()) {
            parts.add("collections " + String.join(", ", collections));
        }
        return new Write(PARTITION_UPDATE + row + clustering + cells, String.join(", ", parts));
    }

    /** The delete of one row: a row deletion, or a partition deletion when the table has no clustering. */
    double rowDelete(TableModel table) {
        return table.clustering().isEmpty() ? PARTITION_UPDATE : PARTITION_UPDATE + rowOnly(table);
    }

    /** A row deletion inside a partition update the batch already has (a move within a partition). */
    double rowOnly(TableModel table) {
        return ROW + clustering(table);
    }

    /** A bucket directory's upsert: its key only, with the entity's TTL. */
    Write listing(TableModel directory, boolean expiring) {
        double clustering = clustering(directory);
        int row = expiring ? EXPIRING_ROW : ROW;
        return new Write(
                PARTITION_UPDATE + row + clustering,
                PARTITION_UPDATE + " for the partition update, " + row + " + " + Numbers.grouped(clustering)
                        + " of clustering values for the entry" + (expiring ? " (it expires)" : ""));
    }

    /** What a column adds to a row: its cell, or a collection's deletion and a cell per element. */
    double cell(ColumnModel column) {
        if (isMultiCell(column)) {
            TypeModel.Collection collection = (TypeModel.Collection) column.type();
            AttributeCardinality cardinality = column.cardinality();
            int elements = ColumnSizes.elements(cardinality);
            double element = switch (collection.kind()) {
                case SET -> element(collection.element(), cardinality);
                case LIST -> LIST_PATH + element(collection.element(), cardinality);
                case MAP ->
                    cardinality.avgBytes() > 0
                            ? cardinality.avgBytes()
                            : serialized(collection.key(), AttributeCardinality.NONE)
                                    + serialized(collection.element(), AttributeCardinality.NONE);
            };
            return COLLECTION_DELETION + elements * (CELL + element);
        }
        return CELL + serialized(column.type(), column.cardinality());
    }

    /** A table's bytes in a write, and how they add up, for the report. */
    record Write(double bytes, String explanation) {}

    private double clustering(TableModel table) {
        return table.clustering().stream()
                .mapToDouble(c -> serialized(c.type(), c.cardinality()))
                .sum();
    }

    /** One element of a collection: its declared {@code avgBytes}, else its type's size. */
    private double element(TypeModel type, AttributeCardinality cardinality) {
        return cardinality.avgBytes() > 0 ? cardinality.avgBytes() : serialized(type, AttributeCardinality.NONE);
    }

    /** A value as the protocol serializes it: UDT fields and frozen collection elements length-prefixed. */
    private double serialized(TypeModel type, AttributeCardinality cardinality) {
        if (type instanceof TypeModel.Value value) {
            double sum = 0;
            for (Attribute field : value.fields()) {
                sum += LENGTH + serialized(field.type(), field.cardinality());
            }
            return sum;
        }
        if (type instanceof TypeModel.Collection collection) {
            int elements = ColumnSizes.elements(cardinality);
            double element = collection.kind() == TypeModel.CollectionKind.MAP
                    ? (cardinality.avgBytes() > 0
                            ? 2 * LENGTH + cardinality.avgBytes()
                            : LENGTH
                                    + serialized(collection.key(), AttributeCardinality.NONE)
                                    + LENGTH
                                    + serialized(collection.element(), AttributeCardinality.NONE))
                    : LENGTH + element(collection.element(), cardinality);
            return LENGTH + elements * element;
        }
        return sizes.size(type, cardinality);
    }

    /** A collection column that is not frozen: Cassandra stores one cell per element. */
    private static boolean isMultiCell(ColumnModel column) {
        return column.type() instanceof TypeModel.Collection collection
                && !collection.frozen()
                && column.kind() != ColumnKind.PARTITION_KEY;
    }
}
