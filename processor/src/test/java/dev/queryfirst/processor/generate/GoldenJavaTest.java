package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Java the processor generates for each shape of design, kept as golden files under
 * {@code src/test/resources/golden/java/<case>/}: a versioned entity, static copies with a live
 * reference, a bucket directory, shards, a counter, a projection, blind writes and nearest-neighbour
 * patterns. A change to the generated code
 * fails here until the files are regenerated with {@code -Dgolden.update=true}, and the diff shows
 * what a user's generated code gains or loses. Each case compiles from annotated sources through
 * javac, as a user's build does.
 */
class GoldenJavaTest {

    /** Regenerate the golden files with {@code -Dgolden.update=true} and review the diff. */
    private static final boolean UPDATE_GOLDEN = Boolean.getBoolean("golden.update");

    private static final Path GOLDEN = Path.of("src/test/resources/golden/java");

    /** 96 columns of text after a member's indent (4) and {@code * }: see {@code Docs.wrap}. */
    private static final int JAVADOC_COLUMNS = 110;

    @ParameterizedTest
    @ValueSource(
            strings = {"versioned", "references", "directory", "shards", "counter", "projection", "blind", "vector"})
    void theGeneratedJavaIsTheGoldenOne(String name) throws IOException {
        GoldenCases.Case golden = GoldenCases.ALL.get(name);
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .compile(golden.sources().entrySet().stream()
                        .map(source -> JavaFileObjects.forSourceString(source.getKey(), source.getValue()))
                        .toList());
        assertThat(compilation).succeeded();
        for (String generated : golden.generated()) {
            String actual = compilation
                    .generatedSourceFile(generated)
                    .map(GoldenJavaTest::content)
                    .orElseThrow(() -> new AssertionError("no generated " + generated));
            compare(name + "/" + generated.substring(generated.lastIndexOf('.') + 1) + ".java", actual);
            assertJavadocWrapped(generated, actual);
        }
    }

    /**
     * Generated Javadoc is wrapped as a reviewer reads it: text at most 96 columns wide after the
     * indent and {@code * }, unless one word (a long {@code {@code …}} tag) is wider.
     */
    private static void assertJavadocWrapped(String generated, String source) {
        List<String> tooLong = source.lines()
                .filter(line -> line.stripLeading().startsWith("* ") && line.length() > JAVADOC_COLUMNS)
                .toList();
        assertEquals(List.of(), tooLong, generated + ": Javadoc lines longer than " + JAVADOC_COLUMNS + " columns");
    }

    private static void compare(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (UPDATE_GOLDEN) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(file), file + " is missing: run with -Dgolden.update=true");
        assertEquals(
                Files.readString(file, StandardCharsets.UTF_8),
                actual,
                name
                        + " differs from its golden file; if intended, rerun with -Dgolden.update=true and review the diff");
    }

    private static String content(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
