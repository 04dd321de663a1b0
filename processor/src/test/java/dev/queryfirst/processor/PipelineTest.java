package dev.queryfirst.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The whole pipeline through javac: read, derive, check, and the keyspace outputs. The diagnostics
 * of every phase, on the line that caused them, are the diagnostics package's end-to-end tests.
 */
class PipelineTest {

    private static JavaFileObject logMessage(String timeAnnotation) {
        return JavaFileObjects.forSourceLines(
                "com.example.logs.LogMessage",
                "package com.example.logs;",
                "import dev.queryfirst.annotations.*;",
                "import java.time.Instant;",
                "import java.time.temporal.ChronoUnit;",
                "import java.util.*;",
                "@Entity(keyspace = \"logs\", immutable = true)",
                "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
                "               orderBy = \"messageTime DESC\", limit = 10)",
                "public record LogMessage(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 5_000) String sourceName,",
                "    " + timeAnnotation + " Instant messageTime,",
                "    @Cardinality(avgBytes = 400) String messageBody) {}");
    }

    @Test
    void writesTheKeyspaceOutputsOfACleanDesign() {
        Compilation compilation =
                javac().withProcessors(new QueryFirstProcessor()).compile(logMessage("@TimeBucket(ChronoUnit.DAYS)"));
        assertThat(compilation).succeeded();
        String cql = resource(compilation, "logs.cql");
        assertTrue(cql.contains("CREATE TABLE IF NOT EXISTS logs.log_messages_by_source_name"), cql);
        assertTrue(cql.contains("message_time_day"), cql);
        assertTrue(resource(compilation, "logs.html").contains("log_messages_by_source_name"));
        assertThat(compilation)
                .generatedSourceFile("com.example.logs.LogsSchema")
                .contentsAsUtf8String()
                .contains("log_messages_by_source_name");
    }

    @Test
    void entitiesOfAKeyspaceShareItsOutputs() {
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
                .withOptions("-Aqueryfirst.keyspace=shop", "-Aqueryfirst.schemaPackage=com.example.db")
                .compile(
                        JavaFileObjects.forSourceLines(
                                "com.example.store.Customer",
                                "package com.example.store;",
                                "import dev.queryfirst.annotations.*;",
                                "@Entity public record Customer(@Key java.util.UUID id, String name) {}"),
                        JavaFileObjects.forSourceLines(
                                "com.example.store.Order",
                                "package com.example.store;",
                                "import dev.queryfirst.annotations.*;",
                                "@Entity public record Order(@Key java.util.UUID id, @Snapshot Customer customer,",
                                "    Address shipping) {}"),
                        JavaFileObjects.forSourceLines(
                                "com.example.store.Address",
                                "package com.example.store;",
                                "public record Address(String street, String city) {}"));
        assertThat(compilation).succeeded();
        String cql = resource(compilation, "shop.cql");
        assertTrue(cql.contains("CREATE TYPE IF NOT EXISTS shop.address"), cql);
        assertTrue(cql.contains("CREATE TABLE IF NOT EXISTS shop.customers"), cql);
        assertTrue(cql.contains("CREATE TABLE IF NOT EXISTS shop.orders"), cql);
        assertTrue(cql.contains("customer_id"), cql);
        assertThat(compilation).generatedSourceFile("com.example.db.ShopSchema");
        // The schema class goes to the schema package; table classes, DAOs and each entity's rehearsal
        // plan stay with their entity.
        assertEquals(
                List.of(
                        "com/example/db/ShopSchema.java",
                        "com/example/store/CustomerDao.java",
                        "com/example/store/CustomerRehearsal.java",
                        "com/example/store/CustomersTable.java",
                        "com/example/store/OrderDao.java",
                        "com/example/store/OrderRehearsal.java",
                        "com/example/store/OrdersTable.java"),
                compilation.generatedSourceFiles().stream()
                        .map(f -> f.getName().substring(f.getName().indexOf("/com/") + 1))
                        .sorted()
                        .toList());
    }

    @Test
    void aDeferredEntityJoinsTheKeyspaceOnceItsTypesExist() {
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor(), new RoundsTest.MoneyGenerator())
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.app.Wallet",
                        "package com.example.app;",
                        "import dev.queryfirst.annotations.*;",
                        "@Entity",
                        "public record Wallet(@Key java.util.UUID id, com.example.app.gen.Money balance) {}"));
        assertThat(compilation).succeeded();
        String cql = resource(compilation, "app.cql");
        assertTrue(cql.contains("CREATE TYPE IF NOT EXISTS app.money"), cql);
        assertTrue(cql.contains("balance frozen<money>"), cql);
    }

    static String resource(Compilation compilation, String name) {
        JavaFileObject file = compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/" + name)
                .orElseThrow(() -> new AssertionError("no " + name + " in " + compilation.generatedFiles()));
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
