package dev.queryfirst.samples.logs;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examples in the Javadoc of {@code SchemaDifference} compile
 * against a generated schema class ({@link LogsSchema}) as they are written, and run: an
 * application that copies the start-up check from there gets code that works.
 */
@CassandraTest
class SchemaJavadocExamplesTest {

    private static final Path SCHEMA_SOURCES = Path.of("../runtime/src/main/java/dev/queryfirst/runtime/schema");
    private static final Pattern EXAMPLE = Pattern.compile("<pre>\\{@code\\n(.*?)\\n \\* }</pre>", Pattern.DOTALL);

    @TempDir
    Path work;

    @Test
    void theVerifierExamplesCompileAndPassOnAFreshSchema(CqlSession session, TestKeyspace keyspace) throws Exception {
        List<String> examples = new ArrayList<>();
        examples.addAll(examples(SCHEMA_SOURCES.resolve("SchemaDifference.java")));
        assertFalse(examples.isEmpty(), "no example found in the Javadoc");

        // As written: with the keyspace the entity names.
        compile("Written", examples, "logs");
        // Run in this test's keyspace, where the generated schema was just created.
        LogsSchema.create(session, keyspace.name(), Replication.simple(1));
        Path classes = compile("InTestKeyspace", examples, keyspace.name());
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> example = loader.loadClass("example.InTestKeyspace");
            assertDoesNotThrow(() -> example.getMethod("run", CqlSession.class).invoke(null, session));
        }
    }

    /** The bodies of a source file's {@code <pre>{@code …}</pre>} blocks, without the comment's stars. */
    private static List<String> examples(Path source) throws IOException {
        List<String> found = new ArrayList<>();
        Matcher matcher = EXAMPLE.matcher(Files.readString(source));
        while (matcher.find()) {
            found.add(matcher.group(1).replaceAll("(?m)^ \\* ?", ""));
        }
        return found;
    }

    /**
     * A class {@code example.<name>} whose {@code run(session)} holds the examples one after the
     * other (each in a block of its own), with {@code "logs"} replaced by {@code keyspace} when it
     * differs and {@code LogsSchema.verify(session)} by its form that names the keyspace.
     */
    private Path compile(String name, List<String> examples, String keyspace) throws IOException {
        StringBuilder body = new StringBuilder();
        for (String example : examples) {
            String code = keyspace.equals("logs")
                    ? example
                    : example.replace("\"logs\"", "\"" + keyspace + "\"")
                            .replace("LogsSchema.verify(session)", "LogsSchema.verify(session, \"" + keyspace + "\")");
            body.append("    {\n").append(code).append("\n    }\n");
        }
        String source = """
                package example;

                import com.datastax.oss.driver.api.core.CqlSession;
                import dev.queryfirst.runtime.schema.SchemaDifference;
                import dev.queryfirst.samples.logs.LogsSchema;
                import java.util.List;

                public final class %s {
                  public static void run(CqlSession session) {
                %s  }
                }
                """.formatted(name, body);
        Path dir = Files.createDirectories(work.resolve(name));
        Path file = Files.writeString(dir.resolve(name + ".java"), source, StandardCharsets.UTF_8);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files =
                javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(
                            null,
                            files,
                            diagnostics,
                            List.of(
                                    "-proc:none",
                                    "-d",
                                    classes.toString(),
                                    "-classpath",
                                    System.getProperty("java.class.path")),
                            null,
                            files.getJavaFileObjects(file))
                    .call();
            assertTrue(ok, () -> source + "\n" + diagnostics.getDiagnostics());
        }
        return classes;
    }
}
