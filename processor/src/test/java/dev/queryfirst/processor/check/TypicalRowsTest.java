package dev.queryfirst.processor.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.derive.Seeds;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import org.junit.jupiter.api.Test;

/**
 * A typical partition beside the largest: the rows spread over every combination of the partition
 * key's values, where Nr takes the tightest single bound (a worst case, skew included).
 */
class TypicalRowsTest {

    @Test
    void twoAttributesSpreadTheRowsOverTheirCombinations() {
        // 25,000,000 orders: at most 13,691 in one day (1,826 days) if all had one status;
        // 25,000,000 / (3 statuses × 1,826 days) = 4,563.7 typically.
        EntityModel order = Models.entity("com.example.shop.Order")
                .rows(25_000_000)
                .attribute(Models.uuid("orderId").key())
                .attribute(Models.localDate("orderDay").distinct(1_826))
                .attribute(Models.text("status").distinct(3))
                .pattern("byStatus", p -> p.where("status", "orderDay").limit(100))
                .build();
        PartitionEstimate estimate = Checks.of(order).estimate("orders_by_status_and_order_day");
        assertEquals(13_691.1, estimate.rowsPerPartition(), 0.1);
        assertEquals(4_563.7, estimate.shape().typicalRows(), 0.1);
        assertEquals(estimate.bytesOf(estimate.rowsPerPartition()), estimate.bytesPerPartition(), 1e-6);
        assertTrue(estimate.arithmetic().stream().anyMatch(l -> l.startsWith("typical partition: 4,564 rows")));
    }

    @Test
    void aSkewedReferenceIsTypicallyItsShareOfTheReferencedRows() {
        // 250,000,000 orders over 1,000,000 customers: 250 typically, 250 at most.
        PartitionEstimate estimate = Checks.of(Seeds.order(), Seeds.customer()).estimate("orders_by_customer");
        assertEquals(250, estimate.rowsPerPartition(), 1e-9);
        assertEquals(250, estimate.shape().typicalRows(), 1e-9);
    }

    @Test
    void aRateIsSpreadOverTheBucket() {
        // 50,000,000 a day over 5,000 sources: 10,000 in a source's day, typical and largest alike.
        PartitionEstimate estimate = Checks.of(Seeds.logMessage().build()).estimate("log_messages_by_source_name");
        assertEquals(10_000, estimate.shape().typicalRows(), 1e-9);
        assertEquals(0, estimate.shape().windowSeconds(), "a bucketed table's window is its bucket");
    }

    @Test
    void withoutAVolumeTheTypicalPartitionIsTheLargest() {
        PartitionEstimate estimate = Checks.of(Seeds.groupJoin(4).build()).estimate("group_join_dates");
        assertEquals(12, estimate.shape().typicalRows(), 1e-9);
    }
}
