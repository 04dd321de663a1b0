package dev.queryfirst.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's plugin block in "Running migrations as a release step" is the one of
 * {@code src/it/desk-release/pom.xml}, whose goals {@link PluginGoalsIT} runs against the node.
 */
class ReadmePluginBlockTest {

    @Test
    void theReadmesPluginBlockIsTheTestedProjects() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int section = readme.indexOf("## Running migrations as a release step");
        assertTrue(section >= 0, "the README section");
        Matcher block =
                Pattern.compile("(?s)```xml\n(<plugin>.*?</plugin>)\n```").matcher(readme);
        assertTrue(block.find(section), "the plugin block");
        String pom = Files.readString(Path.of("src", "it", "desk-release", "pom.xml"));
        Matcher plugin = Pattern.compile("(?s)(<plugin>\\s*<groupId>dev\\.queryfirst</groupId>.*?</plugin>)")
                .matcher(pom);
        assertTrue(plugin.find(), "the tested project's plugin");
        assertEquals(normalized(plugin.group(1)), normalized(block.group(1)));
    }

    private static String normalized(String xml) {
        return xml.replaceAll("\\s+", " ").trim();
    }
}
