package dev.queryfirst.samples.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's "With Spring Boot" is this module: each fenced block follows a paragraph that starts
 * with a file's path in backticks, and equals that file up to whitespace (or with a request,
 * {@code GET /actuator/queryfirst}, whose answer {@link ReadmeJson} checks); the pom.xml block equals
 * this module's pom from its {@code <dependencies>} to its end. What a reader copies is what
 * {@code mvn -B verify} built and tested.
 */
class SpringBootReadmeTest {

    private static final Path ROOT = Path.of("..");
    private static final String SECTION = "## With Spring Boot";
    private static final String POM_MARKER = "the README's \"With Spring Boot\" pom.xml, as it is";

    @Test
    void everyBlockOfTheSectionIsThisModulesFile() throws IOException {
        Map<String, String> shown = blocksByPath(Files.readString(ROOT.resolve("README.md")));
        assertTrue(
                shown.keySet()
                        .containsAll(List.of(
                                "pom.xml",
                                "src/main/java/com/example/helpdesk/Ticket.java",
                                "src/main/resources/application.properties",
                                "src/test/java/com/example/helpdesk/TicketDaoTest.java",
                                "src/test/java/com/example/helpdesk/HelpdeskStatusTest.java")),
                shown.keySet().toString());
        for (Map.Entry<String, String> block : shown.entrySet()) {
            if (block.getKey().startsWith("GET ")) {
                continue; // an endpoint's answer, which HelpdeskApplicationTest compares (ReadmeJson)
            }
            String file = Files.readString(Path.of(block.getKey()));
            if (block.getKey().equals("pom.xml")) {
                int from = file.indexOf(POM_MARKER);
                assertTrue(from > 0, "the pom marks where the README's part starts");
                file = file.substring(file.indexOf("-->", from) + 3, file.lastIndexOf("</project>"));
            }
            assertEquals(
                    normalized(file),
                    normalized(block.getValue()),
                    "README block for " + block.getKey() + " differs from spring-boot-sample/" + block.getKey());
        }
    }

    @Test
    void theReadmeNamesTheBootVersionOfThisBuild() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String root = Files.readString(ROOT.resolve("pom.xml"));
        Matcher version = Pattern.compile("<spring-boot.version>([^<]+)<").matcher(root);
        assertTrue(version.find());
        String section =
                readme.substring(readme.indexOf(SECTION), readme.indexOf("\n## ", readme.indexOf(SECTION) + 1));
        assertTrue(
                section.contains("`spring-boot-starter-parent`\n" + version.group(1))
                        || section.contains("`spring-boot-starter-parent` " + version.group(1)),
                "the README's parent version is the build's Boot, " + version.group(1));
    }

    /**
     * The README's "Evolving a schema" shows where the schema directory goes in a pom, as this
     * module's pom has it, and the upgrade test as the starter's {@code desk.UpgradeTest} runs it.
     */
    @Test
    void theSchemaEvolutionRecipesAreThisModulesFiles() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int start = readme.indexOf("\n### Evolving a schema\n");
        assertTrue(start >= 0, "README has no section Evolving a schema");
        String section = readme.substring(start, readme.indexOf("\n## ", start));
        // The pom says why in comments, which the README says in prose.
        String pom = normalized(Files.readString(Path.of("pom.xml")).replaceAll("(?s)<!--.*?-->", ""));
        String xml = fenced(section, "```xml");
        String execution = xml.substring(xml.indexOf("<executions>"), xml.indexOf("</executions>"));
        assertTrue(pom.contains(normalized(execution)), "the README's compiler execution is not this pom's:\n" + xml);
        assertTrue(pom.contains(normalized(
                xml.substring(xml.indexOf("<annotationProcessorPaths>"), xml.indexOf("</annotationProcessorPaths>")))));
        assertEquals(
                normalized(Files.readString(
                        ROOT.resolve("spring-boot-starter/src/test/java/dev/queryfirst/spring/desk/UpgradeTest.java"))),
                normalized(fenced(section, "```java")),
                "the README's upgrade test differs from the starter's desk UpgradeTest");
    }

    /** The first block of {@code text} fenced by {@code opening}. */
    private static String fenced(String text, String opening) {
        int from = text.indexOf(opening + "\n");
        assertTrue(from >= 0, "no " + opening + " block");
        from += opening.length() + 1;
        return text.substring(from, text.indexOf("\n```", from));
    }

    /** Each fenced block of the section, by the path its paragraph starts with. */
    private static Map<String, String> blocksByPath(String readme) {
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
                path.find(), "the paragraph above a README block must start with the file's path: " + lines.get(first));
        return path.group(1);
    }

    private static String normalized(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }
}
