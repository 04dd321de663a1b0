package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The values collections add to a partition (one per element: docs/sizing.md, "Values and bytes per partition"): how a QF303
 * message explains them, and the smaller {@code elements} that would keep a partition under the
 * warning thresholds.
 */
final class CollectionValues {

    private final ProcessorOptions options;
    private final ColumnSizes sizes;

    CollectionValues(ProcessorOptions options, ColumnSizes sizes) {
        this.options = options;
        this.sizes = sizes;
    }

    /**
     * Why a row holds many values: every element of a (non-frozen) collection is a value of its own
     * which is easy to miss: {@code " (20 a row from the elements of messageParts)"}.
     */
    String elementValues(TableModel table) {
        List<String> parts = new ArrayList<>();
        for (ColumnModel column : table.columns()) {
            int count = sizes.values(column);
            if (!column.kind().isPrimaryKey() && count > 1) {
                parts.add((column.kind() == ColumnKind.STATIC ? Phrase.ELEMENTS_PER_PARTITION : Phrase.ELEMENTS_PER_ROW)
                        .with("count", Numbers.grouped(count))
                        .with("path", column.dottedPath())
                        .text());
            }
        }
        return parts.isEmpty()
                ? ""
                : Phrase.ELEMENT_VALUES.with("parts", String.join(", ", parts)).text();
    }

    /**
     * The other way out of a QF303 whose values come from a collection: the most elements the
     * largest collection may hold for the partition to stay under both warning thresholds, when the
     * numbers declared may be an overestimate ({@code "or, if messageParts holds at most 6 elements,
     * declare @Cardinality(elements = 6) on it"}), or empty text.
     */
    String fewerElements(TableModel table, double rows) {
        Optional<ColumnModel> largest = table.columns().stream()
                .filter(c -> !c.kind().isPrimaryKey() && c.kind() != ColumnKind.STATIC && sizes.values(c) > 1)
                .max(java.util.Comparator.comparingInt(sizes::values));
        if (largest.isEmpty()) {
            return "";
        }
        ColumnModel collection = largest.get();
        for (int elements = sizes.values(collection) - 1; elements >= 1; elements--) {
            TableSizing fewer = new TableSizing(withElements(table, collection, elements), sizes);
            if (fewer.values(rows) <= options.warnPartitionValues()
                    && fewer.bytes(rows, 0) <= options.warnPartitionBytes()) {
                return Phrase.OR_FEWER_ELEMENTS
                        .with("path", collection.dottedPath())
                        .with("elements", elements)
                        .text();
            }
        }
        return "";
    }

    private static TableModel withElements(TableModel table, ColumnModel collection, int elements) {
        AttributeCardinality c = collection.cardinality();
        AttributeCardinality fewer = new AttributeCardinality(
                c.distinct(),
                c.rowsPerValue(),
                c.maxRowsPerValue(),
                c.per(),
                elements,
                c.avgBytes(),
                c.total(),
                c.changes());
        List<ColumnModel> columns = table.columns().stream()
                .map(column -> column != collection
                        ? column
                        : new ColumnModel(
                                column.name(),
                                column.cqlType(),
                                column.path(),
                                column.type(),
                                column.kind(),
                                column.descending(),
                                column.bucket(),
                                fewer))
                .toList();
        return new TableModel(
                table.keyspace(),
                table.name(),
                table.entity(),
                table.base(),
                columns,
                table.patterns(),
                table.options(),
                table.site());
    }
}
