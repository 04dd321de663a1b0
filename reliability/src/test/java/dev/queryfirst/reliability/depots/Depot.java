package dev.queryfirst.reliability.depots;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/**
 * A depot of the newcomer's parcel app (issue 33): renamed now and then, its city, dock fee and
 * opening time never change ({@code @Fixed}), and every {@link Parcel} copies all four live.
 *
 * @param id the key
 * @param name renamed while parcels hold a {@code Depot} object read before
 * @param city fixed; a parcel pattern is partitioned by it
 * @param dockFee fixed, optional, a decimal with its scale ({@code 12.50})
 * @param openedAt fixed, {@code Instant.now()} (sub-millisecond in Java)
 */
@Entity(keyspace = "depots")
@Cardinality(rows = 500)
public record Depot(
        @Key UUID id,
        String name,
        @Fixed @Cardinality(distinct = 100) String city,
        @Fixed BigDecimal dockFee,
        @Fixed Instant openedAt) {}
