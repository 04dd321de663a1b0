package dev.queryfirst.samples.hotels;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;
import java.time.LocalDate;

/**
 * A reservation (the Cassandra documentation's reservation model):
 *
 * <ul>
 *   <li>Q6 "look up a reservation by guest name" ({@code reservations_by_guest}): guest names are
 *       not unique, so the guest's id clusters within the name;
 *   <li>Q7 "look up a reservation by confirmation number": the base table;
 *   <li>Q8 "reservations of a hotel on a date" ({@code reservations_by_hotel_date}), for the
 *       hotel's staff, by room. Moving a reservation to another date moves this row.
 * </ul>
 *
 * <p>20 million reservations at 5,000 hotels over 4,000 start dates: about one starts at a hotel on
 * a given day. {@code @Cardinality} counts rows per value of one attribute, not per hotel and day:
 * this model once declared {@code maxRowsPerValue = 100} on {@code startDate} to mean "100 per
 * hotel and day", which says that one start date has at most 100 reservations over all hotels,
 * room for 400,000 of the 20 million (a rehearsal refuses such numbers). Without it the checks
 * judge the worst case the numbers allow: all of a hotel's reservations starting on one day.
 *
 * <p>The guest is a {@code @Snapshot}: a reservation keeps the name and contact details the
 * guest booked with, and {@code reservations_by_guest} is keyed by the guest's last name, which a
 * propagation cannot move (a live copy there is QF205).
 */
@Entity(keyspace = "hotels", table = "reservations_by_confirmation")
@Cardinality(rows = 20_000_000)
// The guest's name and contact details are copied into every reservation (QF305): the staff
// and the call centre see them without a second read, and guests rarely change them.
@SuppressWarnings("QF305")
@AccessPattern(name = "byGuestName", where = "guest.lastName", orderBy = "guest.id", table = "reservations_by_guest")
@AccessPattern(
        name = "byHotelAndDate",
        where = {"hotelId", "startDate"},
        orderBy = "roomNumber",
        table = "reservations_by_hotel_date")
public record Reservation(
        @Key String confirmationNumber,
        @Fixed @Cardinality(distinct = 5_000) String hotelId,

        @Cardinality(distinct = 4_000) LocalDate startDate,

        LocalDate endDate,
        short roomNumber,
        @Fixed @Snapshot @Cardinality(maxRowsPerValue = 50) Guest guest) {}
