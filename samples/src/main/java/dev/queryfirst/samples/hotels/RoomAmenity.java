package dev.queryfirst.samples.hotels;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * An amenity of one room (Q5, "view the amenities of a room"): {@code amenities_by_room}, one
 * partition per room. 5,000 hotels × 100 rooms × about 10 amenities.
 */
@Entity(keyspace = "hotels", table = "room_amenities")
@Cardinality(rows = 5_000_000)
@AccessPattern(
        name = "ofRoom",
        where = {"hotelId", "roomNumber"},
        table = "amenities_by_room")
public record RoomAmenity(
        @Key @Cardinality(distinct = 5_000) String hotelId,
        @Key @Cardinality(distinct = 500) short roomNumber,
        @Key String amenityName,
        String description) {}
