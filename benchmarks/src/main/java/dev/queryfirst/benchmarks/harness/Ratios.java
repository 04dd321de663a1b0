package dev.queryfirst.benchmarks.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Ratios of paired rounds. Round k of variant A is divided by round k of variant B, which ran
 * next to it: a load spike that slows both cancels out, where a ratio of two medians taken at
 * different times would not.
 */
public final class Ratios {

    private Ratios() {}

    /** {@code figure(a[k]) / figure(b[k])} for every round k: its median and that median's interval. */
    public static <R> MedianInterval of(List<R> a, List<R> b, ToDoubleFunction<R> figure) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("unpaired rounds: " + a.size() + " vs " + b.size());
        }
        List<Double> ratios = new ArrayList<>();
        for (int k = 0; k < a.size(); k++) {
            ratios.add(figure.applyAsDouble(a.get(k)) / figure.applyAsDouble(b.get(k)));
        }
        return MedianInterval.of(ratios);
    }

    /** The figure of every round of {@code rounds}. */
    public static <R> Summary each(List<R> rounds, ToDoubleFunction<R> figure) {
        List<Double> values = new ArrayList<>();
        for (R round : rounds) {
            values.add(figure.applyAsDouble(round));
        }
        return Summary.of(values);
    }
}
