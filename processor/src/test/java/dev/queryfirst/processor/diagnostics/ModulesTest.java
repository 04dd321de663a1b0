package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.ModuleBuilds.compileAgainst;
import static dev.queryfirst.processor.diagnostics.ModuleBuilds.writeClassOutput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One keyspace over two compilations (docs/architecture.md, "One keyspace, many modules"): module
 * {@code core} compiles {@code Depot}, module {@code tracking} compiles {@code Parcel}, which copies
 * a depot live, against core's class files. Tracking contributes its copies to {@code DepotDao};
 * when core's DAO cannot take them, QF205 says so on the reference.
 */
class ModulesTest {

    @TempDir
    Path core;

    private static JavaFileObject depot(String patterns) {
        return source(
                "com.example.core.Depot",
                "@Entity(keyspace = \"parcels\")",
                "@Cardinality(rows = 2_000)",
                patterns,
                "public record Depot(@Key UUID id, String name, @Fixed @Cardinality(distinct = 500) String city) {}");
    }

    private static JavaFileObject parcel() {
        return source(
                "com.example.tracking.Parcel",
                "import com.example.core.Depot;",
                "@Entity(keyspace = \"parcels\")",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byDepot\", where = \"depot.id\", orderBy = \"sentAt DESC\", limit = 50)",
                "public record Parcel(@Key UUID id,",
                "    @Cardinality(maxRowsPerValue = 2_000) Depot depot,",
                "    Instant sentAt) {}");
    }

    private static final String BY_ID = "@AccessPattern(name = \"byId\", where = \"id\")";

    private Compiled library;

    private Compiled tracking(JavaFileObject depot, List<String> coreOptions) throws IOException {
        library = compile(coreOptions, depot);
        library.succeeded();
        writeClassOutput(library, core);
        return compileAgainst(List.of(core.toFile()), List.of("-Aqueryfirst.module=tracking"), parcel());
    }

    @Test
    void aModuleContributesItsLiveCopiesToTheReferencedEntitysDao() throws IOException {
        Compiled tracking = tracking(depot(BY_ID), List.of("-Aqueryfirst.module=core"));
        tracking.succeeded();
        String contribution = tracking.generatedSource("com.example.tracking.ParcelDepotLiveCopies");
        assertTrue(contribution.contains("implements LiveCopies<Depot>"), contribution);
        assertTrue(
                contribution.contains(
                        ".copy(parcelsTable, parcelsTable::bindUpdateDepot, parcelsTable::bindUpdateDepot)"),
                contribution);
        String dao = tracking.generatedSource("com.example.tracking.ParcelDao");
        assertTrue(dao.contains("List.of(depotReference)"), "the audit checks the copies: " + dao);
        assertEquals(
                "com.example.tracking.ParcelDepotLiveCopies\n",
                tracking.classOutput("META-INF/services/dev.queryfirst.runtime.internal.propagate.LiveCopies"));
        String depotDao = library.generatedSource("com.example.core.DepotDao");
        assertTrue(depotDao.contains("LiveCopies.on(Depot.class, List.of())"), depotDao);
        assertTrue(depotDao.contains("public static final String MODULE = \"core\";"), depotDao);
    }

    @Test
    @Covers("LIVE_COPY_OF_CLOSED_MODULE")
    void aLiveCopyOfAnEntityWhoseDaoTakesNoContributionsIsAnError() throws IOException {
        Compiled tracking = tracking(depot(BY_ID), List.of());
        tracking.onlyError(
                CostMessages.LIVE_COPY_OF_CLOSED_MODULE,
                parcel(),
                "Depot depot,",
                "live reference Parcel.depot cannot be kept fresh",
                "DepotDao was compiled without -Aqueryfirst.module",
                "or mark depot @Snapshot");
    }

    /**
     * Two modules sharing one schema directory keep their versions apart: neither sees the other's
     * tables as dropped (no QF402), and each has its own version 1.
     */
    @Test
    void modulesSharingASchemaDirectoryKeepTheirOwnVersions(@TempDir Path schemaDir) throws IOException {
        String shared = "-Aqueryfirst.schemaDir=" + schemaDir.toAbsolutePath();
        library = compile(List.of("-Aqueryfirst.module=core", shared), depot(BY_ID));
        library.succeeded();
        writeClassOutput(library, core);
        Compiled tracking =
                compileAgainst(List.of(core.toFile()), List.of("-Aqueryfirst.module=tracking", shared), parcel());
        tracking.succeeded();
        assertTrue(
                tracking.compilation().diagnostics().stream()
                        .noneMatch(d -> d.getMessage(java.util.Locale.ROOT).contains("QF402")),
                tracking.compilation().diagnostics().toString());
        assertTrue(Files.exists(schemaDir.resolve("parcels/core/1.json")));
        assertTrue(
                Files.readString(schemaDir.resolve("parcels/tracking/1.json")).contains("parcels_by_depot_id"));
        assertTrue(
                !Files.readString(schemaDir.resolve("parcels/tracking/1.json")).contains("depots_by_id"));
        String schema = tracking.generatedSource("com.example.tracking.ParcelsSchema");
        assertTrue(
                schema.contains("Migrator.migrate(session, keyspace, \"tracking\", steps(keyspace, options), options)"),
                schema);
        assertTrue(schema.contains("implements GeneratedSchema,\n    SchemaTables,\n    KeyspaceFragment,"), schema);
        tracking.classOutput("META-INF/queryfirst/tracking/migrations/parcels/V1.cql");
    }

    /** A table module core generates, generated again by module tracking: an error naming core. */
    @Test
    @Covers("GENERATED_BY_ANOTHER_MODULE")
    void aTableAnotherModuleOfTheKeyspaceGeneratesIsAnError() throws IOException {
        library = compile(List.of("-Aqueryfirst.module=core"), depot(BY_ID));
        library.succeeded();
        writeClassOutput(library, core);
        JavaFileObject again = source(
                "com.example.tracking.Depot",
                "@Entity(keyspace = \"parcels\")",
                "@AccessPattern(name = \"byId\", where = \"id\")",
                "public record Depot(@Key UUID id, String label) {}");
        Compiled tracking = compileAgainst(List.of(core.toFile()), List.of("-Aqueryfirst.module=tracking"), again);
        tracking.onlyError(
                NameMessages.GENERATED_BY_ANOTHER_MODULE,
                again,
                "public record Depot(",
                "Depot would generate table depots_by_id in keyspace parcels, which module core on the class path"
                        + " generates already");
    }

    /** A depot read by city alone, whose city never changes: no write reads a depot by its key. */
    @Test
    void withoutATableKeyedByItsKeyTheReferencedEntityTakesNoContributions() throws IOException {
        Compiled tracking = tracking(
                depot("@AccessPattern(name = \"byCity\", where = \"city\", limit = 100)"),
                List.of("-Aqueryfirst.module=core"));
        tracking.onlyError(
                CostMessages.LIVE_COPY_OF_CLOSED_MODULE,
                parcel(),
                "Depot depot,",
                "DepotDao reads Depot from no table keyed by its @Key alone");
    }
}
