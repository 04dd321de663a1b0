package dev.queryfirst.processor.diagnostics;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/** How numbers read in messages and reports: grouped digits, human byte sizes. */
public final class Numbers {

    private Numbers() {}

    /** {@code 50000000} → {@code "50,000,000"}; fractions keep one decimal when they matter. */
    public static String grouped(double value) {
        if (value == Math.rint(value) || Math.abs(value) >= 100) {
            return String.format(Locale.ROOT, "%,d", Math.round(value));
        }
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    /**
     * A share to hundredths as an annotation can take it: {@code 0.02} → {@code "0.02"}, {@code 0.5}
     * → {@code "0.5"}. Never rounded to one decimal as {@link #grouped(double)} is, which would turn
     * 0.02 into {@code 0.0}, the default a {@code @Cardinality} member reads as "not declared".
     */
    public static String share(double share) {
        return BigDecimal.valueOf(share)
                .setScale(2, RoundingMode.FLOOR)
                .stripTrailingZeros()
                .toPlainString();
    }

    /** {@code 1} → {@code "1 row"}, {@code 1.1} → {@code "1.1 rows"}, {@code 12} → {@code "12 rows"}. */
    public static String rows(double rows) {
        String grouped = grouped(rows);
        return grouped + (grouped.equals("1") ? " row" : " rows");
    }

    /** {@code 4_600_000} → {@code "4.6 MB"} (decimal units, as the sizing guides use). */
    public static String bytes(double bytes) {
        String[] units = {"B", "KB", "MB", "GB", "TB", "PB"};
        double value = bytes;
        int unit = 0;
        while (Math.abs(value) >= 1000 && unit < units.length - 1) {
            value /= 1000;
            unit++;
        }
        return unit == 0
                ? String.format(Locale.ROOT, "%d B", Math.round(value))
                : String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
    }
}
