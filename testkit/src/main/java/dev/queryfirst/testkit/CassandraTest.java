package dev.queryfirst.testkit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs a test class against Cassandra, in a keyspace of its own.
 *
 * <p>One embedded node is started the first time any {@code @CassandraTest} class needs it and is
 * shared by every such class of the test run; each class gets a fresh keyspace, created before its
 * first test and dropped after its last. Test methods, lifecycle methods and constructors can
 * declare a {@link com.datastax.oss.driver.api.core.CqlSession CqlSession} parameter (connected,
 * with the class's keyspace as its default keyspace) and a {@link TestKeyspace} parameter.
 *
 * <pre>{@code
 * @CassandraTest
 * class LogMessageDaoTest {
 *     @Test
 *     void savesAndReads(CqlSession session, TestKeyspace keyspace) {
 *         session.execute("CREATE TABLE t (id int PRIMARY KEY, v text)");
 *         session.execute("INSERT INTO t (id, v) VALUES (1, 'one')");
 *         assertEquals("one", session.execute("SELECT v FROM t WHERE id = 1").one().getString("v"));
 *     }
 * }
 * }</pre>
 *
 * <p>With {@code -Dqueryfirst.node.shareWithBuild=true} (set in surefire's
 * {@code systemPropertyVariables}) the node is shared further, by the test JVMs of every module
 * of one Maven build: the first starts it, the others connect, and it ends when the build does.
 *
 * <p>To run against an existing cluster instead, pass {@code -Dqueryfirst.contactPoints=host:9042[,host:9042]}
 * and {@code -Dqueryfirst.localDc=dc1}. {@code @Nested} classes share their enclosing class's keyspace.
 *
 * @see CassandraExtension
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(CassandraExtension.class)
public @interface CassandraTest {}
