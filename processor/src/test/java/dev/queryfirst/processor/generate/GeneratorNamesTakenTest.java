package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreeScanner;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Entities and attributes named after every variable the generated code declares for itself —
 * its fields, parameters, locals and lambda parameters ({@code previous}, {@code current},
 * {@code done}, {@code reader}, {@code session}, {@code keyspace}, …) — still give classes that
 * compile, in every shape of design: the generators take their own names from one allocator per
 * generated class, after the user's. The names are not listed here: they are read from the code
 * generated for the golden designs, so a variable a generator gains tomorrow is tested too.
 */
class GeneratorNamesTakenTest {

    private static final String IMPORTS = """
            import dev.queryfirst.annotations.*;
            import java.time.Instant;
            import java.time.temporal.ChronoUnit;
            import java.util.UUID;
            """;

    /** Types the templates' sources name unqualified (their imports, java.lang): an entity may not take them. */
    private static final Set<String> TYPES_IN_SOURCES = Set.of(
            "String",
            "Instant",
            "ChronoUnit",
            "UUID",
            "Override",
            "Object",
            "SuppressWarnings",
            "Entity",
            "Key",
            "Counter",
            "Fixed",
            "Cardinality",
            "AccessPattern",
            "TimeBucket",
            "Column");

    /**
     * One shape of design: the sources of an entity named {@code type} with an attribute named
     * {@code attribute}, by qualified name (in the shape's own package).
     */
    record Shape(String name, BiFunction<String, String, List<JavaFileObject>> sources) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Shape> shapes() {
        return Stream.of(
                new Shape("moving rows, ranges and pages", GeneratorNamesTakenTest::moving),
                new Shape("versioned", GeneratorNamesTakenTest::versioned),
                new Shape("static copies of a live reference", GeneratorNamesTakenTest::referenced),
                new Shape("bucket directory", GeneratorNamesTakenTest::directory),
                new Shape("shards and a projection", GeneratorNamesTakenTest::sharded),
                new Shape("counter", GeneratorNamesTakenTest::counter),
                new Shape("blind writes", GeneratorNamesTakenTest::blind));
    }

    @ParameterizedTest
    @MethodSource("shapes")
    void everyGeneratedVariableNameMayBeAnEntityOrAttributeName(Shape shape) throws IOException {
        List<JavaFileObject> sources = new ArrayList<>();
        Set<String> names = generatedVariables();
        for (String name : names) {
            sources.addAll(shape.sources().apply(Character.toUpperCase(name.charAt(0)) + name.substring(1), name));
        }
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        assertTrue(
                names.containsAll(Set.of("previous", "current", "done", "reader", "writer", "session", "row")),
                names::toString);
    }

    /**
     * Every variable name (field, parameter, local, lambda parameter) in the code generated for the
     * golden designs that an entity or attribute could take.
     */
    private static Set<String> generatedVariables() throws IOException {
        List<JavaFileObject> generated = new ArrayList<>();
        for (GoldenCases.Case golden : GoldenCases.ALL.values()) {
            Compilation compilation = Compiler.javac()
                    .withProcessors(new QueryFirstProcessor())
                    .compile(golden.sources().entrySet().stream()
                            .map(source -> JavaFileObjects.forSourceString(source.getKey(), source.getValue()))
                            .toList());
            assertThat(compilation).succeeded();
            generated.addAll(compilation.generatedSourceFiles());
        }
        JavacTask parser = (JavacTask)
                ToolProvider.getSystemJavaCompiler().getTask(null, null, null, List.of("-proc:none"), null, generated);
        Set<String> names = new TreeSet<>();
        TreeScanner<Void, Void> variables = new TreeScanner<>() {
            @Override
            public Void visitVariable(VariableTree variable, Void unused) {
                names.add(variable.getName().toString());
                return super.visitVariable(variable, unused);
            }
        };
        for (CompilationUnitTree unit : parser.parse()) {
            unit.accept(variables, null);
        }
        names.removeIf(name -> !Character.isLowerCase(name.charAt(0))
                || !SourceVersion.isName(name)
                || TYPES_IN_SOURCES.contains(Character.toUpperCase(name.charAt(0)) + name.substring(1)));
        return names;
    }

    private static List<JavaFileObject> source(String shape, String type, String... lines) {
        String packageName = "com.example.taken." + shape;
        return List.of(JavaFileObjects.forSourceString(
                packageName + "." + type,
                "package " + packageName + ";\n" + IMPORTS
                        + String.join("\n", lines).replace("TABLE", table(type)) + "\n"));
    }

    /**
     * The entity's own short base table name, {@code t} and its name's hash: the names in the
     * golden designs' code include ones from their entities ({@code order}, {@code orders}), whose
     * default table names would be the same.
     */
    private static String table(String type) {
        return "t" + Integer.toHexString(type.hashCode());
    }

    /** {@code attribute} as one more component, unless the shape has it already. */
    private static String extra(String attribute, String declaration, Set<String> own) {
        return own.contains(attribute) ? "" : ",\n    " + declaration;
    }

