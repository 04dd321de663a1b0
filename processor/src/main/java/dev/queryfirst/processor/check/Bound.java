package dev.queryfirst.processor.check;

import dev.queryfirst.processor.model.ColumnModel;
import java.time.temporal.ChronoUnit;

/**
 * What one partition-key attribute's numbers say about the rows sharing a value: a count, a rate
 * when {@code per} is set.
 *
 * @param rows rows per value (per {@code per}, when set)
 * @param per the rate's unit, or null for a total
 * @param explanation the numbers in words ({@code 50,000,000 rows/day over 5,000 sources = 10,000
 *     rows per source per day})
 * @param column the partition-key column the numbers belong to
 * @param perValueRate the attribute that carries them ({@code ticket} for the column
 *     {@code ticket_ticket_id}) when they are its rowsPerValue or maxRowsPerValue counted at the
 *     entity's rate (no {@code per} of their own): a lifetime total may have been meant; else null
 */
record Bound(double rows, ChronoUnit per, String explanation, ColumnModel column, String perValueRate) {

    boolean isRate() {
        return per != null;
    }

    /** Rows per value per second (a rate only). */
    double perSecond() {
        return rows / per.getDuration().getSeconds();
    }
}
