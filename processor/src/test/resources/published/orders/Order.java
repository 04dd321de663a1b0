package published.orders;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;

/** An order; its user and time never change, its status does. Q1: a user's orders over a range of time, newest first. */
@Entity(keyspace = "order_management_data")
@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "byUser",
        where = "userId",
        range = "timestamp",
        orderBy = "timestamp DESC",
        select = {"status", "total"},
        table = "orders_by_user")
public record Order(
        @Key String id,
        @Fixed @Cardinality(distinct = 10_000_000) String userId,
        @Fixed Instant timestamp,
        String status,
        BigDecimal subtotal,
        BigDecimal shipping,
        BigDecimal tax,
        BigDecimal total,
        String paymentSummary,
        @Cardinality(elements = 10) Map<String, String> paymentDetails,
        String billingSummary,
        @Cardinality(elements = 10) Map<String, String> billingDetails,
        String shippingSummary,
        @Cardinality(elements = 10) Map<String, String> shippingDetails,
        String deliveryId,
        @Cardinality(elements = 10) Map<String, String> deliveryDetails) {}
