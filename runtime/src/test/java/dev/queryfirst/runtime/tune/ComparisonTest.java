package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What fails, in the words a failing test prints, and what {@code observe} calls a contradiction. */
class ComparisonTest {

    private static final TableEstimate BY_TEAM = TableEstimate.of("tickets_by_team", "Ticket")
            .partitionedBy("team")
            .rows(4_000, 4_000)
            .bytes(40, 110);

    private final Comparison comparison = new Comparison(0.25, 1_000, 100 * 1024 * 1024);

    @Test
    void aMeanPartitionOverItsEstimateByMoreThanTheToleranceFails() {
        long[] sizes = new long[150];
        sizes[60] = 10; // 105,778 to 126,934 bytes: 116,356 at its middle
        Measurement.Observed observed = new Measurement.Observed(
                new Histogram(sizes), 10 * 150_000, 1, 0.4, ReadFigures.NONE, 10, 1_000, 100, List.of());
        TableFigures figures = comparison.compare(BY_TEAM, new Expectation(100, 100), observed, null);
        assertEquals(
                List.of(
                        "tickets_by_team: mean partition size: observed 150.0 KB, estimated 11.0 KB at this scale"
                                + " (+1263 %, over the tolerance of 25 %)",
                        "tickets_by_team: largest partition's size: observed 116.4 KB, estimated 11.0 KB at this scale"
                                + " (+954 %, over the tolerance of 25 %)"),
                figures.failures());
        // At the declared volume: 40 + 4,000 × 110 bytes, times what was observed over what was estimated.
        assertEquals(440_040 * 150_000 / 11_040.0, figures.extrapolated().bytes(), 1e-6);
    }

    @Test
    void aReadOverTheNodesTombstoneThresholdFails() {
        ReadFigures reads = new ReadFigures(50, 10, 10, 1_200, 1_331, 2.5, 100, 0.5);
        Measurement.Observed observed = new Measurement.Observed(null, 0, 0, 0, reads, 0, 0, 0, List.of("no JMX"));
        TableFigures figures = comparison.compare(BY_TEAM, new Expectation(100, 100), observed, null);
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
        assertEquals(Optional.empty(), Cardinalities.contradicted(BY_TEAM, ticket, 60, 0.25));
        assertEquals(
                Optional.of("tickets_by_team: cardinality contradicted: the nodes hold about 900 partitions, more"
                        + " than the 50 (team 50) the declared distinct values allow: raise @Cardinality(distinct) on"
                        + " team and check the estimates it feeds"),
                Cardinalities.contradicted(BY_TEAM, ticket, 900, 0.25));
    }
}
