package dev.queryfirst.processor.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.derive.Seeds;
import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §4 on the seeds' tables, each checked against the arithmetic done by hand in the comments.
 * Fixed sizes: int/date 4, bigint/timestamp 8, uuid/timeuuid 16; text without avgBytes 32.
 */
class SizingArithmeticTest {

    @Test
    void logMessagesOfOneSourceAndDay() {
        // Nr = 50,000,000 rows/day / 5,000 sources × 1 day per bucket = 10,000
        // Columns: source_name K, message_time_day K, message_time C, message_id C, source_type,
        // message_type, message_body, message_parts (6 elements): Nc = 7 + 6 = 13, Npk = 4, Ns = 0
        // Nv = 10,000 × (13 − 4 − 0) + 0 = 90,000
        // Σ pk = source_name 32 + message_time_day 4 = 36
        // Σ row = message_time 8 + message_id 16 + source_type 32 + message_type 32
        //         + message_body 180 + message_parts 6 × 20 = 388
        // bytes = 36 + 0 + 10,000 × 388 + 8 × 90,000 = 36 + 3,880,000 + 720,000 = 4,600,036
        // partitions per read of 10 = ceil(10 / 10,000) = 1; bySourceAndTime reads a range of days
        Checks checks = Checks.of(Seeds.logMessage().build());
        PartitionEstimate estimate = checks.estimate("log_messages_by_source_name");
        assertEquals(10_000, estimate.rowsPerPartition(), 1e-6);
        assertEquals(90_000, estimate.valuesPerPartition(), 1e-6);
        assertEquals(4_600_036, estimate.bytesPerPartition(), 1e-3);
        assertEquals(1, estimate.partitionsPerRead());
        assertTrue(estimate.bounded() && estimate.known());
        assertEquals(
                List.of(
                        "Nr = 50,000,000 rows/day over 5,000 sources = 10,000 rows per source per day × 1 day per bucket = 10,000",
                        "Nv = Nr × (Nc − Npk − Ns) + Ns = 10,000 × (13 − 4 − 0) + 0 = 90,000 values",
                        "bytes = Σ pk + Σ static + Nr × Σ row + 8 × Nv = 36 + 0 + 10,000 × 388 + 8 × 90,000 = 4,600,036 bytes (4.6 MB)",
                        "partitions per read of 10: ceil(10 / 10,000) = 1",
                        "partitions per range read: one per bucket of 1 day that the range spans"),
                estimate.arithmetic());
        checks.clean();
    }

    @Test
    void aProjectedTableCountsOnlyTheColumnsItHolds() {
        // products_by_category with select = "name": category K, price C, product_id C, name; the
        // 800-byte description stays in the base table.
        // Nr = 10,000 products / 100 categories = 100; Nc = 4, Npk = 3, Ns = 0: Nv = 100 × 1 = 100
        // Σ pk = category 32; Σ row = price 8 + product_id 16 + name 60 = 84
        // bytes = 32 + 0 + 100 × 84 + 8 × 100 = 9,232 (with the description: 32 + 100 × 884 + 8 × 200 = 90,032)
        EntityModel product = Models.entity("com.example.shop.Product")
                .rows(10_000)
                .attribute(Models.uuid("productId").key())
                .attribute(Models.text("name").avgBytes(60))
                .attribute(Models.text("description").avgBytes(800))
                .attribute(Models.decimal("price").avgBytes(8))
                .attribute(Models.text("category").distinct(100))
                .pattern(
                        "inCategory",
                        p -> p.where("category").orderBy("price").limit(100).select("name"))
                .build();
        Checks checks = Checks.of(product);
        PartitionEstimate estimate = checks.estimate("products_by_category");
        assertEquals(100, estimate.rowsPerPartition(), 1e-9);
        assertEquals(100, estimate.valuesPerPartition(), 1e-9);
        assertEquals(9_232, estimate.bytesPerPartition(), 1e-9);
        checks.clean();
    }

