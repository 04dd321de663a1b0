package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Nearest-neighbour patterns end to end through the processor (docs/vector-search.md): the vector
 * index in the DDL, and each limit of Cassandra 5.0's ANN queries reported on its line.
 */
class NearestDiagnosticsTest {

    private static JavaFileObject passage(String pattern, String volume) {
        return source(
                "com.example.kb.Passage",
                "import dev.queryfirst.annotations.Vector;",
                "@Entity(keyspace = \"kb\", immutable = true)",
                volume,
                pattern,
                "public record Passage(@Key UUID id,",
                "    @Cardinality(distinct = 100, maxRowsPerValue = 5_000) String tenant,",
                "    @Vector(dimensions = 64, similarity = Vector.Similarity.DOT_PRODUCT) float[] embedding) {}");
    }

    @Test
    void aNearestPatternIndexesItsTableAndReadsByAnn() {
        Compiled compilation = compile(passage(
                "@AccessPattern(name = \"similar\", where = \"tenant\", nearest = \"embedding\", limit = 5)",
                "@Cardinality(rows = 10_000)"));
        compilation.compilesClean();
        assertTrue(
                compilation
                        .cql("kb")
                        .contains("CREATE CUSTOM INDEX IF NOT EXISTS passages_by_tenant_embedding_ann_idx ON"
                                + " kb.passages_by_tenant (embedding) USING 'StorageAttachedIndex' WITH OPTIONS ="
                                + " {'similarity_function': 'DOT_PRODUCT'};"),
                compilation.cql("kb"));
        String dao = compilation.generatedSource("com.example.kb.PassageDao");
        assertTrue(dao.contains("public List<Scored<Passage>> similar(String tenant, float[] embedding) {"), dao);
        assertTrue(dao.contains("return Futures.getUninterruptibly(similarAsync(tenant, embedding));"), dao);
        assertTrue(
                dao.contains("return similarQuery.readAsync(VectorCodecs.queryVector(\"embedding\", embedding, 64), 5,"
                        + " tenant);"),
                dao);
        assertTrue(
                dao.contains("public Publisher<Scored<Passage>> similarReactive(String tenant, float[] embedding)"),
                dao);
    }

    @Test
    @Covers("NEAREST_LIMIT_OVER_MAX")
    void qf109LimitOverOneThousand() {
        JavaFileObject passage = passage(
                "@AccessPattern(name = \"similar\", where = \"tenant\", nearest = \"embedding\", limit = 1001)", "");
        compile(passage)
                .onlyError(
                        VectorMessages.NEAREST_LIMIT_OVER_MAX,
                        passage,
                        "limit = 1001",
                        "[QF109] invalid limit = 1001 in access pattern similar",
                        "Fix: set limit to at most 1,000");
    }

    @Test
    @Covers("NEAREST_WITHOUT_LIMIT")
    void qf109NoLimit() {
        JavaFileObject passage =
                passage("@AccessPattern(name = \"similar\", where = \"tenant\", nearest = \"embedding\")", "");
        compile(passage)
                .onlyError(
                        VectorMessages.NEAREST_WITHOUT_LIMIT,
                        passage,
                        "name = \"similar\"",
                        "a nearest-neighbour read needs a limit");
    }

    @Test
    @Covers("NEAREST_NOT_VECTOR")
    void qf109NearestOfAPlainAttribute() {
        JavaFileObject passage = passage("@AccessPattern(name = \"similar\", nearest = \"tenant\", limit = 10)", "");
        String message = compile(passage).onlyError(VectorMessages.NEAREST_NOT_VECTOR, passage, "nearest = \"tenant\"");
        assertEquals(
                "[QF109] invalid nearest = \"tenant\" in access pattern similar: Passage has no @Vector attribute"
                        + " tenant (its vectors: embedding). Fix: name a float[] or List<Float> attribute annotated"
                        + " @Vector(dimensions = n)",
                message);
    }

    @Test
    @Covers("NEAREST_WITH_MEMBER")
    void qf109PagingOrderingIsRefused() {
        JavaFileObject passage = passage(
                "@AccessPattern(name = \"similar\", where = \"tenant\", nearest = \"embedding\", limit = 10,"
                        + " orderBy = \"id\")",
                "");
        compile(passage)
                .onlyError(
                        VectorMessages.NEAREST_WITH_MEMBER,
                        passage,
                        "orderBy = \"id\"",
                        "invalid orderBy in access pattern similar",
                        "the rows come most similar first. Fix: remove orderBy");
    }

    @Test
    @Covers("NEAREST_ACROSS_LARGE_TABLE")
    void qf310AcrossALargeTableIsWarnedWithTheArithmetic() {
        JavaFileObject passage = passage(
                "@AccessPattern(name = \"similar\", nearest = \"embedding\", limit = 10)",
                "@Cardinality(rows = 50_000_000)");
        String message = compile(passage)
                .compilesWithWarning(
                        VectorMessages.NEAREST_ACROSS_LARGE_TABLE,
                        passage,
                        "name = \"similar\"",
                        "[QF310] access pattern similar searches the nearest of every Passage");
        assertTrue(message.contains("50,000,000 vectors: 50,000,000 × 64 floats × 4 B = 12.8 GB of vectors"), message);
        assertTrue(message.contains("experimental in Cassandra 5.0"), message);
        compile(passage(
                        "@AccessPattern(name = \"similar\", where = \"tenant\", nearest = \"embedding\", limit = 10)",
                        "@Cardinality(rows = 50_000_000)"))
                .compilesWithout(Code.QF310);
    }
}
