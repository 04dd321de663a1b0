package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.harness.Summary;
import java.util.Locale;

/**
 * Whether a target was met, in one sentence that says by how much and why. A target is met when
 * the median of its paired rounds meets it; when some rounds fall on the other side, the sentence
 * says so, since on a shared machine that is noise the median cannot rule out.
 *
 * @param target the target, as the issue states it
 * @param measured the figure, {@code median (min–max)}
 * @param met whether the median meets it
 * @param sentence met or not met, and why
 */
public record Verdict(String target, String measured, boolean met, String sentence) {

    /** A ratio target "at least {@code bound}"; {@code whyMet} or {@code whyNot} explains it. */
    public static Verdict atLeast(String target, Summary ratio, double bound, String whyMet, String whyNot) {
        boolean met = ratio.median() >= bound;
        boolean split = met ? !ratio.allAtLeast(bound) : ratio.max() >= bound;
        return new Verdict(
                target, ratio.ratio(), met, sentence(met, ratio.ratio(), met ? whyMet : whyNot, split, ratio.rounds()));
    }

    /** A ratio target "at most {@code bound}"; {@code whyMet} or {@code whyNot} explains it. */
    public static Verdict atMost(String target, Summary ratio, double bound, String whyMet, String whyNot) {
        boolean met = ratio.median() <= bound;
        boolean split = met ? !ratio.allAtMost(bound) : ratio.min() <= bound;
        return new Verdict(
                target, ratio.ratio(), met, sentence(met, ratio.ratio(), met ? whyMet : whyNot, split, ratio.rounds()));
    }

    /** A target checked without rounds (a count, a yes or no). */
    public static Verdict exact(String target, String measured, boolean met, String whyMet, String whyNot) {
        return new Verdict(target, measured, met, (met ? "**Met**" : "**Not met**") + ": " + (met ? whyMet : whyNot));
    }

    private static String sentence(boolean met, String measured, String why, boolean split, int rounds) {
        String head = (met ? "**Met**" : "**Not met**") + " (" + measured + ")";
        String noise = split
                ? String.format(
                        Locale.ROOT,
                        " Some of the %d paired rounds fall on the other side of the target, "
                                + "so on this machine the difference is within the noise.",
                        rounds)
                : "";
        return head + ": " + why + noise;
    }
}