    @Test
    void ordersOfOneCustomerWithStaticCustomerColumns() {
        // Nr = maxRowsPerValue on the customer reference = 250
        // Columns: customer_id K, order_date C, order_id C, customer_name S, customer_email S, status,
        // total: Nc = 7, Npk = 3, Ns = 2
        // Nv = 250 × (7 − 3 − 2) + 2 = 502
        // Σ pk = 16; Σ static = 32 + 32 = 64; Σ row = order_date 8 + order_id 16 + status 32 + total 8 = 64
        // bytes = 16 + 64 + 250 × 64 + 8 × 502 = 16 + 64 + 16,000 + 4,016 = 20,096
        Checks checks = Checks.of(Seeds.order(), Seeds.customer());
        PartitionEstimate estimate = checks.estimate("orders_by_customer");
        assertEquals(250, estimate.rowsPerPartition(), 1e-9);
        assertEquals(502, estimate.valuesPerPartition(), 1e-9);
        assertEquals(20_096, estimate.bytesPerPartition(), 1e-9);
        assertEquals("Nr = at most 250 rows per customer", estimate.arithmetic().get(0));
    }

    @Test
    void productsOfOneCategory() {
        // Nr = 10,000 products / 100 categories = 100
        // Columns: category K, price C, product_id C, name, description: Nc = 5, Npk = 3, Ns = 0
        // Nv = 100 × (5 − 3 − 0) + 0 = 200
        // Σ pk = 32; Σ row = price 8 + product_id 16 + name 32 + description 500 = 556
        // bytes = 32 + 0 + 100 × 556 + 8 × 200 = 32 + 55,600 + 1,600 = 57,232
        Checks checks = Checks.of(Seeds.product());
        PartitionEstimate estimate = checks.estimate("products_by_category");
        assertEquals(100, estimate.rowsPerPartition(), 1e-9);
        assertEquals(200, estimate.valuesPerPartition(), 1e-9);
        assertEquals(57_232, estimate.bytesPerPartition(), 1e-9);
        assertEquals(
                "Nr = 10,000 rows over 100 categories = 100 rows per category",
                estimate.arithmetic().get(0));
        // The base table: one row; Nv = 1 × (5 − 1 − 0) = 4; bytes = 16 + 1 × (32 + 500 + 8 + 32) + 8 × 4 = 620
        assertEquals(620, checks.estimate("products").bytesPerPartition(), 1e-9);
        checks.clean();
    }

    @Test
    void groupJoinDatesInFourDayBuckets() {
        // Nr = 3 joins per group per day × 4 days = 12
        // Columns: groupname K, joined_4days K, joined C, username, email, age: Nc = 6, Npk = 3, Ns = 0
        // Nv = 12 × (6 − 3 − 0) + 0 = 36
        // Σ pk = 32 + 4 = 36; Σ row = joined 16 + username 32 + email 32 + age 4 = 84
        // bytes = 36 + 12 × 84 + 8 × 36 = 36 + 1,008 + 288 = 1,332
        // partitions per read of 10 = ceil(10 / 12) = 1
        Checks checks = Checks.of(Seeds.groupJoin(4).build());
        PartitionEstimate estimate = checks.estimate("group_join_dates");
        assertEquals(12, estimate.rowsPerPartition(), 1e-9);
        assertEquals(36, estimate.valuesPerPartition(), 1e-9);
        assertEquals(1_332, estimate.bytesPerPartition(), 1e-6);
        assertEquals(1, estimate.partitionsPerRead());
        checks.clean();
    }

    @Test
    void theSeedsGoodDesignsAreCleanButForTheirDenormalizedCustomerCopies() {
        Checks.of(Seeds.user()).clean();
        Checks.of(Seeds.groupMember()).clean();
        Checks.of(Seeds.artifact()).clean();
        Checks.of(Seeds.customer()).clean();
        Checks orders = Checks.of(Seeds.order(), Seeds.customer());
        assertEquals(1, orders.sink.all().size(), () -> orders.sink.all().toString());
        orders.only(Code.QF305);
    }
}
