package dev.queryfirst.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.Migrator;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.spring.autoconfigure.QueryFirstAutoConfiguration;
import dev.queryfirst.spring.desk.DeskSchema;
import dev.queryfirst.spring.desk.TicketDao;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.annotation.AnnotationAwareOrderComparator;
import org.springframework.util.ClassUtils;

/**
 * Bad input stops start-up with a message that names the property to set: no CqlSession, a
 * keyspace that does not exist, a migration that fails. And nothing is written meanwhile.
 */
class FailuresTest {

    @Test
    void noCqlSessionNamesBootsCassandraProperties() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(QueryFirstAutoConfiguration.class))
                .run(context -> {
                    FailureAnalysis analysis = analysis(context.getStartupFailure());
                    assertTrue(analysis.getDescription().contains("CqlSession"), analysis.getDescription());
                    assertTrue(analysis.getAction().contains("spring.cassandra.contact-points"), analysis.getAction());
                    assertTrue(
                            analysis.getAction().contains("spring.cassandra.local-datacenter"), analysis.getAction());
                });
    }

    @Test
    void aMissingKeyspaceNamesTheReplicationProperty() {
        String keyspace = "desk_never_created";
        Node.drop(keyspace);
        Contexts.runner()
                .withPropertyValues("queryfirst.keyspaces.desk.name=" + keyspace)
                .run(context -> {
                    FailureAnalysis analysis = analysis(context.getStartupFailure());
                    assertTrue(analysis.getDescription().contains(keyspace), analysis.getDescription());
                    assertTrue(
                            analysis.getAction().contains("queryfirst.keyspaces.desk.replication-factor"),
                            analysis.getAction());
                    assertTrue(analysis.getAction().contains("queryfirst.keyspaces.desk.name"), analysis.getAction());
                });
        assertTrue(Node.admin().getMetadata().getKeyspace(keyspace).isEmpty(), "nothing created");
        // Without migrations, the DAO is what needs it.
        Contexts.runner()
                .withPropertyValues("queryfirst.keyspaces.desk.name=" + keyspace, "queryfirst.migration.enabled=false")
                .run(context -> {
                    FailureAnalysis analysis = analysis(context.getStartupFailure());
                    assertTrue(analysis.getDescription().contains("TicketDao"), analysis.getDescription());
                });
    }

    @Test
    void aFailedMigrationNamesTheMigrationProperties() {
        String keyspace = "desk_tampered_history";
        Node.atVersionOne(keyspace);
        // Version 1 as the cluster records it differs from the code's: applied versions never change.
        Node.execute("UPDATE " + keyspace + ".queryfirst_schema_history SET checksum = 'edited' WHERE version = 1");
        Contexts.runner(keyspace).run(context -> {
            FailureAnalysis analysis = analysis(context.getStartupFailure());
            assertTrue(analysis.getDescription().contains("checksum"), analysis.getDescription());
            assertTrue(analysis.getAction().contains("queryfirst.migration.enabled=false"), analysis.getAction());
        });
        assertTrue(
                Node.admin()
                        .getMetadata()
                        .getKeyspace(keyspace)
                        .orElseThrow()
                        .getTable("tickets_by_assignee")
                        .isEmpty(),
                "version 2 was not applied");
    }

    @Test
    void migrationDisabledStartsOnAMigratedKeyspaceWithoutTouchingIt() {
        String keyspace = "desk_migrated_elsewhere";
        Node.drop(keyspace);
        MigrationOptions options =
                MigrationOptions.defaults().withKeyspace(keyspace).withReplication(Replication.simple(1));
        Migrator.migrate(Node.admin(), keyspace, DeskSchema.steps(keyspace, options), options);
        Contexts.runner(keyspace)
                .withPropertyValues("queryfirst.migration.enabled=false")
                .run(context -> {
                    assertEquals(null, context.getStartupFailure());
                    assertEquals(
                            List.of(),
                            context.getBean(QueryFirstMigration.class).reports());
                    assertNotNull(context.getBean(TicketDao.class));
                });
    }

    @Test
    void aStrategyBeanReplacesTheMigration() {
        String keyspace = "desk_strategy";
        Node.drop(keyspace);
        List<String> calls = new ArrayList<>();
        Contexts.runner(keyspace)
                .withBean(QueryFirstMigrationStrategy.class, () -> migration -> {
                    calls.add("strategy");
                    migration.migrate();
                })
                .run(context -> {
                    assertEquals(null, context.getStartupFailure());
                    assertEquals(List.of("strategy"), calls);
                    assertEquals(
                            List.of(1, 2, 3),
                            context.getBean(QueryFirstMigration.class)
                                    .reports()
                                    .get(0)
                                    .applied());
                });
    }

    /**
     * What Boot would print: the first analysis of the analyzers the starter registers, in Boot's
     * order (the registration itself is read from spring.factories, as Boot reads it).
     */
    private static FailureAnalysis analysis(Throwable failure) throws Exception {
        assertNotNull(failure, "start-up should have failed");
        Properties factories = new Properties();
        try (InputStream in = FailuresTest.class.getResourceAsStream("/META-INF/spring.factories")) {
            factories.load(in);
        }
        List<FailureAnalyzer> analyzers = new ArrayList<>();
        for (String name :
                factories.getProperty(FailureAnalyzer.class.getName()).split(",")) {
            var constructor = ClassUtils.forName(name.trim(), null).getDeclaredConstructor();
            constructor.setAccessible(true);
            analyzers.add((FailureAnalyzer) constructor.newInstance());
        }
        AnnotationAwareOrderComparator.sort(analyzers);
        for (FailureAnalyzer analyzer : analyzers) {
            FailureAnalysis analysis = analyzer.analyze(failure);
            if (analysis != null) {
                return analysis;
            }
        }
        throw new AssertionError("no QueryFirst analysis of " + failure, failure);
    }
}
