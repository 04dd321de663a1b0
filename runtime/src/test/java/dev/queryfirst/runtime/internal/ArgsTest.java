package dev.queryfirst.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class ArgsTest {

    @Test
    void notNullNamesTheParameter() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Args.notNull(null, "sourceName"));
        assertEquals("sourceName must not be null", e.getMessage());
        assertEquals("x", Args.notNull("x", "sourceName"));
    }

    @Test
    void notEmptyKeyRejectsEmptyTextAndBlobsNamingTheParameter() {
        assertEquals(
                "user.email must not be empty: it is a table's whole partition key, and Cassandra"
                        + " refuses an empty partition key",
                assertThrows(IllegalArgumentException.class, () -> Args.notEmptyKey("", "user.email"))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Args.notEmptyKey(java.nio.ByteBuffer.allocate(0), "digest"));
        assertThrows(IllegalArgumentException.class, () -> Args.notEmptyKey(new byte[0], "digest"));
        assertEquals(" ", Args.notEmptyKey(" ", "user.email"));
    }

    @Test
    void positiveRejectsZeroAndNegatives() {
        assertEquals(
                "limit must be positive, was 0",
                assertThrows(IllegalArgumentException.class, () -> Args.positive(0, "limit"))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Args.positive(-3, "limit"));
        assertEquals(1, Args.positive(1, "limit"));
    }

    @Test
    void rangeOrderedNamesTheEndWhenItIsBeforeTheStart() {
        Instant start = Instant.parse("2024-05-01T10:00:00Z");
        Instant end = Instant.parse("2024-05-01T09:00:00Z");
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Args.rangeOrdered(start, end, "from", "to"));
        assertEquals("to (2024-05-01T09:00:00Z) is before from (2024-05-01T10:00:00Z)", e.getMessage());
        assertEquals(
                "to must not be null",
                assertThrows(IllegalArgumentException.class, () -> Args.rangeOrdered(start, null, "from", "to"))
                        .getMessage());
        assertDoesNotThrow(() -> Args.rangeOrdered(start, start, "from", "to"));
    }

    /** Text ranges are ordered as Cassandra orders text: by code point, not by UTF-16 unit. */
    @Test
    void rangeOrderedComparesTextByCodePoint() {
        // U+FFFF < U+1F600 in code points (and UTF-8 bytes); Java's compareTo says the opposite.
        assertDoesNotThrow(() -> Args.rangeOrdered("\uFFFF", "😀", "from", "to"));
        assertEquals(
                "to (\uFFFF) is before from (😀)",
                assertThrows(IllegalArgumentException.class, () -> Args.rangeOrdered("😀", "\uFFFF", "from", "to"))
                        .getMessage());
        assertDoesNotThrow(() -> Args.rangeOrdered("a", "ab", "from", "to"));
        assertThrows(IllegalArgumentException.class, () -> Args.rangeOrdered("ab", "a", "from", "to"));
    }
}
