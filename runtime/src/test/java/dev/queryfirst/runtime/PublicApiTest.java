package dev.queryfirst.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.testkit.CassandraTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The public API of the annotations, the runtime and the testkit is checked in, in
 * {@code src/test/resources/api/<module>.txt}: a change to it (a method added, a parameter renamed
 * in type, a type made public) fails this test until the listing is regenerated with
 * {@code -Dapi.update=true}, so that it shows up as a reviewed diff. The runtime's
 * {@code internal} packages are left out: they are what generated code calls, not API.
 */
class PublicApiTest {

    /** Regenerate the listings with {@code -Dapi.update=true} and review the diff. */
    private static final boolean UPDATE = Boolean.getBoolean("api.update");

    private static final Path LISTINGS = Path.of("src/test/resources/api");

    @ParameterizedTest
    @ValueSource(strings = {"annotations", "runtime", "testkit"})
    void theApiIsTheListedOne(String module) throws IOException {
        String actual = listing(module);
        assertFalse(actual.isBlank(), "no public type found for " + module);
        Path listed = LISTINGS.resolve(module + ".txt");
        if (UPDATE) {
            Files.createDirectories(LISTINGS);
            Files.writeString(listed, actual, StandardCharsets.UTF_8);
        }
        assertEquals(
                Files.readString(listed, StandardCharsets.UTF_8),
                actual,
                "the public API of " + module + " changed: if that is meant, run this test with -Dapi.update=true"
                        + " and review the diff of " + listed);
    }

    /**
     * No public method of the API takes or returns a type of the internal packages: what takes
     * generated table classes (the audit, the backfill) is itself internal, and the user reaches it
     * through the generated DAO and schema classes.
     */
    @ParameterizedTest
    @ValueSource(strings = {"annotations", "runtime", "testkit"})
    void theApiNamesNoInternalType(String module) {
        List<String> leaks = listing(module)
                .lines()
                .filter(line -> line.contains("dev.queryfirst.runtime.internal."))
                .toList();
        assertEquals(List.of(), leaks, "public API of " + module + " naming internal types");
    }

    private static String listing(String module) {
        return switch (module) {
            case "annotations" -> ApiListing.of(Entity.class, "dev.queryfirst.annotations", List.of());
            case "runtime" ->
                ApiListing.of(DaoOptions.class, "dev.queryfirst.runtime", List.of("dev.queryfirst.runtime.internal."));
            case "testkit" -> ApiListing.of(CassandraTest.class, "dev.queryfirst.testkit", List.of());
            default -> throw new IllegalArgumentException(module);
        };
    }
}
