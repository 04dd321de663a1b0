package dev.queryfirst.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.MedianInterval.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every ratio target of BENCHMARKS.md is judged by its interval, and says so. */
class VerdictTest {

    /** The write throughput of a loaded run: median 0.99, rounds 0.85–1.12, interval [0.93, 1.03]. */
    private static final MedianInterval LOADED = MedianInterval.of(
            List.of(0.85, 0.93, 1.04, 0.99, 1.12, 0.97, 1.01, 0.90, 1.00, 1.03, 0.96, 1.06, 0.98, 1.02, 0.92));

    @Test
    void aStraddlingIntervalIsUnresolvedNeverNotMet() {
        assertEquals(0.93, LOADED.low());
        assertEquals(1.03, LOADED.high());
        Verdict verdict = Verdict.atLeast("throughput ≥ 0.95×", LOADED, 0.95, "same statements.", "slower.");
        assertEquals(Outcome.UNRESOLVED, verdict.outcome());
        assertFalse(verdict.met());
        assertEquals("0.99× [0.93×, 1.03×] (96 %)", verdict.measured());
        assertTrue(
                verdict.sentence()
                        .startsWith("**Unresolved on this machine** (0.99× [0.93×, 1.03×] (96 %)): "
                                + "the interval of the median over 15 paired rounds holds 0.95×"),
                verdict.sentence());
        assertEquals("unresolved on this machine", verdict.outcome().label());
        // A median beyond the target does not make it "not met" while the interval straddles it.
        assertEquals(
                Outcome.UNRESOLVED,
                Verdict.atMost("p99 ≤ 0.98×", LOADED, 0.98, "m", "n").outcome());
    }

    @Test
    void whollyWithinIsMetAndWhollyBeyondIsNotMet() {
        Verdict met = Verdict.atMost("p99 ≤ 1.05×", LOADED, 1.05, "the node's tail.", "the client's.");
        assertEquals(Outcome.MET, met.outcome());
        assertTrue(met.sentence().startsWith("**Met** (0.99× [0.93×, 1.03×] (96 %), the whole interval): the node's"));
        Verdict missed = Verdict.atLeast("against the mapper ≥ 1.05×", LOADED, 1.05, "m", "more statements.");
        assertEquals(Outcome.NOT_MET, missed.outcome());
        assertEquals("**not met**", missed.outcome().label());
        assertTrue(missed.sentence().endsWith("the whole interval): more statements."), missed.sentence());
    }

    @Test
    void tooFewRoundsSaySo() {
        Verdict one = Verdict.atLeast("backfill ≥ 0.8×", MedianInterval.of(List.of(0.12)), 0.8, "m", "n");
        assertEquals(Outcome.UNRESOLVED, one.outcome());
        assertTrue(one.sentence().contains("1 paired rounds are too few for an interval"), one.sentence());
    }

    @Test
    void exactTargetsAreMetOrNot() {
        assertEquals(
                Outcome.MET,
                Verdict.exact("rows = N", "10 of 10", true, "all.", "some.").outcome());
        Verdict not = Verdict.exact("rows = N", "9 of 10", false, "all.", "some.");
        assertEquals(Outcome.NOT_MET, not.outcome());
        assertEquals("**Not met**: some.", not.sentence());
    }
}
