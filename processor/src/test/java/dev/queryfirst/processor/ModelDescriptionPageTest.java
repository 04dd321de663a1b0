package dev.queryfirst.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.generate.json.ModelDescriptionGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The model description is a contract with programs that do not share the processor's code
 * (docs/model-description.md): every field the generator writes is documented on that page, and
 * the page states the layout number the generator writes.
 */
class ModelDescriptionPageTest {

    private static final Path GENERATOR =
            Path.of("processor/src/main/java/dev/queryfirst/processor/generate/json/ModelDescriptionGenerator.java");

    /** {@code out.put("ttlSeconds", …)}: a field the generator writes. */
    private static final Pattern FIELD = Pattern.compile("\\.put\\(\\s*\"([A-Za-z]+)\"");

    @Test
    void everyFieldTheGeneratorWritesIsOnThePage() throws IOException {
        Path root = RepositoryRoot.path();
        String page = Files.readString(root.resolve("docs/model-description.md"));
        Set<String> fields = new TreeSet<>();
        Matcher field = FIELD.matcher(Files.readString(root.resolve(GENERATOR)));
        while (field.find()) {
            fields.add(field.group(1));
        }

        assertTrue(fields.size() > 30, "found only " + fields + " in " + GENERATOR);
        List<String> undocumented = fields.stream()
                .filter(name -> !page.contains("| `" + name + "` |"))
                .toList();
        assertEquals(List.of(), undocumented, "fields with no row in docs/model-description.md");
    }

    @Test
    void thePageStatesTheFormatTheGeneratorWrites() throws IOException {
        String page = Files.readString(RepositoryRoot.path().resolve("docs/model-description.md"));

        assertTrue(
                page.contains("it is **" + ModelDescriptionGenerator.FORMAT + "**"),
                "docs/model-description.md, \"Versions\" does not say format " + ModelDescriptionGenerator.FORMAT);
    }
}
