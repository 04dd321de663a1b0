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

    /**
     * The same over keyspaces each compiled in two compilations, the referenced entity in a module
     * of its own (docs/architecture.md, "One keyspace, many modules"). Its last line is the figure
     * RELIABILITY.md states for it.
     */
    @Test
    void modelsCompiledInTwoModulesAnswerAsTheOracleSays(TestKeyspace keyspace) {
        OracleSuite suite = new OracleSuite(10, true);
        int models = Integer.getInteger("oracle.splitModels", 6);
        suite.run(
                keyspace,
                models,
                Integer.getInteger("oracle.operations", 5_000),
                Integer.getInteger("oracle.threads", 3));
        assertEquals(List.of(), suite.adapterFailures(), "the split models compile and adapt");
        assertTrue(suite.models() >= models, suite.summary());
        System.out.println("two compilations: " + suite.summary() + ", " + suite.liveAcross()
                + " of them with live copies across the compilations");
        assertTrue(suite.liveAcross() >= models / 2, suite.summary());
        assertEquals(
                List.of(), suite.mismatches().stream().map(Mismatch::toString).toList(), suite.summary());
    }
}
