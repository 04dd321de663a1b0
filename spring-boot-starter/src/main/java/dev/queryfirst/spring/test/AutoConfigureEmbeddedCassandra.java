package dev.queryfirst.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;

/**
 * Runs a Spring Boot test against the testkit's Cassandra node (no Docker): Boot's
 * {@code CqlSession} connects to it, and every generated keyspace gets a keyspace of the test class's
 * own ({@code helpdesk} becomes {@code helpdesk_ticket_api_test}, created by the migration with
 * replication factor 1), so test classes do not see each other's rows. Properties the test sets
 * itself ({@code queryfirst.keyspaces.helpdesk.name=…}) win.
 *
 * <pre>{@code
 * @SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
 * @AutoConfigureEmbeddedCassandra
 * class TicketApiTest { … }
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ImportAutoConfiguration
public @interface AutoConfigureEmbeddedCassandra {}
