package dev.queryfirst.processor.read;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TypeModel;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An entity compiled into another jar: its CLASS-retention annotations survive in the class file,
 * so an entity referencing it reads it, record components and repeatable patterns included.
 */
class ClassFileEntityTest {

    @TempDir
    Path library;

    @Test
    void readsAReferencedEntityFromClassFiles() throws IOException, URISyntaxException {
        Compilation libraryBuild = javac().compile(
                        JavaFileObjects.forSourceLines(
                                "com.lib.crm.Customer",
                                "package com.lib.crm;",
                                "import dev.queryfirst.annotations.*;",
                                "@Entity(keyspace = \"crm\")",
                                "@Cardinality(rows = 1_000_000)",
                                "@AccessPattern(name = \"byName\", where = \"name\")",
                                "@AccessPattern(name = \"byCity\", where = \"address.city\")",
                                "public record Customer(@Key(order = 0) java.util.UUID id,",
                                "    @Cardinality(distinct = 900_000) String name, Address address) {}"),
                        JavaFileObjects.forSourceLines(
                                "com.lib.crm.Address", "package com.lib.crm;", "public record Address(String city) {}"),
                        JavaFileObjects.forSourceLines(
                                "com.lib.crm.Account",
                                "package com.lib.crm;",
                                "import dev.queryfirst.annotations.*;",
                                "@Entity",
                                "public class Account {",
                                "  @Key private long number;",
                                "  public long getNumber() { return number; }",
                                "  public void setNumber(long number) { this.number = number; }",
                                "}"));
        assertThat(libraryBuild).succeeded();
        for (JavaFileObject file : libraryBuild.generatedFiles()) {
            String path = file.toUri().getPath();
            Path target = library.resolve(path.substring(path.indexOf("/com/") + 1));
            Files.createDirectories(target.getParent());
            try (InputStream in = file.openInputStream()) {
                Files.copy(in, target);
            }
        }

        ReadCapture capture = new ReadCapture();
        Compilation compilation = javac().withProcessors(capture)
                .withClasspath(List.of(library.toFile(), annotationsLocation()))
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.shop.Invoice",
                        "package com.example.shop;",
                        "import dev.queryfirst.annotations.*;",
                        "@Entity",
                        "public record Invoice(@Key java.util.UUID id, com.lib.crm.Customer customer,",
                        "    com.lib.crm.Account account) {}"));
        assertThat(compilation).succeededWithoutWarnings();

        EntityModel customer = capture.known.get("com.lib.crm.Customer");
        assertEquals("crm", customer.keyspace());
        assertEquals(1_000_000, customer.volume().rows());
        assertEquals(List.of("id"), customer.key().stream().map(Attribute::name).toList());
        assertEquals(
                900_000, customer.attribute("name").orElseThrow().cardinality().distinct());
        assertEquals(
                List.of("byName", "byCity"),
                customer.accessPatterns().stream().map(p -> p.name()).toList());
        assertEquals(
                Optional.of("address"), customer.attribute("address").map(a -> ((TypeModel.Value) a.type()).udtName()));
        EntityModel account = capture.known.get("com.lib.crm.Account");
        assertEquals(
                List.of("number"), account.key().stream().map(Attribute::name).toList());
        assertEquals(
                new TypeModel.Reference("com.lib.crm.Customer"),
                capture.model("com.example.shop.Invoice")
                        .attribute("customer")
                        .orElseThrow()
                        .type());
    }

    private static File annotationsLocation() throws URISyntaxException {
        return new File(
                Entity.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
