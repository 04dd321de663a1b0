package dev.queryfirst.runtime.internal.copy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The copy row of the processor's golden store model (docs/architecture.md, "The copy row"): every
 * column in the target's order, a live reference's copy passed on, the day bucket, no row when an
 * optional attribute in the key is null, the same after a round trip through Java serialization
 * (as Spark ships it to executors), and a column the description gives no origin refused.
 */
class CopyRowTest {

    private static final Path GOLDEN = Path.of("../processor/src/test/resources/golden/store.model.json");

    private final ModelDescription store = ModelDescription.read(GOLDEN);
    private final Entity orders = store.entityOf("orders");

    @Test
    void aCopyHoldsTheTargetsColumnsComputedFromTheSourceRow() throws Exception {
        CopyRow byStatus = CopyRow.of(orders, orders.table("orders_by_status"));
        UUID order = UUID.randomUUID();
        UUID customer = UUID.randomUUID();
        Instant placedAt = Instant.now();
        Object[] source = {order, customer, "Zoë Ångström", null, placedAt, "PAID", new BigDecimal("1.50")};
        assertEquals(
                List.of("order_id", "customer_id", "customer_name", "customer_email", "placed_at", "status", "total"),
                orders.sourceTable().names(orders.sourceTable().columns()),
                "the source row's order");

        Object[] expected = {
            "PAID",
            BucketSpec.dates(ChronoUnit.DAYS, 1).bucketOf(placedAt),
            placedAt,
            order,
            customer,
            "Zoë Ångström",
            null,
            new BigDecimal("1.50")
        };
        assertArrayEquals(
                new String[] {
                    "status",
                    "placed_at_day",
                    "placed_at",
                    "order_id",
                    "customer_id",
                    "customer_name",
                    "customer_email",
                    "total"
                },
                byStatus.columns());
        assertArrayEquals(expected, byStatus.copy(source));
        assertArrayEquals(expected, roundTrip(byStatus).copy(source));
    }

    @Test
    void aRowWhoseKeyWouldHoldANullHasNoCopy() {
        CopyRow byStatus = CopyRow.of(orders, orders.table("orders_by_status"));

        assertNull(byStatus.copy(
                new Object[] {UUID.randomUUID(), UUID.randomUUID(), "Ann", null, Instant.now(), null, BigDecimal.ONE}));
    }

    @Test
    void aColumnWithoutOriginIsRefusedNamingIt() {
        Table byStatus = orders.table("orders_by_status");
        Column loose = new Column(
                "loose",
                "text",
                ModelDescription.Kind.REGULAR,
                false,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                false);
        List<Column> columns = new java.util.ArrayList<>(byStatus.columns());
        columns.add(loose);
        Table broken = new Table(byStatus.name(), false, false, 1, 0, byStatus.copyOf(), List.copyOf(columns));

        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> CopyRow.of(orders, broken));

        assertTrue(refused.getMessage().contains("column loose of orders_by_status"), refused.getMessage());
    }

    private static CopyRow roundTrip(CopyRow row) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(row);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (CopyRow) in.readObject();
        }
    }
}
