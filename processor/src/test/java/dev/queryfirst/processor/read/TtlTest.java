package dev.queryfirst.processor.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code @Entity(ttl)}: ISO-8601 durations and periods, within Cassandra's bounds. */
class TtlTest {

    @Test
    void readsDurationsAndPeriods() {
        assertEquals(Optional.of(Duration.ofDays(30)), Ttl.parse("P30D"));
        assertEquals(Optional.of(Duration.ofHours(12)), Ttl.parse("PT12H"));
        assertEquals(Optional.of(Duration.ofDays(365)), Ttl.parse("P1Y"));
        assertEquals(Optional.of(Duration.ofDays(14 + 30)), Ttl.parse("P1M2W"));
    }

    @Test
    void rejectsWhatCassandraCannotExpire() {
        assertEquals(Optional.empty(), Ttl.parse("30 days"));
        assertEquals(Optional.empty(), Ttl.parse("PT0.5S"));
        assertEquals(Optional.empty(), Ttl.parse("-P1D"));
        assertEquals(Optional.empty(), Ttl.parse("P21Y"));
    }
}
