package dev.queryfirst.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.listen.AccessListener;
import dev.queryfirst.spring.actuate.EntityAudits;
import dev.queryfirst.spring.actuate.QueryFirstEndpoint;
import dev.queryfirst.spring.actuate.QueryFirstHealthIndicator;
import dev.queryfirst.spring.autoconfigure.QueryFirstIndex;
import dev.queryfirst.spring.desk.TicketDao;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The starter's beans as Spring engineers expect them: each backs off for the application's own of
 * its type, two entities with one simple name keep both DAO beans, a bean name the application
 * holds fails the start naming both, and {@code queryfirst.enabled=false} turns everything off.
 */
class BeansTest {

    private static final String KEYSPACE = "desk_starter_beans";

    @Test
    void everyBeanBacksOffForTheApplicationsOwn() {
        Node.drop(KEYSPACE);
        Contexts.runner(KEYSPACE).withUserConfiguration(OwnBeans.class).run(context -> {
            assertNull(context.getStartupFailure());
            assertEquals(Map.of("myTickets", OwnBeans.tickets), context.getBeansOfType(TicketDao.class));
            assertThat(context).getBeanNames(QueryFirstBackfills.class).containsExactly("myBackfills");
            assertThat(context).getBeanNames(EntityAudits.class).containsExactly("myAudits");
            assertThat(context).getBeanNames(AccessListener.class).containsExactly("myListener");
            // The application's DAO is created after the migration, as the starter's would be.
            assertEquals(0, OwnBeans.tickets.byAssignee("nobody").size());
        });
    }

    @Test
    void twoEntitiesWithOneSimpleNameKeepBothDaos() {
        Node.drop(KEYSPACE);
        Node.drop(KEYSPACE + "_billing");
        Contexts.runner(KEYSPACE)
                .withPropertyValues(
                        "queryfirst.include-keyspaces=desk,billing",
                        "queryfirst.keyspaces.billing.name=" + KEYSPACE + "_billing",
                        "queryfirst.keyspaces.billing.replication-factor=1")
                .run(context -> {
                    assertNull(context.getStartupFailure());
                    assertThat(context)
                            .getBeanNames(TicketDao.class)
                            .containsExactly("dev.queryfirst.spring.desk.TicketDao");
                    assertThat(context)
                            .getBeanNames(dev.queryfirst.spring.billing.TicketDao.class)
                            .containsExactly("dev.queryfirst.spring.billing.TicketDao");
                    assertThat(context.getBean(EntityAudits.class).entities())
                            .containsExactly(
                                    "dev.queryfirst.spring.billing.Ticket", "dev.queryfirst.spring.desk.Ticket");
                    assertThat(context)
                            .getBeanNames(QueryFirstKeyspace.class)
                            .containsExactlyInAnyOrder("deskSchema", "billingSchema");
                });
    }

    @Test
    void aBeanOfTheApplicationHoldingADaosNameFailsTheStartNamingBoth() {
        Contexts.runner(KEYSPACE)
                .withUserConfiguration(HoldsTheName.class)
                .run(context -> assertThat(context.getStartupFailure())
                        .hasMessageContainingAll(
                                "ticketDao", "dev.queryfirst.spring.desk.TicketDao", "java.lang.String"));
    }

    @Test
    void disabledTurnsEveryBeanOff() {
        Contexts.runner(KEYSPACE).withPropertyValues("queryfirst.enabled=false").run(context -> {
            assertNull(context.getStartupFailure());
            assertThat(context).hasSingleBean(CqlSession.class); // Boot's own, untouched
            assertThat(context)
                    .doesNotHaveBean(QueryFirstMigration.class)
                    .doesNotHaveBean(QueryFirstKeyspace.class)
                    .doesNotHaveBean(TicketDao.class)
                    .doesNotHaveBean(AccessListener.class)
                    .doesNotHaveBean(QueryFirstEndpoint.class)
                    .doesNotHaveBean(EntityAudits.class)
                    .doesNotHaveBean(QueryFirstHealthIndicator.class)
                    .doesNotHaveBean("queryFirstBackfillMetrics");
        });
    }

    /** The application's own beans of the starter's types. */
    @Configuration(proxyBeanMethods = false)
    static class OwnBeans {

        static TicketDao tickets;

        @Bean
        TicketDao myTickets(CqlSession session) {
            tickets = TicketDao.create(session, DaoOptions.defaults().withKeyspace(KEYSPACE));
            return tickets;
        }

        @Bean
        QueryFirstBackfills myBackfills() {
            return new QueryFirstBackfills(Duration.ofSeconds(1));
        }

        @Bean
        EntityAudits myAudits(ListableBeanFactory beans) {
            return new EntityAudits(
                    beans, QueryFirstIndex.load(BeansTest.class.getClassLoader()), BeansTest.class.getClassLoader());
        }

        @Bean
        AccessListener myListener() {
            return (kind, entity, operation) -> new AccessListener.Access() {
                @Override
                public void succeeded(int rows) {}

                @Override
                public void failed(Throwable error) {}
            };
        }
    }

    /** A bean of another type under the name the desk's DAO would get. */
    @Configuration(proxyBeanMethods = false)
    static class HoldsTheName {

        @Bean
        String ticketDao() {
            return "not a DAO";
        }
    }
}
