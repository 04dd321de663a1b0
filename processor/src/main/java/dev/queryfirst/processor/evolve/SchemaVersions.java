package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.DropModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The versions of one keyspace kept in {@code <schemaDir>/<keyspace>/<n>.json}: reads them,
 * decides whether the schema derived now is a new version, and writes it. Writing is separate
 * from deciding so a compile with any error writes nothing.
 *
 * <pre>{@code
 * SchemaVersions versions = SchemaVersions.read(schemaDir, "shop");
 * Optional<SchemaSnapshot> next = versions.next(design, drops, cql, sink);
 * if (!sink.hasErrors()) next.ifPresent(versions::write);   // writes 3.json after 1 and 2
 * }</pre>
 */
public final class SchemaVersions {

    private static final Pattern FILE = Pattern.compile("([1-9][0-9]*)\\.json");

    private final Path directory;
    private final List<SchemaSnapshot> versions;

    private SchemaVersions(Path directory, List<SchemaSnapshot> versions) {
        this.directory = directory;
        this.versions = List.copyOf(versions);
    }

    /**
     * The versions in {@code <schemaDir>/<keyspace>}, none when it does not exist.
     *
     * @throws IllegalArgumentException when a version is missing between 1 and the highest, or a
     *     file is not a schema version (naming the file)
     */
    public static SchemaVersions read(Path schemaDir, String keyspace) throws IOException {
        Path directory = schemaDir.resolve(keyspace);
        Map<Integer, Path> files = new TreeMap<>();
        if (Files.isDirectory(directory)) {
            try (Stream<Path> listed = Files.list(directory)) {
                listed.forEach(file -> {
                    Matcher name = FILE.matcher(file.getFileName().toString());
                    if (name.matches()) {
                        files.put(Integer.parseInt(name.group(1)), file);
                    }
                });
            }
        }
        List<SchemaSnapshot> versions = new ArrayList<>();
        for (Map.Entry<Integer, Path> file : files.entrySet()) {
            if (file.getKey() != versions.size() + 1) {
                throw new IllegalArgumentException(directory.resolve((versions.size() + 1) + ".json")
                        + " is missing: versions must be numbered 1, 2, 3… without gaps");
            }
            try {
                versions.add(SnapshotJson.read(Files.readString(file.getValue(), StandardCharsets.UTF_8)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file.getValue() + ": " + e.getMessage(), e);
            }
        }
        return new SchemaVersions(directory, versions);
    }

    /** Versions 1 to n, in order. */
    public List<SchemaSnapshot> versions() {
        return versions;
    }

    /**
     * The next version for the schema derived now, reporting QF401 and QF402 to {@code sink}; empty
     * when nothing changed since the highest version.
     */
    public Optional<SchemaSnapshot> next(KeyspaceDesign design, List<DropModel> drops, CqlSpelling cql, Sink sink) {
        SchemaSnapshot current = Snapshots.of(design, cql);
        SchemaSnapshot highest =
                versions.isEmpty() ? SchemaSnapshot.empty(design.keyspace()) : versions.get(versions.size() - 1);
        SchemaSnapshot next = new Evolution(design, drops, sink).next(highest, versions.size(), current);
        boolean unchanged = !versions.isEmpty()
                && SnapshotJson.write(next.withLayoutsKnownIn(highest)).equals(SnapshotJson.write(highest));
        return unchanged ? Optional.empty() : Optional.of(next);
    }

    /** Writes {@code version} as the next {@code <n>.json}; returns the versions including it. */
    public List<SchemaSnapshot> write(SchemaSnapshot version) throws IOException {
        Files.createDirectories(directory);
        Path file = directory.resolve((versions.size() + 1) + ".json");
        Files.writeString(file, SnapshotJson.write(version), StandardCharsets.UTF_8);
        List<SchemaSnapshot> all = new ArrayList<>(versions);
        all.add(version);
        return all;
    }
}
