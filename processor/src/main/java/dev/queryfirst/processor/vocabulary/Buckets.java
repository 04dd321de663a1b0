package dev.queryfirst.processor.vocabulary;

import java.time.temporal.ChronoUnit;
import java.util.Locale;

/** How a time bucket is spoken of: in messages, docs and the annotation that declares it. */
public final class Buckets {

    private Buckets() {}

    /** The annotation that declares the bucket: {@code @TimeBucket(value = ChronoUnit.DAYS, size = 4)}. */
    public static String annotation(ChronoUnit unit, int size) {
        return size == 1
                ? "@TimeBucket(ChronoUnit." + unit.name() + ")"
                : "@TimeBucket(value = ChronoUnit." + unit.name() + ", size = " + size + ")";
    }

    /** {@code 1 day}, {@code 4 days}, {@code 15 minutes}. */
    public static String describe(ChronoUnit unit, long size) {
        return size + " " + singular(unit) + (size == 1 ? "" : "s");
    }

    /** {@code DAYS} → {@code day}. */
    public static String singular(ChronoUnit unit) {
        String plural = unit.name().toLowerCase(Locale.ROOT);
        return plural.endsWith("ies")
                ? plural.substring(0, plural.length() - 3) + "y"
                : plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : plural;
    }
}
