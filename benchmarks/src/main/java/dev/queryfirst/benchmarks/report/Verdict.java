package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.MedianInterval.Outcome;
import java.util.Locale;

/**
 * Whether a target was met, in one sentence that says by how much and why. A ratio target is
 * judged by the interval of its median over the paired rounds ({@link MedianInterval}): met when
 * the whole interval meets it, not met when the whole interval misses it, and unresolved on this
 * machine when the interval straddles it, never "not met" for noise the rounds cannot rule out.
 *
 * @param target the target, as the issue states it
 * @param measured the figure, {@code median [interval] (coverage)}
 * @param outcome met, not met or unresolved
 * @param sentence the outcome, and why
 */
public record Verdict(String target, String measured, Outcome outcome, String sentence) {

    /** Whether the target was met (not unresolved, not missed). */
    public boolean met() {
        return outcome == Outcome.MET;
    }

    /** A ratio target "at least {@code bound}"; {@code whyMet} or {@code whyNot} explains it. */
    public static Verdict atLeast(String target, MedianInterval ratio, double bound, String whyMet, String whyNot) {
        return ratio(target, ratio, ratio.atLeast(bound), bound, whyMet, whyNot);
    }

    /** A ratio target "at most {@code bound}"; {@code whyMet} or {@code whyNot} explains it. */
    public static Verdict atMost(String target, MedianInterval ratio, double bound, String whyMet, String whyNot) {
        return ratio(target, ratio, ratio.atMost(bound), bound, whyMet, whyNot);
    }

    /** A target checked without rounds (a count, a yes or no). */
    public static Verdict exact(String target, String measured, boolean met, String whyMet, String whyNot) {
        return new Verdict(
                target,
                measured,
                met ? Outcome.MET : Outcome.NOT_MET,
                (met ? "**Met**" : "**Not met**") + ": " + (met ? whyMet : whyNot));
    }

    private static Verdict ratio(
            String target, MedianInterval ratio, Outcome outcome, double bound, String whyMet, String whyNot) {
        String measured = ratio.format();
        String sentence = switch (outcome) {
            case MET -> "**Met** (" + measured + ", the whole interval): " + whyMet;
            case NOT_MET -> "**Not met** (" + measured + ", the whole interval): " + whyNot;
            case UNRESOLVED ->
                unresolved(ratio, bound) + "What to expect: " + whyMet + " What would explain a miss: " + whyNot;
        };
        return new Verdict(target, measured, outcome, sentence);
    }

    private static String unresolved(MedianInterval ratio, double bound) {
        if (ratio.coverage() < MedianInterval.LEAST_COVERAGE) {
            return String.format(
                    Locale.ROOT,
                    "**Unresolved on this machine** (%s): %d paired rounds are too few for an interval of the median "
                            + "(3 at least). ",
                    ratio.format(),
                    ratio.rounds());
        }
        return String.format(
                Locale.ROOT,
                "**Unresolved on this machine** (%s): the interval of the median over %d paired rounds holds %.2f×, "
                        + "so these rounds cannot tell whether the target is met. ",
                ratio.format(),
                ratio.rounds(),
                bound);
    }
}
