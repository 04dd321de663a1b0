package dev.queryfirst.runtime.internal.copy;

import static dev.queryfirst.runtime.internal.copy.ModelDescription.FOLDER;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * Where a keyspace's model description is in the class path: one file for a keyspace compiled in
 * one module, one per module otherwise (each jar's {@code index.properties} names its module),
 * merged (docs/architecture.md, "One keyspace, many modules").
 */
final class ModelResources {

    private ModelResources() {}

    /** The description of {@code keyspace} in the resources {@code loader} finds. */
    static ModelDescription read(String keyspace, ClassLoader loader) {
        List<String> resources = new ArrayList<>();
        if (loader.getResource(FOLDER + keyspace + ".model.json") != null) {
            resources.add(FOLDER + keyspace + ".model.json");
        }
        for (String module : modules(keyspace, loader)) {
            resources.add(FOLDER + module + "/" + keyspace + ".model.json");
        }
        if (resources.isEmpty()) {
            throw new IllegalArgumentException("no " + FOLDER + keyspace + ".model.json in the class path, and no"
                    + " module's: add the jar(s) of the application whose entities are in keyspace " + keyspace
                    + " (the processor writes it next to " + keyspace + ".cql), or pass the file's path");
        }
        List<ModelDescription> parts = new ArrayList<>();
        for (String resource : resources) {
            try (InputStream in = loader.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalArgumentException("index.properties names " + resource
                            + ", which is not in the class path: the module's jar is incomplete");
                }
                parts.add(ModelJson.parse(new ObjectMapper().readTree(in), resource));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource, e);
            }
        }
        return parts.size() == 1 ? parts.get(0) : merge(keyspace, parts);
    }

    /** The modules whose jars' {@code index.properties} list {@code keyspace}, sorted. */
    private static Set<String> modules(String keyspace, ClassLoader loader) {
        Set<String> modules = new TreeSet<>();
        try {
            for (URL index : Collections.list(loader.getResources(FOLDER + "index.properties"))) {
                Properties properties = new Properties();
                try (InputStream in = index.openStream()) {
                    properties.load(in);
                }
                String module = properties.getProperty(keyspace + ".module", "").trim();
                if (!module.isEmpty()) {
                    modules.add(module);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + FOLDER + "index.properties", e);
        }
        return modules;
    }

    /**
     * The modules' descriptions as one: every module's entities. Each module keeps its own schema
     * versions, so the merged description names none (0), and the history check is left to the
     * modules' own migrations.
     */
    private static ModelDescription merge(String keyspace, List<ModelDescription> parts) {
        List<Entity> entities = new ArrayList<>();
        for (ModelDescription part : parts) {
            for (Entity entity : part.entities()) {
                if (entities.stream().noneMatch(e -> e.name().equals(entity.name()))) {
                    entities.add(entity);
                }
            }
        }
        return new ModelDescription(
                ModelDescription.FORMAT,
                parts.get(0).queryfirstVersion(),
                keyspace,
                0,
                List.copyOf(entities),
                String.join(" + ", parts.stream().map(ModelDescription::source).toList()));
    }
}
