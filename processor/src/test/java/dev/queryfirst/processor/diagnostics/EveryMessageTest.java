package dev.queryfirst.processor.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/**
 * Every message of the {@link Catalog} has an end-to-end test: a test of this package that
 * compiles a model through the processor and asserts the entry on its file and line, declared with
 * {@link Covers}, which fails that test when it does not assert the entry. And every entry is
 * reported somewhere in {@code src/main}, so the catalog holds no dead text.
 */
class EveryMessageTest {

    /**
     * Entries no model javac compiles can reach: read never lets such a model through, and derive
     * still checks it for its own contract, which is tested on hand-built models. Each is asserted
     * by a unit test outside this package (it names the entry), with the reason here.
     */
    private static final Map<String, String> DERIVE_GUARDS = Map.of(
            "REFERENCE_NOT_ENTITY",
            "read makes a reference only of a type annotated @Entity, and reads that entity first",
            "REFERENCE_WITHOUT_KEY",
            "an entity without a key is QF102 in read, and the entities that reference it are not derived",
            "REFERENCE_IN_COLLECTION",
            "read refuses an @Entity inside a collection or a value type (ENTITY_COLLECTION, ENTITY_IN_VALUE_TYPE)");

    @Test
    void everyMessageHasAnEndToEndTestOnItsLine() {
        Map<String, List<String>> covered = coveredMessages();
        List<String> missing = Catalog.messages().stream()
                .filter(message -> !covered.containsKey(message.name()) && !DERIVE_GUARDS.containsKey(message.name()))
                .map(message -> message.code() + " " + message.name())
                .toList();
        assertEquals(
                List.of(),
                missing,
                "catalog entries without an end-to-end test: write a test in "
                        + getClass().getPackageName()
                        + " that asserts each on its line with Compiled.error or Compiled.warning, annotated"
                        + " @Covers(\"NAME\")");
    }

    @Test
    void aDeriveGuardHasItsUnitTestAndNoEndToEndOne() {
        Map<String, List<String>> covered = coveredMessages();
        for (String guard : DERIVE_GUARDS.keySet()) {
            assertTrue(
                    !covered.containsKey(guard), guard + " has an end-to-end test now: remove it from DERIVE_GUARDS");
            assertTrue(
                    !files(moduleDirectory().resolve("src/test/java"), guard).isEmpty(),
                    guard + " is asserted by no unit test");
        }
    }

    @Test
    void everyCoveredNameIsAnEntry() {
        Set<String> names = Catalog.messages().stream().map(Message::name).collect(Collectors.toSet());
        Map<String, List<String>> unknown = new TreeMap<>(coveredMessages());
        unknown.keySet().removeAll(names);
        assertEquals(Map.of(), unknown, "@Covers names no catalog entry (renamed or removed?)");
    }

    @Test
    void everyMessageIsReportedByMainCode() {
        List<String> unused = Catalog.messages().stream()
                .map(Message::name)
                .filter(name -> reporters(name).isEmpty())
                .toList();
        assertEquals(List.of(), unused, "catalog entries that nothing in src/main reports: remove them");
    }

    /** The entries claimed by {@code @Covers} on the tests of this package, with the tests. */
    private static Map<String, List<String>> coveredMessages() {
        Map<String, List<String>> covered = new TreeMap<>();
        List<Class<?>> classes = testClasses();
        assertTrue(
                classes.stream().anyMatch(c -> c == InternalErrorTest.class),
                "the scan of the test classes found " + classes);
        for (Class<?> type : classes) {
            for (Method method : type.getDeclaredMethods()) {
                Covers covers = method.getAnnotation(Covers.class);
                if (covers == null) {
                    continue;
                }
                String test = type.getSimpleName() + "." + method.getName();
                assertTrue(method.isAnnotationPresent(Test.class), test + " has @Covers but is no @Test");
                assertTrue(
                        !method.isAnnotationPresent(Disabled.class) && !type.isAnnotationPresent(Disabled.class),
                        test + " covers messages but is disabled");
                for (String name : covers.value()) {
                    covered.computeIfAbsent(name, c -> new ArrayList<>()).add(test);
                }
            }
        }
        return covered;
    }

    /** The compiled classes of this package in the test output, nested ones included. */
    private static List<Class<?>> testClasses() {
        String packageName = EveryMessageTest.class.getPackageName();
        try (Stream<Path> files = Files.list(packageDirectory())) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".class"))
                    .<Class<?>>map(name -> load(packageName + "." + name.substring(0, name.length() - 6)))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path packageDirectory() {
        try {
            return Path.of(EveryMessageTest.class
                            .getResource("EveryMessageTest.class")
                            .toURI())
                    .getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, EveryMessageTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The files of the processor's {@code src/main/java}, outside the catalog's package, that name
     * {@code entry} outside a comment.
     */
    private static List<String> reporters(String entry) {
        return files(mainSources(), entry);
    }

    /** The Java files under {@code root}, outside the catalog's package, naming {@code entry} outside a comment. */
    private static List<String> files(Path root, String entry) {
        Pattern use = Pattern.compile("\\b" + entry + "\\b");
        Path catalog = root.resolve(EveryMessageTest.class.getPackageName().replace('.', '/'));
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> !file.getParent().equals(catalog))
                    .filter(file -> lines(file)
                            .anyMatch(line ->
                                    !isComment(line) && use.matcher(line).find()))
                    .map(file -> root.relativize(file).toString())
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code processor/src/main/java}, found from the test output {@code target/test-classes}. */
    static Path mainSources() {
        return moduleDirectory().resolve("src/main/java");
    }

    /** {@code processor/}, found from the test output {@code target/test-classes}. */
    static Path moduleDirectory() {
        Path directory = packageDirectory();
        for (String ignored : EveryMessageTest.class.getPackageName().split("\\.")) {
            directory = directory.getParent();
        }
        Path module = directory.getParent().getParent();
        assertTrue(Files.isDirectory(module.resolve("src/main/java")), "no processor sources at " + module);
        return module;
    }

    private static Stream<String> lines(Path file) {
        try {
            return Files.readAllLines(file).stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isComment(String line) {
        String code = line.strip();
        return code.startsWith("*") || code.startsWith("/*") || code.startsWith("//");
    }
}
