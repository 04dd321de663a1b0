package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
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
