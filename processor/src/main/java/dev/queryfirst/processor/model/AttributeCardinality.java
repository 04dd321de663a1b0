package dev.queryfirst.processor.model;

import java.time.temporal.ChronoUnit;

/**
 * {@code @Cardinality} on an attribute; 0 means unset, {@code per} null means "inherit the
 * entity's unit".
 */
public record AttributeCardinality(
    long distinct,
    long rowsPerValue,
    long maxRowsPerValue,
    ChronoUnit per,
    int elements,
    int avgBytes) {

  public static final AttributeCardinality NONE = new AttributeCardinality(0, 0, 0, null, 0, 0);

  /** Whether any number bounds the rows sharing one value. */
  public boolean boundsRows() {
    return distinct > 0 || rowsPerValue > 0 || maxRowsPerValue > 0;
  }
}
