package dev.queryfirst.runtime.internal.schema;

import dev.queryfirst.runtime.internal.Args;
import java.util.List;

/**
 * What a generated table looks like, for {@link SchemaVerifier}: the columns in key order
 * (partition key columns, then clustering columns, then the others) and its indexes.
 *
 * <pre>{@code
 * new TableSpec("users_by_email", List.of(
 *     ColumnSpec.partitionKey("email", "text"),
 *     ColumnSpec.clustering("username", "text", ClusteringOrder.ASC),
 *     ColumnSpec.regular("name", "text")), List.of());
 * }</pre>
 */
public record TableSpec(String name, List<ColumnSpec> columns, List<IndexSpec> indexes) {

    public TableSpec {
        Args.notNull(name, "name");
        columns = List.copyOf(Args.notNull(columns, "columns"));
        indexes = List.copyOf(Args.notNull(indexes, "indexes"));
    }

    /** The columns of {@code kind}, in declaration order. */
    public List<ColumnSpec> columns(ColumnSpec.Kind kind) {
        return columns.stream().filter(column -> column.kind() == kind).toList();
    }
}
