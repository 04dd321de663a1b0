package dev.queryfirst.samples.hotels;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;

/**
 * A hotel near a point of interest, read both ways:
 *
 * <ul>
 *   <li>Q1 "find hotels near a point of interest" ({@code hotels_by_poi}): the point of interest
 *       is the partition, its description a static column, one row per hotel;
 *   <li>Q3 "find points of interest near a hotel" ({@code pois_by_hotel}): the reverse, with the
 *       hotel's attributes static.
 * </ul>
 *
 * <p>About 20 points of interest near each hotel, 2 hotels near each point of interest; the
 * busiest point of interest has at most 500 hotels nearby.
 *
 * <p>Both references are {@code @Snapshot}s: a pairing is written once (immutable) with the
 * hotel and the point of interest as they were, and {@code hotels_by_poi} is keyed by the point
 * of interest's name, which no propagation could move.
 */
@Entity(keyspace = "hotels", table = "hotels_near_pois", immutable = true)
@Cardinality(rows = 100_000)
// Each table copies the other side's attributes into its rows (QF305): hotels and points of
// interest rarely change, and the search results show them without a second read.
@SuppressWarnings("QF305")
@AccessPattern(name = "hotelsNear", where = "poi.name", table = "hotels_by_poi")
@AccessPattern(name = "poisNear", where = "hotel.id", table = "pois_by_hotel")
public record HotelNearPoi(
        @Key @Snapshot @Cardinality(maxRowsPerValue = 500) Poi poi,
        @Key @Snapshot @Cardinality(maxRowsPerValue = 100) Hotel hotel) {}
