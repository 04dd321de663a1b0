package dev.queryfirst.reliability.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The oracle's deep run ({@code mvn -B verify -Poracle -pl reliability -am -Dgroups=oracle}):
 * many models, thousands of operations each, several models at a time. Its last line is the
 * figure RELIABILITY.md states: {@code oracle: 100,000 operations on 20 models, 0 mismatches}.
 */
@CassandraTest
@Tag("oracle")
class OracleDeepTest {

    @Test
    void manyGeneratedModelsAnswerEveryAccessPatternAsTheOracleSays(TestKeyspace keyspace) {
        OracleSuite suite = new OracleSuite(10);
        int models = Integer.getInteger("oracle.models", 20);
        int operations = Integer.getInteger("oracle.operations", 5_000);
        suite.run(keyspace, models, operations, Integer.getInteger("oracle.threads", 3));
        System.out.println("oracle covered: " + new java.util.TreeSet<>(suite.covered()));
        System.out.println(suite.composition());
        assertEquals(
                List.of(),
                suite.adapterFailures(),
                "the DAOs lack methods that docs/architecture.md (\"The generated code\") promises");
        assertTrue(suite.models() >= models, suite.summary());
        List<String> mismatches =
                suite.mismatches().stream().map(Mismatch::toString).toList();
        System.out.println(suite.summary());
        assertEquals(List.of(), mismatches, suite.summary());
    }
}
