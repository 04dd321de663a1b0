package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The one helper of the end-to-end diagnostics tests: models written as users write them (the
 * annotations' public API), compiled by javac through the real {@link QueryFirstProcessor}, and the
 * assertions on what it reported, in the style of MapStruct's and Dagger's processor tests.
 *
 * <pre>{@code
 * Compiled compilation = compile(user);
 * compilation.hasErrorCount(1);
 * compilation.error(PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS, user, "where = \"emial\"", "'email'");
 * }</pre>
 *
 * <p>{@link #error} and {@link #warning} assert one diagnostic by its catalog entry (read back from
 * the printed text by {@link Situations}, so its code and template), its kind, its file and line,
 * and fragments of its message (the numbers and the fix). Each entry they assert is recorded for
 * the running test, so that {@link Covers} can check that a test asserts on its line every entry
 * it claims to cover; {@link EveryMessageTest} then requires such a test for every entry. The
 * tests use the processor only through javac and the catalog, so they do not depend on how the
 * processor's packages are laid out.
 */
final class Compiled {

    /** The catalog entries asserted on their line by the test running on this thread. */
    private static final ThreadLocal<Set<String>> ASSERTED = ThreadLocal.withInitial(HashSet::new);

    private final Compilation compilation;

    private Compiled(Compilation compilation) {
        this.compilation = compilation;
    }

    /**
     * A source file {@code <package>.<Name>} with the imports a user of QueryFirst writes; the lines
     * that follow are the model.
     */
    static JavaFileObject source(String qualifiedName, String... lines) {
        String packageName = qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
        List<String> all = new ArrayList<>(List.of(
                "package " + packageName + ";",
                "",
                "import dev.queryfirst.annotations.*;",
                "import java.math.BigDecimal;",
                "import java.time.*;",
                "import java.time.temporal.ChronoUnit;",
                "import java.util.*;",
                ""));
        all.addAll(List.of(lines));
        return JavaFileObjects.forSourceLines(qualifiedName, all);
    }

    static Compiled compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    /** Compiled with javac options, such as {@code -Aqueryfirst.strict=true}. */
    static Compiled compile(List<String> options, JavaFileObject... sources) {
        return compile(List.of(), options, sources);
    }

    /** Compiled with other annotation processors running next to QueryFirst's. */
    static Compiled compile(List<Processor> others, List<String> options, JavaFileObject... sources) {
        List<Processor> processors = new ArrayList<>(List.of(new QueryFirstProcessor()));
        processors.addAll(others);
        return new Compiled(
                javac().withProcessors(processors).withOptions(options).compile(sources));
    }

    /** Assertions on a compilation another helper ran ({@link ModuleBuilds}). */
    static Compiled of(Compilation compilation) {
        return new Compiled(compilation);
    }

    Compilation compilation() {
        return compilation;
    }

    /** Exactly {@code count} errors from javac, QueryFirst's and javac's own alike. */
    Compiled hasErrorCount(int count) {
        assertThat(compilation).hadErrorCount(count);
        return this;
    }

    /**
     * The one error written by {@code situation} whose message holds every fragment, asserted to be
     * in {@code file} on the one line that contains {@code lineContaining}; returns its message.
     */
    String error(Message situation, JavaFileObject file, String lineContaining, String... fragments) {
        return onLine(true, situation, file, lineContaining, fragments);
    }

    /** Like {@link #error}, for a warning. */
    String warning(Message situation, JavaFileObject file, String lineContaining, String... fragments) {
        return onLine(false, situation, file, lineContaining, fragments);
    }

    /** {@link #error}, and it is the compilation's only error. */
    String onlyError(Message situation, JavaFileObject file, String lineContaining, String... fragments) {
        hasErrorCount(1);
        return error(situation, file, lineContaining, fragments);
    }

    /** {@link #warning}, and the compilation succeeded. */
    String compilesWithWarning(Message situation, JavaFileObject file, String lineContaining, String... fragments) {
        succeeded();
        return warning(situation, file, lineContaining, fragments);
    }

    /**
     * The one error written by {@code situation}, with these fragments, that is on no element: a
     * processor option has no line, so for its situations this is the test on their place.
     */
    String errorOnNoElement(Message situation, String... fragments) {
        Diagnostic<? extends JavaFileObject> found = one(true, situation, fragments);
        if (found.getSource() != null) {
            fail("expected " + situation + " on no element, got it at " + where(found));
        }
        ASSERTED.get().add(situation.name());
        return found.getMessage(Locale.ROOT);
    }

    private String onLine(
            boolean error, Message situation, JavaFileObject file, String lineContaining, String... fragments) {
        String code = situation.code() + " " + situation;
        Diagnostic<? extends JavaFileObject> found = one(error, situation, fragments);
        if (found.getSource() == null || !found.getSource().toUri().equals(file.toUri())) {
            fail("expected " + code + " in " + file.getName() + ", got it at " + where(found) + ": "
                    + found.getMessage(Locale.ROOT));
        }
        // The text javac compiled (a file another processor generated cannot be read back from it).
        long line = lineOf(found.getSource(), lineContaining);
        if (found.getLineNumber() != line) {
            fail("expected " + code + " on line " + line + " of " + file.getName() + " ("
                    + lineContaining.strip() + "), got it at " + where(found) + ": "
                    + found.getMessage(Locale.ROOT));
        }
        ASSERTED.get().add(situation.name());
        return found.getMessage(Locale.ROOT);
    }

    /**
     * The one diagnostic of this kind that reads as {@code situation}'s template with these
     * fragments; fails naming all when not one, and when its text reads as another entry too.
     */
    private Diagnostic<? extends JavaFileObject> one(boolean error, Message situation, String... fragments) {
        List<Diagnostic<? extends JavaFileObject>> found = compilation.diagnostics().stream()
                .filter(d -> isError(d) == error && isWarning(d) != error)
                .filter(d -> Situations.matching(d.getMessage(Locale.ROOT)).contains(situation))
                .filter(d -> List.of(fragments).stream().allMatch(d.getMessage(Locale.ROOT)::contains))
                .collect(Collectors.toList());
        if (found.size() != 1) {
            fail("expected exactly one " + (error ? "error " : "warning ") + situation.code() + " " + situation
                    + " containing " + List.of(fragments) + ", found " + found.size() + " among:\n" + all());
        }
        List<Message> readings = Situations.matching(found.get(0).getMessage(Locale.ROOT));
        if (readings.size() != 1) {
            fail("the message reads as several catalog entries " + readings + ": make their templates differ: "
                    + found.get(0).getMessage(Locale.ROOT));
        }
        return found.get(0);
    }

    /** The number of the one line of {@code file} that contains {@code text}, from 1. */
    private static long lineOf(JavaFileObject file, String text) {
        List<String> lines = content(file).lines().toList();
        List<Integer> matching = IntStream.range(0, lines.size())
                .filter(i -> lines.get(i).contains(text))
                .boxed()
                .toList();
        if (matching.size() != 1) {
            fail(matching.size() + " lines of " + file.getName() + " contain '" + text + "', not one");
        }
        return matching.get(0) + 1;
    }

    private static boolean isError(Diagnostic<?> diagnostic) {
        return diagnostic.getKind() == Diagnostic.Kind.ERROR;
    }

    private static boolean isWarning(Diagnostic<?> diagnostic) {
        return diagnostic.getKind() == Diagnostic.Kind.WARNING
                || diagnostic.getKind() == Diagnostic.Kind.MANDATORY_WARNING;
    }

    private static String where(Diagnostic<? extends JavaFileObject> diagnostic) {
        return diagnostic.getSource() == null
                ? "no element"
                : diagnostic.getSource().getName() + ":" + diagnostic.getLineNumber();
    }

    private String all() {
        return compilation.diagnostics().stream()
                .map(d -> "  " + d.getKind() + " " + where(d) + ": " + d.getMessage(Locale.ROOT))
                .collect(Collectors.joining("\n"));
    }

    /** Every QueryFirst diagnostic (error or warning) of the compilation, as printed. */
    List<String> messages() {
        return compilation.diagnostics().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .filter(m -> m.startsWith("[QF"))
                .toList();
    }

    /** The one diagnostic with this code, whatever its kind and place; fails when not one. */
    String only(Code code) {
        List<String> found = messages().stream()
                .filter(m -> m.startsWith("[" + code.name() + "]"))
                .toList();
        if (found.size() != 1) {
            fail("expected exactly one " + code + ", got " + found + " among " + messages());
        }
        return found.get(0);
    }

    Compiled succeeded() {
        assertThat(compilation).succeeded();
        return this;
    }

    /** The near miss: it compiles, and nothing it says carries {@code code}. */
    void compilesWithout(Code code) {
        assertThat(compilation).succeeded();
        assertTrue(
                messages().stream().noneMatch(m -> m.startsWith("[" + code.name() + "]")),
                () -> code + " reported: " + messages());
    }

    /** Compiles, with no QueryFirst diagnostic at all (no error, no warning). */
    void compilesClean() {
        assertThat(compilation).succeeded();
        assertTrue(messages().isEmpty(), () -> "diagnostics: " + messages());
    }

    /** The generated {@code META-INF/queryfirst/<keyspace>.cql}. */
    String cql(String keyspace) {
        return resource(keyspace + ".cql");
    }

    /** The generated design report, {@code META-INF/queryfirst/<keyspace>.html}. */
    String report(String keyspace) {
        return resource(keyspace + ".html");
    }

    /** The generated migration of one schema version, {@code META-INF/queryfirst/migrations/<keyspace>/V<n>.cql}. */
    String migration(String keyspace, int version) {
        return resource("migrations/" + keyspace + "/V" + version + ".cql");
    }

    private String resource(String name) {
        return classOutput("META-INF/queryfirst/" + name);
    }

    /** A resource the compilation wrote to its class output: {@code META-INF/services/…}. */
    String classOutput(String path) {
        JavaFileObject file = compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, path)
                .orElseThrow(() -> new AssertionError("no " + path + " among "
                        + compilation.generatedFiles().stream()
                                .map(JavaFileObject::getName)
                                .collect(Collectors.joining(", "))));
        return content(file);
    }

    /**
     * The first Java block after the README heading {@code heading}, one source per model (models
     * are separated by a blank line), in package {@code packageName}: the README's examples compile
     * as shown.
     */
    static JavaFileObject[] readmeModels(String heading, String packageName) {
        String readme;
        try {
            readme = Files.readString(Path.of("..", "README.md"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int section = readme.indexOf(heading);
        assertTrue(section >= 0, () -> "no README heading " + heading);
        int from = readme.indexOf("```java\n", section) + "```java\n".length();
        String block = readme.substring(from, readme.indexOf("```", from));
        List<JavaFileObject> files = new ArrayList<>();
        for (String model : block.split("\n\n")) {
            Matcher name = Pattern.compile("public record (\\w+)").matcher(model);
            assertTrue(name.find(), model);
            files.add(source(packageName + "." + name.group(1), model.split("\n")));
        }
        return files.toArray(JavaFileObject[]::new);
    }

    /** The Java source of {@code className}, which the processor generated. */
    String generatedSource(String className) {
        return content(compilation
                .generatedSourceFile(className)
                .orElseThrow(() -> new AssertionError("no generated " + className)));
    }

    /** The {@code CREATE TABLE} statement of one table, from {@code CREATE TABLE} to its {@code ;}. */
    static String table(String cql, String keyspace, String table) {
        String start = "CREATE TABLE IF NOT EXISTS " + keyspace + "." + table + " (";
        int from = cql.indexOf(start);
        if (from < 0) {
            fail("no table " + keyspace + "." + table + " in\n" + cql);
        }
        // A statement ends with ';' at the end of a line (a comment may hold one inside its quotes).
        int end = cql.indexOf(";\n", from);
        return cql.substring(from, end < 0 ? cql.length() : end + 1);
    }

    private static String content(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Registered by {@link Covers}: fails a test that claims codes it did not assert on their line
     * through {@link #error} or {@link #warning}.
     */
    static final class CoverageCheck implements BeforeEachCallback, AfterEachCallback {

        @Override
        public void beforeEach(ExtensionContext context) {
            ASSERTED.remove();
        }

        @Override
        public void afterEach(ExtensionContext context) {
            if (context.getExecutionException().isPresent()) {
                return;
            }
            Set<String> claimed = new HashSet<>();
            context.getTestMethod()
                    .map(m -> m.getAnnotation(Covers.class))
                    .ifPresent(covers -> claimed.addAll(List.of(covers.value())));
            claimed.removeAll(ASSERTED.get());
            ASSERTED.remove();
            if (!claimed.isEmpty()) {
                fail(context.getDisplayName() + " claims @Covers " + claimed
                        + " but does not assert them on their line");
            }
        }
    }
}
