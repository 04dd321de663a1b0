package dev.queryfirst.runtime.tune;

import java.util.Locale;

/** Numbers as reports write them and as Cassandra's settings give them. */
final class Quantities {

    private Quantities() {}

    /** {@code 50000000} → {@code "50,000,000"}; fractions keep one decimal when they matter. */
    static String grouped(double value) {
        if (value == Math.rint(value) || Math.abs(value) >= 100) {
            return String.format(Locale.ROOT, "%,d", Math.round(value));
        }
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    /** {@code 4_600_000} → {@code "4.6 MB"}: decimal units, as the design report writes them. */
    static String bytes(double bytes) {
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

    /** {@code observed / estimated - 1} as a signed percentage: {@code +12 %}. */
    static String deviation(double observed, double estimated) {
        if (estimated <= 0) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%+.0f %%", 100 * (observed / estimated - 1));
    }

    /**
     * A setting's value as a number: {@code 1000} → 1000, {@code 10MiB} → 10,485,760 bytes,
     * {@code 1KiB} → 1,024.
     *
     * @throws NumberFormatException when it is neither
     */
    static double parse(String text) {
        String value = text.strip().toUpperCase(Locale.ROOT);
        long unit = 1;
        for (String[] suffix :
                new String[][] {{"KIB", "1024"}, {"MIB", "1048576"}, {"GIB", "1073741824"}, {"B", "1"}}) {
            if (value.endsWith(suffix[0])) {
                unit = Long.parseLong(suffix[1]);
                value = value.substring(0, value.length() - suffix[0].length()).strip();
                break;
            }
        }
        return Double.parseDouble(value) * unit;
    }
}
