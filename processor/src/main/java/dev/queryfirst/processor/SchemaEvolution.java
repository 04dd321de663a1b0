package dev.queryfirst.processor;

import com.palantir.javapoet.MethodSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.evolve.CqlSpelling;
import dev.queryfirst.processor.evolve.MigrationMethods;
import dev.queryfirst.processor.evolve.MigrationVersion;
import dev.queryfirst.processor.evolve.SchemaSnapshot;
import dev.queryfirst.processor.evolve.SchemaVersions;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.report.ReportGenerator;
import dev.queryfirst.processor.model.DropModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.vocabulary.Cql;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The schema versions of every keyspace under {@code -Aqueryfirst.schemaDir} (docs/schema-evolution.md, "Versions"): first
 * {@link #plan} decides each keyspace's next version, reporting QF401/QF402 to the sink; only when
 * the whole compile is clean does {@link #write} store the new {@code <n>.json} and return the
 * migrations of versions 1 to n.
 */
final class SchemaEvolution {

    /** How the keyspace's {@code .cql} spells names, types and options; versions spell them alike. */
    static final CqlSpelling CQL = new CqlSpelling(Cql::identifier, Cql::quoteTypeNames, CqlGenerator::options);

    private final Path schemaDir;
    private final Map<String, SchemaVersions> versions = new LinkedHashMap<>();
    private final Map<String, Optional<SchemaSnapshot>> next = new LinkedHashMap<>();

    private final String module;

    /**
     * @param module the compilation's module: its versions are kept in {@code
     *     <schemaDir>/<keyspace>/<module>/}, so that modules sharing a schema directory never share
     *     (or propose to drop) each other's tables; empty: {@code <schemaDir>/<keyspace>/}
     */
    SchemaEvolution(Path schemaDir, String module) {
        this.schemaDir = schemaDir;
        this.module = module;
    }

    /** Reads each keyspace's versions and decides its next one. */
    void plan(List<KeyspaceDesign> keyspaces, Map<String, List<DropModel>> drops, Sink sink) {
        for (KeyspaceDesign keyspace : keyspaces) {
            List<DropModel> keyspaceDrops = new ArrayList<>();
            keyspace.entities()
                    .forEach(e ->
                            keyspaceDrops.addAll(drops.getOrDefault(e.entity().qualifiedName(), List.of())));
            try {
                SchemaVersions read = module.isEmpty()
                        ? SchemaVersions.read(schemaDir, keyspace.keyspace())
                        : SchemaVersions.read(schemaDir.resolve(keyspace.keyspace()), module);
                versions.put(keyspace.keyspace(), read);
                next.put(keyspace.keyspace(), read.next(keyspace, keyspaceDrops, CQL, sink));
            } catch (IOException | IllegalArgumentException unreadable) {
                sink.report(
                        keyspace.entities().get(0).entity().site(),
                        ValueMessages.UNREADABLE_SCHEMA_VERSION.with("problem", unreadable.getMessage()));
            }
        }
    }

    /** Writes the keyspace's new version, if any; the migrations of all its versions. */
    List<MigrationVersion> write(KeyspaceDesign keyspace) throws IOException {
        SchemaVersions read = versions.get(keyspace.keyspace());
        Optional<SchemaSnapshot> pending = next.get(keyspace.keyspace());
        List<SchemaSnapshot> all = pending.isPresent() ? read.write(pending.get()) : read.versions();
        return MigrationVersion.of(all, CQL);
    }

    /** The latest version's changes, for the design report; none without versions. */
    static Optional<ReportGenerator.Changes> changes(KeyspaceDesign keyspace, List<MigrationVersion> migrations) {
        if (migrations.isEmpty()) {
            return Optional.empty();
        }
        MigrationVersion latest = migrations.get(migrations.size() - 1);
        return Optional.of(
                new ReportGenerator.Changes(latest.version(), latest.statements(Cql.identifier(keyspace.keyspace()))));
    }

    /** The schema class's {@code migrate} methods; none without versions. */
    List<MethodSpec> migrateMethods(KeyspaceDesign keyspace, List<MigrationVersion> migrations) {
        return MigrationMethods.of(
                keyspace,
                migrations,
                TableNames.schemaClass(keyspace.keyspace()),
                Cql.identifier(keyspace.keyspace()),
                module);
    }

    /** {@code migrations/<keyspace>/V<n>.cql}, in the keyspace derived. */
    static void resources(
            KeyspaceDesign keyspace,
            List<MigrationVersion> migrations,
            GeneratedFiles files,
            Collection<String> members)
            throws IOException {
        String keyspaceCql = Cql.identifier(keyspace.keyspace());
        for (MigrationVersion migration : migrations) {
            files.resource(
                    "migrations/" + keyspace.keyspace() + "/V" + migration.version() + ".cql",
                    migration.file(keyspaceCql),
                    members);
        }
    }
}
