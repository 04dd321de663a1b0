package dev.queryfirst.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StatementOptions;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The layers of a DAO's statement options, and how a write takes them (docs/statement-options.md). */
class StatementLayersTest {

    private static final StatementOptions ENTITY = StatementOptions.none()
            .withConsistency(DefaultConsistencyLevel.LOCAL_QUORUM)
            .withTimeout(Duration.ofSeconds(2))
            .withExecutionProfile("oltp");

    @Test
    void writesTakeTheEntitysThenTheDaosThenItsStatementOptions() {
        DaoOptions options = DaoOptions.defaults()
                .withEntityOptions(ENTITY)
                .withWriteConsistency(DefaultConsistencyLevel.ONE)
                .withReadConsistency(DefaultConsistencyLevel.ALL)
                .withStatementOptions(StatementOptions.none().withTimeout(Duration.ofSeconds(9)));

        StatementOptions writes = StatementLayers.writes(options);

        assertEquals(Optional.of(DefaultConsistencyLevel.ONE), writes.consistency(), "the DAO's write consistency");
        assertEquals(Optional.of(Duration.ofSeconds(9)), writes.timeout(), "the statement options'");
        assertEquals(Optional.of("oltp"), writes.executionProfile(), "the entity's");
    }

    @Test
    void readsLeaveTheEntitysOptionsToThePatternsStatements() {
        DaoOptions options = DaoOptions.defaults()
                .withEntityOptions(ENTITY)
                .withReadConsistency(DefaultConsistencyLevel.ALL)
                .withExecutionProfile("olap");

        StatementOptions reads = StatementLayers.reads(options);

        assertEquals(Optional.of(DefaultConsistencyLevel.ALL), reads.consistency());
        assertEquals(Optional.empty(), reads.timeout(), "bound into each pattern's statement, not applied again");
        assertEquals(Optional.of("olap"), reads.executionProfile());
        assertSame(StatementOptions.none(), StatementLayers.reads(DaoOptions.defaults()), "no copy without options");
        assertSame(StatementOptions.none(), StatementLayers.writes(DaoOptions.defaults()));
    }

    @Test
    void aWriteIsNeverMadeIdempotentByOptions() {
        Statement<?> increment = SimpleStatement.newInstance("UPDATE t SET c = c + 1 WHERE k = 1")
                .setIdempotent(false);
        Statement<?> insert =
                SimpleStatement.newInstance("INSERT INTO t (k) VALUES (1)").setIdempotent(true);

        StatementOptions retry = ENTITY.withIdempotent(true);
        StatementOptions never = ENTITY.withIdempotent(false);

        assertEquals(false, retry.applyToWrite(increment).isIdempotent(), "an increment stays not idempotent");
        assertEquals(true, retry.applyToWrite(insert).isIdempotent());
        assertEquals(false, never.applyToWrite(insert).isIdempotent(), "options may lower it");
        Statement<?> applied = retry.applyToWrite(insert);
        assertEquals(DefaultConsistencyLevel.LOCAL_QUORUM, applied.getConsistencyLevel());
        assertEquals(Duration.ofSeconds(2), applied.getTimeout());
        assertEquals("oltp", applied.getExecutionProfileName());
        assertSame(insert, StatementOptions.none().applyToWrite(insert), "no options, no copy");
    }
}
