package dev.queryfirst.reliability.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.Collection;
import java.util.List;

/** Assertions on what generated code sent, shared by the reliability tests. */
public final class SentStatements {

    private SentStatements() {}

    /**
     * Every statement was prepared and bound (none built from text), carried an explicit
     * idempotence flag, and no CQL text contains any of {@code values}: they were all bound.
     *
     * @return how many statements were checked
     */
    public static int assertAllBound(StatementLog log, Collection<String> values) {
        List<StatementLog.Sent> sent = log.sent();
        assertFalse(sent.isEmpty(), "nothing was sent");
        for (StatementLog.Sent statement : sent) {
            assertEquals(
                    "bound".equals(statement.kind()) || "batch".equals(statement.kind()),
                    true,
                    () -> "not a prepared statement: " + statement);
            assertNotNull(statement.idempotent(), () -> "no explicit idempotence flag: " + statement);
            for (String value : values) {
                assertFalse(
                        !value.isEmpty() && statement.query().contains(value),
                        () -> "value " + abbreviate(value) + " is in the CQL text: " + statement.query());
            }
        }
        return sent.size();
    }

    private static String abbreviate(String value) {
        return value.length() > 40 ? value.substring(0, 40) + "… (" + value.length() + " chars)" : value;
    }
}
