package dev.queryfirst.processor.model;

import java.time.temporal.ChronoUnit;

/**
 * {@code @Cardinality} on an attribute; 0 means unset, {@code per} null means "inherit the
 * entity's unit", {@code total} means the rows per value are lifetime totals, never rates.
 * {@code changes} counts how often one entity's value changes, on average: over its life, or per
 * {@code per} when the attribute sets {@code per} itself.
 */
public record AttributeCardinality(
        long distinct,
        long rowsPerValue,
        long maxRowsPerValue,
        ChronoUnit per,
        int elements,
        int avgBytes,
        boolean total,
        double changes) {

    public static final AttributeCardinality NONE = new AttributeCardinality(0, 0, 0, null, 0, 0);

    /** Numbers without a declared churn. */
    public AttributeCardinality(
            long distinct,
            long rowsPerValue,
            long maxRowsPerValue,
            ChronoUnit per,
            int elements,
            int avgBytes,
            boolean total) {
        this(distinct, rowsPerValue, maxRowsPerValue, per, elements, avgBytes, total, 0);
    }

    /** Numbers whose rows per value follow the entity's: rates when the entity's are. */
    public AttributeCardinality(
            long distinct, long rowsPerValue, long maxRowsPerValue, ChronoUnit per, int elements, int avgBytes) {
        this(distinct, rowsPerValue, maxRowsPerValue, per, elements, avgBytes, false);
    }

    /** These numbers with {@code avgBytes} in place of the declared size, every other number kept. */
    public AttributeCardinality withAvgBytes(int avgBytes) {
        return new AttributeCardinality(
                distinct, rowsPerValue, maxRowsPerValue, per, elements, avgBytes, total, changes);
    }

    /** Whether any number bounds the rows sharing one value. */
    public boolean boundsRows() {
        return distinct > 0 || rowsPerValue > 0 || maxRowsPerValue > 0;
    }
}
