package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
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
 * Schema evolution (docs/schema-evolution.md, "Changes Cassandra cannot apply") for user-defined
 * types: Cassandra adds fields to a type ({@code ALTER TYPE … ADD}) but never changes a field's
 * type, so a field whose Java type changed is QF401 on the attribute that holds the type, and no
 * version is written.
 */
class TypeEvolutionTest {

    @TempDir
    Path schemaDir;

    private static final JavaFileObject CUSTOMER = source(
            "com.example.crm.Customer",
            "@Entity(keyspace = \"crm\")",
            "@Cardinality(rows = 1_000_000)",
            "public record Customer(",
            "    @Key UUID id,",
            "    String name,",
            "    Address shippingAddress) {}");

    private static JavaFileObject address(String... fields) {
        return source("com.example.crm.Address", "public record Address(" + String.join(", ", fields) + ") {}");
    }

    private Compiled compileVersion(JavaFileObject address) {
        return compile(List.of("-Aqueryfirst.schemaDir=" + schemaDir), CUSTOMER, address);
    }

    @Test
    @Covers("TYPE_FIELD_CHANGED")
    void aFieldMayBeAddedToATypeButNotRetyped() throws IOException {
        compileVersion(address("String street", "String zip")).succeeded();

        Compiled added = compileVersion(address("String street", "String zip", "String country"));
        added.succeeded();
        assertEquals(List.of("1.json", "2.json"), versionFiles());
        assertTrue(Files.readString(schemaDir.resolve("crm/2.json")).contains("\"country\""));

        Compiled retyped = compileVersion(address("String street", "int zip", "String country"));
        retyped.hasErrorCount(1);
        String qf401 = retyped.error(EvolutionMessages.TYPE_FIELD_CHANGED, CUSTOMER, "Address shippingAddress");
        assertTrue(
                qf401.startsWith("[QF401] table customers: field zip of type address (column shipping_address) "
                        + "changes type to int, which Cassandra cannot change in an existing table (schema version 2 "
                        + "has type text). Fix: keep the field's type"),
                qf401);
        assertEquals(List.of("1.json", "2.json"), versionFiles());
    }

    private List<String> versionFiles() throws IOException {
        try (var files = Files.list(schemaDir.resolve("crm"))) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
