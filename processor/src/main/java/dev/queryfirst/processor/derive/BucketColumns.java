package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import java.time.temporal.ChronoUnit;

/** Time buckets (docs/mapping-rules.md, "Time buckets"): the bucket column's name and type. */
public final class BucketColumns {

    private BucketColumns() {}

    /**
     * {@code message_time} + 1 DAYS → {@code message_time_day}; {@code joined} + 4 DAYS →
     * {@code joined_4days}; {@code @TimeBucket(column)} wins when set.
     */
    public static String columnName(String column, TimeBucketModel bucket) {
        if (!bucket.column().isEmpty()) {
            return bucket.column();
        }
        String unit = Buckets.singular(bucket.unit());
        return bucket.size() == 1 ? column + "_" + unit : column + "_" + bucket.size() + unit + "s";
    }

    /** {@code date} for buckets of a day or longer, else {@code timestamp} (the bucket's start). */
    public static TypeModel columnType(TimeBucketModel bucket) {
        return bucket.unit().compareTo(ChronoUnit.DAYS) >= 0
                ? new TypeModel.Scalar(ScalarKind.DATE, "java.time.LocalDate")
                : new TypeModel.Scalar(ScalarKind.TIMESTAMP, "java.time.Instant");
    }
}
