package dev.queryfirst.processor.evolve;

import static dev.queryfirst.processor.derive.Models.decimal;
import static dev.queryfirst.processor.derive.Models.entity;
import static dev.queryfirst.processor.derive.Models.instant;
import static dev.queryfirst.processor.derive.Models.integer;
import static dev.queryfirst.processor.derive.Models.patternSite;
import static dev.queryfirst.processor.derive.Models.text;
import static dev.queryfirst.processor.derive.Models.uuid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.derive.Deriver;
import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.model.DropModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.vocabulary.Cql;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Versions, migrations and QF401/QF402 decided from hand-built models, without javac. */
class EvolutionTest {

    static final CqlSpelling CQL = new CqlSpelling(Cql::identifier, Cql::quoteTypeNames, CqlGenerator::options);
    private static final String ORDER = "com.example.shop.Order";

    @TempDir
    Path schemaDir;

    private final Sink sink = new Sink();

    private static Models.EntityBuilder order() {
        return order("placedAt DESC", decimal("total"));
    }

    private static Models.EntityBuilder order(String placedOrder, Models.AttributeBuilder total) {
        return entity(ORDER)
                .attribute(uuid("id").key())
                .attribute(uuid("customerId").distinct(1_000))
                .attribute(instant("placedAt"))
                .attribute(total)
                .pattern("byCustomer", p -> p.where("customerId").orderBy(placedOrder));
    }

    @Test
    void theFirstVersionCreatesEverythingAndAnUnchangedSchemaWritesNothing() throws IOException {
        List<MigrationVersion> migrations = compile(order().build(), List.of());

        assertEquals(List.of("1.json"), files());
        assertEquals(1, migrations.size());
        List<String> v1 = migrations.get(0).statements("shop");
        assertEquals(2, v1.size(), v1.toString());
        assertTrue(v1.get(0).startsWith("CREATE TABLE IF NOT EXISTS shop.orders ("), v1.get(0));
        assertTrue(v1.get(1).contains("WITH CLUSTERING ORDER BY (placed_at DESC, id ASC)"), v1.get(1));
        assertEquals(List.of(), migrations.get(0).backfills());

        assertEquals(Optional.empty(), versions().next(design(order().build()), List.of(), CQL, sink));
        assertEquals(List.of(), sink.all());
    }

    @Test
    void aNewPatternCreatesAndBackfillsItsTableAndANewAttributeIsAdded() throws IOException {
        compile(order().build(), List.of());
        EntityModel v2 = order().attribute(text("note"))
                .pattern("byTotal", p -> p.where("total"))
                .build();

        List<MigrationVersion> migrations = compile(v2, List.of());

        assertEquals(List.of("1.json", "2.json"), files());
        List<String> statements = migrations.get(1).statements("shop");
        assertTrue(statements.contains("ALTER TABLE shop.orders ADD note text"), statements.toString());
        assertTrue(statements.contains("ALTER TABLE shop.orders_by_customer_id ADD note text"), statements.toString());
        assertTrue(
                statements.stream().anyMatch(s -> s.startsWith("CREATE TABLE IF NOT EXISTS shop.orders_by_total (")),
                statements.toString());
        assertEquals(
                List.of(new MigrationVersion.Backfill("orders", "orders_by_total")),
                migrations.get(1).backfills());
        assertEquals(
                "create orders_by_total; alter orders, orders_by_customer_id",
                migrations.get(1).description());
        // Version 1 is rebuilt from 1.json alone, unchanged: its checksum must never move.
        assertEquals(compileChecksum(), migrations.get(0).checksum("shop"));
    }

