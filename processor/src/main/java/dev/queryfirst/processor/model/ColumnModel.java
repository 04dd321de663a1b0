package dev.queryfirst.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A column of a derived table.
 *
 * @param name the CQL column name ({@code customer_name}, {@code message_time_day})
 * @param cqlType the CQL type as written in DDL ({@code text}, {@code frozen<address>},
 *     {@code map<text, text>})
 * @param path the attribute path from the entity to the value ({@code [customer, name]}); for a
 *     bucket column, the path of the bucketed attribute
 * @param type the stored type (for a bucket column, {@code date} or {@code timestamp})
 * @param kind its role in the table
 * @param descending for a clustering column, whether it is ordered DESC
 * @param bucket for a bucket column, the bucket spec; null otherwise
 * @param cardinality the numbers of the attribute it comes from (sizes, elements)
 * @param mask the attribute's {@code @Masked} mask ({@code MASKED WITH} in the DDL), if any
 */
public record ColumnModel(
        String name,
        String cqlType,
        List<String> path,
        TypeModel type,
        ColumnKind kind,
        boolean descending,
        TimeBucketModel bucket,
        AttributeCardinality cardinality,
        Optional<MaskModel> mask) {

    /** A column without a mask. */
    public ColumnModel(
            String name,
            String cqlType,
            List<String> path,
            TypeModel type,
            ColumnKind kind,
            boolean descending,
            TimeBucketModel bucket,
            AttributeCardinality cardinality) {
        this(name, cqlType, path, type, kind, descending, bucket, cardinality, Optional.empty());
    }

    public boolean isBucket() {
        return bucket != null;
    }

    /** Whether it is the version column of a versioned entity's base table: no attribute behind it. */
    public boolean isVersion() {
        return path.isEmpty() && kind != ColumnKind.PARTITION_KEY;
    }

    /**
     * Whether it is the {@code shard} column of a {@code shards = N} table: the last partition-key
     * column, computed from the entity's key, with no attribute behind it; its {@code distinct}
     * cardinality is N (at least 2).
     */
    public boolean isShard() {
        return path.isEmpty() && kind == ColumnKind.PARTITION_KEY && cardinality.distinct() > 1;
    }

    /**
     * Whether it is the constant {@code bucket} column of a table held in one partition: the whole
     * partition key, always 0, with no attribute behind it (its {@code distinct} cardinality is 1).
     */
    public boolean isConstant() {
        return path.isEmpty() && kind == ColumnKind.PARTITION_KEY && cardinality.distinct() == 1;
    }

    /** Whether its value is computed rather than held by an attribute: a bucket, the shard, the constant. */
    public boolean isComputed() {
        return isBucket() || isShard() || isConstant();
    }

    /** The dotted attribute path, as access patterns write it ({@code customer.name}). */
    public String dottedPath() {
        return String.join(".", path);
    }
}
