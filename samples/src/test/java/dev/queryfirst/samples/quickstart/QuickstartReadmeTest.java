package dev.queryfirst.samples.quickstart;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Use it in your project" is {@code samples/quickstart}, file for file: each fenced
 * block there follows a paragraph that starts with the file's path in backticks, and equals that
 * file up to whitespace; every file of the quickstart is shown. CI builds and tests the quickstart
 * against freshly installed artifacts, so what a newcomer copies from the README is what ran.
 */
class QuickstartReadmeTest {

    private static final Path ROOT = Path.of("..");
    private static final Path QUICKSTART = Path.of("quickstart");
    private static final String SECTION = "## Use it in your project";

    @Test
    void everyFileOfTheQuickstartIsInTheReadmeAsItIs() throws IOException {
        Map<String, String> shown = blocksByPath(Files.readString(ROOT.resolve("README.md")));
        assertEquals(
                quickstartFiles(),
                new TreeSet<>(shown.keySet()),
                "the files the README shows, against the quickstart's");
        for (Map.Entry<String, String> block : shown.entrySet()) {
            String file = Files.readString(QUICKSTART.resolve(block.getKey()));
            assertEquals(
                    normalized(file),
                    normalized(block.getValue()),
                    "README block for " + block.getKey() + " differs from samples/quickstart/" + block.getKey());
        }
    }

    @Test
    void theQuickstartCompilesAgainstThisBuild(@TempDir Path out) throws IOException {
        // CI builds the quickstart on its own only after installing the modules; this compiles its
        // main and test sources (the README's TicketDaoTest and TicketRehearsalTest among them)
        // with this build's processor, runtime and testkit, no warning allowed.
        List<Path> sources;
        try (Stream<Path> files = Files.walk(QUICKSTART.resolve("src"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
            Path generated = Files.createDirectories(out.resolve("generated"));
            Path classes = Files.createDirectories(out.resolve("classes"));
            boolean compiled = javac.getTask(
                            null,
                            files,
                            diagnostics,
                            List.of(
                                    "--release",
                                    "17",
                                    "-Xlint:all,-processing",
                                    // Named, as the quickstart's pom names its processor path: from JDK 23 on,
                                    // javac runs no processor found on the class path unless told to.
                                    "-processor",
                                    "dev.queryfirst.processor.QueryFirstProcessor",
                                    "-Werror",
                                    "-classpath",
                                    System.getProperty("java.class.path"),
                                    "-s",
                                    generated.toString(),
                                    "-d",
                                    classes.toString()),
                            null,
                            files.getJavaFileObjectsFromPaths(sources))
                    .call();
            assertTrue(compiled, diagnostics.getDiagnostics().toString());
            assertTrue(
                    Files.exists(generated.resolve("com/example/helpdesk/HelpdeskSchema.java")),
                    "the processor ran and generated the schema class the rehearsal line calls");
            assertTrue(Files.exists(classes.resolve("com/example/helpdesk/TicketRehearsalTest.class")));
        }
    }

    @Test
    void theQuickstartUsesThisBuildsVersionsAndPlugins() throws IOException {
        String quickstart = Files.readString(QUICKSTART.resolve("pom.xml"));
        String root = Files.readString(ROOT.resolve("pom.xml"));
        assertEquals(
                first(root, "<artifactId>queryfirst-parent</artifactId>\\s*<version>([^<]+)<"),
                first(quickstart, "<queryfirst.version>([^<]+)<"));
        assertEquals(
                first(root, "<junit.version>([^<]+)<"),
                first(quickstart, "<artifactId>junit-jupiter</artifactId>\\s*<version>([^<]+)<"));
        for (String plugin : List.of("maven-compiler-plugin", "maven-surefire-plugin")) {
            String version = "<artifactId>" + plugin + "</artifactId>\\s*<version>([^<]+)<";
            assertEquals(first(root, version), first(quickstart, version), plugin);
        }
        assertEquals("17", first(quickstart, "<release>([^<]+)<"));
    }

    @Test
    void theQuickstartCarriesNoLoggingWorkaround() throws IOException {
        // Logging must work through what the published poms declare (the testkit's slf4j-api 2.x).
        String quickstart = Files.readString(QUICKSTART.resolve("pom.xml"));
        assertFalse(quickstart.contains("slf4j") || quickstart.contains("logback"), quickstart);
    }

    /** Each fenced block of the section, by the path its paragraph starts with. */
    static Map<String, String> blocksByPath(String readme) {
        int start = readme.indexOf("\n" + SECTION + "\n");
        assertTrue(start >= 0, "README has no section " + SECTION);
        int end = readme.indexOf("\n## ", start + 1);
        List<String> lines = readme.substring(start + 1, end < 0 ? readme.length() : end)
                .lines()
                .toList();
        Map<String, String> blocks = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("```")) {
                continue;
            }
            int close = i + 1;
            while (!lines.get(close).startsWith("```")) {
                close++;
            }
            String path = captionPath(lines, i);
            assertFalse(blocks.containsKey(path), "README shows " + path + " twice");
            blocks.put(path, String.join("\n", lines.subList(i + 1, close)));
            i = close;
        }
        return blocks;
    }

    /** The path in backticks that opens the paragraph just above the fence at {@code fence}. */
    private static String captionPath(List<String> lines, int fence) {
        int first = fence - 1;
        while (first > 0 && lines.get(first).isBlank()) {
            first--;
        }
        while (first > 0 && !lines.get(first - 1).isBlank()) {
            first--;
        }
        Matcher path = Pattern.compile("^`([^`]+)`").matcher(lines.get(first));
        assertTrue(
                path.find(),
                "the paragraph above a README block must start with the file's path in " + "backticks: "
                        + lines.get(first));
        return path.group(1);
    }

    private static Set<String> quickstartFiles() throws IOException {
        try (Stream<Path> files = Files.walk(QUICKSTART)) {
            return files.filter(Files::isRegularFile)
                    .map(QUICKSTART::relativize)
                    .filter(p -> !p.startsWith("target") && !p.toString().startsWith("."))
                    .map(p -> p.toString().replace('\\', '/'))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static String normalized(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    private static String first(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertTrue(m.find(), "no match for " + regex);
        return m.group(1);
    }
}
