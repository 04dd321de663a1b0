package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

/** Time buckets (DESIGN §3 rule 2): the bucket column's name and type, and how a bucket reads. */
public final class Buckets {

  private Buckets() {}

  /**
   * {@code message_time} + 1 DAYS → {@code message_time_day}; {@code joined} + 4 DAYS →
   * {@code joined_4days}; {@code @TimeBucket(column)} wins when set.
   */
  public static String columnName(String column, TimeBucketModel bucket) {
    if (!bucket.column().isEmpty()) {
      return bucket.column();
    }
    String unit = singular(bucket.unit());
    return bucket.size() == 1 ? column + "_" + unit : column + "_" + bucket.size() + unit + "s";
  }

  /** {@code date} for buckets of a day or longer, else {@code timestamp} (the bucket's start). */
  public static TypeModel columnType(TimeBucketModel bucket) {
    return bucket.unit().compareTo(ChronoUnit.DAYS) >= 0
        ? new TypeModel.Scalar(ScalarKind.DATE, "java.time.LocalDate")
        : new TypeModel.Scalar(ScalarKind.TIMESTAMP, "java.time.Instant");
  }

  /** The bucket's width in seconds (months and years at their average length). */
  public static double widthSeconds(TimeBucketModel bucket) {
    return bucket.size() * (double) bucket.unit().getDuration().getSeconds();
  }

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
    return plural.endsWith("ies") ? plural.substring(0, plural.length() - 3) + "y"
        : plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : plural;
  }
}