    @Test
    void aBackfillRunsWithTheLastVersionThatChangesItsTables() throws IOException {
        compile(order().build(), List.of());
        compile(order().pattern("byTotal", p -> p.where("total")).build(), List.of());

        List<MigrationVersion> migrations = compile(
                order().attribute(text("note"))
                        .pattern("byTotal", p -> p.where("total"))
                        .build(),
                List.of());

        // The table classes of version 3 select note, which a keyspace at version 1 gets with version 3.
        assertEquals(List.of(), migrations.get(1).backfills());
        assertEquals(
                List.of(new MigrationVersion.Backfill("orders", "orders_by_total")),
                migrations.get(2).backfills());
    }

    @Test
    void aChangedClusteringOrderIsQf401OnThePatternAndWritesNoVersion() throws IOException {
        compile(order().build(), List.of());
        EntityModel ascending = order("placedAt", decimal("total")).build();

        versions().next(design(ascending), List.of(), CQL, sink);

        Diagnostic qf401 = only(Code.QF401);
        assertEquals(patternSite(ORDER, 0), qf401.site());
        assertEquals(
                "[QF401] table orders_by_customer_id: the primary key becomes PRIMARY KEY ((customer_id uuid), "
                        + "placed_at timestamp ASC, id uuid ASC), which Cassandra cannot change in an existing table (schema version 1 "
                        + "has PRIMARY KEY ((customer_id uuid), placed_at timestamp DESC, id uuid ASC)). Fix: give access pattern "
                        + "'byCustomer' a new table name (@AccessPattern(table = \"orders_by_customer_id_v2\")): QueryFirst creates and "
                        + "backfills it; add @Drop(table = \"orders_by_customer_id\") when the old table may go",
                qf401.message());
    }

    @Test
    void aChangedColumnTypeIsQf401OnTheAttribute() throws IOException {
        compile(order().build(), List.of());
        EntityModel retyped = order("placedAt DESC", integer("total")).build();

        versions().next(design(retyped), List.of(), CQL, sink);

        List<Diagnostic> errors =
                sink.all().stream().filter(d -> d.code() == Code.QF401).toList();
        assertEquals(2, errors.size(), errors.toString());
        assertEquals(Site.ofAttribute(ORDER, "total"), errors.get(0).site());
        assertTrue(
                errors.get(0).message().contains("column total changes type to int"),
                errors.get(0).message());
        assertTrue(
                errors.get(0).message().contains("has type decimal"),
                errors.get(0).message());
    }

    @Test
    void whatIsNoLongerGeneratedStaysWithQf402UntilADropNamesIt() throws IOException {
        compile(
                order().attribute(text("note"))
                        .pattern("byTotal", p -> p.where("total"))
                        .build(),
                List.of());

        Optional<SchemaSnapshot> next = versions().next(design(order().build()), List.of(), CQL, sink);

        assertEquals(
                List.of(Code.QF402, Code.QF402, Code.QF402),
                sink.all().stream().map(Diagnostic::code).toList());
        assertTrue(
                sink.all().get(2).message().startsWith("[QF402] table orders_by_total is no longer generated"),
                sink.all().get(2).message());
        assertEquals(Optional.empty(), next, "nothing dropped: the same schema, no new version");

        Site dropSite = Site.ofEntity(ORDER).annotation("dev.queryfirst.annotations.Drop", 0);
        List<MigrationVersion> migrations = compile(
                order().build(),
                List.of(
                        new DropModel("orders_by_total", "", dropSite),
                        new DropModel("orders", "note", dropSite),
                        new DropModel("orders_by_customer_id", "note", dropSite)));

        assertEquals(List.of("1.json", "2.json"), files());
        assertEquals(
                List.of(
                        "DROP TABLE IF EXISTS shop.orders_by_total",
                        "ALTER TABLE shop.orders DROP note",
                        "ALTER TABLE shop.orders_by_customer_id DROP note"),
                migrations.get(1).statements("shop"));
    }

