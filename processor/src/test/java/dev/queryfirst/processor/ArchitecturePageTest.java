package dev.queryfirst.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md, "Modules" covers the whole build: a row for every module of the root
 * {@code pom.xml} (profiles' modules too), and the annotations' row names every annotation.
 */
class ArchitecturePageTest {

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    @Test
    void everyModuleOfTheBuildHasARow() throws IOException {
        Path root = RepositoryRoot.path();
        String modules = modulesTable(Files.readString(root.resolve("docs/architecture.md")));
        Matcher module = MODULE.matcher(Files.readString(root.resolve("pom.xml")));
        List<String> found = new ArrayList<>();
        while (module.find()) {
            found.add(module.group(1));
        }

        assertTrue(found.size() > 8, "found only " + found + " in pom.xml");
        assertEquals(
                List.of(),
                found.stream()
                        .filter(name -> !modules.contains("| `" + name + "/` |"))
                        .toList(),
                "modules with no row in docs/architecture.md, \"Modules\"");
    }

    @Test
    void theAnnotationsRowNamesEveryAnnotation() throws IOException {
        Path root = RepositoryRoot.path();
        String row = modulesTable(Files.readString(root.resolve("docs/architecture.md")))
                .lines()
                .filter(line -> line.startsWith("| `annotations/` |"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no row for annotations/"));
        List<String> annotations;
        try (Stream<Path> files = Files.list(root.resolve("annotations/src/main/java/dev/queryfirst/annotations"))) {
            annotations = files.map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".java") && !name.equals("package-info.java"))
                    .map(name -> "@" + name.substring(0, name.length() - ".java".length()))
                    .sorted()
                    .toList();
        }

        assertTrue(annotations.size() > 10, "found only " + annotations);
        assertEquals(
                List.of(),
                annotations.stream()
                        .filter(name -> !row.contains("`" + name + "`"))
                        .toList());
    }

    private static String modulesTable(String page) {
        int start = page.indexOf("\n## Modules\n");
        assertTrue(start >= 0, "docs/architecture.md has no \"Modules\" heading");
        int end = page.indexOf("\n## ", start + 1);
        return page.substring(start, end);
    }
}
