package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import org.junit.jupiter.api.Test;

/**
 * A DAO's table fields never shadow what its methods use: a table named like the entity's
 * parameter or one of its attributes gets a {@code Table} suffix, so the generated DAO compiles.
 */
class DaoFieldNamesTest {

    @Test
    void aBaseTableNamedLikeTheEntityParameterCompiles() {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.shop.Inventory",
                        "package com.example.shop;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.util.UUID;",
                        "@Entity(keyspace = \"shop\", table = \"inventory\")",
                        "@Cardinality(rows = 1_000_000)",
                        "@AccessPattern(name = \"byWarehouse\", where = \"warehouse\", table = \"warehouse\")",
                        "public record Inventory(",
                        "    @Key UUID productId,",
                        "    @Cardinality(distinct = 1_000) String warehouse,",
                        "    int quantity) {}"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.InventoryDao")
                .contentsAsUtf8String()
                .contains("private final InventoryTable inventoryTable;");
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.InventoryDao")
                .contentsAsUtf8String()
                .contains("private final WarehouseTable warehouseTable;");
    }
}
