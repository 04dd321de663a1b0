package dev.queryfirst.processor.sizing;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TypeModel;

/**
 * Serialized sizes and value counts of columns (docs/sizing.md, "Values and bytes per partition"): fixed sizes by CQL type,
 * {@code avgBytes} else {@code defaultTextBytes} for variable ones, a collection as its elements
 * times the size of one element, a UDT as the sum of its fields.
 */
public final class ColumnSizes {

    /**
     * Elements assumed for a collection without {@code @Cardinality(elements)}: enough to make a
     * collection visible in the sizing, and said in the arithmetic so the user can replace it.
     */
    public static final int ASSUMED_ELEMENTS = 10;

    private final long defaultTextBytes;

    public ColumnSizes(long defaultTextBytes) {
        this.defaultTextBytes = defaultTextBytes;
    }

    /** Bytes of one value of the column (a whole collection for a collection column). */
    public double bytes(ColumnModel column) {
        return size(column.type(), column.cardinality());
    }

    /** Values the column stores per row: one per element for a collection, else one. */
    public int values(ColumnModel column) {
        return column.type() instanceof TypeModel.Collection ? elements(column.cardinality()) : 1;
    }

    /** Elements of a collection: declared, else the assumed count. */
    public static int elements(AttributeCardinality cardinality) {
        return cardinality.elements() > 0 ? cardinality.elements() : ASSUMED_ELEMENTS;
    }

    /** Bytes of one element of a collection: {@code avgBytes}, else its key and value sizes. */
    public double elementBytes(TypeModel.Collection collection, AttributeCardinality cardinality) {
        if (cardinality.avgBytes() > 0) {
            return cardinality.avgBytes();
        }
        double key = collection.key() == null ? 0 : size(collection.key(), AttributeCardinality.NONE);
        return key + size(collection.element(), AttributeCardinality.NONE);
    }

    /** Bytes of one value of {@code type} with these numbers (a whole collection for a collection). */
    public double size(TypeModel type, AttributeCardinality cardinality) {
        if (type instanceof TypeModel.Scalar scalar) {
            int fixed = scalar.kind().fixedBytes();
            if (fixed >= 0) {
                return fixed;
            }
            return cardinality.avgBytes() > 0 ? cardinality.avgBytes() : defaultTextBytes;
        }
        if (type instanceof TypeModel.Collection collection) {
            return elements(cardinality) * elementBytes(collection, cardinality);
        }
        if (type instanceof TypeModel.Vector vector) {
            return 4.0 * vector.dimensions();
        }
        if (type instanceof TypeModel.Value value) {
            double sum = 0;
            for (Attribute field : value.fields()) {
                sum += size(field.type(), field.cardinality());
            }
            return sum;
        }
        // References never reach a column: derive flattens them into their attributes.
        return 0;
    }
}
