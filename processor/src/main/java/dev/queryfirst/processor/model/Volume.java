package dev.queryfirst.processor.model;

import java.time.temporal.ChronoUnit;

/**
 * {@code @Cardinality} on an entity: total rows, or a growth rate when {@code per} is set.
 *
 * @param rows total rows, or rows added per {@code per}; 0 when unknown
 * @param per the rate's time unit, or null when {@code rows} is a total
 */
public record Volume(long rows, ChronoUnit per) {

    public static final Volume UNKNOWN = new Volume(0, null);

    public boolean isRate() {
        return per != null;
    }

    public boolean isKnown() {
        return rows > 0;
    }
}
