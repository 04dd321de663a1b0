package dev.queryfirst.runtime.internal.schema;

import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.internal.Args;

/**
 * One column of a {@link TableSpec}: its name, CQL type as written in the DDL, role in the table
 * and, for clustering columns, its order.
 *
 * <pre>{@code
 * ColumnSpec.partitionKey("source_name", "text");
 * ColumnSpec.clustering("message_time", "timestamp", ClusteringOrder.DESC);
 * ColumnSpec.regular("message_parts", "map<text, text>");
 * }</pre>
 *
 * @param order {@code ASC} for every column that is not a clustering column
 */
public record ColumnSpec(String name, String cqlType, Kind kind, ClusteringOrder order) {

    /** The role of a column in its table. */
    public enum Kind {
        PARTITION_KEY,
        CLUSTERING,
        STATIC,
        REGULAR
    }

    public ColumnSpec {
        Args.notNull(name, "name");
        Args.notNull(cqlType, "cqlType");
        Args.notNull(kind, "kind");
        Args.notNull(order, "order");
        if (kind != Kind.CLUSTERING && order != ClusteringOrder.ASC) {
            throw new IllegalArgumentException("order of " + kind + " column " + name + " must be ASC");
        }
    }

    public static ColumnSpec partitionKey(String name, String cqlType) {
        return new ColumnSpec(name, cqlType, Kind.PARTITION_KEY, ClusteringOrder.ASC);
    }

    public static ColumnSpec clustering(String name, String cqlType, ClusteringOrder order) {
        return new ColumnSpec(name, cqlType, Kind.CLUSTERING, order);
    }

    public static ColumnSpec staticColumn(String name, String cqlType) {
        return new ColumnSpec(name, cqlType, Kind.STATIC, ClusteringOrder.ASC);
    }

    public static ColumnSpec regular(String name, String cqlType) {
        return new ColumnSpec(name, cqlType, Kind.REGULAR, ClusteringOrder.ASC);
    }
}
