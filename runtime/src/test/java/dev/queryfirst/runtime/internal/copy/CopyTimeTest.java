package dev.queryfirst.runtime.internal.copy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

/**
 * A copy is written at its source row's write time with its remaining lifetime; a row without a
 * write time at the scan's start, one that does not expire with the entity's TTL; an expiring row
 * of an entity without a TTL is refused, naming both tables.
 */
class CopyTimeTest {

    private static final long SCAN_START = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());

    @Test
    void aCopyKeepsItsSourceRowsWriteTimeAndRemainingLifetime() {
        long written = SCAN_START - 1_234_567;

        CopyTime time = CopyTime.of(written, 3_600, SCAN_START, 604_800, "visits", "visits_by_page");

        assertEquals(new CopyTime(written, 3_600), time);
    }

    @Test
    void aRowWithoutWriteTimeIsCopiedAtTheScansStartAndOneThatDoesNotExpireGetsTheEntitysTtl() {
        assertEquals(new CopyTime(SCAN_START, 604_800), CopyTime.of(null, null, SCAN_START, 604_800, "a", "b"));
        assertEquals(new CopyTime(SCAN_START, 0), CopyTime.of(null, null, SCAN_START, 0, "a", "b"));
    }

    @Test
    void anExpiringRowOfAnEntityWithoutTtlIsRefusedNamingBothTables() {
        IllegalStateException refused = assertThrows(
                IllegalStateException.class,
                () -> CopyTime.of(SCAN_START, 60, SCAN_START, 0, "orders", "orders_by_day"));

        assertTrue(refused.getMessage().contains("a row of orders expires in 60 s"), refused.getMessage());
        assertTrue(refused.getMessage().contains("orders_by_day"), refused.getMessage());
    }
}
