package dev.queryfirst.runtime.tune;

import java.util.Objects;

/**
 * One attribute's numbers as its {@code @Cardinality} declares them, written into generated code
 * so that a rehearsal can draw values that follow them and {@code observe} can name the attribute
 * a node's figures contradict. 0 means unset.
 *
 * <pre>{@code
 * AttributeNumbers.of("serviceName").distinct(2_000).maxRowsPerValue(500, 86_400)
 * AttributeNumbers.of("summary").bytes(200).asOptional()
 * AttributeNumbers.of("customer").referenceTo("Customer").maxRowsPerValue(250, 0)
 * }</pre>
 *
 * @param path the dotted attribute path ({@code status}, {@code shipping.city}, {@code tags})
 * @param distinct distinct values declared
 * @param rowsPerValue typical rows sharing one value
 * @param maxRowsPerValue worst-case rows sharing one value (skew)
 * @param perSeconds the rate's unit in seconds when the two counts above are rates (rows per value
 *     per this many seconds); 0 for lifetime totals
 * @param bytes bytes of one value (text, blob, decimal, varint) or of one collection element, as
 *     the compile-time estimate counts them; 0 for fixed-size types
 * @param elements elements of a collection
 * @param key whether it is part of the entity's key: unique per entity unless its numbers say
 *     otherwise
 * @param optional whether the rehearsal may leave it null (a nullable attribute that no table
 *     keys on)
 * @param movable whether an update can move rows: a mutable attribute in a table's primary key
 * @param reference the referenced entity's name for a reference, else null
 */
public record AttributeNumbers(
        String path,
        long distinct,
        long rowsPerValue,
        long maxRowsPerValue,
        long perSeconds,
        int bytes,
        int elements,
        boolean key,
        boolean optional,
        boolean movable,
        String reference) {

    public AttributeNumbers {
        Objects.requireNonNull(path, "path");
    }

    /** An attribute without numbers: values are drawn freely (keys stay unique). */
    public static AttributeNumbers of(String path) {
        return new AttributeNumbers(path, 0, 0, 0, 0, 0, 0, false, false, false, null);
    }

    public AttributeNumbers distinct(long count) {
        return new AttributeNumbers(
                path,
                count,
                rowsPerValue,
                maxRowsPerValue,
                perSeconds,
                bytes,
                elements,
                key,
                optional,
                movable,
                reference);
    }

    /** Typical rows per value; a rate per {@code perSeconds} seconds unless that is 0. */
    public AttributeNumbers rowsPerValue(long rows, long perSeconds) {
        return new AttributeNumbers(
                path, distinct, rows, maxRowsPerValue, perSeconds, bytes, elements, key, optional, movable, reference);
    }

    /** Worst-case rows per value; a rate per {@code perSeconds} seconds unless that is 0. */
    public AttributeNumbers maxRowsPerValue(long rows, long perSeconds) {
        return new AttributeNumbers(
                path, distinct, rowsPerValue, rows, perSeconds, bytes, elements, key, optional, movable, reference);
    }

    public AttributeNumbers bytes(int count) {
        return new AttributeNumbers(
                path,
                distinct,
                rowsPerValue,
                maxRowsPerValue,
                perSeconds,
                count,
                elements,
                key,
                optional,
                movable,
                reference);
    }

    public AttributeNumbers elements(int count) {
        return new AttributeNumbers(
                path,
                distinct,
                rowsPerValue,
                maxRowsPerValue,
                perSeconds,
                bytes,
                count,
                key,
                optional,
                movable,
                reference);
    }

    public AttributeNumbers asKey() {
        return new AttributeNumbers(
                path,
                distinct,
                rowsPerValue,
                maxRowsPerValue,
                perSeconds,
                bytes,
                elements,
                true,
                optional,
                movable,
                reference);
    }

    public AttributeNumbers asOptional() {
        return new AttributeNumbers(
                path,
                distinct,
                rowsPerValue,
                maxRowsPerValue,
                perSeconds,
                bytes,
                elements,
                key,
                true,
                movable,
                reference);
    }

    public AttributeNumbers asMovable() {
        return new AttributeNumbers(
                path,
                distinct,
                rowsPerValue,
                maxRowsPerValue,
                perSeconds,
                bytes,
                elements,
                key,
                optional,
                true,
                reference);
    }

    public AttributeNumbers referenceTo(String entity) {
        return new AttributeNumbers(
                path,
                distinct,
                rowsPerValue,
                maxRowsPerValue,
                perSeconds,
                bytes,
                elements,
                key,
                optional,
                movable,
                entity);
    }

    /** Whether any number says how many rows share one value. */
    public boolean sharesValues() {
        return distinct > 0 || rowsPerValue > 0 || maxRowsPerValue > 0 || reference != null;
    }

    /** Whether the rows-per-value counts are rates. */
    public boolean isRate() {
        return perSeconds > 0;
    }
}
