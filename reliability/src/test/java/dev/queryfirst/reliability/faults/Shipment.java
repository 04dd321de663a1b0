package dev.queryfirst.reliability.faults;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * The entity of the node-fault runs: every update moves it in {@code shipments_by_status} (its
 * status changes) and rewrites it in {@code shipments_by_carrier}, so a write that lands in some
 * tables and not others shows up in the audit.
 *
 * @param id the key
 * @param status moves on every update
 * @param carrier a second copy, partitioned by carrier
 * @param sequence the number of the write that produced this state
 */
@Entity
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byStatus", where = "status")
@AccessPattern(name = "byCarrier", where = "carrier")
public record Shipment(
        @Key long id,
        @Cardinality(distinct = 10_000) String status,
        @Cardinality(distinct = 1_000) String carrier,
        long sequence) {}
