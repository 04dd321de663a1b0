package dev.queryfirst.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.autoconfigure.OverrideAutoConfiguration;
import org.springframework.boot.test.context.filter.annotation.TypeExcludeFilters;
import org.springframework.test.context.BootstrapWith;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * A test of generated DAOs only: Boot's {@code CqlSession} on the testkit's node, the keyspaces
 * migrated into keyspaces of the test class's own, and the DAO and schema beans; no web layer, no
 * actuator, none of the application's own components (import those the test needs with
 * {@code @Import}).
 *
 * <pre>{@code
 * @QueryFirstDaoTest
 * class TicketDaoTest {
 *     @Autowired TicketDao tickets;
 *
 *     @Test
 *     void findsByAssignee() { … }
 * }
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@BootstrapWith(QueryFirstDaoTestContextBootstrapper.class)
@ExtendWith(SpringExtension.class)
@OverrideAutoConfiguration(enabled = false)
@TypeExcludeFilters(QueryFirstDaoTypeExcludeFilter.class)
@AutoConfigureEmbeddedCassandra
@ImportAutoConfiguration
public @interface QueryFirstDaoTest {

    /** Properties ({@code key=value}) added to the test's environment. */
    String[] properties() default {};
}
