package dev.queryfirst.samples.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.migrate.MigrationStep;
import dev.queryfirst.runtime.migrate.Migrator;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/schema-evolution.md against the node: a model compiled twice with {@code -Aqueryfirst.schemaDir} (the
 * second time with a new access pattern and a new attribute), the keyspace brought to version 1
 * and filled, then {@code migrate} applies version 2 and backfills the new table from the base
 * table with each row's write time.
 */
@CassandraTest
class MigrationBackfillTest {

    /** An entity with a ttl: its copies must keep each row's remaining lifetime (ExpiringTable). */
    private static final String VISIT_V1 = """
      package com.example.evolve;

      import dev.queryfirst.annotations.*;
      import java.time.Instant;
      import java.util.UUID;

      @Entity(keyspace = "visits", ttl = "P30D")
      @Cardinality(rows = 1_000_000)
      public record Visit(@Key UUID id, @Cardinality(distinct = 10_000) String page, Instant at) {}
      """;

    private static final String VISIT_V2 = VISIT_V1.replace(
            "@Cardinality(rows = 1_000_000)",
            "@Cardinality(rows = 1_000_000)\n@AccessPattern(name = \"byPage\", where = \"page\")");

    @TempDir
    Path work;

    @Test
    void version2IsAppliedAndItsNewTableBackfilledWithTheRowsWriteTimes(CqlSession session, TestKeyspace keyspace)
            throws Exception {
        Path schemaDir = work.resolve("schema");
        Javac.compile(SensorsModel.version1(), schemaDir, work.resolve("v1"));
        Path classes = Javac.compile(SensorsModel.version2(), schemaDir, work.resolve("v2"));
        assertTrue(Files.exists(schemaDir.resolve("sensors/1.json")));
        assertTrue(Files.exists(schemaDir.resolve("sensors/2.json")));

        MigrationOptions options = MigrationOptions.defaults().withKeyspace(keyspace.name());
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            List<MigrationStep> steps = steps(loader, "com.example.evolve.SensorsSchema", keyspace.name(), options);
            assertEquals(2, steps.size());

            // Version 1, with data: the application as it ran before the change.
            assertEquals(
                    List.of(1),
                    Migrator.migrate(session, keyspace.name(), steps.subList(0, 1), options)
                            .applied());
            Set<String> written = fill(session, keyspace.name(), 300);

            MigrationReport report = Migrator.migrate(session, keyspace.name(), steps, options);

            assertEquals(List.of(2), report.applied());
            assertEquals(written, rows(session, keyspace.name() + ".readings_by_sensor"));
            assertEquals(
                    rows(session, keyspace.name() + ".readings"),
                    rows(session, keyspace.name() + ".readings_by_sensor"));
            // Safe at every start-up: nothing is pending any more.
            assertEquals(
                    List.of(),
                    Migrator.migrate(session, keyspace.name(), steps, options).applied());
            // The check an application makes at start-up, after its migrate: the history, lease
            // and backfill checkpoint tables the migrator keeps are no difference.
            assertEquals(List.of(), verify(loader, "com.example.evolve.SensorsSchema", session, keyspace.name()));
        }
    }

    @Test
    void copiesOfExpiringRowsKeepTheirRemainingTimeToLive(CqlSession session, TestKeyspace keyspace) throws Exception {
        Path schemaDir = work.resolve("schema");
        Javac.compile(Map.of("Visit", VISIT_V1), schemaDir, work.resolve("visit-v1"));
        Path classes = Javac.compile(Map.of("Visit", VISIT_V2), schemaDir, work.resolve("visit-v2"));
        // A keyspace of its own: the other test's history is of another model.
        String visits = keyspace.name() + "_visits";
        MigrationOptions options =
                MigrationOptions.defaults().withKeyspace(visits).withReplication(Replication.simple(1));
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            List<MigrationStep> steps = steps(loader, "com.example.evolve.VisitsSchema", visits, options);
            Migrator.migrate(session, visits, steps.subList(0, 1), options);
            // Written a while ago: an hour left of its life, not the table's 30 days.
            session.execute(session.prepare(
                            "INSERT INTO " + visits + ".visits (id, page, at) VALUES (?, ?, ?) " + "USING TTL 3600")
                    .bind(UUID.randomUUID(), "/größe", Instant.now()));

            assertEquals(
                    List.of(2),
                    Migrator.migrate(session, visits, steps, options).applied());

            Row copy = session.execute("SELECT page, TTL(at) FROM " + visits + ".visits_by_page")
                    .one();
            assertEquals("/größe", copy.getString(0));
            assertTrue(copy.getInt(1) > 3_000 && copy.getInt(1) <= 3_600, "remaining ttl " + copy.getInt(1));
        }
    }

    @SuppressWarnings("unchecked")
    private static List<MigrationStep> steps(
            ClassLoader loader, String schemaClass, String keyspace, MigrationOptions options)
            throws ReflectiveOperationException {
        return (List<MigrationStep>) loader.loadClass(schemaClass)
                .getMethod("steps", String.class, MigrationOptions.class)
                .invoke(null, keyspace, options);
    }

    private static List<?> verify(ClassLoader loader, String schemaClass, CqlSession session, String keyspace)
            throws ReflectiveOperationException {
        return (List<?>) loader.loadClass(schemaClass)
                .getMethod("verify", CqlSession.class, String.class)
                .invoke(null, session, keyspace);
    }

    /** {@code n} readings written at version 1, as users write them; each as its row text with its write time. */
    private static Set<String> fill(CqlSession session, String keyspace, int n) {
        Instant now = Instant.now();
        String[] sensors = {"hall", "Küche", "温室", "o'hare"};
        Set<String> rows = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            UUID id = UUID.randomUUID();
            String sensor = sensors[i % sensors.length] + "-" + (i % 25);
            BigDecimal value = i % 7 == 0 ? null : new BigDecimal(BigInteger.valueOf(i * 37L - 500), i % 4);
            String note = i % 3 == 0 ? null : "note " + i + " ✓";
            Instant at = now.plusNanos(i * 1_001L);
            long writeTime = 1_700_000_000_000_000L + i;
            session.execute(
                    session.prepare("INSERT INTO " + keyspace + ".readings (id, sensor, taken_at, amount, note) "
                                    + "VALUES (?, ?, ?, ?, ?) USING TIMESTAMP ?")
                            .bind(id, sensor, at, value, note, writeTime));
            rows.add(String.join(
                    "|",
                    id.toString(),
                    sensor,
                    String.valueOf(at.toEpochMilli()),
                    String.valueOf(value),
                    String.valueOf(note),
                    String.valueOf(writeTime)));
        }
        return rows;
    }

    /** Every row's values and the write time of {@code sensor} (a regular column in both tables). */
    private static Set<String> rows(CqlSession session, String table) {
        Set<String> rows = new TreeSet<>();
        for (Row row :
                session.execute("SELECT id, sensor, taken_at, amount, note, WRITETIME(taken_at) FROM " + table)) {
            rows.add(String.join(
                    "|",
                    row.getUuid(0).toString(),
                    row.getString(1),
                    String.valueOf(row.getInstant(2).toEpochMilli()),
                    String.valueOf(row.getBigDecimal(3)),
                    String.valueOf(row.getString(4)),
                    String.valueOf(row.getLong(5))));
        }
        return rows;
    }
}
