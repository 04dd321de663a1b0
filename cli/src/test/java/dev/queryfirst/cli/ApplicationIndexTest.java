package dev.queryfirst.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two jars generating one keyspace: a split over modules is named as such, anything else as generated twice. */
class ApplicationIndexTest {

    @Test
    void aKeyspaceSplitOverModulesIsRefusedNamingTheModules(@TempDir Path jars) throws Exception {
        Path core = index(jars.resolve("core"), "dev.example.core.ParcelsSchema", "multimodule-core");
        Path tracking = index(jars.resolve("tracking"), "dev.example.tracking.ParcelsSchema", "multimodule-tracking");
        CliException refused = assertThrows(CliException.class, () -> ApplicationIndex.load(List.of(core, tracking)));
        assertEquals(
                "keyspace parcels is split over modules multimodule-core and multimodule-tracking: this command line"
                        + " runs a keyspace compiled in one module only; migrate it from the application"
                        + " (KeyspaceSchema.assemble(\"parcels\").migrate(session, options), or the Spring Boot starter"
                        + " at start-up)",
                refused.getMessage());
    }

    @Test
    void twoSchemaClassesOfOneKeyspaceWithoutModulesAreGeneratedTwice(@TempDir Path jars) throws Exception {
        Path one = index(jars.resolve("one"), "dev.example.one.ParcelsSchema", "");
        Path two = index(jars.resolve("two"), "dev.example.two.ParcelsSchema", "");
        CliException refused = assertThrows(CliException.class, () -> ApplicationIndex.load(List.of(one, two)));
        assertTrue(
                refused.getMessage()
                        .startsWith("keyspace parcels is generated twice: by dev.example.one.ParcelsSchema and by"
                                + " dev.example.two.ParcelsSchema ("),
                refused.getMessage());
    }

    private static Path index(Path folder, String schemaClass, String module) throws Exception {
        Path file = folder.resolve(ApplicationIndex.INDEX);
        Files.createDirectories(file.getParent());
        Files.writeString(
                file,
                "parcels.schema=" + schemaClass + "\nparcels.daos=\nparcels.versions=1\n"
                        + (module.isEmpty() ? "" : "parcels.module=" + module + "\n"));
        return folder;
    }
}
