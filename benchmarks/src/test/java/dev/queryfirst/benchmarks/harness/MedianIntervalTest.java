package dev.queryfirst.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.benchmarks.harness.MedianInterval.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The one interval and verdict rule of BENCHMARKS.md (docs: BENCHMARKS.md, "Method"). */
class MedianIntervalTest {

    /** 15 rounds, shuffled: sorted they are 0.3, 0.4, ..., 1.7. */
    private static final List<Double> FIFTEEN =
            List.of(1.0, 1.1, 0.9, 1.2, 0.8, 1.3, 0.7, 1.4, 0.6, 1.5, 0.5, 1.6, 0.4, 1.7, 0.3);

    @Test
    void fifteenRoundsGiveTheFourthAndTwelfthOrderStatistics() {
        MedianInterval interval = MedianInterval.of(FIFTEEN);
        assertEquals(1.0, interval.median());
        assertEquals(0.6, interval.low());
        assertEquals(1.4, interval.high());
        // 1 - 2 P(Binomial(15, 1/2) <= 3) = 1 - 2 * 576 / 32768.
        assertEquals(1 - 2 * 576.0 / 32768, interval.coverage(), 1e-12);
        assertEquals(15, interval.rounds());
        assertEquals("1.00× [0.60×, 1.40×] (96 %)", interval.format());
    }

    @Test
    void tooFewRoundsForNinetyFivePercentTakeAllOfThemAndSaySo() {
        MedianInterval three = MedianInterval.of(List.of(1.02, 0.97, 1.10));
        assertEquals(0.97, three.low());
        assertEquals(1.10, three.high());
        assertEquals(0.75, three.coverage(), 1e-12);
        MedianInterval five = MedianInterval.of(List.of(5.0, 4.0, 3.0, 2.0, 1.0));
        assertEquals(1.0, five.low());
        assertEquals(5.0, five.high());
        assertEquals(1 - 2.0 / 32, five.coverage(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> MedianInterval.of(List.of()));
        // Three rounds wholly beyond a target: not met, at 75 %.
        assertEquals(Outcome.NOT_MET, three.atMost(0.9));
        assertEquals(Outcome.MET, three.atLeast(0.9));
    }

    @Test
    void fewerThanThreeRoundsResolveNothing() {
        MedianInterval one = MedianInterval.of(List.of(0.12));
        assertEquals(0, one.coverage(), 1e-12);
        assertEquals(Outcome.UNRESOLVED, one.atLeast(0.8));
        assertEquals(Outcome.UNRESOLVED, one.atMost(0.8));
        MedianInterval two = MedianInterval.of(List.of(1.5, 1.7));
        assertEquals(0.5, two.coverage(), 1e-12);
        assertEquals(Outcome.UNRESOLVED, two.atMost(1.0));
        assertEquals(Outcome.UNRESOLVED, two.atLeast(1.0));
    }

    @Test
    void coverageIsTheLargestOrderStatisticPairAtNinetyFivePercent() {
        for (int n = 6; n <= 40; n++) {
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                ratios.add((double) i);
            }
            MedianInterval interval = MedianInterval.of(ratios);
            int k = (int) interval.low() + 1;
            assertTrue(interval.coverage() >= 0.95, n + " rounds: " + interval);
            assertTrue(MedianInterval.coverage(n, k + 1) < 0.95, n + " rounds: k could be larger than " + k);
            assertEquals(n - k, (int) interval.high(), n + " rounds: symmetric order statistics");
        }
    }

    @Test
    void aStraddlingIntervalIsUnresolvedWhicheverSideTheMedianIsOn() {
        MedianInterval interval = MedianInterval.of(FIFTEEN);
        // 0.95 lies inside [0.60, 1.40]: the median (1.00) meets "at least 0.95", yet it is not met.
        assertEquals(Outcome.UNRESOLVED, interval.atLeast(0.95));
        // 1.05 too: the median meets "at most 1.05", and it is still not met.
        assertEquals(Outcome.UNRESOLVED, interval.atMost(1.05));
        // A median that misses, inside an interval that straddles, is not "not met".
        assertEquals(Outcome.UNRESOLVED, interval.atLeast(1.2));
        assertEquals(Outcome.UNRESOLVED, interval.atMost(0.7));
        // The interval's ends count as inside.
        assertEquals(Outcome.MET, interval.atLeast(0.6));
        assertEquals(Outcome.MET, interval.atMost(1.4));
        assertTrue(interval.holds(1.0));
        assertFalse(interval.holds(1.41));
    }

    @Test
    void anIntervalWhollyBeyondTheTargetIsNotMetAndWhollyWithinIsMet() {
        MedianInterval interval = MedianInterval.of(FIFTEEN);
        assertEquals(Outcome.NOT_MET, interval.atLeast(1.5));
        assertEquals(Outcome.NOT_MET, interval.atMost(0.5));
        assertEquals(Outcome.MET, interval.atLeast(0.5));
        assertEquals(Outcome.MET, interval.atMost(1.5));
    }

    @Test
    void ratiosOfPairedRoundsTakeTheIntervalOfEachRoundsRatio() {
        Random random = new Random(38);
        List<Double> a = new ArrayList<>();
        List<Double> b = new ArrayList<>();
        List<Double> expected = new ArrayList<>();
        for (int k = 0; k < 15; k++) {
            double load = 1 + 3 * random.nextDouble();
            double ratio = 0.9 + 0.2 * random.nextDouble();
            b.add(1000 / load);
            a.add(1000 / load * ratio);
            expected.add(a.get(k) / b.get(k));
        }
        MedianInterval interval = Ratios.of(a, b, Double::doubleValue);
        Collections.sort(expected);
        assertEquals(expected.get(7), interval.median(), 1e-12);
        assertEquals(expected.get(3), interval.low(), 1e-12);
        assertEquals(expected.get(11), interval.high(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> Ratios.of(a, b.subList(0, 14), Double::doubleValue));
    }
}
