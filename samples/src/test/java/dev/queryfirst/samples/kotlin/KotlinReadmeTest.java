package dev.queryfirst.samples.kotlin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's "From Kotlin" is {@code samples/kotlin}: its pom block is the sample's build plugins
 * as they are, and its Kotlin block is the sample's {@code Shipment.kt}. CI builds and tests the
 * sample against freshly installed artifacts, so what a Kotlin user copies is what ran.
 */
class KotlinReadmeTest {

    private static final Path ROOT = Path.of("..");
    private static final Path SAMPLE = Path.of("kotlin");
    private static final String SECTION = "## From Kotlin";

    @Test
    void thePomBlockIsTheSamplesBuild() throws IOException {
        List<String> xml = blocks("xml");
        assertEquals(1, xml.size(), "one pom block in " + SECTION);
        String pom = normalized(Files.readString(SAMPLE.resolve("pom.xml")));
        assertTrue(
                pom.contains(normalized(xml.get(0))),
                "the README's pom block is not part of samples/kotlin/pom.xml:\n" + xml.get(0));
        assertTrue(xml.get(0).contains("<goal>kapt</goal>"), "the README's pom runs kapt");
    }

    @Test
    void theEntityIsTheSamples() throws IOException {
        List<String> kotlin = blocks("kotlin");
        assertEquals(1, kotlin.size(), "one Kotlin block in " + SECTION);
        assertEquals(
                normalized(Files.readString(SAMPLE.resolve("src/main/kotlin/com/example/shipping/Shipment.kt"))),
                normalized(kotlin.get(0)),
                "README block differs from samples/kotlin/src/main/kotlin/com/example/shipping/Shipment.kt");
    }

    /** The fenced blocks of one language in the README's section. */
    private static List<String> blocks(String language) throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int start = readme.indexOf("\n" + SECTION + "\n");
        assertTrue(start >= 0, "README.md has no section " + SECTION);
        int end = readme.indexOf("\n## ", start + SECTION.length() + 2);
        String section = readme.substring(start, end < 0 ? readme.length() : end);
        Matcher block =
                Pattern.compile("```" + language + "\n(.*?)```", Pattern.DOTALL).matcher(section);
        List<String> found = new ArrayList<>();
        while (block.find()) {
            found.add(block.group(1));
        }
        return found;
    }

    private static String normalized(String text) {
        return text.replaceAll("\\s+", " ").trim();
    }
}
