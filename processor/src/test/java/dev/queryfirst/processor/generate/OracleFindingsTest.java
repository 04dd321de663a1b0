package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.lang.reflect.Method;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * Generated code the reliability module's oracle found wrong on its random models, each kept
 * right here without a node.
 */
class OracleFindingsTest {

    /**
     * A pattern's table keyed {@code ((part), id)} is the base table of an entity whose key is
     * {@code (id, part)}. {@code findByKey} and {@code delete} took the table's order, so with two
     * uuids the oracle's {@code findByKey(id, part)} compiled and found nothing (model m295). They take
     * the key's declared order; the caller below compiles only then.
     */
    @Test
    void findByKeyAndDeleteTakeTheKeyInItsDeclaredOrder() throws Exception {
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
                .withOptions("-Aqueryfirst.keyspace=shop")
                .compile(
                        JavaFileObjects.forSourceLines(
                                "com.example.shop.Shelf",
                                "package com.example.shop;",
                                "import dev.queryfirst.annotations.*;",
                                "@Entity @Cardinality(rows = 100_000)",
                                "@AccessPattern(name = \"byStore\", where = \"store\")",
                                "public record Shelf(",
                                "    @Key String label,",
                                "    @Key @Cardinality(distinct = 1_000) java.util.UUID store,",
                                "    int height) {}"),
                        JavaFileObjects.forSourceLines(
                                "com.example.shop.Caller",
                                "package com.example.shop;",
                                "class Caller {",
                                "  static boolean call(ShelfDao dao, java.util.UUID store) {",
                                "    return dao.findByKey(\"A-1\", store).isPresent() && dao.delete(\"A-1\", store);",
                                "  }",
                                "}"));
        assertThat(compilation).succeeded();
        Class<?> dao = CompiledClasses.load(compilation, "com.example.shop.ShelfDao");
        for (String name : List.of("findByKey", "findByKeyAsync", "delete", "deleteAsync")) {
            Method method = Arrays.stream(dao.getMethods())
                    .filter(m -> m.getName().equals(name))
                    .findFirst()
                    .orElseThrow();
            assertEquals(List.of(String.class, UUID.class), List.of(method.getParameterTypes()), name);
        }
    }

    /**
     * A where attribute outside {@code partitionBy} with a time bucket: it leads the clustering and a
     * read fixes it by equality, yet its bucket went into the partition key and the read walked the
     * buckets back from now, 90 minutes at most, missing an invoice seen earlier (model m82). Its
     * rows share one value: the table is partitioned by {@code partitionBy} alone.
     */
    @Test
    void aWhereAttributeOutsidePartitionByIsNotBucketed() throws Exception {
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
                .withOptions("-Aqueryfirst.keyspace=billing")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.billing.Invoice",
                        "package com.example.billing;",
                        "import dev.queryfirst.annotations.*;",
                        "@Entity @Cardinality(rows = 1_000_000)",
                        "@AccessPattern(name = \"byPartAndSeen\", where = {\"part\", \"seenAt\"}, partitionBy = \"part\")",
                        "@AccessPattern(name = \"recentByLevel\", where = \"level\", range = \"seenAt\")",
                        "public record Invoice(",
                        "    @Key int id,",
                        "    @Key @Cardinality(distinct = 100) java.time.LocalDate part,",
                        "    @Fixed @Cardinality(distinct = 100) String level,",
                        "    @Fixed @TimeBucket(java.time.temporal.ChronoUnit.MINUTES) java.time.Instant seenAt) {}"));
        assertThat(compilation).succeeded();
        String cql = compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/billing.cql")
                .orElseThrow()
                .getCharContent(true)
                .toString();
        assertTrue(cql.contains("PRIMARY KEY (part, seen_at, id)"), cql);
        Class<?> dao = CompiledClasses.load(compilation, "com.example.billing.InvoiceDao");
        assertEquals(
                List.of(LocalDate.class, Instant.class),
                List.of(dao.getMethod("byPartAndSeen", LocalDate.class, Instant.class)
                        .getParameterTypes()));
    }

    /**
     * A range over a {@code byte} attribute: the rehearsal plan called {@code Ranges.from(byte, …)},
     * which resolved to the {@code short} overload and did not compile back into the read's byte
     * parameter ("possible lossy conversion from short to byte", model m14).
     */
    @Test
    void aRehearsalReadOverAByteRangeCompiles() {
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
                .withOptions("-Aqueryfirst.keyspace=ratings")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.ratings.Rating",
                        "package com.example.ratings;",
                        "import dev.queryfirst.annotations.*;",
                        "@Entity @Cardinality(rows = 100_000)",
                        "@AccessPattern(name = \"byHost\", where = \"host\", range = \"stars\")",
                        "public record Rating(",
                        "    @Key java.util.UUID id,",
                        "    @Cardinality(distinct = 1_000) String host,",
                        "    byte stars) {}"));
        assertThat(compilation).succeeded();
    }
}
