package dev.queryfirst.samples.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each sample keyspace's CQL, as the processor generated it in this build, is the checked-in
 * golden file {@code src/test/resources/golden/<keyspace>.cql}. A change to an entity, or to the
 * processor, that changes a schema shows up here as a diff to review; rerun with
 * {@code -Dgolden.update=true} to accept it.
 */
class GoldenCqlTest {

    private static final boolean UPDATE = Boolean.getBoolean("golden.update");
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    static Stream<String> keyspaces() {
        return GeneratedCql.KEYSPACES.stream();
    }

    @ParameterizedTest
    @MethodSource("keyspaces")
    void generatedCqlIsTheGoldenFile(String keyspace) throws IOException {
        String generated = GeneratedCql.of(keyspace);
        Path golden = GOLDEN.resolve(keyspace + ".cql");
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, generated, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(golden), golden + " is missing: run with -Dgolden.update=true");
        assertEquals(
                Files.readString(golden, StandardCharsets.UTF_8),
                generated,
                keyspace + ".cql differs from " + golden
                        + "; if intended, rerun with -Dgolden.update=true and review the diff");
    }
}
