package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @TimeBucket(directory = true)} end to end through javac
 * (docs/mapping-rules.md, "Bucket directories"): the directory table's CQL, its class, the DAO's
 * upserts in every write batch (and none in deletes), the reads through the directory, the audit,
 * the report's diagram and sizing; generated code compiles with every lint on, as errors.
 */
class DirectoryGenerationTest {

    @TempDir
    Path schemaDir;

    private static Compilation compile(String... lines) {
        return compile(List.of(), lines);
    }

    private static Compilation compile(List<String> options, String... lines) {
        List<String> all = new ArrayList<>(List.of("-Xlint:all,-processing", "-Werror"));
        all.addAll(options);
        return Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions(all)
                .compile(JavaFileObjects.forSourceLines("com.example.ops.Incident", lines));
    }

    private static String generated(Compilation compilation, String type) {
        return content(compilation
                .generatedSourceFile(type)
                .orElseThrow(() -> new AssertionError("no " + type + " in " + compilation.generatedFiles())));
    }

    private static String resource(Compilation compilation, String name) {
        return content(compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/" + name)
                .orElseThrow(() -> new AssertionError("no " + name + " in " + compilation.generatedFiles())));
    }

    private static String content(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A mutable, versioned entity keyed by an enum and a text (a codec and a native value). */
    private static Compilation incidents() {
        return incidents(List.of());
    }

    private static Compilation incidents(List<String> options) {
        return compile(
                options,
                "package com.example.ops;",
                "import dev.queryfirst.annotations.*;",
                "import java.time.Instant;",
                "import java.time.temporal.ChronoUnit;",
                "import java.util.UUID;",
                "@Entity(keyspace = \"ops\", ttl = \"P90D\", versioned = true)",
                "@Cardinality(rows = 1_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"latest\", where = {\"team\", \"service\"}, orderBy = \"openedAt DESC\","
                        + " limit = 10)",
                "@AccessPattern(name = \"between\", where = {\"team\", \"service\"}, range = \"openedAt\","
                        + " orderBy = \"openedAt DESC\")",
                "public record Incident(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 4) Team team,",
                "    @Cardinality(distinct = 500, maxRowsPerValue = 50) String service,",
                "    @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant openedAt,",
                "    String title) {",
                "  public enum Team { WEB, DATA, PAY, CORE }",
                "}");
    }

    @Test
    void theDirectoryTableIsInTheSchema() {
        Compilation compilation = incidents();
        assertThat(compilation).succeeded();
        String cql = resource(compilation, "ops.cql");
        assertTrue(
                cql.contains("CREATE TABLE IF NOT EXISTS ops.incidents_by_team_and_service_buckets (\n"
                        + "    team text,\n"
                        + "    service text,\n"
                        + "    opened_at_day date,\n"
                        + "    PRIMARY KEY ((team, service), opened_at_day)\n"
                        + ") WITH CLUSTERING ORDER BY (opened_at_day DESC)\n"
                        + "    AND default_time_to_live = 7776000\n"),
                cql);
        String schema = generated(compilation, "com.example.ops.OpsSchema");
        assertTrue(schema.contains("\"incidents_by_team_and_service_buckets\""), schema);
    }

    @Test
    void everyWriteListsItsBucketAndDeletesDoNot() {
        String dao = generated(incidents(), "com.example.ops.IncidentDao");
        String upsert = ".list(byTeamAndServiceBuckets, incident)";
        // a versioned entity writes its copies in writeCopies (insertNew, replace, save, update)
        assertEquals(1, occurrences(dao, upsert), dao);
        assertTrue(dao.indexOf(upsert) > dao.indexOf("private CompletionStage<Void> writeCopies("), dao);
        String delete = dao.substring(dao.indexOf("public CompletionStage<Boolean> deleteAsync("));
        assertFalse(delete.substring(0, delete.indexOf("\n  }\n")).contains("Buckets"), delete);
        assertTrue(
                dao.contains("Audit.check(session, options,\n"
                        + "        ModelDescription.fromClasspath(KEYSPACE, IncidentDao.class.getClassLoader())"
                        + ".entity(\"com.example.ops.Incident\"),\n"
                        + "        incidents, List.of(byTeamAndService), List.of(), List.of(byTeamAndServiceBuckets))"),
                dao);
    }

    @Test
    void readsListTheBucketsThenReadOnlyThose() {
        String dao = generated(incidents(), "com.example.ops.IncidentDao");
        assertTrue(dao.contains("private MergedQuery<Incident> latestQuery(Incident.Team team, String service)"), dao);
        assertTrue(dao.contains("return MergedQuery.latest(latestIdentity,"), dao);
        assertTrue(dao.contains("lastBucket -> byTeamAndServiceBuckets.bindListUpTo(team, service, lastBucket)"), dao);
        assertTrue(dao.contains("return MergedQuery.range(betweenIdentity,"), dao);
        assertFalse(dao.contains("LOOKBACK"), "no lookback bounds a directory read: " + dao);
        String table = generated(incidents(), "com.example.ops.IncidentsByTeamAndServiceBucketsTable");
        assertTrue(table.contains("implements DirectoryTable<Incident>"), table);
        assertTrue(table.contains("TEAM_CODEC"), "the enum key is bound through its codec: " + table);
    }

    @Test
    void theReportShowsTheDirectoryAndItsSizing() {
        String html = resource(incidents(), "ops.html");
        String diagram = html.substring(html.indexOf("<svg"), html.indexOf("</svg>"));
        assertTrue(diagram.contains("incidents_by_team_and_service_buckets"), diagram);
        assertTrue(
                html.contains("Nr = ttl / bucket + 1 = 7776000 s / 86400 s + 1 = 91 buckets listed at most per key"),
                html);
    }

    @Test
    void aSchemaVersionCreatesTheDirectoryWithoutBackfillingIt() {
        Compilation compilation = incidents(List.of("-Aqueryfirst.schemaDir=" + schemaDir));
        assertThat(compilation).succeeded();
        String v1 = resource(compilation, "migrations/ops/V1.cql");
        assertTrue(v1.contains("CREATE TABLE IF NOT EXISTS ops.incidents_by_team_and_service_buckets ("), v1);
        String schema = generated(compilation, "com.example.ops.OpsSchema");
        assertFalse(schema.contains("IncidentsByTeamAndServiceBucketsTable"), "never a backfill source or target");
    }

    @Test
    void aSparseTablesDirectoryHoldsOnlyTheEntitiesItsTableHolds() {
        // The oracle found it: a null optional key attribute has no bucket, and listing it threw.
        Compilation compilation = compile(
                "package com.example.ops;",
                "import dev.queryfirst.annotations.*;",
                "import java.time.Instant;",
                "import java.time.temporal.ChronoUnit;",
                "import java.util.UUID;",
                "@Entity(keyspace = \"ops\", ttl = \"P30D\")",
                "@Cardinality(rows = 1_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"byHost\", where = \"host\", orderBy = \"resolvedAt DESC\", limit = 10)",
                "public record Incident(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 500) String host,",
                "    @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant resolvedAt) {}");
        assertThat(compilation).succeeded();
        String directory = generated(compilation, "com.example.ops.IncidentsByHostBucketsTable");
        assertTrue(
                directory.contains("public boolean holds(Incident incident) {\n"
                        + "    return incident.host() != null && incident.resolvedAt() != null;\n"),
                directory);
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
