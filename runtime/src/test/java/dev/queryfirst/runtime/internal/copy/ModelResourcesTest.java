package dev.queryfirst.runtime.internal.copy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A keyspace split over two modules: each jar carries its module's description under
 * {@code META-INF/queryfirst/<module>/} and names its module in {@code index.properties}; the job
 * runtime reads them as one (docs/architecture.md, "One keyspace, many modules"). The modules' files are
 * the processor's description of the test model {@code store} (its golden file), its entities
 * split in two.
 */
class ModelResourcesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyModulesDescriptionOfTheKeyspaceIsReadAsOne(@TempDir Path jars) throws Exception {
        ObjectNode whole = store();
        ArrayNode entities = (ArrayNode) whole.get("entities");
        assertTrue(entities.size() >= 2, "the store model has several entities");
        List<String> names = names(entities);
        ObjectNode first = whole.deepCopy();
        ObjectNode second = whole.deepCopy();
        ((ArrayNode) first.get("entities")).removeAll().add(entities.get(0));
        ArrayNode rest = ((ArrayNode) second.get("entities")).removeAll();
        for (int i = 1; i < entities.size(); i++) {
            rest.add(entities.get(i));
        }
        Path core = module(jars, "shop-core", first);
        Path orders = module(jars, "shop-orders", second);

        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {core.toUri().toURL(), orders.toUri().toURL()}, null)) {
            ModelDescription merged = ModelDescription.fromClasspath("store", loader);
            assertEquals("store", merged.keyspace());
            assertEquals(
                    names,
                    merged.entities().stream()
                            .map(ModelDescription.Entity::name)
                            .sorted()
                            .toList());
            assertEquals(0, merged.schemaVersion(), "each module keeps its own versions");
            assertTrue(merged.source().contains("shop-core/store.model.json"), merged.source());
            assertTrue(merged.source().contains("shop-orders/store.model.json"), merged.source());
            // Every table of every module is found, whichever module's file describes it.
            for (ModelDescription.Entity entity : merged.entities()) {
                for (ModelDescription.Table table : entity.tables()) {
                    assertEquals(entity.name(), merged.entityOf(table.name()).name());
                }
            }
        }
        try (URLClassLoader onlyCore =
                new URLClassLoader(new URL[] {core.toUri().toURL()}, null)) {
            assertEquals(
                    List.of(entities.get(0).get("name").asText()),
                    ModelDescription.fromClasspath("store", onlyCore).entities().stream()
                            .map(ModelDescription.Entity::name)
                            .toList());
        }
    }

    @Test
    void aKeyspaceNoJarDescribesIsRefusedNamingIt(@TempDir Path jars) throws Exception {
        Path core = module(jars, "shop-core", store());
        try (URLClassLoader loader = new URLClassLoader(new URL[] {core.toUri().toURL()}, null)) {
            IllegalArgumentException refused =
                    assertThrows(IllegalArgumentException.class, () -> ModelDescription.fromClasspath("shop", loader));
            assertTrue(refused.getMessage().contains("keyspace shop"), refused.getMessage());
        }
    }

    /** A module's class folder: its index naming the module, its description in the module's folder. */
    private static Path module(Path jars, String module, ObjectNode description) throws Exception {
        Path folder = Files.createDirectories(jars.resolve(module).resolve("META-INF/queryfirst/" + module));
        Files.writeString(
                folder.getParent().resolve("index.properties"),
                "store.schema=dev.example." + module.replace('-', '.') + ".StoreSchema\nstore.versions=1\nstore.module="
                        + module + "\n");
        JSON.writeValue(folder.resolve("store.model.json").toFile(), description);
        return jars.resolve(module);
    }

    private static ObjectNode store() throws Exception {
        return (ObjectNode) JSON.readTree(Path.of("../processor/src/test/resources/golden/store.model.json")
                .toFile());
    }

    private static List<String> names(ArrayNode entities) {
        java.util.ArrayList<String> names = new java.util.ArrayList<>();
        entities.forEach(entity -> names.add(entity.get("name").asText()));
        return names.stream().sorted().toList();
    }
}
