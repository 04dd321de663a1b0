package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What fails, in the words a failing test prints, and what {@code observe} calls a contradiction. */
class ComparisonTest {

    private static final TableEstimate BY_TEAM = TableEstimate.of("tickets_by_team", "Ticket")
            .partitionedBy("team")
            .rows(4_000, 4_000)
            .bytes(40, 110);

    /** 5,000 of the 200,000 declared tickets: a typical team's partition holds 100 rows, not 4,000. */
    private static final EntityScale TICKETS = new EntityScale(
            EntityNumbers.of("dev.example.Ticket").rows(200_000),
            List.of(BY_TEAM),
            5_000,
            200_000,
            86_400,
            0,
            Map.of());

    private final Comparison comparison = new Comparison(0.25, 1_000, 100 * 1024 * 1024);

    @Test
    void aTableRehearsedShortOfItsDeclaredShapeSaysByHowMuchWhyAndWhatWouldNot() {
        Measurement.Observed observed = new Measurement.Observed(null, 0, 0, 0, ReadFigures.NONE, 0, 0, 0, List.of());
        TableFigures small = comparison.compare(BY_TEAM, TICKETS, new Expectation(100, 100), observed, null);
        assertFalse(small.atDeclaredShape());
        assertEquals(
                "tickets_by_team: rehearsed short of its declared shape: a typical partition holds 100 rows here,"
                        + " 4,000 declared, as Ticket got 5,000 of its 200,000 declared rows; its rows per partition"
                        + " were compared at this scale only. Its declared shape takes about 200,000 rows of"
                        + " Ticket: RehearsalOptions.withScale(1.0), which scales every entity alike",
                small.shape());
        TableFigures whole = comparison.compare(BY_TEAM, TICKETS, new Expectation(3_500, 3_600), observed, null);
        assertTrue(whole.atDeclaredShape(), "3,500 of 4,000 rows is within the tolerance of 25 %");
        TableFigures unestimated = comparison.compare(
                TableEstimate.of("events_by_day", "Event").partitionedBy("day").rows(0, 0),
                TICKETS,
                new Expectation(1, 1),
                observed,
                null);
        assertTrue(unestimated.atDeclaredShape(), "no declared shape to fall short of");
    }

    @Test
    void aMeanPartitionOverItsEstimateByMoreThanTheToleranceFails() {
        long[] sizes = new long[150];
        sizes[60] = 10; // 105,778 to 126,934 bytes: 116,356 at its middle
        Measurement.Observed observed = new Measurement.Observed(
                new Histogram(sizes), 10 * 150_000, 1, 0.4, ReadFigures.NONE, 10, 1_000, 100, List.of());
        TableFigures figures = comparison.compare(BY_TEAM, TICKETS, new Expectation(100, 100), observed, null);
        assertEquals(
                List.of(
                        "tickets_by_team: mean partition size: observed 150.0 KB, estimated 11.0 KB at this scale"
                                + " (+1259 %, over the tolerance of 25 %)",
                        "tickets_by_team: largest partition's size: observed 116.4 KB, estimated 11.0 KB at this scale"
                                + " (+954 %, over the tolerance of 25 %)"),
                figures.failures());
        // At the declared volume: 40 + 4,000 × 110 bytes, times what was observed over what was estimated.
        assertEquals(440_040.0 * 150_000 / 11_040.0, figures.extrapolated().bytes(), 1e-6);
    }

    @Test
    void figuresWithinTheToleranceEitherWayPass() {
        // 100 rows of 110 bytes and 40 before them: 11,040 bytes estimated; observed 20 % over (13,248)
        // and 30 % under (7,728) in two partitions of a histogram bucket 7,007 to 8,239 bytes.
        long[] sizes = new long[150];
        sizes[Arrays.binarySearch(Histogram.bounds(150), 8_239)] = 2;
        Measurement.Observed observed = new Measurement.Observed(
                new Histogram(sizes), 13_248 + 7_728, 1, 0.4, ReadFigures.NONE, 2, 200, 110, List.of());
        TableFigures figures = comparison.compare(BY_TEAM, TICKETS, new Expectation(100, 100), observed, null);
        assertEquals(List.of(), figures.failures());
        assertTrue(figures.bytesWithin(0.25) && figures.rowsWithin(0.25), figures.toString());
        assertFalse(figures.bytesWithin(0.01), "4 % under the estimate is outside a tolerance of 1 %");
    }

