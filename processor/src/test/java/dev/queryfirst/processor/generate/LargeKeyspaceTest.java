package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A keyspace of 600 tables compiles. The schema class used to build every table's spec in its
 * static initializer, which javac rejected with "code too large" from about 460 tables on.
 */
class LargeKeyspaceTest {

    private static final int ENTITIES = 120;
    private static final List<String> ATTRIBUTES = List.of("a", "b", "c", "d", "e");
    /**
     * With these, 12 columns a table: built inline, the 600 specs took about 115 KB of the static
     * initializer, far over the limit, while a call per table takes 8 bytes.
     */
    private static final int OTHER_COLUMNS = 6;

    /** {@code Thing007}: immutable (no base table), one table per access pattern. */
    private static JavaFileObject entity(int number) {
        String name = String.format("Thing%03d", number);
        List<String> lines = new ArrayList<>(List.of(
                "package com.example.big;",
                "import dev.queryfirst.annotations.*;",
                "import java.util.UUID;",
                "@Entity(keyspace = \"big\", immutable = true)",
                "@Cardinality(rows = 1_000_000)"));
        ATTRIBUTES.forEach(a ->
                lines.add("@AccessPattern(name = \"by" + a.toUpperCase(Locale.ROOT) + "\", where = \"" + a + "\")"));
        lines.add("public record " + name + "(@Key UUID id");
        ATTRIBUTES.forEach(a -> lines.add("    , @Cardinality(distinct = 1_000) String " + a));
        for (int i = 1; i <= OTHER_COLUMNS; i++) {
            lines.add("    , String label" + i);
        }
        lines.add(") {}");
        return JavaFileObjects.forSourceLines("com.example.big." + name, lines);
    }

    @Test
    void sixHundredTablesCompileAndTheSchemaClassHoldsEverySpec() throws Exception {
        List<JavaFileObject> sources = new ArrayList<>();
        for (int i = 0; i < ENTITIES; i++) {
            sources.add(entity(i));
        }
        Compilation compilation =
                Compiler.javac().withProcessors(new QueryFirstProcessor()).compile(sources);
        assertThat(compilation).succeeded();

        Class<?> schema = CompiledClasses.load(compilation, "com.example.big.BigSchema");
        List<?> tables = (List<?>) schema.getField("TABLES").get(null);
        assertEquals(ENTITIES * ATTRIBUTES.size(), tables.size());
        assertEquals(tables, CompiledClasses.tableSpecNames(schema));
    }
}
