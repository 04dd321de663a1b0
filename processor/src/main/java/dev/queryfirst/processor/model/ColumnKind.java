package dev.queryfirst.processor.model;

/** A column's role in its table. */
public enum ColumnKind {
    PARTITION_KEY,
    CLUSTERING,
    STATIC,
    REGULAR;

    public boolean isPrimaryKey() {
        return this == PARTITION_KEY || this == CLUSTERING;
    }
}