    @Test
    void aPartitionThatOutgrowsTheNodesWarningAtTheDeclaredVolumeFails() {
        // The largest partition as estimated at this scale (10.9 KB, its histogram bucket's middle,
        // against 11.0 KB); at the declared 4,000 rows 440.0 KB estimated, 433.5 KB extrapolated,
        // over a warning threshold set to 400 KB.
        long[] sizes = new long[150];
        sizes[Arrays.binarySearch(Histogram.bounds(150), 11_864)] = 1;
        Measurement.Observed observed = new Measurement.Observed(
                new Histogram(sizes), 11_040, 1, 0.4, ReadFigures.NONE, 1, 100, 100, List.of());
        TableFigures figures = new Comparison(0.25, 1_000, 400_000)
                .compare(BY_TEAM, TICKETS, new Expectation(100, 100), observed, null);
        assertEquals(
                List.of("tickets_by_team: largest partition's size extrapolated to the declared volume: 433.5 KB, over"
                        + " the node's partition size warning of 400.0 KB"),
                figures.failures());
    }

    @Test
    void whatCannotBeComparedIsNotedNotFailed() {
        long[] sizes = new long[150];
        sizes[60] = 5;
        Measurement.Observed observed =
                new Measurement.Observed(new Histogram(sizes), 500_000, 1, 0.4, ReadFigures.NONE, 5, 5, 1, List.of());
        TableFigures unbounded = comparison.compare(
                TableEstimate.of("events_by_day", "Event").partitionedBy("day").rows(0, 0),
                TICKETS,
                new Expectation(1, 1),
                observed,
                null);
        assertEquals(List.of(), unbounded.failures());
        assertEquals(List.of("no estimate: no @Cardinality number bounds its partitions"), unbounded.notes());
        TableFigures expired = comparison.compare(
                BY_TEAM, TICKETS, new Expectation(100, 100), observed, "not compared: the ttl of 5 s expired rows");
        assertEquals(List.of(), expired.failures());
        assertEquals(List.of("not compared: the ttl of 5 s expired rows"), expired.notes());
        assertFalse(expired.compared(), "no estimate at this scale");
    }

    @Test
    void aMeanUnderItsEstimateByMoreThanTheToleranceIsAnOverDeclaration() {
        // 10 partitions of 40 rows (4,440 bytes each) where 100 rows (11,040 bytes) were estimated: -60 %.
        long[] bounds = Histogram.bounds(150);
        int bucket = 0;
        while (bounds[bucket] < 4_440) {
            bucket++;
        }
        long[] sizes = new long[150];
        sizes[bucket] = 10;
        Measurement.Observed observed = new Measurement.Observed(
                new Histogram(sizes), 10 * 4_440, 1, 0.4, ReadFigures.NONE, 10, 400, 40, List.of());
        TableFigures figures = comparison.compare(BY_TEAM, TICKETS, new Expectation(100, 100), observed, null);
        assertEquals(List.of(), figures.failures());
        assertEquals(
                List.of(
                        "tickets_by_team: mean rows per partition over-declared: observed 40, estimated 100 at this"
                                + " scale (-60 %, under by more than the tolerance of 25 %)",
                        "tickets_by_team: mean partition size over-declared: observed 4.4 KB, estimated 11.0 KB at"
                                + " this scale (-60 %, under by more than the tolerance of 25 %)"),
                figures.overDeclared());
    }

    @Test
    void aReadOverTheNodesTombstoneThresholdFails() {
        ReadFigures reads = new ReadFigures(50, 10, 10, 1_200, 1_331, 2.5, 100, 0.5);
        Measurement.Observed observed = new Measurement.Observed(null, 0, 0, 0, reads, 0, 0, 0, List.of("no JMX"));
        TableFigures figures = comparison.compare(BY_TEAM, TICKETS, new Expectation(100, 100), observed, null);
        assertEquals(
                List.of("tickets_by_team: tombstones per read: a read scanned 1,331 tombstones, over the node's"
                        + " tombstone_warn_threshold of 1,000"),
                figures.failures());
        assertTrue(figures.notes().contains("no JMX"));
        assertTrue(Double.isNaN(figures.observed().bytes()), "not measured is not zero");
    }

    @Test
    void morePartitionsThanTheDeclaredDistinctValuesContradictTheModel() {
        EntityNumbers ticket = EntityNumbers.of("Ticket")
                .rows(200_000)
                .with(AttributeNumbers.of("team").distinct(50));
        assertEquals(Optional.empty(), Cardinalities.contradicted(BY_TEAM, ticket, 60, true, 0.25));
        assertEquals(
                Optional.of("tickets_by_team: partitions over the declared: the nodes estimate about 900 partitions,"
                        + " more than the 50 (team 50) the declared distinct values allow: raise"
                        + " @Cardinality(distinct) on team and check the estimates it feeds"),
                Cardinalities.contradicted(BY_TEAM, ticket, 900, false, 0.25));
    }
}
