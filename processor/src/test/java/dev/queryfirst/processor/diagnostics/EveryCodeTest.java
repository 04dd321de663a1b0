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
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/**
 * Every {@link Code} has an end-to-end test (DESIGN §5, §16): a test of this package that compiles
 * a model through the processor and asserts the code on its file and line, declared with
 * {@link Covers}, which fails that test when it does not assert the code. Codes the catalog may
 * hold before anything emits them are listed in {@link #NOT_EMITTED_YET} with the work that adds
 * them, and the list cannot rot: a listed code that gets an emitter in {@code src/main} without a
 * test fails here, and so does a listed code that got its test.
 */
class EveryCodeTest {

    /**
     * DESIGN §5's codes that no code in {@code src/main} emits yet (they may already be in the
     * catalog), by the DESIGN section whose work adds their emitter and then their test.
     */
    private static final Map<String, String> NOT_EMITTED_YET = Map.of();

    @Test
    void everyCodeHasAnEndToEndTestOnItsLine() {
        Map<Code, List<String>> covered = coveredCodes();
        List<String> missing = Arrays.stream(Code.values())
                .filter(code -> !covered.containsKey(code) && !NOT_EMITTED_YET.containsKey(code.name()))
                .map(code -> code + " (" + code.kind() + ")")
                .toList();
        assertEquals(
                List.of(),
                missing,
                "codes without an end-to-end test: write a test in "
                        + EveryCodeTest.class.getPackageName() + " that asserts each on its line with "
                        + "Compiled.error or Compiled.warning, annotated @Covers; or, if nothing emits it yet, "
                        + "list it in NOT_EMITTED_YET with the work that adds it");
    }

    @Test
    void aCodeNotEmittedYetHasNoEmitter() {
        Map<Code, List<String>> covered = coveredCodes();
        Map<String, List<String>> emitted = new TreeMap<>();
        for (String code : NOT_EMITTED_YET.keySet()) {
            List<String> emitters = emitters(code);
            boolean tested =
                    Arrays.stream(Code.values()).anyMatch(c -> c.name().equals(code) && covered.containsKey(c));
            if (!emitters.isEmpty() && !tested) {
                emitted.put(code, emitters);
            }
        }
        assertEquals(
                Map.of(),
                emitted,
                "codes listed as not emitted yet that src/main now emits: "
                        + "write their end-to-end test (@Covers) and remove them from NOT_EMITTED_YET");
    }

    @Test
    void aCodeNotEmittedYetHasNoTestYet() {
        List<String> tested = coveredCodes().keySet().stream()
                .map(Code::name)
                .filter(NOT_EMITTED_YET::containsKey)
                .toList();
        assertEquals(
                List.of(),
                tested,
                "codes with an end-to-end test still listed in " + "NOT_EMITTED_YET: remove them from it");
    }

    @Test
    void everyCodeInTheCatalogHasAnEmitterOrIsListed() {
        List<String> unused = Arrays.stream(Code.values())
                .map(Code::name)
                .filter(code ->
                        !NOT_EMITTED_YET.containsKey(code) && emitters(code).isEmpty())
                .toList();
        assertEquals(
                List.of(),
                unused,
                "codes in the catalog that nothing in src/main emits: list "
                        + "them in NOT_EMITTED_YET with the work that adds their emitter, or remove them");
    }

    /** The codes claimed by {@code @Covers} on the tests of this package, with the tests. */
    private static Map<Code, List<String>> coveredCodes() {
        Map<Code, List<String>> covered = new TreeMap<>();
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
                        test + " covers codes but is disabled");
                for (Code code : covers.value()) {
                    covered.computeIfAbsent(code, c -> new ArrayList<>()).add(test);
                }
            }
        }
        return covered;
    }

    /** The compiled classes of this package in the test output, nested ones included. */
    private static List<Class<?>> testClasses() {
        String packageName = EveryCodeTest.class.getPackageName();
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
            return Path.of(EveryCodeTest.class
                            .getResource("EveryCodeTest.class")
                            .toURI())
                    .getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, EveryCodeTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The files of the processor's {@code src/main/java}, other than the catalog itself, that name
     * {@code code} outside a comment.
     */
    private static List<String> emitters(String code) {
        Pattern use = Pattern.compile("\\b" + code + "\\b");
        Path main = mainSources();
        try (Stream<Path> files = Files.walk(main)) {
            return files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> !file.getFileName().toString().equals("Code.java"))
                    .filter(file -> lines(file)
                            .anyMatch(line ->
                                    !isComment(line) && use.matcher(line).find()))
                    .map(file -> main.relativize(file).toString())
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code processor/src/main/java}, found from the test output {@code target/test-classes}. */
    private static Path mainSources() {
        Path directory = packageDirectory();
        for (String ignored : EveryCodeTest.class.getPackageName().split("\\.")) {
            directory = directory.getParent();
        }
        Path main = directory.getParent().getParent().resolve("src/main/java");
        assertTrue(Files.isDirectory(main), "no processor sources at " + main);
        return main;
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
