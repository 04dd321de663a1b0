package dev.queryfirst.processor.model;

/**
 * The single-valued Java types QueryFirst maps, with their CQL type and serialized size. A size of
 * {@link #VARIABLE} means the value's size comes from {@code @Cardinality(avgBytes)} or the
 * {@code queryfirst.defaultTextBytes} option.
 */
public enum ScalarKind {
    TEXT("text", ScalarKind.VARIABLE),
    ENUM("text", ScalarKind.VARIABLE),
    UUID("uuid", 16),
    TIMEUUID("timeuuid", 16),
    TIMESTAMP("timestamp", 8),
    LOCAL_DATE_TIME("timestamp", 8),
    DATE("date", 4),
    TIME("time", 8),
    DURATION("duration", 16),
    BOOLEAN("boolean", 1),
    TINYINT("tinyint", 1),
    SMALLINT("smallint", 2),
    INT("int", 4),
    BIGINT("bigint", 8),
    FLOAT("float", 4),
    DOUBLE("double", 8),
    DECIMAL("decimal", ScalarKind.VARIABLE),
    VARINT("varint", ScalarKind.VARIABLE),
    BLOB("blob", ScalarKind.VARIABLE),
    INET("inet", 16),
    /** A {@code @Counter long}: incremented, never set (docs/mapping-rules.md, "Counters"). */
    COUNTER("counter", 8);

    public static final int VARIABLE = -1;

    private final String cql;
    private final int fixedBytes;

    ScalarKind(String cql, int fixedBytes) {
        this.cql = cql;
        this.fixedBytes = fixedBytes;
    }

    public String cql() {
        return cql;
    }

    /** Serialized size in bytes, or {@link #VARIABLE}. */
    public int fixedBytes() {
        return fixedBytes;
    }

    /** Whether a {@code @TimeBucket} can bucket a value of this kind. */
    public boolean isTime() {
        return this == TIMESTAMP || this == LOCAL_DATE_TIME || this == DATE || this == TIMEUUID;
    }
}
