package dev.queryfirst.runtime.internal.copy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

/**
 * A copy is written at its source row's write time and expires when its source row does: with its
 * remaining lifetime, never when the row never does; a row without a write time at the scan's
 * start with the entity's TTL.
 */
class CopyTimeTest {

    private static final long SCAN_START = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());

    @Test
    void aCopyKeepsItsSourceRowsWriteTimeAndRemainingLifetime() {
        long written = SCAN_START - 1_234_567;

        assertEquals(new CopyTime(written, 3_600), CopyTime.of(written, 3_600, SCAN_START, 604_800));
        // Written while its entity had a TTL, which it no longer has: the copy still expires with it.
        assertEquals(new CopyTime(written, 60), CopyTime.of(written, 60, SCAN_START, 0));
    }

    @Test
    void aRowThatDoesNotExpireHasACopyThatDoesNotEither() {
        long written = SCAN_START - 1_234_567;

        // Written before its entity had a TTL: the DAO wrote every copy of it without one.
        assertEquals(new CopyTime(written, 0), CopyTime.of(written, null, SCAN_START, 604_800));
        assertEquals(new CopyTime(written, 0), CopyTime.of(written, null, SCAN_START, 0));
    }

    @Test
    void aRowWithoutWriteTimeIsCopiedAtTheScansStartWithTheEntitysTtl() {
        assertEquals(new CopyTime(SCAN_START, 604_800), CopyTime.of(null, null, SCAN_START, 604_800));
        assertEquals(new CopyTime(SCAN_START, 0), CopyTime.of(null, null, SCAN_START, 0));
    }
}
