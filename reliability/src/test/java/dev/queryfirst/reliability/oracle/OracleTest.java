package dev.queryfirst.reliability.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The live-copies oracle (docs/mapping-rules.md, "Live references"), small: a few generated models × a few hundred operations in both write
 * modes, every touched partition of every access pattern compared with the in-memory model after
 * every step, the audit clean. The deep run is {@link OracleDeepTest}.
 */
@CassandraTest
class OracleTest {

    @Test
    void generatedModelsAnswerEveryAccessPatternAsTheOracleSays(TestKeyspace keyspace) {
        OracleSuite suite = new OracleSuite(1);
        suite.run(
                keyspace,
                Integer.getInteger("oracle.models", 4),
                Integer.getInteger("oracle.operations", 200),
                Integer.getInteger("oracle.threads", 2));
        System.out.println("oracle covered: " + new java.util.TreeSet<>(suite.covered()));
        System.out.println(suite.composition());
        System.out.println(suite.summary());
        assertEquals(
                List.of(),
                suite.adapterFailures(),
                "the DAOs lack methods that docs/architecture.md (\"The generated code\") promises");
        assertTrue(suite.models() > 0, suite.summary());
        assertEquals(
                List.of(), suite.mismatches().stream().map(Mismatch::toString).toList(), suite.summary());
    }

    /**
     * Models whose keyspace is compiled in two compilations, as two Maven modules compile it: the
     * referenced entity alone, then the entity copying it live against its class files. Renames
     * through the referenced entity's DAO reach the copies the other compilation holds.
     */
    @Test
    void modelsCompiledInTwoModulesAnswerAsTheOracleSays(TestKeyspace keyspace) {
        OracleSuite suite = new OracleSuite(1, true);
        suite.run(
                keyspace,
                Integer.getInteger("oracle.splitModels", 2),
                Integer.getInteger("oracle.operations", 200),
                Integer.getInteger("oracle.threads", 2));
        System.out.println("two compilations: " + suite.summary());
        assertEquals(List.of(), suite.adapterFailures(), "the split models compile and adapt");
        assertTrue(suite.models() >= 2, suite.summary());
        assertTrue(suite.liveAcross() >= 1, "a model keeps live copies across its compilations");
        assertEquals(
                List.of(), suite.mismatches().stream().map(Mismatch::toString).toList(), suite.summary());
    }
}
