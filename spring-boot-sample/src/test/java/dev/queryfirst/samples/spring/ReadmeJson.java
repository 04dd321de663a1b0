package dev.queryfirst.samples.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The README's example of {@code GET /actuator/queryfirst}: the JSON block after the paragraph
 * that starts with that request in backticks. The application's test compares its own answer with
 * it, field for field, so that the README shows what the endpoint returns.
 */
public final class ReadmeJson {

    private static final String MARKER = "`GET /actuator/queryfirst`";

    private ReadmeJson() {}

    /** The README's example, parsed. */
    public static JsonNode statusExample() {
        try {
            String readme = Files.readString(Path.of("..", "README.md"));
            int at = readme.indexOf("\n" + MARKER);
            assertTrue(at >= 0, "README has no paragraph starting with " + MARKER);
            int start = readme.indexOf("```json\n", at) + "```json\n".length();
            return JsonMapper.builder().build().readTree(readme.substring(start, readme.indexOf("```", start)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code actual} has the fields of {@code example}, no more, at every level (the first element of
     * arrays that both have); values may differ.
     */
    public static void assertSameShape(JsonNode example, JsonNode actual) {
        assertShape(example, actual, "$", actual);
    }

    private static void assertShape(JsonNode example, JsonNode actual, String path, JsonNode whole) {
        if (example.isObject() && actual.isObject()) {
            assertEquals(names(example), names(actual), path + " in " + whole);
            for (String name : names(example)) {
                assertShape(example.get(name), actual.get(name), path + "." + name, whole);
            }
        } else if (example.isArray() && actual.isArray() && !example.isEmpty() && !actual.isEmpty()) {
            assertShape(example.get(0), actual.get(0), path + "[0]", whole);
        } else if (!example.isNull() && !actual.isNull()) {
            assertEquals(example.getNodeType(), actual.getNodeType(), path + " in " + whole);
        }
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>(object.propertyNames());
        names.sort(null);
        return names;
    }
}
