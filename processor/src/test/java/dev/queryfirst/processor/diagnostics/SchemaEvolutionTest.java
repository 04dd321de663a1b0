package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Schema evolution (docs/schema-evolution.md, "Versions") end to end: one model compiled version
 * after version with {@code -Aqueryfirst.schemaDir}, as a project evolves it, asserting the version
 * files, the generated migrations, QF401 on the pattern whose key changed and QF402 for what stays.
 */
class SchemaEvolutionTest {

    @TempDir
    Path schemaDir;

    private static final String ENTITY = "@Entity(keyspace = \"shop\")";
    private static final String ROWS = "@Cardinality(rows = 1_000_000)";
    private static final String BY_CUSTOMER =
            "@AccessPattern(name = \"byCustomer\", where = \"customerId\", orderBy = \"placedAt DESC\")";
    private static final String BY_EMAIL = "@AccessPattern(name = \"byEmail\", where = \"email\")";

    private static JavaFileObject order(String... annotationsAndExtraComponents) {
        List<String> lines = new java.util.ArrayList<>(List.of(ENTITY, ROWS));
        List<String> components = new java.util.ArrayList<>();
        for (String line : annotationsAndExtraComponents) {
            (line.startsWith("@AccessPattern") || line.startsWith("@Drop") ? lines : components).add(line);
        }
        lines.add("public record Order(");
        lines.add("    @Key UUID id,");
        lines.add("    @Cardinality(distinct = 100_000) UUID customerId,");
        lines.addAll(components);
        lines.add("    Instant placedAt) {}");
        return source("com.example.shop.Order", lines.toArray(String[]::new));
    }

    private Compiled compileVersion(JavaFileObject order) {
        return compile(List.of("-Aqueryfirst.schemaDir=" + schemaDir), order);
    }

    @Test
    @Covers({"PRIMARY_KEY_CHANGED", "TABLE_STAYS"})
    void versionsFollowTheModel() throws IOException {
        // Version 1: everything is created.
        Compilation v1 = compileVersion(order(BY_CUSTOMER)).compilation();
        assertThat(v1).succeeded();
        assertEquals(List.of("1.json"), versionFiles());
        String v1Cql = migration(v1, 1);
        assertTrue(v1Cql.startsWith("CREATE TABLE IF NOT EXISTS shop.orders (\n"), v1Cql);
        assertTrue(v1Cql.contains("CREATE TABLE IF NOT EXISTS shop.orders_by_customer_id (\n"), v1Cql);
        String json = Files.readString(schemaDir.resolve("shop/1.json"));
        assertTrue(
                json.contains(
                        "\"kind\": \"clustering\",\n          \"name\": \"placed_at\",\n          \"order\": \"desc\""),
                json);

        // The same model again: no new version, the same V1.
        Compilation same = compileVersion(order(BY_CUSTOMER)).compilation();
        assertThat(same).succeeded();
        assertEquals(List.of("1.json"), versionFiles());
        assertEquals(json, Files.readString(schemaDir.resolve("shop/1.json")));
        assertEquals(v1Cql, migration(same, 1));

        // Version 2: a new access pattern on a new attribute.
        Compilation v2 = compileVersion(
                        order(BY_CUSTOMER, BY_EMAIL, "    @Cardinality(distinct = 1_000_000) String email,"))
                .compilation();
        assertThat(v2).succeeded();
        assertEquals(List.of("1.json", "2.json"), versionFiles());
        String v2Cql = migration(v2, 2);
        assertTrue(v2Cql.contains("ALTER TABLE shop.orders ADD email text;\n"), v2Cql);
        assertTrue(v2Cql.contains("CREATE TABLE IF NOT EXISTS shop.orders_by_email (\n"), v2Cql);
        assertEquals(v1Cql, migration(v2, 1));
        String report = resource(v2, "META-INF/queryfirst/shop.html");
        assertTrue(
                report.contains("<h2 id=\"changes\">Changes in schema version 2</h2>\n<p>What <code>migrate</code> "
                        + "applies to a keyspace at version 1:</p>\n<pre>ALTER TABLE shop.orders ADD email text;\n"),
                report);
        String schema = generatedSource(v2, "com/example/shop/ShopSchema.java");
        assertTrue(
                schema.contains("public static MigrationReport migrate(CqlSession session, MigrationOptions options)"),
                schema);
        assertTrue(
                schema.replaceAll("\\s+", " ")
                        .contains(".withTask((session, lease) -> Backfill.run(session, keyspace, "
                                + "ModelDescription.fromClasspath(\"shop\", ShopSchema.class.getClassLoader())"
                                + ".entity(\"com.example.shop.Order\"), "
                                + "preparedTable(session, OrdersTable.statements(keyspace), prepared -> new OrdersTable(prepared, keyspace)), "
                                + "preparedTable(session, OrdersByEmailTable.statements(keyspace), prepared -> new OrdersByEmailTable(prepared, "
                                + "keyspace)), lease.watching(options.backfillOptions()))"),
                schema);
        assertTrue(generatedSource(v2, "com/example/shop/OrdersTable.java")
                .contains("public final class OrdersTable implements EntityTable<Order>, TokenRangeTable<Order> {"));

        // A changed clustering order: QF401 on the pattern, and no version is written.
        JavaFileObject reordered = order(
                "@AccessPattern(name = \"byCustomer\", where = \"customerId\", orderBy = \"placedAt\")",
                BY_EMAIL,
                "    @Cardinality(distinct = 1_000_000) String email,");
        Compiled changedKey = compileVersion(reordered);
        changedKey.hasErrorCount(1);
        String qf401 = changedKey.error(EvolutionMessages.PRIMARY_KEY_CHANGED, reordered, "name = \"byCustomer\"");
        assertTrue(
                qf401.startsWith("[QF401] table orders_by_customer_id: the primary key becomes "
                        + "PRIMARY KEY ((customer_id uuid), placed_at timestamp ASC, id uuid ASC), which Cassandra cannot change in an "
                        + "existing table (schema version 2 has PRIMARY KEY ((customer_id uuid), placed_at timestamp DESC, id uuid "
                        + "ASC)). Fix: give access pattern 'byCustomer' a new table name"),
                qf401);
        assertEquals(List.of("1.json", "2.json"), versionFiles());

        // The pattern removed without a @Drop: its table stays (QF402), no version.
        JavaFileObject withoutPattern = order(BY_CUSTOMER, "    @Cardinality(distinct = 1_000_000) String email,");
        Compiled removed = compileVersion(withoutPattern);
        removed.succeeded();
        String qf402 = removed.warning(EvolutionMessages.TABLE_STAYS, withoutPattern, "public record Order(");
        assertTrue(
                qf402.startsWith(
                        "[QF402] table orders_by_email is no longer generated but stays in "
                                + "the cluster (schema version 2): no @Drop names it. Fix: add @Drop(table = \"orders_by_email\")"),
                qf402);
        assertEquals(List.of("1.json", "2.json"), versionFiles());

        // Version 3: the @Drop drops it.
        Compilation dropped = compileVersion(order(
                        BY_CUSTOMER,
                        "@Drop(table = \"orders_by_email\")",
                        "    @Cardinality(distinct = 1_000_000) String email,"))
                .compilation();
        assertThat(dropped).succeeded();
        assertEquals(List.of("1.json", "2.json", "3.json"), versionFiles());
        assertEquals("DROP TABLE IF EXISTS shop.orders_by_email;\n", migration(dropped, 3));
    }

