package dev.queryfirst.processor.check;

/**
 * Rows per partition (Nr) and how it was found.
 *
 * @param status what the numbers say
 * @param rows Nr when {@link Status#ONE} or {@link Status#BOUNDED}
 * @param bound the attribute bound that decided it (the smallest rate when unbounded), or null
 * @param window for a rate, the seconds of growth one partition holds (the bucket, the TTL, or
 *     else the horizon); 0 otherwise
 * @param windowName {@code 1 day per bucket}, {@code ttl of 30 days}, {@code horizon of 10 years};
 *     empty without a window
 * @param bucketed whether the window is a bucket width (so another width changes Nr)
 * @param missing when unknown, the numbers that would decide it
 */
record RowEstimate(
        Status status, double rows, Bound bound, double window, String windowName, boolean bucketed, String missing) {

    static final RowEstimate ONE_ROW = new RowEstimate(Status.ONE, 1, null, 0, "", false, "");

    /** What the numbers say about a table's partitions. */
    enum Status {
        /** The partition key identifies one entity, or the table has no clustering columns. */
        ONE,
        /** A finite number of rows. */
        BOUNDED,
        /**
         * The numbers are rates and nothing (bucket, TTL) stops the growth: Nr is what the partition
         * holds after the horizon ({@code -Aqueryfirst.horizon}), which the limits judge.
         */
        GROWING,
        /** No number bounds a multi-row partition. */
        UNKNOWN
    }

    /** Whether Nr is a rate times a bucket width (so wider or narrower buckets change it). */
    boolean perBucket() {
        return status == Status.BOUNDED && bound != null && bound.isRate() && bucketed;
    }
}
