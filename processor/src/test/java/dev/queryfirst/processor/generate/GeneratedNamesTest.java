package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import dev.queryfirst.processor.derive.DaoMembers;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.ReservedNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.EntityDesign;
import java.lang.reflect.Member;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * User names that are also names the generated code uses for itself — entities {@code Writer},
 * {@code Statement}, {@code Row}; attributes {@code limit}, {@code cursor}, {@code previous},
 * {@code version} — still give DAOs and table classes that compile. Found by the reliability
 * module's fuzzer, where each of them was a javac error in generated code.
 */
class GeneratedNamesTest {

    private static JavaFileObject entity(String name, String... components) {
        return JavaFileObjects.forSourceLines(
                "com.example.names." + name,
                "package com.example.names;",
                "import dev.queryfirst.annotations.*;",
                "import java.util.UUID;",
                "@Entity(keyspace = \"names\")",
                "@Cardinality(rows = 1_000_000)",
                // A change of previous or current moves a row: not what this test is about.
                "@SuppressWarnings(\"QF309\")",
                "@AccessPattern(name = \"byLimit\", where = \"limit\", orderBy = \"cursor\", limit = 10)",
                "@AccessPattern(name = \"byPrevious\", where = {\"previous\", \"current\"})",
                "public record " + name + "(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 1_000) int limit,",
                "    long cursor,",
                "    @Cardinality(distinct = 1_000) String previous,",
                "    @Cardinality(distinct = 1_000) String current,",
                "    String version) {}");
    }

    /**
     * Non-ASCII and mixed-case names, and quoted columns that differ only in case: each column
     * gets its own valid constant ({@code Ω} used to become the illegal {@code _}).
     */
    @Test
    void nonAsciiAndCaseOnlyDifferentColumnsGetTheirOwnConstants() {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.names.Größe",
                        "package com.example.names;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.util.UUID;",
                        "@Entity(keyspace = \"names\", table = \"groessen\")",
                        "@Cardinality(rows = 1_000_000)",
                        "@AccessPattern(name = \"byName\", where = \"名前\", table = \"groessen_by_name\")",
                        "public record Größe(",
                        "    @Key UUID Ω,",
                        "    @Cardinality(distinct = 1_000) String 名前,",
                        "    String größe,",
                        "    @Column(name = \"grösse\") String grosse,",
                        "    @Column(name = \"AB\") String upper,",
                        "    String ab) {}"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.names.GroessenTable")
                .contentsAsUtf8String()
                .contains("public static final String Ω = \"ω\";");
        assertThat(compilation)
                .generatedSourceFile("com.example.names.GroessenTable")
                .contentsAsUtf8String()
                .contains("public static final String GRÖSSE_2 = \"grösse\";");
        assertThat(compilation)
                .generatedSourceFile("com.example.names.GroessenTable")
                .contentsAsUtf8String()
                .contains("public static final String AB_2 = \"ab\";");
    }

    /** A pattern {@code byKey} served by the base table took the name of the table's key read. */
    @Test
    void aPatternNamedByKeyOnTheBaseTableCompiles() {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.names.Parcel",
                        "package com.example.names;",
                        "import dev.queryfirst.annotations.*;",
                        "@Entity(keyspace = \"names\")",
                        "@AccessPattern(name = \"byKey\", where = \"id\")",
                        "@AccessPattern(name = \"row\", where = \"id\")",
                        "public record Parcel(@Key int id, String label) {}"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.names.ParcelsByIdTable")
                .contentsAsUtf8String()
                .contains("public BoundStatement bindSelectByKeyPattern(int id)");
    }

    @Test
    void entitiesAndAttributesNamedLikeGeneratedCodeCompile() {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(entity("Writer"), entity("Statement"), entity("Row"), entity("Session"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.names.WriterDao")
                .contentsAsUtf8String()
                .contains("public void insert(Writer writer_)");
        assertThat(compilation)
                .generatedSourceFile("com.example.names.WriterDao")
                .contentsAsUtf8String()
                .contains("byLimit(int limit, int limit_)");
    }

    /**
     * The names {@link MemberNames} gives a DAO's members — what derive checks access patterns
     * against — are the members javac finds in the compiled DAO, for every kind of entity: immutable,
     * mutable with rows that move, versioned, with static columns, with references and UDTs.
     */
    @Test
    void daoMembersAreTheNamesDeriveChecks() throws Exception {
        for (SeedDesigns.Unit unit : List.of(
                SeedDesigns.logs(),
                SeedDesigns.users(),
                SeedDesigns.library(),
                SeedDesigns.shop(),
                SeedDesigns.versionedUsers(),
                SeedDesigns.kitchen(),
                SeedDesigns.counters())) {
            Map<String, Class<?>> classes = CompiledClasses.all(CompiledClasses.compile(unit));
            for (EntityDesign design : unit.designs()) {
                String dao = design.entity().packageName() + "."
                        + TableNames.daoClass(design.entity().simpleName());
                Class<?> compiled = classes.get(dao);
                assertEquals(
                        DaoMembers.daoMethods(design, unit.designs()),
                        names(compiled.getDeclaredMethods()),
                        dao + " methods");
                assertEquals(
                        DaoMembers.daoFields(design, unit.designs()),
                        names(compiled.getDeclaredFields()),
                        dao + " fields");
                Set<String> patternMembers = design.plans().stream()
                        .flatMap(plan ->
                                MemberNames.patternMembers(plan.pattern().name()).stream())
                        .collect(Collectors.toSet());
                assertEquals(
                        Set.of(),
                        DaoMembers.daoMethods(design, unit.designs()).stream()
                                .filter(Predicate.not(patternMembers::contains))
                                .filter(Predicate.not(ReservedNames::isDaoMember))
                                .collect(Collectors.toSet()),
                        dao + ": members derive does not keep patterns from");
            }
        }
    }

    /** The names of the members javac declared (lambda bodies are synthetic), overloads once. */
    private static Set<String> names(Member[] members) {
        return Arrays.stream(members)
                .filter(m -> !m.isSynthetic())
                .map(Member::getName)
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