    @Test
    void tablesOfAnImmutableEntityWithATtlCanBeBackfilledFromAndInto() {
        Compilation compilation = compileVersion(source(
                        "com.example.shop.Visit",
                        "@Entity(keyspace = \"shop\", immutable = true, ttl = \"P30D\")",
                        "@Cardinality(rows = 1_000_000)",
                        "@AccessPattern(name = \"byPage\", where = \"page\")",
                        "public record Visit(@Key UUID id, @Cardinality(distinct = 100_000) String page, Instant at,",
                        "    List<String> tags) {}"))
                .compilation();
        assertThat(compilation).succeeded();
        String table = generatedSource(compilation, "com/example/shop/VisitsByPageTable.java");
        assertTrue(
                table.contains("implements EntityTable<Visit>, TokenRangeTable<Visit>, ExpiringTable<Visit> {"), table);
        assertTrue(
                table.replaceAll("\\s+", " ")
                        .contains("public List<String> writeTimeColumns() { return List.of(\"at\"); }"),
                table);
        assertFalse(
                table.contains("USING TTL ?"), "a backfill writes copy rows, not the table's own statements: " + table);
    }

    @Test
    void withoutASchemaDirNoVersionIsWritten() {
        Compilation compilation = compile(order(BY_CUSTOMER)).compilation();
        assertThat(compilation).succeeded();
        assertFalse(compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/migrations/shop/V1.cql")
                .isPresent());
    }

    @Test
    void qf109ForARelativeSchemaDir() {
        Compilation compilation = compile(List.of("-Aqueryfirst.schemaDir=src/main/queryfirst"), order(BY_CUSTOMER))
                .compilation();
        assertThat(compilation)
                .hadErrorContaining("[QF109] invalid processor option: -Aqueryfirst.schemaDir="
                        + "src/main/queryfirst is not an absolute directory");
    }

    private List<String> versionFiles() throws IOException {
        try (Stream<Path> files = Files.list(schemaDir.resolve("shop"))) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static String generatedSource(Compilation compilation, String path) {
        return generated(compilation, StandardLocation.SOURCE_OUTPUT, path);
    }

    private static String migration(Compilation compilation, int version) {
        return resource(compilation, "META-INF/queryfirst/migrations/shop/V" + version + ".cql");
    }

    private static String resource(Compilation compilation, String name) {
        return generated(compilation, StandardLocation.CLASS_OUTPUT, name);
    }

    private static String generated(Compilation compilation, StandardLocation location, String name) {
        JavaFileObject file =
                compilation.generatedFile(location, name).orElseThrow(() -> new AssertionError("no " + name));
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
