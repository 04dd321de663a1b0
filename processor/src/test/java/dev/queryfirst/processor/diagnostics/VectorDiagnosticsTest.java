package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Vector attributes end to end through the processor (docs/vector-search.md): the column type and
 * its sizing, and each limit Cassandra 5.0 enforces only at run time reported on its line.
 */
class VectorDiagnosticsTest {

    private static JavaFileObject passage(String embedding) {
        return source(
                "com.example.kb.Passage",
                "import dev.queryfirst.annotations.Vector; // java.util.* has a Vector too",
                "@Entity(keyspace = \"kb\")",
                "public record Passage(@Key UUID id, String text,",
                "    " + embedding + ") {}");
    }

    @Test
    void floatArrayAndFloatListBecomeVectorColumns() {
        Compiled compilation = compile(source(
                "com.example.kb.Passage",
                "import dev.queryfirst.annotations.Vector; // java.util.* has a Vector too",
                "@Entity(keyspace = \"kb\")",
                "public record Passage(@Key UUID id, String text,",
                "    @Vector(dimensions = 384) float[] embedding,",
                "    @Vector(dimensions = 3, similarity = Vector.Similarity.EUCLIDEAN) List<Float> position) {}"));
        compilation.succeeded();
        String table = table(compilation.cql("kb"), "kb", "passages");
        assertTrue(table.contains("embedding vector<float, 384>"), table);
        assertTrue(table.contains("position vector<float, 3>"), table);
        String report = compilation.report("kb");
        // 384 floats are 1,536 bytes: a row of 1.6 KB (an id and a text alone would be under 100 B).
        assertTrue(report.contains("1.6 KB (1,617 B)"), report);
    }

    @Test
    @Covers("FLOAT_ARRAY_WITHOUT_VECTOR")
    void qf103FloatArrayWithoutVector() {
        JavaFileObject passage = passage("float[] embedding");
        String message =
                compile(passage).onlyError(VectorMessages.FLOAT_ARRAY_WITHOUT_VECTOR, passage, "float[] embedding");
        assertEquals(
                "[QF103] attribute embedding of Passage: a float[] is stored as a vector<float, n>, and its dimensions"
                        + " are not known. Fix: annotate it @Vector(dimensions = n) with the length of every value (or"
                        + " use a List<Float> to store a list)",
                message);
    }

    @Test
    @Covers("VECTOR_NOT_FLOAT")
    void qf103VectorOfDoubles() {
        JavaFileObject passage = passage("@Vector(dimensions = 8) List<Double> embedding");
        compile(passage)
                .onlyError(
                        VectorMessages.VECTOR_NOT_FLOAT,
                        passage,
                        "List<Double> embedding",
                        "@Vector on java.util.List<java.lang.Double>",
                        "float vectors only. Fix: declare it float[] or List<Float>");
    }

    @Test
    @Covers("VECTOR_DIMENSIONS_BELOW_ONE")
    void qf109NoDimensions() {
        JavaFileObject passage = passage("@Vector(dimensions = 0) float[] embedding");
        compile(passage)
                .onlyError(
                        VectorMessages.VECTOR_DIMENSIONS_BELOW_ONE,
                        passage,
                        "dimensions = 0",
                        "[QF109] invalid @Vector(dimensions = 0) on attribute embedding of Passage");
    }

    @Test
    @Covers("VECTOR_DIMENSIONS_OVER_MAX")
    void qf109OverEightThousandDimensions() {
        JavaFileObject passage = passage("@Vector(dimensions = 8193) float[] embedding");
        compile(List.of("-Aqueryfirst.vectorTermSize=64KiB"), passage)
                .onlyError(
                        VectorMessages.VECTOR_DIMENSIONS_OVER_MAX,
                        passage,
                        "dimensions = 8193",
                        "(dimensions = 8193)",
                        "at most 8,192 dimensions");
    }

    @Test
    @Covers("VECTOR_OVER_TERM_SIZE")
    void qf109OverTheDefaultTermSize() {
        JavaFileObject passage = passage("@Vector(dimensions = 4097) float[] embedding");
        String message = compile(passage).onlyError(VectorMessages.VECTOR_OVER_TERM_SIZE, passage, "dimensions = 4097");
        assertTrue(
                message.contains(
                        "4,097 floats are 16,388 bytes, over the vector index's term size of 16,384" + " bytes"),
                message);
        assertTrue(message.contains("Fix: use at most 4,096 dimensions"), message);
        assertTrue(message.endsWith("-Aqueryfirst.vectorTermSize=16388B"), message);
    }

    @Test
    void nearMissesTheLimits() {
        compile(passage("@Vector(dimensions = 4096) float[] embedding")).compilesWithout(Code.QF109);
        compile(List.of("-Aqueryfirst.vectorTermSize=32KiB"), passage("@Vector(dimensions = 8192) float[] embedding"))
                .compilesWithout(Code.QF109);
    }
}