    @Test
    void aDropOfWhatIsStillGeneratedIsQf109() throws IOException {
        Site dropSite = Site.ofEntity(ORDER).annotation("dev.queryfirst.annotations.Drop", 1);

        versions().next(design(order().build()), List.of(new DropModel("orders", "total", dropSite)), CQL, sink);

        Diagnostic qf109 = only(Code.QF109);
        assertEquals(dropSite, qf109.site());
        assertTrue(qf109.message().contains("orders.total is still generated"), qf109.message());
    }

    @Test
    void optionChangesAreOneAlterTable() throws IOException {
        compile(order().build(), List.of());

        List<MigrationVersion> migrations =
                compile(order().ttl(Duration.ofDays(30)).build(), List.of());

        List<String> statements = migrations.get(1).statements("shop");
        // Rows that now expire, and that no key change moves, also get 30 one-day TWCS windows.
        String twcs = "compaction = {'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit': 'DAYS',"
                + " 'compaction_window_size': 1}\n    AND default_time_to_live = 2592000";
        assertEquals(
                List.of("ALTER TABLE shop.orders WITH " + twcs, "ALTER TABLE shop.orders_by_customer_id WITH " + twcs),
                statements);
    }

    @Test
    void aKeyspaceNeedingQuotesIsQuotedInTheStatements() throws IOException {
        compile(order().keyspace("Shop").build(), List.of());

        MigrationVersion v1 = MigrationVersion.of(
                        SchemaVersions.read(schemaDir, "Shop").versions(), CQL)
                .get(0);

        assertTrue(
                v1.file("\"Shop\"").startsWith("CREATE TABLE IF NOT EXISTS \"Shop\".orders (\n"), v1.file("\"Shop\""));
        assertTrue(Files.exists(schemaDir.resolve("Shop/1.json")));
    }

    @Test
    void aGapInTheVersionsIsNamed() throws IOException {
        Files.createDirectories(schemaDir.resolve("shop"));
        Files.writeString(schemaDir.resolve("shop/2.json"), SnapshotJson.write(SchemaSnapshot.empty("shop")));

        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> SchemaVersions.read(schemaDir, "shop"));

        assertTrue(
                e.getMessage().endsWith("1.json is missing: versions must be numbered 1, 2, 3… without gaps"),
                e.getMessage());
    }

    /** Plans and, when clean, writes the next version; the migrations of all versions. */
    private List<MigrationVersion> compile(EntityModel entity, List<DropModel> drops) throws IOException {
        KeyspaceDesign design = design(entity);
        SchemaVersions versions = SchemaVersions.read(schemaDir, design.keyspace());
        Sink compileSink = new Sink();
        Optional<SchemaSnapshot> next = versions.next(design, drops, CQL, compileSink);
        assertEquals(List.of(), compileSink.all(), "diagnostics");
        List<SchemaSnapshot> all = next.isPresent() ? versions.write(next.get()) : versions.versions();
        return MigrationVersion.of(all, CQL);
    }

    private String compileChecksum() throws IOException {
        return MigrationVersion.of(List.of(versions().versions().get(0)), CQL)
                .get(0)
                .checksum("shop");
    }

    private SchemaVersions versions() throws IOException {
        return SchemaVersions.read(schemaDir, "shop");
    }

    private List<String> files() throws IOException {
        try (var listed = Files.list(schemaDir.resolve("shop"))) {
            return listed.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private Diagnostic only(Code code) {
        List<Diagnostic> found =
                sink.all().stream().filter(d -> d.code() == code).toList();
        assertEquals(1, found.size(), sink.all().toString());
        return found.get(0);
    }

    private static KeyspaceDesign design(EntityModel entity) {
        Sink derive = new Sink();
        Map<String, EntityModel> known = Models.known(entity);
        Deriver deriver = new Deriver(ProcessorOptions.defaults(), derive);
        List<KeyspaceDesign> keyspaces = deriver.assemble(List.of(deriver.derive(entity, known)), known);
        assertEquals(
                List.of(), derive.all().stream().filter(Diagnostic::isError).toList());
        return keyspaces.get(0);
    }
}
