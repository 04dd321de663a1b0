package dev.queryfirst.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.spring.autoconfigure.QueryFirstAutoConfiguration;
import dev.queryfirst.spring.desk.DeskSchema;
import dev.queryfirst.spring.desk.Ticket;
import dev.queryfirst.spring.desk.TicketDao;
import dev.queryfirst.spring.test.EmbeddedCassandraAutoConfiguration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.aot.test.generate.TestGenerationContext;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.cassandra.autoconfigure.CassandraAutoConfiguration;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.annotation.AnnotationConfigUtils;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.test.tools.CompileWithForkedClassLoader;
import org.springframework.core.test.tools.TestCompiler;
import org.springframework.javapoet.ClassName;

/**
 * Boot's AOT processing: the bean definitions of the generated DAO and schema, and the migration's
 * ordering, are written out as code at build time, with runtime hints for what a native image must
 * keep; a context started from that code alone (no configuration classes, no index read) migrates
 * and serves.
 */
class AheadOfTimeTest {

    private static final String KEYSPACE = "desk_ahead_of_time";

    @Test
    @CompileWithForkedClassLoader
    void theGeneratedBeanDefinitionsMigrateAndServe() {
        Node.drop(KEYSPACE);
        GenericApplicationContext build = context();
        build.registerBean(Application.class);
        TestGenerationContext generated = new TestGenerationContext();
        ClassName initializer = new ApplicationContextAotGenerator().processAheadOfTime(build, generated);
        generated.writeGeneratedContent();
        // A native image keeps the index read at run time and the generated classes the starter reaches.
        RuntimeHints hints = generated.getRuntimeHints();
        assertTrue(RuntimeHintsPredicates.resource()
                .forResource("META-INF/queryfirst/index.properties")
                .test(hints));
        assertTrue(RuntimeHintsPredicates.resource()
                .forResource("META-INF/queryfirst/desk.html")
                .test(hints));
        assertTrue(RuntimeHintsPredicates.reflection().onType(TicketDao.class).test(hints));
        assertTrue(RuntimeHintsPredicates.reflection()
                .onType(DeskSchema.class)
                .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS)
                .test(hints));
        TestCompiler.forSystem().with(generated).compile(compiled -> {
            GenericApplicationContext run = context();
            @SuppressWarnings("unchecked")
            ApplicationContextInitializer<GenericApplicationContext> aot =
                    compiled.getInstance(ApplicationContextInitializer.class, initializer.toString());
            aot.initialize(run);
            run.refresh();
            try {
                assertTrue(
                        List.of(run.getBeanDefinitionNames()).containsAll(List.of("ticketDao", "deskSchema")),
                        "registered by the generated code");
                assertTrue(
                        List.of(run.getBeanFactory()
                                        .getBeanDefinition("ticketDao")
                                        .getDependsOn())
                                .contains("queryFirstMigrationInitializer"),
                        "the DAO waits for the migration");
                assertEquals(
                        List.of(1, 2, 3),
                        run.getBean(QueryFirstMigration.class).reports().get(0).applied());
                TicketDao tickets = run.getBean(TicketDao.class);
                Ticket ticket = new Ticket(UUID.randomUUID(), "AOT", "ana", Instant.now());
                tickets.save(ticket);
                assertEquals(1, tickets.byAssignee("ana").size());
            } finally {
                run.close();
            }
        });
    }

    private static GenericApplicationContext context() {
        GenericApplicationContext context = new GenericApplicationContext();
        AnnotationConfigUtils.registerAnnotationConfigProcessors(context);
        context.getEnvironment()
                .getPropertySources()
                .addFirst(new MapPropertySource(
                        "test",
                        Map.of(
                                "queryfirst.include-keyspaces", "desk",
                                "queryfirst.keyspaces.desk.name", KEYSPACE,
                                "queryfirst.keyspaces.desk.replication-factor", "1")));
        return context;
    }

    /** The application whose context is processed ahead of time. */
    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({
        EmbeddedCassandraAutoConfiguration.class,
        CassandraAutoConfiguration.class,
        QueryFirstAutoConfiguration.class
    })
    public static class Application {}
}
