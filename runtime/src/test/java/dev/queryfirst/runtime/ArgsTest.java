package dev.queryfirst.runtime;

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
    assertEquals("user.email must not be empty: it is a table's whole partition key, and Cassandra"
            + " refuses an empty partition key",
        assertThrows(IllegalArgumentException.class, () -> Args.notEmptyKey("", "user.email"))
            .getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> Args.notEmptyKey(java.nio.ByteBuffer.allocate(0), "digest"));
    assertThrows(IllegalArgumentException.class, () -> Args.notEmptyKey(new byte[0], "digest"));
    assertEquals(" ", Args.notEmptyKey(" ", "user.email"));
  }

  @Test
  void positiveRejectsZeroAndNegatives() {
    assertEquals("limit must be positive, was 0",
        assertThrows(IllegalArgumentException.class, () -> Args.positive(0, "limit")).getMessage());
    assertThrows(IllegalArgumentException.class, () -> Args.positive(-3, "limit"));
    assertEquals(1, Args.positive(1, "limit"));
  }

  @Test
  void rangeOrderedNamesTheEndWhenItIsBeforeTheStart() {
    Instant start = Instant.parse("2024-05-01T10:00:00Z");
    Instant end = Instant.parse("2024-05-01T09:00:00Z");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Args.rangeOrdered(start, end, "from", "to"));
    assertEquals("to (2024-05-01T09:00:00Z) is before from (2024-05-01T10:00:00Z)", e.getMessage());
    assertEquals("to must not be null", assertThrows(IllegalArgumentException.class,
        () -> Args.rangeOrdered(start, null, "from", "to")).getMessage());
    assertDoesNotThrow(() -> Args.rangeOrdered(start, start, "from", "to"));
  }
}
