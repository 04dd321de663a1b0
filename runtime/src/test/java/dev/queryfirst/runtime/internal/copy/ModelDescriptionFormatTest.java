package dev.queryfirst.runtime.internal.copy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runtime reads the layout the processor writes and refuses any other before reading a field
 * (docs/model-description.md, "Versions"): the processor's own golden description is read, the
 * same file with another {@code format}, or none, is refused naming both numbers and the
 * QueryFirst version that wrote it.
 */
class ModelDescriptionFormatTest {

    /** What the processor writes for the store model, kept by its golden-file test. */
    private static final Path GOLDEN = Path.of("../processor/src/test/resources/golden/store.model.json");

    @Test
    void theProcessorsDescriptionIsReadAtTheFormatThisRuntimeReads() {
        ModelDescription store = ModelDescription.read(GOLDEN);

        assertEquals(ModelDescription.FORMAT, store.format());
        assertEquals("store", store.keyspace());
        assertTrue(store.entities().size() >= 3, store.entities().toString());
    }

    @Test
    void aLaterFormatIsRefusedNamingBothFormatsAndTheWritersVersion(@TempDir Path dir) throws IOException {
        long later = ModelDescription.FORMAT + 1;
        Path file = withFormat(dir, "\"format\": " + later);

        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> ModelDescription.read(file));

        assertTrue(refused.getMessage().contains("has format " + later), refused.getMessage());
        assertTrue(
                refused.getMessage().contains("this QueryFirst reads format " + ModelDescription.FORMAT),
                refused.getMessage());
        assertTrue(refused.getMessage().contains("(<version>)"), refused.getMessage());
    }

    @Test
    void aDescriptionWithoutFormatIsRefused(@TempDir Path dir) throws IOException {
        Path file = withFormat(dir, "\"formatRemoved\": 1");

        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> ModelDescription.read(file));

        assertTrue(refused.getMessage().contains("has format 0"), refused.getMessage());
    }

    /** The golden description with its {@code "format": 1} replaced by {@code replacement}. */
    private static Path withFormat(Path dir, String replacement) throws IOException {
        String golden = Files.readString(GOLDEN);
        String current = "\"format\": " + ModelDescription.FORMAT;
        assertTrue(golden.contains(current), "no " + current + " in " + GOLDEN);
        Path file = dir.resolve("store.model.json");
        Files.writeString(file, golden.replace(current, replacement));
        return file;
    }
}
