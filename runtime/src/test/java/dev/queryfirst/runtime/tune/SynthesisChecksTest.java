package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Declared numbers no data can follow: refused before anything is written, naming the attribute and its numbers. */
class SynthesisChecksTest {

    @Test
    void moreDistinctValuesThanRows() {
        assertEquals(
                "cannot rehearse: Ticket.queue declares 2,000 distinct values, more than the 1,000 rows of Ticket:"
                        + " some values would have no row. No synthetic data can follow these numbers. Fix: lower"
                        + " @Cardinality(distinct) on queue, or raise @Cardinality(rows) on Ticket.",
                refused(ticket().with(AttributeNumbers.of("queue").distinct(2_000))));
    }

    @Test
    void moreRowsPerValueThanTheEntityHas() {
        assertEquals(
                "cannot rehearse: Ticket.queue declares 5,000 rows per value, more than all 1,000 rows of Ticket."
                        + " No synthetic data can follow these numbers. Fix: lower @Cardinality(rowsPerValue /"
                        + " maxRowsPerValue) on queue, or raise @Cardinality(rows) on Ticket.",
                refused(ticket().with(AttributeNumbers.of("queue").rowsPerValue(5_000, 0))));
    }

    @Test
    void aTypicalValueAboveTheWorstCase() {
        assertEquals(
                "cannot rehearse: Ticket.queue declares 50 rows per value typically but at most 10. No synthetic"
                        + " data can follow these numbers. Fix: make maxRowsPerValue the larger of the two.",
                refused(ticket().with(
                                AttributeNumbers.of("queue").rowsPerValue(50, 0).maxRowsPerValue(10, 0))));
    }

    @Test
    void tooLittleRoomForTheRows() {
        // The hotels sample once declared this: 4,000 start dates of at most 100 reservations, for 20 M.
        EntityNumbers reservations = EntityNumbers.of("Reservation")
                .rows(20_000_000)
                .with(AttributeNumbers.of("startDate").distinct(4_000).maxRowsPerValue(100, 0));
        assertEquals(
                "cannot rehearse: Reservation.startDate declares 4,000 values of at most 100 rows each: room for"
                        + " 400,000 rows, fewer than the 20,000,000 rows of Reservation. No synthetic data can follow"
                        + " these numbers. Fix: raise distinct or maxRowsPerValue on startDate.",
                refused(reservations));
    }

    @Test
    void ratesAreComparedPerSecond() {
        // 3 joins a day per group, in a model of 2 joins a day in all.
        EntityNumbers joins = EntityNumbers.of("GroupJoin")
                .rate(2, 86_400)
                .with(AttributeNumbers.of("groupname").rowsPerValue(3, 86_400));
        assertEquals(
                "cannot rehearse: GroupJoin.groupname declares 3 rows per value per day, more than all 2 rows of"
                        + " GroupJoin per day. No synthetic data can follow these numbers. Fix: lower"
                        + " @Cardinality(rowsPerValue / maxRowsPerValue) on groupname, or raise @Cardinality(rows)"
                        + " on GroupJoin.",
                refused(joins));
    }

    private static EntityNumbers ticket() {
        return EntityNumbers.of("Ticket")
                .rows(1_000)
                .with(AttributeNumbers.of("ticketId").asKey());
    }

    private static String refused(EntityNumbers entity) {
        return assertThrows(
                        IllegalArgumentException.class,
                        () -> KeyspaceScale.of(
                                List.of(entity),
                                Map.of(entity.entity(), List.of(TableEstimate.of("t", entity.entity()))),
                                RehearsalOptions.defaults(),
                                0))
                .getMessage();
    }
}
