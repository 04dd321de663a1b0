package dev.queryfirst.benchmarks.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The median of paired rounds' ratios and its distribution-free confidence interval, and the one
 * rule every target of BENCHMARKS.md is judged by. With n ratios sorted, [r(k), r(n+1-k)] holds
 * the true median with probability {@code 1 - 2 P(Binomial(n, 1/2) < k)}; k is the largest that
 * keeps that coverage at 95 % or more (15 rounds: [r(4), r(12)], 96 %), or 1 (all rounds, with
 * their smaller coverage stated) when there are too few rounds for 95 %. A target is met when the
 * whole interval meets it, not met when the whole interval misses it, and unresolved on this
 * machine when the interval straddles it, or when it covers the median with less than 75 % (fewer
 * than 3 rounds: one round has no interval, two only a coin's).
 *
 * <pre>
 * MedianInterval r = Ratios.of(generated, handWritten, Round::perSecond);
 * r.format();        // "0.97× [0.93×, 1.01×] (96 %)"
 * r.atLeast(0.95);   // UNRESOLVED: the interval straddles 0.95
 * </pre>
 *
 * @param median the median ratio
 * @param low the interval's lower end, r(k)
 * @param high the interval's upper end, r(n+1-k)
 * @param coverage the probability that the interval holds the true median
 * @param rounds how many ratios
 */
public record MedianInterval(double median, double low, double high, double coverage, int rounds) {

    /** The coverage an interval is narrowed to, where the rounds allow. */
    public static final double COVERAGE = 0.95;

    /** The least coverage a verdict of met or not met needs: 3 rounds, all of them. */
    public static final double LEAST_COVERAGE = 0.75;

    /** Where a target stands against an interval. */
    public enum Outcome {
        /** The whole interval meets the target. */
        MET("met"),
        /** The whole interval misses the target. */
        NOT_MET("**not met**"),
        /** The interval straddles the target: these rounds cannot tell. */
        UNRESOLVED("unresolved on this machine");

        private final String label;

        Outcome(String label) {
            this.label = label;
        }

        /** How the Targets table writes it. */
        public String label() {
            return label;
        }
    }

    /** The median and interval of {@code ratios}, one per paired round. */
    public static MedianInterval of(List<Double> ratios) {
        if (ratios.isEmpty()) {
            throw new IllegalArgumentException("no rounds to take an interval of");
        }
        List<Double> sorted = new ArrayList<>(ratios);
        Collections.sort(sorted);
        int n = sorted.size();
        int k = 1;
        while (k + 1 <= (n + 1) / 2 && coverage(n, k + 1) >= COVERAGE) {
            k++;
        }
        return new MedianInterval(Summary.of(sorted).median(), sorted.get(k - 1), sorted.get(n - k), coverage(n, k), n);
    }

    /** {@code 1 - 2 P(Binomial(n, 1/2) < k)}: the coverage of [r(k), r(n+1-k)] among n rounds. */
    public static double coverage(int n, int k) {
        double below = 0;
        double choose = 1;
        for (int i = 0; i < k; i++) {
            below += choose;
            choose = choose * (n - i) / (i + 1);
        }
        return 1 - 2 * below / Math.pow(2, n);
    }

    /** The target "at least {@code bound}". */
    public Outcome atLeast(double bound) {
        if (coverage < LEAST_COVERAGE) {
            return Outcome.UNRESOLVED;
        }
        return low >= bound ? Outcome.MET : high < bound ? Outcome.NOT_MET : Outcome.UNRESOLVED;
    }

    /** The target "at most {@code bound}". */
    public Outcome atMost(double bound) {
        if (coverage < LEAST_COVERAGE) {
            return Outcome.UNRESOLVED;
        }
        return high <= bound ? Outcome.MET : low > bound ? Outcome.NOT_MET : Outcome.UNRESOLVED;
    }

    /** Whether the interval holds {@code value}: the rounds cannot tell the ratio from it. */
    public boolean holds(double value) {
        return low <= value && value <= high;
    }

    /** {@code 0.97× [0.93×, 1.01×] (96 %)}. */
    public String format() {
        return String.format(Locale.ROOT, "%.2f× [%.2f×, %.2f×] (%.0f %%)", median, low, high, 100 * coverage);
    }
}
