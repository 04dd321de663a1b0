package dev.queryfirst.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StatementOptionsTest {

    @Test
    void aLaterLayerReplacesOnlyTheValuesItSets() {
        StatementOptions pattern = StatementOptions.none()
                .withConsistency(DefaultConsistencyLevel.LOCAL_ONE)
                .withTimeout(Duration.ofMillis(300))
                .withPageSize(50)
                .withIdempotent(true);
        StatementOptions call = StatementOptions.none()
                .withConsistency(DefaultConsistencyLevel.LOCAL_QUORUM)
                .withExecutionProfile("batch");

        StatementOptions effective = pattern.overriddenBy(call);

        assertEquals(Optional.of(DefaultConsistencyLevel.LOCAL_QUORUM), effective.consistency());
        assertEquals(Optional.of(Duration.ofMillis(300)), effective.timeout());
        assertEquals(Optional.of("batch"), effective.executionProfile());
        assertEquals(Optional.of(50), effective.pageSize());
        assertEquals(Optional.of(true), effective.idempotent());
        assertEquals(Optional.empty(), effective.serialConsistency());
        assertEquals(pattern, pattern.overriddenBy(StatementOptions.none()));
        assertEquals(call, StatementOptions.none().overriddenBy(call));
    }

    @Test
    void badValuesFailNamingTheParameter() {
        StatementOptions none = StatementOptions.none();
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> none.withSerialConsistency(DefaultConsistencyLevel.QUORUM))
                .getMessage()
                .contains("SERIAL or LOCAL_SERIAL, was QUORUM"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> none.withTimeout(Duration.ZERO))
                .getMessage()
                .contains("timeout must be positive"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> none.withTimeout(Duration.ofSeconds(-1)))
                .getMessage()
                .contains("timeout"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> none.withPageSize(0))
                .getMessage()
                .contains("pageSize"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> none.withExecutionProfile(" "))
                .getMessage()
                .contains("name"));
        assertEquals(
                "level must not be null",
                assertThrows(IllegalArgumentException.class, () -> none.withConsistency(null))
                        .getMessage());
    }
}
