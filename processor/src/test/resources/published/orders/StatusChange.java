package published.orders;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** A status an order took, and when. Q4: an order's status history, newest first. */
@Entity(keyspace = "order_management_data", immutable = true)
@Cardinality(rows = 4_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "history",
        where = "orderId",
        orderBy = "statusTimestamp DESC",
        table = "order_status_history_by_id")
public record StatusChange(
        @Key @Cardinality(maxRowsPerValue = 10, total = true) String orderId,
        @Key Instant statusTimestamp,
        String orderStatus) {}
