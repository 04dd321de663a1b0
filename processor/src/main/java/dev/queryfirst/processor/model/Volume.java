package dev.queryfirst.processor.model;

import java.time.temporal.ChronoUnit;

/**
 * {@code @Cardinality} on an entity: total rows, or a growth rate when {@code per} is set.
 *
 * @param rows total rows, or rows added per {@code per}; 0 when unknown
 * @param per the rate's time unit, or null when {@code rows} is a total
 * @param deletes rows deleted per {@code per} ({@code @Cardinality(deletes)}); 0 when not declared
 */
public record Volume(long rows, ChronoUnit per, long deletes) {

    public static final Volume UNKNOWN = new Volume(0, null);

    /** A volume without declared deletes. */
    public Volume(long rows, ChronoUnit per) {
        this(rows, per, 0);
    }

    /** The share of the rows that are deleted (at most 1); 0 without a rate or declared deletes. */
    public double deletedShare() {
        return isRate() && rows > 0 ? Math.min(1, (double) deletes / rows) : 0;
    }

    public boolean isRate() {
        return per != null;
    }

    public boolean isKnown() {
        return rows > 0;
    }
}
