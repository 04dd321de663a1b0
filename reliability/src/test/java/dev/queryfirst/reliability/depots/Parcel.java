package dev.queryfirst.reliability.depots;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A parcel at a {@link Depot}, whose attributes it copies live into each of its tables: statics in
 * {@code parcels_by_depot_id} (partitioned by the depot's key), plain copies in the base table and in
 * {@code parcels_by_status} (whose rows move when the status changes), and the depot's fixed city
 * in the partition key of {@code parcels_by_depot_city}.
 *
 * @param id the key
 * @param depot where it is
 * @param status received, sorted, out, …
 * @param receivedAt {@code Instant.now()} when it arrived
 * @param note optional
 */
@Entity(keyspace = "depots")
@Cardinality(rows = 200_000)
@SuppressWarnings({"QF305", "QF309"})
@AccessPattern(name = "byDepot", where = "depot.id", orderBy = "receivedAt DESC", limit = 1000)
@AccessPattern(name = "byCity", where = "depot.city", orderBy = "receivedAt DESC", limit = 1000)
@AccessPattern(name = "byStatus", where = "status", orderBy = "receivedAt DESC", limit = 1000)
public record Parcel(
        @Key UUID id,
        @Cardinality(maxRowsPerValue = 1_000) Depot depot,
        @Cardinality(distinct = 100) String status,
        Instant receivedAt,
        String note) {}
