package dev.queryfirst.processor.model;

/**
 * A TimeWindowCompactionStrategy window. TWCS only accepts MINUTES, HOURS and DAYS as
 * {@code compaction_window_unit}; its windows are aligned to the epoch in those fixed units.
 *
 * @param unit {@code MINUTES}, {@code HOURS} or {@code DAYS}
 * @param size units per window
 */
public record TwcsWindow(String unit, long size) {

    public TwcsWindow {
        if (unitSeconds(unit) == 0 || size < 1) {
            throw new IllegalArgumentException("no TimeWindowCompactionStrategy window of " + size + " " + unit
                    + ": the unit is MINUTES, HOURS or DAYS and the size at least 1");
        }
    }

    /** The window's length in seconds. */
    public long seconds() {
        return size * unitSeconds(unit);
    }

    /** Seconds of one {@code compaction_window_unit}; 0 for a unit TWCS does not take. */
    public static long unitSeconds(String unit) {
        return switch (unit) {
            case "MINUTES" -> 60;
            case "HOURS" -> 3_600;
            case "DAYS" -> 86_400;
            default -> 0;
        };
    }
}
