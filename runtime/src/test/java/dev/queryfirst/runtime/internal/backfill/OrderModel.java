package dev.queryfirst.runtime.internal.backfill;

import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Kind;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.List;
import java.util.Optional;

/**
 * The model description of {@link Order} as the processor would write it for {@link OrdersTable}
 * and {@link OrdersByCustomerTable} (docs/model-description.md): what a backfill computing copy
 * rows reads.
 */
final class OrderModel {

    private OrderModel() {}

    /** {@link Order} with its rows in {@code source}, copied to {@code target}, living {@code ttlSeconds} (0: always). */
    static Entity entity(String source, String target, long ttlSeconds) {
        Table orders = new Table(
                source,
                true,
                false,
                1,
                ttlSeconds,
                Optional.empty(),
                List.of(
                        column("id", "uuid", Kind.PARTITION_KEY, false),
                        column("customer", "text", Kind.REGULAR, false),
                        column("placed_at", "timestamp", Kind.REGULAR, false),
                        column("total", "decimal", Kind.REGULAR, false),
                        column("note", "text", Kind.REGULAR, false)));
        Table byCustomer = new Table(
                target,
                false,
                false,
                1,
                ttlSeconds,
                Optional.of(source),
                List.of(
                        column("customer", "text", Kind.PARTITION_KEY, true),
                        column("placed_at", "timestamp", Kind.CLUSTERING, true),
                        column("id", "uuid", Kind.CLUSTERING, true),
                        column("total", "decimal", Kind.REGULAR, true),
                        column("note", "text", Kind.REGULAR, true)));
        return new Entity(
                Order.class.getName(),
                false,
                false,
                false,
                ttlSeconds,
                Optional.of(source),
                List.of("id"),
                List.of("customer", "placed_at", "total", "note"),
                List.of(orders, byCustomer),
                List.of(),
                List.of());
    }

    private static Column column(String name, String type, Kind kind, boolean copied) {
        return new Column(
                name,
                type,
                kind,
                false,
                Optional.of(name),
                copied ? Optional.of(name) : Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                false);
    }
}
