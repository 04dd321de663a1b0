package dev.queryfirst.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.queryfirst.runtime.instances.LiveInstances;
import dev.queryfirst.spring.desk.TicketDao;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The instance is recorded with the schema version its code writes for as long as its context
 * runs, whether it migrates at start-up or leaves migrations to a release step: a migration during
 * a rolling release defers a new table's backfill while it runs, and stops waiting when it stops
 * (docs/schema-evolution.md, "Rolling releases").
 */
class InstanceRecordTest {

    private static final String KEYSPACE = "desk_starter_instances";

    @Test
    void anInstanceThatMigratesIsRecordedWhileItRunsAndRemovedAtShutdown() {
        Node.drop(KEYSPACE);
        Contexts.runner(KEYSPACE)
                .withPropertyValues("queryfirst.migration.holder=web-migrating")
                .run(context -> {
                    assertNull(context.getStartupFailure());
                    assertEquals(List.of("web-migrating version 3"), live());
                });
        assertEquals(List.of(), live(), "removed when the context closed, not 30 s later");
    }

    @Test
    void anInstanceLeavingMigrationsToAReleaseStepIsRecordedToo() {
        Node.drop(KEYSPACE);
        // The release step: migrates, and its heartbeat goes with it.
        Contexts.runner(KEYSPACE)
                .withPropertyValues("queryfirst.migration.holder=release-step")
                .run(context -> assertNull(context.getStartupFailure()));
        Contexts.runner(KEYSPACE)
                .withPropertyValues("queryfirst.migration.enabled=false", "queryfirst.migration.holder=web-1")
                .run(context -> {
                    assertNull(context.getStartupFailure());
                    assertEquals(
                            0,
                            context.getBean(TicketDao.class)
                                    .byAssignee("nobody")
                                    .size());
                    assertEquals(List.of("web-1 version 3"), live());
                });
        assertEquals(List.of(), live());
    }

    private static List<String> live() {
        return LiveInstances.list(Node.admin(), KEYSPACE).stream()
                .map(instance -> instance.id() + " version " + instance.version())
                .toList();
    }
}
