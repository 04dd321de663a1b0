package dev.queryfirst.runtime.internal.copy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Bucket;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Directory;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Kind;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Reference;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a model description's JSON (docs/model-description.md) into a {@link ModelDescription},
 * checking its format first. Apart from the description itself, so that no signature of {@link
 * ModelDescription} names Jackson: generated code calls {@link ModelDescription#fromClasspath},
 * and a build compiling it with the runtime alone on its class path must not need Jackson's
 * classes to resolve that call.
 */
final class ModelJson {

    private ModelJson() {}

    /** The description in {@code root}, read from {@code source} (for messages). */
    static ModelDescription parse(JsonNode root, String source) {
        long format = root.path("format").asLong(0);
        if (format != ModelDescription.FORMAT) {
            throw new IllegalArgumentException(
                    source + " has format " + format + ", this QueryFirst reads format " + ModelDescription.FORMAT
                            + ": build the job with the QueryFirst version that wrote it ("
                            + root.path("queryfirstVersion").asText("unknown") + ")");
        }
        List<Entity> entities = new ArrayList<>();
        root.path("entities").forEach(e -> entities.add(entity(e)));
        return new ModelDescription(
                format,
                root.path("queryfirstVersion").asText(),
                root.path("keyspace").asText(),
                root.path("schemaVersion").asLong(),
                List.copyOf(entities),
                source);
    }

    private static ModelDescription.Entity entity(JsonNode node) {
        List<Table> tables = new ArrayList<>();
        node.path("tables").forEach(t -> tables.add(table(t)));
        List<Directory> directories = new ArrayList<>();
        node.path("directories")
                .forEach(d -> directories.add(new Directory(
                        d.path("name").asText(),
                        d.path("data").asText(),
                        d.path("bucket").asText(),
                        strings(d.path("key")),
                        d.path("ttlSeconds").asLong())));
        List<Reference> references = new ArrayList<>();
        node.path("references")
                .forEach(r -> references.add(new Reference(
                        r.path("attribute").asText(),
                        r.path("referenced").asText(),
                        r.path("referencedTable").asText(),
                        map(r.path("key")),
                        map(r.path("copied")),
                        strings(r.path("copies")),
                        strings(r.path("staticCopies")))));
        return new Entity(
                node.path("name").asText(),
                node.path("immutable").asBoolean(),
                node.path("versioned").asBoolean(),
                node.path("counters").asBoolean(),
                node.path("ttlSeconds").asLong(),
                text(node, "source"),
                strings(node.path("key")),
                strings(node.path("writeTimeColumns")),
                List.copyOf(tables),
                List.copyOf(directories),
                List.copyOf(references));
    }

    private static Table table(JsonNode node) {
        List<Column> columns = new ArrayList<>();
        node.path("columns").forEach(c -> columns.add(column(c)));
        return new Table(
                node.path("name").asText(),
                node.path("base").asBoolean(),
                node.path("projected").asBoolean(),
                node.path("shards").asInt(1),
                node.path("ttlSeconds").asLong(),
                text(node, "copyOf"),
                List.copyOf(columns));
    }

    private static Column column(JsonNode node) {
        JsonNode bucket = node.path("bucket");
        return new Column(
                node.path("name").asText(),
                node.path("type").asText(),
                Kind.valueOf(node.path("kind").asText().toUpperCase(Locale.ROOT)),
                "desc".equals(node.path("order").asText()),
                text(node, "path"),
                text(node, "from"),
                text(node, "bucketOf"),
                bucket.isMissingNode()
                        ? Optional.empty()
                        : Optional.of(new Bucket(
                                bucket.path("unit").asText(),
                                bucket.path("size").asInt(),
                                bucket.path("directory").asBoolean())),
                node.path("shardOfKey").asBoolean(),
                node.path("version").asBoolean());
    }

    private static Optional<String> text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isMissingNode() || value.isNull() ? Optional.empty() : Optional.of(value.asText());
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        return List.copyOf(values);
    }

    private static Map<String, String> map(JsonNode object) {
        Map<String, String> values = new LinkedHashMap<>();
        object.fields()
                .forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
        return values;
    }
}
