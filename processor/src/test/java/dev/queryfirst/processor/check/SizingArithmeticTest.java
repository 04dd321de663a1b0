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
 * The sizing rules (docs/sizing.md, "Rows per partition") on the sources' tables, each checked
 * against the arithmetic done by hand in the comments. Fixed sizes: int/date 4, bigint/timestamp 8,
 * uuid/timeuuid 16; text without avgBytes 32. Bytes in the SSTable format (StorageFormat): a key
 * with a 2-byte length (a composite key's components with 2 bytes of length and an end byte each),
 * 2 bytes of partition header, and per row a flags byte, the clustering values behind a 1-byte
 * header, two vint sizes, a 5-byte write time and the cells (a flags byte and the value, with a
 * 1-byte vint length below 128 bytes, 2 below 16,384).
 */
class SizingArithmeticTest {

    @Test
    void logMessagesOfOneSourceAndDay() {
        // Nr = 50,000,000 rows/day / 5,000 sources × 1 day per bucket = 10,000
        // Columns: source_name K, message_time_day K, message_time C, message_id C, source_type,
        // message_type, message_body, message_parts (6 elements): Nc = 7 + 6 = 13, Npk = 4, Ns = 0
        // Nv = 10,000 × (13 − 4 − 0) + 0 = 90,000
        // key = 2 + (2 + source_name 32 + 1) + (2 + message_time_day 4 + 1) = 44
        // row: clustering 1 + message_time 8 + message_id 16 = 25; cells: write time 5, source_type
        //      1 + 1 + 32, message_type 34, message_body 1 + 2 + 180, message_parts (a deletion 8, a
        //      count 1, 6 × (flags 1, key 1 + 10, value 1 + 10)) 147: 5 + 34 + 34 + 183 + 147 = 403;
        //      1 + 25 + vint(403) 2 + vint(429) 2 + 403 = 433
        // bytes = 44 + 2 + 0 + 10,000 × 433 = 4,330,046
        // partitions per read of 10 = ceil(10 / 10,000) = 1; bySourceAndTime reads a range of days
        Checks checks = Checks.of(Seeds.logMessage().build());
        PartitionEstimate estimate = checks.estimate("log_messages_by_source_name");
        assertEquals(10_000, estimate.rowsPerPartition(), 1e-6);
        assertEquals(90_000, estimate.valuesPerPartition(), 1e-6);
        assertEquals(4_330_046, estimate.bytesPerPartition(), 1e-3);
        assertEquals(1, estimate.partitionsPerRead());
        assertTrue(estimate.bounded() && estimate.known());
        assertEquals(
                List.of(
                        "Nr = 50,000,000 rows/day over 5,000 sources = 10,000 rows per source per day × 1 day per bucket = 10,000",
                        "Nv = Nr × (Nc − Npk − Ns) + Ns = 10,000 × (13 − 4 − 0) + 0 = 90,000 values",
                        "bytes = key + header + static row + Nr × row = 44 + 2 + 0 + 10,000 × 433 = 4,330,046 bytes (4.3 MB), as"
                                + " SSTables store them (per row: flags, clustering, sizes, one write time; per value: a"
                                + " flag and its length)",
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
        // key = 2 + category 32 = 34; row: clustering 1 + price 1 + 8 + product_id 16 = 26, cells 5 +
        // name 1 + 1 + 60 = 67: 1 + 26 + 1 + 1 + 67 = 96
        // bytes = 34 + 2 + 100 × 96 = 9,636 (with the description, 1 + 2 + 800 more a row: 90,036)
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
        assertEquals(9_636, estimate.bytesPerPartition(), 1e-9);
        checks.clean();
    }

    @Test
    void ordersOfOneCustomerWithStaticCustomerColumns() {
        // Nr = maxRowsPerValue on the customer reference = 250
        // Columns: customer_id K, order_date C, order_id C, customer_name S, customer_email S, status,
        // total: Nc = 7, Npk = 3, Ns = 2
        // Nv = 250 × (7 − 3 − 2) + 2 = 502
        // key = 2 + 16 = 18; static row: each cell with its own write time, (1 + 1 + 32 + 5) × 2 = 78,
        // flags 2, sizes 1 + 1: 82
        // row: clustering 1 + order_date 8 + order_id 16 = 25, cells 5 + status 34 + total 1 + 1 + 8 = 49:
        //      1 + 25 + 1 + 1 + 49 = 77
        // bytes = 18 + 2 + 82 + 250 × 77 = 19,352
        Checks checks = Checks.of(Seeds.order(), Seeds.customer());
        PartitionEstimate estimate = checks.estimate("orders_by_customer");
        assertEquals(250, estimate.rowsPerPartition(), 1e-9);
        assertEquals(502, estimate.valuesPerPartition(), 1e-9);
        assertEquals(19_352, estimate.bytesPerPartition(), 1e-9);
        assertEquals("Nr = at most 250 rows per customer", estimate.arithmetic().get(0));
    }

    @Test
    void productsOfOneCategory() {
        // Nr = 10,000 products / 100 categories = 100
        // Columns: category K, price C, product_id C, name, description: Nc = 5, Npk = 3, Ns = 0
        // Nv = 100 × (5 − 3 − 0) + 0 = 200
        // key = 34; row: clustering 1 + price 9 + product_id 16 = 26, cells 5 + name 34 + description
        //      1 + 2 + 500 = 542: 1 + 26 + 2 + 2 + 542 = 573
        // bytes = 34 + 2 + 100 × 573 = 57,336
        Checks checks = Checks.of(Seeds.product());
        PartitionEstimate estimate = checks.estimate("products_by_category");
        assertEquals(100, estimate.rowsPerPartition(), 1e-9);
        assertEquals(200, estimate.valuesPerPartition(), 1e-9);
        assertEquals(57_336, estimate.bytesPerPartition(), 1e-9);
        assertEquals(
                "Nr = 10,000 rows over 100 categories = 100 rows per category",
                estimate.arithmetic().get(0));
        // The base table: key 18, header 2; a row without clustering: cells 5 + name 34 + description 503
        // + price 10 + category 34 = 586, 1 + 2 + 2 + 586 = 591: 611
        assertEquals(611, checks.estimate("products").bytesPerPartition(), 1e-9);
        checks.clean();
    }

    @Test
    void groupJoinDatesInFourDayBuckets() {
        // Nr = 3 joins per group per day × 4 days = 12
        // Columns: groupname K, joined_4days K, joined C, username, email, age: Nc = 6, Npk = 3, Ns = 0
        // Nv = 12 × (6 − 3 − 0) + 0 = 36
        // key = 2 + (2 + 32 + 1) + (2 + 4 + 1) = 44; row: clustering 1 + joined 16 = 17, cells 5 +
        // username 34 + email 34 + age 1 + 4 = 78: 1 + 17 + 1 + 1 + 78 = 98
        // bytes = 44 + 2 + 12 × 98 = 1,222
        // partitions per read of 10 = ceil(10 / 12) = 1
        Checks checks = Checks.of(Seeds.groupJoin(4).build());
        PartitionEstimate estimate = checks.estimate("group_join_dates");
        assertEquals(12, estimate.rowsPerPartition(), 1e-9);
        assertEquals(36, estimate.valuesPerPartition(), 1e-9);
        assertEquals(1_222, estimate.bytesPerPartition(), 1e-6);
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
