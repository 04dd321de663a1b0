package dev.queryfirst.samples.multimodule.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.instances.LiveInstances;
import dev.queryfirst.samples.multimodule.billing.Invoice;
import dev.queryfirst.samples.multimodule.billing.InvoiceDao;
import dev.queryfirst.samples.multimodule.core.Depot;
import dev.queryfirst.samples.multimodule.core.DepotDao;
import dev.queryfirst.samples.multimodule.tracking.Parcel;
import dev.queryfirst.samples.multimodule.tracking.ParcelDao;
import dev.queryfirst.spring.QueryFirstKeyspace;
import dev.queryfirst.spring.actuate.QueryFirstActuatorAutoConfiguration;
import dev.queryfirst.spring.actuate.QueryFirstEndpoint;
import dev.queryfirst.spring.actuate.QueryFirstHealthIndicator;
import dev.queryfirst.spring.autoconfigure.QueryFirstAutoConfiguration;
import dev.queryfirst.spring.test.EmbeddedCassandraAutoConfiguration;
import dev.queryfirst.testkit.SharedCassandra;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.cassandra.autoconfigure.CassandraAutoConfiguration;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The Spring Boot starter over keyspace {@code parcels}, split over modules {@code core} and
 * {@code tracking}, and keyspace {@code billing}: one keyspace bean per module, each migrating its
 * own versions; every module's DAO a bean; live copies kept across modules by the beans; health UP
 * with no module's tables taken for another's drift (docs/architecture.md, "One keyspace, many
 * modules").
 */
class StarterAcrossModulesTest {

    private static CqlSession admin;

    @BeforeAll
    static void connect() {
        admin = CqlSession.builder()
                .addContactPoints(SharedCassandra.contactPoints())
                .withLocalDatacenter(SharedCassandra.localDatacenter())
                .build();
    }

    @AfterAll
    static void close() {
        admin.close();
    }

    private static ApplicationContextRunner runner() {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(
                        EndpointAutoConfiguration.class,
                        EmbeddedCassandraAutoConfiguration.class,
                        CassandraAutoConfiguration.class,
                        QueryFirstAutoConfiguration.class,
                        QueryFirstActuatorAutoConfiguration.class))
                .withPropertyValues(
                        "queryfirst.keyspaces.parcels.replication-factor=1",
                        "queryfirst.keyspaces.billing.replication-factor=1",
                        "queryfirst.migration.holder=web-1",
                        "management.endpoints.web.exposure.include=queryfirst",
                        "queryfirst.migration.poll-interval=200ms");
    }

    @Test
    void theStarterMigratesEveryModuleAndItsBeansKeepCopiesAcrossModules() {
        admin.execute("DROP KEYSPACE IF EXISTS parcels");
        admin.execute("DROP KEYSPACE IF EXISTS billing");
        runner().run(context -> {
            assertNull(context.getStartupFailure());
            assertThat(context)
                    .getBeanNames(QueryFirstKeyspace.class)
                    .containsExactlyInAnyOrder(
                            "dev.queryfirst.samples.multimodule.core.ParcelsSchema",
                            "dev.queryfirst.samples.multimodule.tracking.ParcelsSchema",
                            "billingSchema");
            for (QueryFirstKeyspace keyspace :
                    context.getBeansOfType(QueryFirstKeyspace.class).values()) {
                assertEquals(List.of(), keyspace.verify(), keyspace.toString());
                assertEquals(List.of(), keyspace.pendingVersions(), keyspace.toString());
                assertEquals(1, keyspace.history().size(), keyspace.toString());
                assertTrue(keyspace.module().startsWith("multimodule-"), keyspace.toString());
            }
            assertEquals(
                    List.of("web-1 multimodule-billing 1", "web-1 multimodule-core 1", "web-1 multimodule-tracking 1"),
                    live());

            DepotDao depots = context.getBean(DepotDao.class);
            ParcelDao parcels = context.getBean(ParcelDao.class);
            InvoiceDao invoices = context.getBean(InvoiceDao.class);
            Depot north = new Depot(UUID.randomUUID(), "North", "Lyon", new BigDecimal("2.50"));
            depots.insert(north);
            Parcel parcel = new Parcel(UUID.randomUUID(), north, Instant.now(), null, 0.75);
            parcels.insert(parcel);
            Invoice invoice = new Invoice(UUID.randomUUID(), north, new BigDecimal("1250.00"), Instant.now());
            invoices.insert(invoice);
            Depot renamed = new Depot(north.id(), "North (Vénissieux)", "Lyon", null);
            depots.save(renamed);
            assertEquals(renamed, parcels.findByKey(parcel.id()).orElseThrow().depot());
            assertEquals(renamed, invoices.findByKey(invoice.id()).orElseThrow().depot());
            assertTrue(parcels.audit().isClean());

            QueryFirstHealthIndicator health = context.getBean(QueryFirstHealthIndicator.class);
            assertEquals(Status.UP, health.health().getStatus(), String.valueOf(health.health()));
            QueryFirstEndpoint.Report report =
                    context.getBean(QueryFirstEndpoint.class).report();
            assertThat(report.keyspaces())
                    .extracting(QueryFirstEndpoint.KeyspaceReport::schemaClass)
                    .containsExactlyInAnyOrder(
                            "dev.queryfirst.samples.multimodule.core.ParcelsSchema",
                            "dev.queryfirst.samples.multimodule.tracking.ParcelsSchema",
                            "dev.queryfirst.samples.multimodule.billing.BillingSchema");
            // Each module's entry lists the migration its schema class ran, not its sibling's too.
            for (QueryFirstEndpoint.KeyspaceReport keyspace : report.keyspaces()) {
                assertThat(keyspace.migrations())
                        .as(keyspace.schemaClass())
                        .singleElement()
                        .satisfies(ran -> assertEquals(List.of(1), ran.applied()));
            }
        });
        assertEquals(List.of(), live(), "the heartbeats go with the context");

        // The next start-up finds every module's version applied and nothing to do.
        runner().withPropertyValues("queryfirst.migration.enabled=false").run(context -> {
            assertNull(context.getStartupFailure());
            for (QueryFirstKeyspace keyspace :
                    context.getBeansOfType(QueryFirstKeyspace.class).values()) {
                assertEquals(List.of(), keyspace.pendingVersions(), keyspace.toString());
            }
        });
    }

    private static List<String> live() {
        return Stream.of("parcels", "billing")
                .flatMap(keyspace -> LiveInstances.list(admin, keyspace).stream())
                .map(instance -> instance.id() + " " + instance.module() + " " + instance.version())
                .sorted()
                .toList();
    }
}
