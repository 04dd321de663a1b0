package dev.queryfirst.runtime.bucket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class BucketSpecTest {

    private static Instant at(String text) {
        return Instant.parse(text);
    }

    private static LocalDate day(String text) {
        return LocalDate.parse(text);
    }

    @Test
    void dayBucketsAreCalendarDaysInUtc() {
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 1);
        assertEquals(day("2024-05-01"), days.bucketOf(at("2024-05-01T00:00:00Z")));
        assertEquals(day("2024-05-01"), days.bucketOf(at("2024-05-01T23:59:59.999999999Z")));
        assertEquals(day("2024-05-02"), days.bucketOf(at("2024-05-02T00:00:00Z")));
    }

    @Test
    void fourDayBucketsCountFromTheEpoch() {
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 4);
        assertEquals(day("1970-01-01"), days.bucketOf(at("1970-01-04T23:00:00Z")));
        assertEquals(day("1970-01-05"), days.bucketOf(at("1970-01-05T00:00:00Z")));
        // epoch day 19844 (2024-05-01): floorDiv(19844, 4) * 4 = 19844
        assertEquals(day("2024-05-01"), days.bucketOf(day("2024-05-04")));
        assertEquals(day("2024-05-05"), days.bucketOf(day("2024-05-05")));
    }

    @Test
    void preEpochInstantsFloorIntoTheBucketThatHoldsThem() {
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 4);
        assertEquals(day("1969-12-28"), days.bucketOf(at("1969-12-31T23:59:59Z")));
        assertEquals(day("1969-12-28"), days.bucketOf(at("1969-12-28T00:00:00Z")));
        assertEquals(day("1969-12-24"), days.bucketOf(at("1969-12-27T23:59:59Z")));

        BucketSpec<Instant> hours = BucketSpec.instants(ChronoUnit.HOURS, 1);
        assertEquals(at("1969-12-31T23:00:00Z"), hours.bucketOf(at("1969-12-31T23:59:59.5Z")));
        assertEquals(-1, hours.indexOf(at("1969-12-31T23:30:00Z")));
    }

    @Test
    void weeksAreSevenDayBlocksFromTheEpoch() {
        BucketSpec<LocalDate> weeks = BucketSpec.dates(ChronoUnit.WEEKS, 1);
        // 1970-01-01 is a Thursday: weeks run Thursday to Wednesday.
        assertEquals(day("2024-05-02"), weeks.bucketOf(day("2024-05-08")));
        assertEquals(day("2024-05-09"), weeks.bucketOf(day("2024-05-09")));
        assertEquals(day("1969-12-25"), weeks.bucketOf(day("1969-12-31")));

        BucketSpec<LocalDate> fortnights = BucketSpec.dates(ChronoUnit.WEEKS, 2);
        assertEquals(day("1970-01-01"), fortnights.bucketOf(day("1970-01-14")));
        assertEquals(day("1970-01-15"), fortnights.bucketOf(day("1970-01-15")));
    }

    @Test
    void monthsAreCalendarMonthsCountedFrom1970() {
        BucketSpec<LocalDate> months = BucketSpec.dates(ChronoUnit.MONTHS, 1);
        assertEquals(day("2024-02-01"), months.bucketOf(at("2024-02-29T12:00:00Z")));
        assertEquals(day("1969-12-01"), months.bucketOf(at("1969-12-31T23:59:59Z")));

        BucketSpec<LocalDate> quarters = BucketSpec.dates(ChronoUnit.MONTHS, 3);
        assertEquals(day("2024-04-01"), quarters.bucketOf(day("2024-06-30")));
        assertEquals(day("2024-07-01"), quarters.bucketOf(day("2024-07-01")));
        assertEquals(day("1969-10-01"), quarters.bucketOf(day("1969-12-15")));
        assertEquals(day("2024-01-01"), quarters.previous(day("2024-04-01")));
        assertEquals(day("2023-10-01"), quarters.previous(day("2024-01-01")));
    }

    @Test
    void yearsAreCalendarYearsCountedFrom1970() {
        BucketSpec<LocalDate> years = BucketSpec.dates(ChronoUnit.YEARS, 1);
        assertEquals(day("2024-01-01"), years.bucketOf(day("2024-12-31")));

        BucketSpec<LocalDate> decades = BucketSpec.dates(ChronoUnit.YEARS, 10);
        assertEquals(day("2020-01-01"), decades.bucketOf(day("2029-12-31")));
        assertEquals(day("1960-01-01"), decades.bucketOf(day("1969-12-31")));
        assertEquals(day("1970-01-01"), decades.next(day("1960-01-01")));
    }

    @Test
    void subDayBucketsStartAtAlignedInstants() {
        BucketSpec<Instant> quarterHours = BucketSpec.instants(ChronoUnit.MINUTES, 15);
        assertEquals(at("2024-05-01T10:15:00Z"), quarterHours.bucketOf(at("2024-05-01T10:22:13Z")));
        assertEquals(at("2024-05-01T10:30:00Z"), quarterHours.next(at("2024-05-01T10:15:00Z")));

        BucketSpec<Instant> halfDays = BucketSpec.instants(ChronoUnit.HALF_DAYS, 1);
        assertEquals(at("2024-05-01T12:00:00Z"), halfDays.bucketOf(at("2024-05-01T13:00:00Z")));

        BucketSpec<Instant> sixHours = BucketSpec.instants(ChronoUnit.HOURS, 6);
        assertEquals(at("2024-05-01T00:00:00Z"), sixHours.bucketOf(day("2024-05-01")));
    }

    @Test
    void localDateTimesAreReadAsUtc() {
        BucketSpec<Instant> hours = BucketSpec.instants(ChronoUnit.HOURS, 1);
        assertEquals(at("2024-05-01T10:00:00Z"), hours.bucketOf(LocalDateTime.parse("2024-05-01T10:59:59")));
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 1);
        assertEquals(day("1969-07-20"), days.bucketOf(LocalDateTime.parse("1969-07-20T20:17:40")));
    }

    @Test
    void timeuuidsBucketByTheirTimestamp() {
        // Version-1 UUID whose timestamp is 2024-05-01T10:22:13.5Z.
        UUID uuid = timeuuid(at("2024-05-01T10:22:13.5Z"));
        assertEquals(
                at("2024-05-01T10:15:00Z"),
                BucketSpec.instants(ChronoUnit.MINUTES, 15).bucketOf(uuid));
        assertEquals(day("2024-05-01"), BucketSpec.dates(ChronoUnit.DAYS, 1).bucketOf(uuid));
        assertEquals(
                day("1969-12-31"),
                BucketSpec.dates(ChronoUnit.DAYS, 1).bucketOf(timeuuid(at("1969-12-31T23:59:59.9Z"))));
    }

    @Test
    void randomUuidsAreNotTimeuuids() {
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 1);
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> days.bucketOf(UUID.randomUUID()));
        assertTrue(e.getMessage().contains("version-1"), e.getMessage());
    }

    @Test
    void bucketsBetweenListsNewestFirstInclusive() {
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 4);
        assertEquals(
                List.of(day("1970-01-05"), day("1970-01-01"), day("1969-12-28")),
                days.bucketsBetween(days.bucketOf(day("1969-12-30")), days.bucketOf(day("1970-01-06"))));
        assertEquals(List.of(day("2024-05-01")), days.bucketsBetween(day("2024-05-01"), day("2024-05-02")));
        assertThrows(IllegalArgumentException.class, () -> days.bucketsBetween(day("2024-05-05"), day("2024-05-01")));
    }

    @Test
    void previousAndNextOfAnUnalignedValueStepFromItsBucket() {
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 4);
        assertEquals(day("1970-01-01"), days.previous(day("1970-01-07")));
        assertEquals(day("1970-01-09"), days.next(day("1970-01-07")));
    }

    @Test
    void farFutureAndFarPastStayExact() {
        BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 1);
        assertEquals(LocalDate.MAX, days.bucketOf(LocalDate.MAX));
        assertEquals(LocalDate.MIN, days.bucketOf(LocalDate.MIN));
        assertThrows(DateTimeException.class, () -> days.next(LocalDate.MAX));

        BucketSpec<LocalDate> years = BucketSpec.dates(ChronoUnit.YEARS, 1);
        assertEquals(day("+999999999-01-01"), years.bucketOf(LocalDate.MAX));
        assertThrows(DateTimeException.class, () -> years.next(LocalDate.MAX));

        BucketSpec<Instant> minutes = BucketSpec.instants(ChronoUnit.MINUTES, 1);
        assertEquals(at("+1000000000-12-31T23:59:00Z"), minutes.bucketOf(Instant.MAX));
        assertEquals(Instant.MIN, minutes.bucketOf(Instant.MIN));
        assertThrows(DateTimeException.class, () -> minutes.next(minutes.bucketOf(Instant.MAX)));
    }

    @Test
    void indexRoundTripsAgainstANaiveDefinition() {
        SplittableRandom random = new SplittableRandom(42);
        BucketSpec<LocalDate> fourDays = BucketSpec.dates(ChronoUnit.DAYS, 4);
        BucketSpec<LocalDate> quarters = BucketSpec.dates(ChronoUnit.MONTHS, 3);
        BucketSpec<Instant> sevenMinutes = BucketSpec.instants(ChronoUnit.MINUTES, 7);
        long span = 200L * 365 * 86_400; // 1770 to 2170
        for (int i = 0; i < 10_000; i++) {
            Instant t = Instant.ofEpochSecond(random.nextLong(-span, span), random.nextInt(1_000_000_000));
            LocalDate date = LocalDate.ofInstant(t, java.time.ZoneOffset.UTC);

            LocalDate d = fourDays.bucketOf(t);
            assertTrue(!d.isAfter(date) && d.plusDays(4).isAfter(date), t.toString());
            assertEquals(0, Math.floorMod(d.toEpochDay(), 4), t.toString());
            assertEquals(d, fourDays.bucketAt(fourDays.indexOf(d)));

            LocalDate q = quarters.bucketOf(t);
            assertEquals(1, q.getDayOfMonth());
            assertEquals(0, (q.getMonthValue() - 1) % 3, t.toString());
            assertTrue(!q.isAfter(date) && q.plusMonths(3).isAfter(date), t.toString());

            Instant m = sevenMinutes.bucketOf(t);
            assertEquals(0, Math.floorMod(m.getEpochSecond(), 7 * 60), t.toString());
            assertTrue(!m.isAfter(t) && m.plusSeconds(7 * 60).isAfter(t), t.toString());
            assertEquals(m, sevenMinutes.next(sevenMinutes.previous(m)));
        }
    }

    @Test
    void rejectsUnitsAndSizesItCannotAlign() {
        assertThrows(IllegalArgumentException.class, () -> BucketSpec.dates(ChronoUnit.HOURS, 1));
        assertThrows(IllegalArgumentException.class, () -> BucketSpec.instants(ChronoUnit.DAYS, 1));
        assertThrows(IllegalArgumentException.class, () -> BucketSpec.instants(ChronoUnit.SECONDS, 1));
        assertThrows(IllegalArgumentException.class, () -> BucketSpec.dates(ChronoUnit.DECADES, 1));
        assertThrows(IllegalArgumentException.class, () -> BucketSpec.dates(ChronoUnit.DAYS, 0));
    }

    /** Builds a version-1 UUID carrying {@code time} (100-ns units since 1582-10-15). */
    static UUID timeuuid(Instant time) {
        long ticks = (time.getEpochSecond() + 12_219_292_800L) * 10_000_000L + time.getNano() / 100;
        long msb =
                (ticks & 0xFFFFFFFFL) << 32 | ((ticks >>> 32) & 0xFFFFL) << 16 | 0x1000L | ((ticks >>> 48) & 0x0FFFL);
        return new UUID(msb, 0x8000000000000001L);
    }
}
