package dev.queryfirst.samples.evolve;

import java.util.Map;

/**
 * The sensors application in two versions, as its sources were on the day each was built: version
 * 1 reads readings by id only; version 2 adds the access pattern {@code bySensor} (a new table,
 * {@code readings_by_sensor}, to fill from the data version 1 wrote) and the attribute
 * {@code unit}.
 */
final class SensorsModel {

    static final String V1 = """
      package com.example.evolve;

      import dev.queryfirst.annotations.*;
      import java.math.BigDecimal;
      import java.time.Instant;
      import java.util.UUID;

      @Entity(keyspace = "sensors")
      @Cardinality(rows = 1_000_000)
      public record Reading(@Key UUID id, @Cardinality(distinct = 10_000) String sensor, Instant takenAt,
          BigDecimal amount, String note) {}
      """;

    static final String V2 = """
      package com.example.evolve;

      import dev.queryfirst.annotations.*;
      import java.math.BigDecimal;
      import java.time.Instant;
      import java.util.UUID;

      @Entity(keyspace = "sensors")
      @Cardinality(rows = 1_000_000)
      @AccessPattern(name = "bySensor", where = "sensor")
      public record Reading(@Key UUID id, @Cardinality(distinct = 10_000) String sensor, Instant takenAt,
          BigDecimal amount, String note, String unit) {}
      """;

    /** Version 2's application code: everything goes through the generated DAO. */
    static final String APP = """
      package com.example.evolve;

      import com.datastax.oss.driver.api.core.CqlSession;
      import dev.queryfirst.runtime.DaoOptions;
      import dev.queryfirst.runtime.audit.AuditReport;
      import dev.queryfirst.samples.evolve.LiveReadings;
      import java.math.BigDecimal;
      import java.time.Instant;
      import java.util.List;
      import java.util.Optional;
      import java.util.UUID;

      public final class App implements LiveReadings {
          private final ReadingDao readings;

          public App(CqlSession session, String keyspace) {
              readings = ReadingDao.create(session, DaoOptions.defaults().withKeyspace(keyspace));
          }

          @Override
          public void save(UUID id, String sensor, Instant takenAt, BigDecimal amount, String note, String unit) {
              readings.save(new Reading(id, sensor, takenAt, amount, note, unit));
          }

          @Override
          public boolean move(UUID id, String sensor) {
              Optional<Reading> found = readings.findByKey(id);
              found.ifPresent(r -> readings.update(
                      new Reading(r.id(), sensor, r.takenAt(), r.amount(), r.note(), r.unit())));
              return found.isPresent();
          }

          @Override
          public boolean delete(UUID id) {
              Optional<Reading> found = readings.findByKey(id);
              found.ifPresent(r -> readings.delete(r.id()));
              return found.isPresent();
          }

          @Override
          public List<UUID> bySensor(String sensor) {
              return readings.bySensor(sensor).stream().map(Reading::id).toList();
          }

          @Override
          public AuditReport audit() {
              return readings.audit();
          }
      }
      """;

    /**
     * Version 1's application code, the previous release of a rolling release: its DAO knows no
     * {@code bySensor} and no {@code unit}, so it writes the base table alone.
     */
    static final String OLD_APP = """
      package com.example.evolve;

      import com.datastax.oss.driver.api.core.CqlSession;
      import dev.queryfirst.runtime.DaoOptions;
      import dev.queryfirst.runtime.audit.AuditReport;
      import dev.queryfirst.samples.evolve.LiveReadings;
      import java.math.BigDecimal;
      import java.time.Instant;
      import java.util.List;
      import java.util.Optional;
      import java.util.UUID;

      public final class OldApp implements LiveReadings {
          private final ReadingDao readings;

          public OldApp(CqlSession session, String keyspace) {
              readings = ReadingDao.create(session, DaoOptions.defaults().withKeyspace(keyspace));
          }

          @Override
          public void save(UUID id, String sensor, Instant takenAt, BigDecimal amount, String note, String unit) {
              readings.save(new Reading(id, sensor, takenAt, amount, note));
          }

          @Override
          public boolean move(UUID id, String sensor) {
              Optional<Reading> found = readings.findByKey(id);
              found.ifPresent(r -> readings.update(new Reading(r.id(), sensor, r.takenAt(), r.amount(), r.note())));
              return found.isPresent();
          }

          @Override
          public boolean delete(UUID id) {
              Optional<Reading> found = readings.findByKey(id);
              found.ifPresent(r -> readings.delete(r.id()));
              return found.isPresent();
          }

          @Override
          public List<UUID> bySensor(String sensor) {
              throw new UnsupportedOperationException("version 1 has no access pattern bySensor");
          }

          @Override
          public AuditReport audit() {
              return readings.audit();
          }
      }
      """;

    /**
     * Version 2's start-up in a process of its own, so that the test can kill it midway: migrates
     * with a rate-limited backfill and prints its progress, one line per finished token range.
     * Arguments: host, port, datacenter, keyspace, rows per second.
     */
    static final String MIGRATE_MAIN = """
      package com.example.evolve;

      import com.datastax.oss.driver.api.core.CqlSession;
      import dev.queryfirst.runtime.backfill.BackfillOptions;
      import dev.queryfirst.runtime.migrate.MigrationOptions;
      import java.net.InetSocketAddress;
      import java.time.Duration;

      public final class MigrateMain {
          public static void main(String[] args) {
              try (CqlSession session = CqlSession.builder()
                      .addContactPoint(new InetSocketAddress(args[0], Integer.parseInt(args[1])))
                      .withLocalDatacenter(args[2])
                      .build()) {
                  BackfillOptions backfill = BackfillOptions.defaults()
                          .withRateLimit(Integer.parseInt(args[4]))
                          .withListener(p -> System.out.println(
                                  "progress " + p.rangesDone() + " " + p.rangesTotal() + " " + p.rowsCopied()));
                  SensorsSchema.migrate(session, MigrationOptions.defaults()
                          .withKeyspace(args[3])
                          .withLeaseTtl(Duration.ofSeconds(Long.parseLong(args[5])))
                          .withBackfillOptions(backfill));
                  System.out.println("migrated");
              }
          }
      }
      """;

    private SensorsModel() {}

    static Map<String, String> version1() {
        return Map.of("Reading", V1);
    }

    /** Version 1 with its application code. */
    static Map<String, String> version1Application() {
        return Map.of("Reading", V1, "OldApp", OLD_APP);
    }

    static Map<String, String> version2() {
        return Map.of("Reading", V2);
    }

    /** Version 2 with its application and start-up code. */
    static Map<String, String> version2Application() {
        return Map.of("Reading", V2, "App", APP, "MigrateMain", MIGRATE_MAIN);
    }
}
