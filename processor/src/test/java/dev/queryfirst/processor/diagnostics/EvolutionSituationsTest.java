package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schema-evolution situations (QF401, QF402, QF109) that the per-code tests do not reach: a
 * version 1 compiled first, then the change, with {@code -Aqueryfirst.schemaDir}.
 */
class EvolutionSituationsTest {

    @TempDir
    Path schemaDir;

    private Compiled compileVersion(JavaFileObject... sources) {
        return compile(List.of("-Aqueryfirst.schemaDir=" + schemaDir), sources);
    }

    private static JavaFileObject order(String... lines) {
        return source("com.example.shop.Order", lines);
    }

    @Test
    @Covers("COLUMN_TYPE_CHANGED")
    void aColumnWhoseTypeChanged() {
        compileVersion(order("@Entity", "public record Order(@Key UUID id, String note) {}"))
                .succeeded();
        JavaFileObject retyped = order("@Entity", "public record Order(@Key UUID id,", "    int note) {}");
        compileVersion(retyped)
                .onlyError(
                        EvolutionMessages.COLUMN_TYPE_CHANGED,
                        retyped,
                        "int note",
                        "[QF401] table orders: column note changes type to int, which Cassandra cannot change in an existing"
                                + " table (schema version 1 has type text). Fix: give the entity's base table a new name"
                                + " (@Entity(table = \"orders_v2\")): QueryFirst creates and backfills it");
    }

    @Test
    @Covers("COLUMN_KIND_CHANGED")
    void aStaticColumnThatBecomesRegular() {
        JavaFileObject customer = source(
                "com.example.shop.Customer",
                "@Entity",
                "@Cardinality(rows = 10_000)",
                "public record Customer(@Key UUID id, String name) {}");
        compileVersion(
                        customer,
                        order(
                                "@Entity",
                                "@Cardinality(rows = 1_000_000)",
                                "@AccessPattern(name = \"byCustomer\", where = \"customer\")",
                                "public record Order(@Key UUID id, @Snapshot Customer customer) {}"))
                .succeeded();
        JavaFileObject flattened = order(
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byCustomer\", where = \"customerId\")",
                "public record Order(@Key UUID id,",
                "    @Cardinality(distinct = 10_000) UUID customerId,",
                "    String customerName) {}");
        compileVersion(customer, flattened)
                .onlyError(
                        EvolutionMessages.COLUMN_KIND_CHANGED,
                        flattened,
                        "String customerName",
                        "[QF401] table orders_by_customer_id: column customer_name becomes regular, which Cassandra cannot"
                                + " change in an existing table (schema version 1 has a static column). Fix: give access"
                                + " pattern 'byCustomer' a new table name");
    }

    @Test
    @Covers("INDEX_STAYS")
    void anIndexNoLongerGenerated() {
        String pattern =
                "@AccessPattern(name = \"byStatus\", where = \"status\", strategy = AccessPattern.Strategy.INDEX)";
        String record = "public record Order(@Key UUID id, @Cardinality(distinct = 5) String status) {}";
        compileVersion(order("@Entity", "@Cardinality(rows = 1_000_000)", pattern, record))
                .succeeded();
        JavaFileObject without = order("@Entity", "@Cardinality(rows = 1_000_000)", record);
        compileVersion(without)
                .compilesWithWarning(
                        EvolutionMessages.INDEX_STAYS,
                        without,
                        "public record Order(",
                        "[QF402] index orders_status_idx is no longer generated but stays in the cluster (schema version"
                                + " 1): no @Drop names it. Fix: add @Drop(table = \"orders_status_idx\") to an entity of"
                                + " keyspace shop so the next version drops it");
    }

    @Test
    @Covers("COLUMN_STAYS")
    void aColumnNoLongerGenerated() {
        compileVersion(order("@Entity", "public record Order(@Key UUID id, String note) {}"))
                .succeeded();
        JavaFileObject without = order("@Entity", "public record Order(@Key UUID id) {}");
        compileVersion(without)
                .compilesWithWarning(
                        EvolutionMessages.COLUMN_STAYS,
                        without,
                        "public record Order(",
                        "[QF402] column orders.note is no longer generated but stays in the cluster (schema version 1)",
                        "Fix: add @Drop(table = \"orders\", column = \"note\") to an entity of keyspace shop");
    }

    @Test
    @Covers("DROP_STILL_GENERATED")
    void aDropOfWhatIsStillGenerated() {
        JavaFileObject order =
                order("@Entity", "@Drop(table = \"orders\")", "public record Order(@Key UUID id, String note) {}");
        compileVersion(order)
                .onlyError(
                        ValueMessages.DROP_STILL_GENERATED,
                        order,
                        "@Drop(table = \"orders\")",
                        "[QF109] invalid @Drop: orders is still generated. Fix: remove the @Drop, or remove what generates"
                                + " orders first");
    }

    @Test
    @Covers("UNREADABLE_SCHEMA_VERSION")
    void aVersionFileThatCannotBeRead() throws IOException {
        Files.createDirectories(schemaDir.resolve("shop"));
        Files.writeString(schemaDir.resolve("shop/1.json"), "{ \"keyspace\": ");
        JavaFileObject order = order("@Entity", "public record Order(@Key UUID id) {}");
        compileVersion(order)
                .onlyError(
                        ValueMessages.UNREADABLE_SCHEMA_VERSION,
                        order,
                        "public record Order(",
                        "[QF109] invalid schema version: ",
                        "Fix: restore the file from version control (versions are never edited by hand)");
    }
}
