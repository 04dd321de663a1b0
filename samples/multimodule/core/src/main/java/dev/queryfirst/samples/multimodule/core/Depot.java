package dev.queryfirst.samples.multimodule.core;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.util.UUID;

/**
 * A depot parcels leave from. Other modules copy it live ({@code Parcel.depot} in {@code tracking},
 * {@code Invoice.depot} in {@code billing}); this module knows nothing of them, yet {@link DepotDao}
 * keeps their copies true: each of them contributes its copies, found on the class path.
 *
 * @param handlingFee what a parcel through this depot costs, with its scale ({@code 2.50})
 */
@Entity(keyspace = "parcels")
@Cardinality(rows = 2_000)
@AccessPattern(name = "byId", where = "id")
@AccessPattern(name = "byCity", where = "city", limit = 100)
public record Depot(
        @Key UUID id,
        String name,
        @Cardinality(distinct = 500) String city,
        BigDecimal handlingFee) {}
