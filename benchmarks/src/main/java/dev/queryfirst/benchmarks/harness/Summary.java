package dev.queryfirst.benchmarks.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * One figure over the measured rounds: its median and its spread (minimum and maximum), so a
 * reader sees how much the shared machine's noise moved it.
 *
 * @param median the median of the rounds
 * @param min the smallest round
 * @param max the largest round
 * @param rounds how many rounds
 */
public record Summary(double median, double min, double max, int rounds) {

    /** The summary of {@code values}, one per round. */
    public static Summary of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no rounds to summarize");
        }
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        return new Summary(median, sorted.get(0), sorted.get(n - 1), n);
    }

    /** {@code median (min–max)} with {@code decimals} decimals and {@code unit} after each number. */
    public String format(int decimals, String unit) {
        String number = "%." + decimals + "f" + unit;
        return String.format(Locale.ROOT, number + " (" + number + "–" + number + ")", median, min, max);
    }

    /** A ratio: {@code 0.97× (0.93×–1.01×)}. */
    public String ratio() {
        return format(2, "×");
    }
}
