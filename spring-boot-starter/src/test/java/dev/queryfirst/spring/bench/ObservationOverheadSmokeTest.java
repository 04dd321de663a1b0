package dev.queryfirst.spring.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.benchmarks.Benchmarks;
import dev.queryfirst.testkit.SharedCassandra;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark's smoke run: every figure is produced and every save observed. It asserts no
 * speed (figures of a smoke run mean nothing); the figures are the bench profile's.
 */
class ObservationOverheadSmokeTest {

    @Test
    void producesEveryFigureAndItsSection(@TempDir Path dir) throws Exception {
        ObservationOverhead.Scale scale = ObservationOverhead.Scale.smoke();
        ObservationOverhead.Result result = ObservationOverhead.measure(
                scale, SharedCassandra.contactPoints().get(0), SharedCassandra.localDatacenter(), line -> {});
        assertEquals(scale.rounds(), result.ratio().rounds());
        assertTrue(result.ratio().median() > 0, result.toString());
        assertEquals((long) scale.savesPerRound() * (scale.warmups() + scale.rounds()), result.observations());

        Path file = dir.resolve("BENCHMARKS.md");
        Files.writeString(file, "# QueryFirst benchmarks\n\nThe other module's figures.\n");
        ObservationOverhead.write(file, ObservationOverhead.section(result, "machine"));
        ObservationOverhead.write(file, ObservationOverhead.section(result, "machine"));
        String text = Files.readString(file);
        assertTrue(text.startsWith("# QueryFirst benchmarks\n\nThe other module's figures.\n"), text);
        assertEquals(1, text.split(Benchmarks.OTHER_SECTIONS, -1).length - 1, text);
        assertEquals(1, text.split("## Spring Boot starter", -1).length - 1, "written once, replaced: " + text);
        assertTrue(text.contains("| save throughput, with metrics ÷ without ≥ 0.97× |"), text);
    }
}
