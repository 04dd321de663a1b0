package dev.queryfirst.processor.generate.json;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import dev.queryfirst.processor.generate.GeneratedBy;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The model description a whole-table job reads ({@code META-INF/queryfirst/<keyspace>.model.json}),
 * for a keyspace with a live reference (static and plain copies), a time bucket with a directory,
 * a sharded feed, and an expiring entity with an hour bucket: compared with a golden file, and the same bytes on a second compile.
 */
class ModelDescriptionGeneratorTest {

    /** Regenerate the golden file with {@code -Dgolden.update=true} and review the diff. */
    private static final boolean UPDATE_GOLDEN = Boolean.getBoolean("golden.update");

    private static final Path GOLDEN = Path.of("src/test/resources/golden/store.model.json");

    private static final JavaFileObject CUSTOMER = JavaFileObjects.forSourceLines(
            "com.example.store.Customer",
            "package com.example.store;",
            "import dev.queryfirst.annotations.*;",
            "import java.util.UUID;",
            "@Entity(keyspace = \"store\")",
            "@Cardinality(rows = 1_000_000)",
            "public record Customer(@Key UUID id, @Cardinality(avgBytes = 20) String name, String email) {}");

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceLines(
            "com.example.store.Order",
            "package com.example.store;",
            "import dev.queryfirst.annotations.*;",
            "import java.math.BigDecimal;",
            "import java.time.Instant;",
            "import java.time.temporal.ChronoUnit;",
            "import java.util.UUID;",
            "@Entity(keyspace = \"store\")",
            "@Cardinality(rows = 50_000, per = ChronoUnit.DAYS)",
            "@AccessPattern(name = \"byCustomer\", where = \"customer.id\", orderBy = \"placedAt DESC\", limit = 20)",
            "@AccessPattern(name = \"byStatus\", where = \"status\", orderBy = \"placedAt DESC\", limit = 50)",
            "@AccessPattern(name = \"latest\", orderBy = \"placedAt DESC\", limit = 50, shards = 4)",
            "public record Order(",
            "    @Key UUID orderId,",
            "    @Cardinality(maxRowsPerValue = 200, total = true) Customer customer,",
            "    @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant placedAt,",
            "    @Cardinality(distinct = 5_000) String status,",
            "    BigDecimal total) {}");

    private static final JavaFileObject VISIT = JavaFileObjects.forSourceLines(
            "com.example.store.Visit",
            "package com.example.store;",
            "import dev.queryfirst.annotations.*;",
            "import java.time.Instant;",
            "import java.time.temporal.ChronoUnit;",
            "import java.util.UUID;",
            "@Entity(keyspace = \"store\", ttl = \"P7D\")",
            "@Cardinality(rows = 100_000, per = ChronoUnit.DAYS)",
            "@AccessPattern(name = \"byPage\", where = \"page\", orderBy = \"at DESC\", limit = 20)",
            "public record Visit(",
            "    @Key UUID visitId,",
            "    @Cardinality(distinct = 10_000) String page,",
            "    @TimeBucket(ChronoUnit.HOURS) Instant at) {}");

    @Test
    void describesTablesCopiesBucketsShardsDirectoriesReferencesAndTtls() throws IOException {
        String json = describe();
        String golden = json.replace(GeneratedBy.version(), "<version>");
        if (UPDATE_GOLDEN) {
            Files.writeString(GOLDEN, golden, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), golden);
        assertEquals(json, describe(), "the same design writes the same bytes");
    }

    private static String describe() throws IOException {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing")
                .compile(CUSTOMER, ORDER, VISIT);
        assertThat(compilation).succeeded();
        return compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/store.model.json")
                .orElseThrow(() -> new AssertionError("no store.model.json in " + compilation.generatedFiles()))
                .getCharContent(true)
                .toString();
    }
}
