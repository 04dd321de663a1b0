package dev.queryfirst.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Code comments point to the design in {@code docs/} by page and heading ({@code docs/sizing.md,
 * "Bucket advice"}), and the pages link to each other's headings: every such reference in the
 * repository's Java sources and in {@code docs/} names a page that exists and a heading it has, so
 * renaming a heading shows every place that cites it.
 */
class DocsReferencesTest {

    /** {@code docs/sizing.md, "Bucket advice"} or {@code "Versions" in docs/schema-evolution.md}. */
    private static final Pattern IN_CODE =
            Pattern.compile("docs/([a-z-]+\\.md)(?:, \"([^\"]+)\")?|\"([^\"]+)\" in docs/([a-z-]+\\.md)");

    /** {@code (mapping-rules.md#bucket-directories)} in a page. */
    private static final Pattern IN_PAGE = Pattern.compile("\\]\\(([a-z-]+\\.md)?(?:#([a-z0-9_-]+))?\\)");

    @Test
    void everyCommentCitesAPageAndHeadingThatExist() throws IOException {
        Path root = repositoryRoot();
        List<String> broken = new ArrayList<>();
        int cited = 0;
        for (Path file : javaSources(root)) {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                Matcher reference = IN_CODE.matcher(lines.get(i));
                while (reference.find()) {
                    cited++;
                    String page = reference.group(1) != null ? reference.group(1) : reference.group(4);
                    String heading = reference.group(1) != null ? reference.group(2) : reference.group(3);
                    String problem = problem(root, page, heading == null ? null : anchor(heading));
                    if (problem != null) {
                        broken.add(root.relativize(file) + ":" + (i + 1) + ": " + problem);
                    }
                }
            }
        }
        assertTrue(cited > 20, "found only " + cited + " references to docs/ in the sources");
        assertEquals(List.of(), broken);
    }

    @Test
    void everyLinkBetweenPagesReachesAHeading() throws IOException {
        Path root = repositoryRoot();
        List<String> broken = new ArrayList<>();
        try (Stream<Path> pages = Files.list(root.resolve("docs"))) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".md")).toList()) {
                Matcher link = IN_PAGE.matcher(Files.readString(page));
                while (link.find()) {
                    String target = link.group(1) != null
                            ? link.group(1)
                            : page.getFileName().toString();
                    String problem = problem(root, target, link.group(2));
                    if (problem != null) {
                        broken.add(page.getFileName() + ": " + problem);
                    }
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    /** What is wrong with a reference to {@code page} (and its {@code anchor}), or null. */
    private static String problem(Path root, String page, String anchor) {
        Path file = root.resolve("docs").resolve(page);
        if (!Files.exists(file)) {
            return "no page docs/" + page;
        }
        if (anchor != null && !anchors(file).contains(anchor)) {
            return "docs/" + page + " has no heading #" + anchor;
        }
        return null;
    }

    /** The anchors of a page's headings, as GitHub makes them. */
    private static Set<String> anchors(Path page) {
        try {
            return Files.readAllLines(page).stream()
                    .filter(line -> line.startsWith("#"))
                    .map(line -> anchor(line.replaceFirst("^#+\\s*", "")))
                    .collect(Collectors.toSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code Where-less patterns} → {@code where-less-patterns}. */
    private static String anchor(String heading) {
        return heading.toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9 _-]", "")
                .trim()
                .replace(' ', '-');
    }

    private static List<Path> javaSources(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !root.relativize(p).toString().contains("target/"))
                    .toList();
        }
    }

    /** The repository, found from the test output {@code processor/target/test-classes}. */
    private static Path repositoryRoot() {
        try {
            Path classes = Path.of(DocsReferencesTest.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            Path root = classes.getParent().getParent().getParent();
            assertTrue(Files.isDirectory(root.resolve("docs")), "no docs/ at " + root);
            return root;
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
