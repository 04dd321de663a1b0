package dev.queryfirst.samples.hotels;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * Whether one room of a hotel is free on one night (Q4, "find available rooms at a hotel for a
 * range of nights"): {@code available_rooms_by_hotel_date}, the wide partition pattern, one
 * partition per hotel with its rooms' nights clustered by date for the range read.
 *
 * <p>A hotel of about 100 rooms publishes a night of each room every day; a night older than 400
 * days expires, which bounds the partition to 40,000 rows.
 */
@Entity(keyspace = "hotels", table = "available_rooms", ttl = "P400D")
@Cardinality(rows = 500_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "availability",
        where = "hotelId",
        range = "date",
        orderBy = "date",
        table = "available_rooms_by_hotel_date")
public record AvailableRoom(
        @Key @Cardinality(distinct = 5_000) String hotelId,
        @Key LocalDate date,
        @Key short roomNumber,
        boolean isAvailable) {}
