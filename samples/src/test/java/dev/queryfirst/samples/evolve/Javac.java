package dev.queryfirst.samples.evolve;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles one version of an application, as its build would: the sources with QueryFirst's
 * processor and {@code -Aqueryfirst.schemaDir}, so that each version compiled in order exports its
 * schema next to the previous ones (docs/schema-evolution.md).
 */
final class Javac {

    private Javac() {}

    /**
     * Compiles {@code sources} (simple class name → source text, all in package
     * {@code com.example.evolve}) into {@code out/classes}; fails the test on any error.
     *
     * @return the classes directory
     */
    static Path compile(Map<String, String> sources, Path schemaDir, Path out) throws IOException {
        Path sourceDir = Files.createDirectories(out.resolve("src/com/example/evolve"));
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            files.add(Files.writeString(
                    sourceDir.resolve(source.getKey() + ".java"), source.getValue(), StandardCharsets.UTF_8));
        }
        Path classes = Files.createDirectories(out.resolve("classes"));
        Path generated = Files.createDirectories(out.resolve("generated"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of(
                "-d",
                classes.toString(),
                "-s",
                generated.toString(),
                "-classpath",
                System.getProperty("java.class.path"),
                "-encoding",
                "UTF-8",
                "-Aqueryfirst.schemaDir=" + schemaDir);
        try (StandardJavaFileManager fileManager =
                javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            JavaCompiler.CompilationTask task = javac.getTask(
                    null, fileManager, diagnostics, options, null, fileManager.getJavaFileObjectsFromPaths(files));
            task.setProcessors(List.of(new QueryFirstProcessor()));
            boolean ok = task.call();
            assertTrue(ok, () -> diagnostics.getDiagnostics().toString());
        }
        return classes;
    }
}