    /** Rows that move, a range, pages and an equality read next to the key. */
    private static List<JavaFileObject> moving(String type, String attribute) {
        return source(
                "moving",
                type,
                "@Entity(keyspace = \"taken\", table = \"TABLE\")",
                "@Cardinality(rows = 1_000_000)",
                "@SuppressWarnings(\"QF309\")",
                "@AccessPattern(name = \"byGroup\", where = \"group\", orderBy = \"at\", limit = 10)",
                "@AccessPattern(name = \"inGroupBetween\", where = \"group\", range = \"at\")",
                "@AccessPattern(name = \"byState\", where = {\"state\", \"label\"})",
                "public record " + type + "(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 1_000) int group,",
                "    long at,",
                "    @Cardinality(distinct = 1_000) String state,",
                "    @Cardinality(distinct = 1_000) String label"
                        + extra(attribute, "String " + attribute, Set.of("id", "group", "at", "state", "label"))
                        + ") {}");
    }

    /** Writes guarded by the version column, with a fixed attribute. */
    private static List<JavaFileObject> versioned(String type, String attribute) {
        return source(
                "versioned",
                type,
                "@Entity(keyspace = \"taken\", table = \"TABLE\", versioned = true)",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byEmail\", where = \"email\")",
                "public record " + type + "(",
                "    @Key String username,",
                "    @Cardinality(maxRowsPerValue = 1) String email,",
                "    @Fixed String region"
                        + extra(attribute, "String " + attribute, Set.of("username", "email", "region"))
                        + ") {}");
    }

    /**
     * A live reference named {@code attribute} to an entity named {@code type}, copied statically
     * into the partitions of its referrers and plainly into another table.
     */
    private static List<JavaFileObject> referenced(String type, String attribute) {
        List<JavaFileObject> sources = new ArrayList<>(source(
                "referenced",
                type,
                "@Entity(keyspace = \"taken\", table = \"TABLE\")",
                "@Cardinality(rows = 100_000)",
                "public record " + type + "(@Key UUID id, String name, String city) {}"));
        String referrer = type + "Order";
        sources.addAll(source(
                "referenced",
                referrer,
                "@Entity(keyspace = \"taken\", table = \"TABLE\")",
                "@Cardinality(rows = 25_000_000)",
                // Sizing warnings on the copies: not what this test is about.
                "@SuppressWarnings({\"QF305\", \"QF309\"})",
                "@AccessPattern(name = \"byOwner\", where = \"" + attribute + "\", orderBy = \"placedAt DESC\","
                        + " table = \"TABLE_o\")",
                "@AccessPattern(name = \"byStatus\", where = {\"status\", \"day\"}, table = \"TABLE_s\")",
                "public record " + referrer + "(",
                "    @Key UUID orderNo,",
                "    @Fixed " + type + " " + attribute + ",",
                "    Instant placedAt,",
                "    @Cardinality(distinct = 5) String status,",
                "    @Cardinality(distinct = 2_000) String day) {}"));
        return Set.of("orderNo", "placedAt", "status", "day").contains(attribute) ? List.of() : sources;
    }

    /** A sparse time-bucketed key, read through a bucket directory, expiring. */
    private static List<JavaFileObject> directory(String type, String attribute) {
        return source(
                "directory",
                type,
                "@Entity(keyspace = \"taken\", table = \"TABLE\", ttl = \"P365D\")",
                "@Cardinality(rows = 20_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"latestByService\", where = \"serviceName\", orderBy = \"raisedAt DESC\","
                        + " limit = 10)",
                "public record " + type + "(",
                "    @Key UUID alertId,",
                "    @Fixed @Cardinality(distinct = 2_000, maxRowsPerValue = 500) String serviceName,",
                "    @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant raisedAt"
                        + extra(
                                attribute,
                                "String " + attribute,
                                Set.of("alertId", "serviceName", "raisedAt", "raisedAtDay"))
                        + ") {}");
    }

    /** A where-less feed in day buckets split in shards, and a projected read. */
    private static List<JavaFileObject> sharded(String type, String attribute) {
        return source(
                "sharded",
                type,
                "@Entity(keyspace = \"taken\", table = \"TABLE\", immutable = true)",
                "@Cardinality(rows = 5_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"latest\", orderBy = \"postedAt DESC\", limit = 50, shards = 4)",
                "@AccessPattern(name = \"inTopic\", where = \"topic\", orderBy = \"postedAt\", limit = 100,"
                        + " select = \"title\")",
                "public record " + type + "(",
                "    @Key UUID postId,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant postedAt,",
                "    @Cardinality(distinct = 100) String topic,",
                "    String title"
                        + extra(
                                attribute,
                                "String " + attribute,
                                Set.of("postId", "postedAt", "postedAtDay", "shard", "topic", "title"))
                        + ") {}");
    }

    /**
     * No table's key can change (the city is fixed) and nothing copies it: saves write blindly, and
     * read the row first only where a null would leave a tombstone.
     */
    private static List<JavaFileObject> blind(String type, String attribute) {
        return source(
                "blind",
                type,
                "@Entity(keyspace = \"taken\", table = \"TABLE\")",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"inCity\", where = \"city\", orderBy = \"id\", limit = 10)",
                "public record " + type + "(",
                "    @Key UUID id,",
                "    @Fixed @Cardinality(distinct = 1_000) String city,",
                "    String name" + extra(attribute, "String " + attribute, Set.of("id", "city", "name")) + ") {}");
    }

    /** Increments, never rows, read by key and by a second key column. */
    private static List<JavaFileObject> counter(String type, String attribute) {
        return source(
                "counter",
                type,
                "@Entity(keyspace = \"taken\", table = \"TABLE\")",
                "public record " + type + "(@Key UUID videoId, @Key int day, @Counter long views"
                        + extra(attribute, "@Counter long " + attribute, Set.of("videoId", "day", "views"))
                        + ") {}");
    }
}
