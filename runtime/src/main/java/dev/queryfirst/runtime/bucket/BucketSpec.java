package dev.queryfirst.runtime.bucket;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * The time buckets of one {@code @TimeBucket} attribute: a unit ({@code MINUTES} to {@code YEARS})
 * times a size, aligned to the epoch in UTC.
 *
 * <p>A bucket is identified by its start: a {@link LocalDate} for units of a day or longer (the
 * CQL {@code date} bucket column), an {@link Instant} below a day (the CQL {@code timestamp}
 * column). Alignment: sub-day and {@code DAYS} buckets are multiples of their width counted from
 * 1970-01-01T00:00Z; {@code WEEKS} are 7-day blocks from the epoch (so a week starts on a
 * Thursday); {@code MONTHS} and {@code YEARS} start on calendar boundaries, their multiples
 * counted from January 1970. Instants before 1970 fall into the bucket that contains them (floor
 * division), never into the bucket after.
 *
 * <pre>{@code
 * BucketSpec<LocalDate> days = BucketSpec.dates(ChronoUnit.DAYS, 4);
 * days.bucketOf(Instant.parse("1970-01-06T10:00:00Z"));   // 1970-01-05
 * days.previous(LocalDate.parse("1970-01-05"));            // 1970-01-01
 *
 * BucketSpec<Instant> quarters = BucketSpec.instants(ChronoUnit.MINUTES, 15);
 * quarters.bucketOf(Instant.parse("2024-05-01T10:22:13Z")); // 2024-05-01T10:15:00Z
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; generated code keeps one per bucket column in a
 * static constant.
 *
 * @param <B> {@code LocalDate} or {@code Instant}
 */
public abstract class BucketSpec<B extends Comparable<? super B>> {

    private static final long SECONDS_PER_DAY = 86_400;
    /** Seconds from the timeuuid epoch (1582-10-15T00:00Z) to the Unix epoch. */
    private static final long UUID_EPOCH_OFFSET_SECONDS = 12_219_292_800L;

    private final ChronoUnit unit;
    private final int size;

    private BucketSpec(ChronoUnit unit, int size) {
        this.unit = unit;
        this.size = size;
    }

    /**
     * Buckets of a day or longer ({@code DAYS}, {@code WEEKS}, {@code MONTHS}, {@code YEARS}),
     * identified by their first day.
     *
     * @throws IllegalArgumentException if the unit is shorter than a day or longer than a year, or
     *     {@code size <= 0}
     */
    public static BucketSpec<LocalDate> dates(ChronoUnit unit, int size) {
        checkSize(size);
        switch (Objects.requireNonNull(unit, "unit")) {
            case DAYS:
                return new DayBuckets(unit, size, size);
            case WEEKS:
                return new DayBuckets(unit, size, 7L * size);
            case MONTHS:
                return new MonthBuckets(unit, size, size);
            case YEARS:
                return new MonthBuckets(unit, size, 12L * size);
            default:
                throw new IllegalArgumentException(
                        "unit " + unit + " is not a date bucket unit: use DAYS, WEEKS, MONTHS or YEARS,"
                                + " or BucketSpec.instants(...) for MINUTES, HOURS and HALF_DAYS");
        }
    }

    /**
     * Buckets shorter than a day ({@code MINUTES}, {@code HOURS}, {@code HALF_DAYS}), identified
     * by their first instant.
     *
     * @throws IllegalArgumentException for other units or {@code size <= 0}
     */
    public static BucketSpec<Instant> instants(ChronoUnit unit, int size) {
        checkSize(size);
        switch (Objects.requireNonNull(unit, "unit")) {
            case MINUTES:
            case HOURS:
            case HALF_DAYS:
                return new InstantBuckets(unit, size);
            default:
                throw new IllegalArgumentException(
                        "unit " + unit + " is not a sub-day bucket unit: use MINUTES, HOURS or HALF_DAYS,"
                                + " or BucketSpec.dates(...) for DAYS to YEARS");
        }
    }

    private static void checkSize(int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("size must be positive, was " + size);
        }
    }

    /** The bucket unit. */
    public ChronoUnit unit() {
        return unit;
    }

    /** Units per bucket. */
    public int size() {
        return size;
    }

    /** The bucket holding {@code time}. */
    public B bucketOf(Instant time) {
        return bucketAt(indexOfSecond(Objects.requireNonNull(time, "time").getEpochSecond()));
    }

    /** The bucket holding the start of {@code date} (UTC). */
    public B bucketOf(LocalDate date) {
        return bucketAt(indexOfSecond(Objects.requireNonNull(date, "date").toEpochDay() * SECONDS_PER_DAY));
    }

    /** The bucket holding {@code time}, read as UTC. */
    public B bucketOf(LocalDateTime time) {
        return bucketAt(indexOfSecond(Objects.requireNonNull(time, "time").toEpochSecond(ZoneOffset.UTC)));
    }

    /**
     * The bucket holding the time of a version-1 (time-based) UUID, as stored in a CQL
     * {@code timeuuid} column.
     *
     * @throws IllegalArgumentException if {@code timeuuid} is not a version-1 UUID
     */
    public B bucketOf(UUID timeuuid) {
        Objects.requireNonNull(timeuuid, "timeuuid");
        if (timeuuid.version() != 1) {
            throw new IllegalArgumentException(
                    "timeuuid must be a version-1 (time-based) UUID, was version " + timeuuid.version());
        }
        long seconds = Math.floorDiv(timeuuid.timestamp(), 10_000_000L) - UUID_EPOCH_OFFSET_SECONDS;
        return bucketAt(indexOfSecond(seconds));
    }

    /** The bucket before the one holding {@code bucket}. */
    public B previous(B bucket) {
        return bucketAt(indexOf(bucket) - 1);
    }

    /** The bucket after the one holding {@code bucket}. */
    public B next(B bucket) {
        return bucketAt(indexOf(bucket) + 1);
    }

    /**
     * Every bucket from the one holding {@code start} to the one holding {@code end}, both
     * included, newest first: the order in which a range read walks them.
     *
     * @throws IllegalArgumentException if {@code end} is before {@code start}
     */
    public List<B> bucketsBetween(B start, B end) {
        long first = indexOf(start);
        long last = indexOf(end);
        if (last < first) {
            throw new IllegalArgumentException("end (" + end + ") is before start (" + start + ")");
        }
        List<B> buckets = new ArrayList<>();
        for (long i = last; i >= first; i--) {
            buckets.add(bucketAt(i));
        }
        return buckets;
    }

    /**
     * The position of the bucket holding {@code bucket}, counted from the bucket that starts at the
     * epoch (0); negative before 1970. Cursors store buckets this way.
     */
    public long indexOf(B bucket) {
        return indexOfSecond(epochSecondOf(Objects.requireNonNull(bucket, "bucket")));
    }

    /**
     * The bucket at {@code index} (see {@link #indexOf}).
     *
     * @throws DateTimeException if the bucket lies outside the range of its Java type
     */
    public abstract B bucketAt(long index);

    /**
     * The Java type of a bucket, {@code LocalDate} or {@code Instant}: what a read of the bucket
     * column gets ({@code row.get(0, spec.bucketType())}).
     */
    public abstract Class<B> bucketType();

    abstract long indexOfSecond(long epochSecond);

    abstract long epochSecondOf(B bucket);

    @Override
    public String toString() {
        return "BucketSpec[" + size + " " + unit + "]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BucketSpec<?> other && other.unit == unit && other.size == size;
    }

    @Override
    public int hashCode() {
        return unit.hashCode() * 31 + size;
    }

    static long multiply(long index, long width) {
        try {
            return Math.multiplyExact(index, width);
        } catch (ArithmeticException e) {
            throw new DateTimeException("bucket " + index + " of width " + width + " is out of range");
        }
    }

    /** DAYS and WEEKS: fixed widths in days. */
    private static final class DayBuckets extends BucketSpec<LocalDate> {
        private final long widthDays;

        DayBuckets(ChronoUnit unit, int size, long widthDays) {
            super(unit, size);
            this.widthDays = widthDays;
        }

        @Override
        public LocalDate bucketAt(long index) {
            return LocalDate.ofEpochDay(multiply(index, widthDays));
        }

        @Override
        public Class<LocalDate> bucketType() {
            return LocalDate.class;
        }

        @Override
        long indexOfSecond(long epochSecond) {
            return Math.floorDiv(Math.floorDiv(epochSecond, SECONDS_PER_DAY), widthDays);
        }

        @Override
        long epochSecondOf(LocalDate bucket) {
            return bucket.toEpochDay() * SECONDS_PER_DAY;
        }
    }

    /** MONTHS and YEARS: calendar months, counted from January 1970. */
    private static final class MonthBuckets extends BucketSpec<LocalDate> {
        private final long widthMonths;

        MonthBuckets(ChronoUnit unit, int size, long widthMonths) {
            super(unit, size);
            this.widthMonths = widthMonths;
        }

        @Override
        public LocalDate bucketAt(long index) {
            long month = multiply(index, widthMonths);
            long year = 1970 + Math.floorDiv(month, 12);
            if (year < LocalDate.MIN.getYear() || year > LocalDate.MAX.getYear()) {
                throw new DateTimeException("bucket " + index + " starts in year " + year + ", out of range");
            }
            return LocalDate.of((int) year, (int) Math.floorMod(month, 12) + 1, 1);
        }

        @Override
        public Class<LocalDate> bucketType() {
            return LocalDate.class;
        }

        @Override
        long indexOfSecond(long epochSecond) {
            LocalDate day = LocalDate.ofEpochDay(Math.floorDiv(epochSecond, SECONDS_PER_DAY));
            long month = (day.getYear() - 1970L) * 12 + day.getMonthValue() - 1;
            return Math.floorDiv(month, widthMonths);
        }

        @Override
        long epochSecondOf(LocalDate bucket) {
            return bucket.toEpochDay() * SECONDS_PER_DAY;
        }
    }

    /** MINUTES, HOURS and HALF_DAYS: fixed widths in seconds. */
    private static final class InstantBuckets extends BucketSpec<Instant> {
        private final long widthSeconds;

        InstantBuckets(ChronoUnit unit, int size) {
            super(unit, size);
            this.widthSeconds = unit.getDuration().getSeconds() * size;
        }

        @Override
        public Instant bucketAt(long index) {
            return Instant.ofEpochSecond(multiply(index, widthSeconds));
        }

        @Override
        public Class<Instant> bucketType() {
            return Instant.class;
        }

        @Override
        long indexOfSecond(long epochSecond) {
            return Math.floorDiv(epochSecond, widthSeconds);
        }

        @Override
        long epochSecondOf(Instant bucket) {
            return bucket.getEpochSecond();
        }
    }
}
