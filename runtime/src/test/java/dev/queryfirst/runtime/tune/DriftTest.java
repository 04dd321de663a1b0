package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which figure {@code observe} blames: rows per partition, bytes per row, or the mean partition
 * when rows were not counted; the nodes' mean is up to 20 % high (histogram upper bounds).
 */
class DriftTest {

    /** Notes keyed by the note's own id: one row a partition, 40 bytes before it, 200 a row. */
    private static final TableEstimate NOTES =
            TableEstimate.of("notes", "Note").partitionedBy("noteId").rows(1, 1).bytes(40, 200);

    private static final EntityNumbers NOTE = EntityNumbers.of("Note").rows(1_000);

    private final List<String> findings = new ArrayList<>();
    private final List<String> overDeclared = new ArrayList<>();
    private final Drift drift = new Drift(0.25, findings, overDeclared);

    @Test
    void payloadsFourTimesTheirSizeOnOneRowPartitionsAreBlamedOnTheRows() {
        drift.judge(NOTES, NOTE, 500, 500, 40 + 4 * 200 * 1.1);
        assertEquals(
                List.of("notes: bytes per row over the declared: about 727 B to 880 B a row (partitions average 920 B"
                        + " over 1 rows), estimated at 200 B (+263 % at least): the rows are larger than declared:"
                        + " raise avgBytes or elements on the text, blob and collection attributes of Note"),
                findings);
        assertEquals(List.of(), overDeclared);
    }

    @Test
    void aHistogramMeanUpTo20PercentHighIsNoFinding() {
        drift.judge(NOTES, NOTE, 1_000, 1_000, 240 * 1.2);
        assertEquals(List.of(), findings);
        assertEquals(List.of(), overDeclared);
    }

    @Test
    void aTypicalPartitionOfAFractionOfARowHoldsOne() {
        TableEstimate byDevice = TableEstimate.of("alarms_by_device_id", "Alarm")
                .partitionedBy("device.id")
                .rows(3, 0.2)
                .bytes(40, 30);
        drift.judge(byDevice, EntityNumbers.of("Alarm").rows(1_000), 950, 1_000, 75);
        assertEquals(List.of(), findings);
        assertEquals(List.of(), overDeclared);
    }

    @Test
    void moreRowsPerKeyAreBlamedOnTheKeyAndFewerAreAnOverDeclaration() {
        TableEstimate byTeam = TableEstimate.of("tickets_by_team", "Ticket")
                .partitionedBy("team")
                .rows(40, 40)
                .bytes(40, 100);
        drift.judge(byTeam, EntityNumbers.of("Ticket").rows(1_000), 10, 1_000, (40 + 100 * 100) * 1.1);
        assertEquals(
                List.of("tickets_by_team: rows per partition over the declared: 100 rows per partition (1,000 rows"
                        + " counted), a typical partition was estimated at 40 (+150 %): more rows share a value of"
                        + " team than @Cardinality declares"),
                findings);
        drift.judge(byTeam, EntityNumbers.of("Ticket").rows(1_000), 100, 1_000, (40 + 100 * 10) * 1.1);
        assertEquals(
                List.of("tickets_by_team: rows per partition under the declared: 10 rows per partition (1,000 rows"
                        + " counted), a typical partition was estimated at 40 (-75 %): fewer rows share a value of"
                        + " team than @Cardinality declares"),
                overDeclared);
    }

    @Test
    void uncountedRowsLeaveTheMeanPartitionToBlame() {
        TableEstimate byTeam = TableEstimate.of("tickets_by_team", "Ticket")
                .partitionedBy("team")
                .rows(4_000, 4_000)
                .bytes(40, 100);
        drift.judge(byTeam, EntityNumbers.of("Ticket").rows(200_000), 50, -1, 400_040 * 2);
        assertEquals(1, findings.size(), findings.toString());
        assertEquals(
                "tickets_by_team: partitions larger than estimated: they average 800.1 KB, a typical one (4,000 rows)"
                        + " was estimated at 400.0 KB (+67 % at least): its rows were not counted (more than 100,000"
                        + " rows or 10,000 partitions), so either more rows share a value of team than @Cardinality"
                        + " declares, or the rows are larger",
                findings.get(0));
    }
}
