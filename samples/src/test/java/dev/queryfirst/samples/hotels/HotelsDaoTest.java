package dev.queryfirst.samples.hotels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * the Cassandra documentation's hotels and reservations against a real node: hotels near a point of interest and
 * back, a hotel's free rooms over a range of nights, a room's amenities, and reservations by
 * confirmation number, guest name, and hotel and date.
 */
@CassandraTest
class HotelsDaoTest {

    private static final LocalDate JUNE_1 = LocalDate.of(2025, 6, 1);
    private static final Address ADDRESS = new Address("1 Quay St", "Sydney", "NSW", "2000", "AU");

    private static HotelDao hotels;
    private static PoiDao pois;
    private static HotelNearPoiDao near;
    private static AvailableRoomDao rooms;
    private static RoomAmenityDao amenities;
    private static GuestDao guests;
    private static ReservationDao reservations;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        HotelsSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
        hotels = HotelDao.create(session, options);
        pois = PoiDao.create(session, options);
        near = HotelNearPoiDao.create(session, options);
        rooms = AvailableRoomDao.create(session, options);
        amenities = RoomAmenityDao.create(session, options);
        guests = GuestDao.create(session, options);
        reservations = ReservationDao.create(session, options);
        raw = new Raw(session, keyspace.name());
    }

    @Test
    void q1AndQ3HotelsNearAPointOfInterestAndBack() {
        Poi opera = new Poi("Opera House", "Sydney's opera house");
        Poi bridge = new Poi("Harbour Bridge", "The coathanger");
        Hotel quay = new Hotel("AZ123", "Quay Hotel", "+61 2 5550 0100", ADDRESS);
        Hotel rocks = new Hotel("AZ124", "Rocks Inn", "+61 2 5550 0200", ADDRESS);
        pois.insert(opera);
        pois.insert(bridge);
        hotels.insert(quay);
        hotels.insert(rocks);
        HotelNearPoi quayOpera = new HotelNearPoi(opera, quay);
        HotelNearPoi rocksOpera = new HotelNearPoi(opera, rocks);
        HotelNearPoi quayBridge = new HotelNearPoi(bridge, quay);
        near.insert(quayOpera);
        near.insert(rocksOpera);
        near.insert(quayBridge);

        assertEquals(List.of(quayOpera, rocksOpera), near.hotelsNear("Opera House"));
        assertEquals(List.of(quayBridge, quayOpera), near.poisNear("AZ123"));
        assertEquals(Optional.of(quay), hotels.findByKey("AZ123"));
        assertEquals(
                "Sydney's opera house",
                raw.rows(HotelsByPoiTable.NAME, "poi_name = ?", "Opera House")
                        .get(0)
                        .getString("poi_description"));

        near.delete(rocksOpera);
        assertEquals(List.of(quayOpera), near.hotelsNear("Opera House"));
        assertTrue(near.audit().isClean(), near.audit().toString());
    }

    @Test
    void q4FreeRoomsOfAHotelOverARangeOfNights() {
        for (int night = 0; night < 5; night++) {
            for (short room = 101; room <= 102; room++) {
                rooms.insert(new AvailableRoom("AZ200", JUNE_1.plusDays(night), room, true));
            }
        }
        List<AvailableRoom> stay = rooms.availability("AZ200", JUNE_1.plusDays(1), JUNE_1.plusDays(3));
        assertEquals(
                List.of(
                        new AvailableRoom("AZ200", JUNE_1.plusDays(1), (short) 101, true),
                        new AvailableRoom("AZ200", JUNE_1.plusDays(1), (short) 102, true),
                        new AvailableRoom("AZ200", JUNE_1.plusDays(2), (short) 101, true),
                        new AvailableRoom("AZ200", JUNE_1.plusDays(2), (short) 102, true)),
                stay);

        AvailableRoom booked = new AvailableRoom("AZ200", JUNE_1.plusDays(2), (short) 101, false);
        assertTrue(rooms.update(booked));
        assertEquals(
                booked,
                rooms.availability("AZ200", JUNE_1.plusDays(2), JUNE_1.plusDays(3))
                        .get(0));
        assertTrue(rooms.delete("AZ200", JUNE_1, (short) 101));
        assertEquals(1, rooms.availability("AZ200", JUNE_1, JUNE_1.plusDays(1)).size());
        assertTrue(rooms.audit().isClean(), rooms.audit().toString());
    }

    @Test
    void q5AmenitiesOfARoom() {
        RoomAmenity tv = new RoomAmenity("AZ300", (short) 7, "tv", "55 inch");
        RoomAmenity bath = new RoomAmenity("AZ300", (short) 7, "bathtub", "clawfoot");
        amenities.insert(tv);
        amenities.insert(bath);
        amenities.insert(new RoomAmenity("AZ300", (short) 8, "tv", "42 inch"));

        assertEquals(List.of(bath, tv), amenities.ofRoom("AZ300", (short) 7));
        RoomAmenity bigger = new RoomAmenity("AZ300", (short) 7, "tv", "65 inch");
        amenities.save(bigger);
        assertEquals(List.of(bath, bigger), amenities.ofRoom("AZ300", (short) 7));
        assertTrue(amenities.delete("AZ300", (short) 7, "bathtub"));
        assertEquals(List.of(bigger), amenities.ofRoom("AZ300", (short) 7));
        assertTrue(amenities.audit().isClean(), amenities.audit().toString());
    }

    @Test
    void q6ToQ8ReservationsByConfirmationGuestNameAndHotelDate() {
        Guest nguyen =
                new Guest(UUID.randomUUID(), "Mai", "Nguyen", Set.of("mai@example.com"), List.of("+61 400 000 001"));
        Guest otherNguyen = new Guest(UUID.randomUUID(), "Bao", "Nguyen", Set.of(), List.of());
        guests.insert(nguyen);
        guests.insert(otherNguyen);
        Reservation first = new Reservation("RS-1", "AZ400", JUNE_1, JUNE_1.plusDays(3), (short) 12, nguyen);
        Reservation second = new Reservation("RS-2", "AZ400", JUNE_1, JUNE_1.plusDays(1), (short) 3, otherNguyen);
        reservations.insert(first);
        reservations.insert(second);

        assertEquals(Optional.of(first), reservations.findByKey("RS-1"));
        List<Reservation> byName = reservations.byGuestName("Nguyen");
        assertEquals(Set.of(first, second), Set.copyOf(byName));
        assertEquals(List.of(second, first), reservations.byHotelAndDate("AZ400", JUNE_1), "by room number");

        // Moving the stay to another date moves the row of reservations_by_hotel_date.
        Reservation moved =
                new Reservation("RS-1", "AZ400", JUNE_1.plusDays(7), JUNE_1.plusDays(10), (short) 12, nguyen);
        assertTrue(reservations.update(moved));
        assertEquals(List.of(second), reservations.byHotelAndDate("AZ400", JUNE_1));
        assertEquals(List.of(moved), reservations.byHotelAndDate("AZ400", JUNE_1.plusDays(7)));

        assertTrue(reservations.delete("RS-2"));
        assertEquals(List.of(moved), reservations.byGuestName("Nguyen"));
        assertEquals(List.of(), reservations.byHotelAndDate("AZ400", JUNE_1));
        assertTrue(reservations.audit().isClean(), reservations.audit().toString());
    }
}
