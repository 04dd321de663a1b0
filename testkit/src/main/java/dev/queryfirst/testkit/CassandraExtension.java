package dev.queryfirst.testkit;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The JUnit 5 extension behind {@link CassandraTest}; register it directly with
 * {@code @ExtendWith(CassandraExtension.class)} if you prefer.
 *
 * <pre>{@code
 * @ExtendWith(CassandraExtension.class)
 * class ReadingsTest {
 *     @BeforeAll
 *     static void schema(CqlSession session) {
 *         session.execute("CREATE TABLE readings (sensor text, at timestamp, value double, PRIMARY KEY (sensor, at))");
 *     }
 * }
 * }</pre>
 *
 * <p>The shared node is {@link SharedCassandra}'s, which the JVM stops when it exits (so that a
 * Spring test context in the same run connects to the same node); each class's keyspace and
 * session live in that class's store and are dropped and closed when the class is done.
 */
public final class CassandraExtension implements BeforeAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(CassandraExtension.class);

    /** Creates the class's keyspace before its {@code @BeforeAll} methods run. */
    @Override
    public void beforeAll(ExtensionContext context) {
        classKeyspace(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == CqlSession.class || type == TestKeyspace.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ClassKeyspace keyspace = classKeyspace(context);
        return parameter.getParameter().getType() == CqlSession.class ? keyspace.session : keyspace.keyspace;
    }

    private static ClassKeyspace classKeyspace(ExtensionContext context) {
        ExtensionContext classContext = context;
        while (classContext.getTestMethod().isPresent()
                && classContext.getParent().isPresent()) {
            classContext = classContext.getParent().get();
        }
        Class<?> testClass = classContext.getRequiredTestClass();
        SharedCluster shared = SharedCassandra.cluster();
        return classContext
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(
                        ClassKeyspace.class, key -> ClassKeyspace.create(shared, testClass), ClassKeyspace.class);
    }

    /** One test class's keyspace and session on it; closing drops the keyspace. */
    private static final class ClassKeyspace implements AutoCloseable {

        private final SharedCluster shared;
        private final TestKeyspace keyspace;
        private final CqlSession session;

        private ClassKeyspace(SharedCluster shared, TestKeyspace keyspace, CqlSession session) {
            this.shared = shared;
            this.keyspace = keyspace;
            this.session = session;
        }

        static ClassKeyspace create(SharedCluster shared, Class<?> testClass) {
            String name = shared.reserveKeyspaceName(KeyspaceNames.of(testClass));
            // A run that died before its cleanup may have left the keyspace on an external cluster.
            schemaChange(shared, "DROP KEYSPACE IF EXISTS " + name);
            schemaChange(
                    shared,
                    "CREATE KEYSPACE " + name
                            + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
            TestKeyspace keyspace = new TestKeyspace(name, shared.contactPoints(), shared.localDatacenter());
            return new ClassKeyspace(shared, keyspace, keyspace.newSession());
        }

        @Override
        public void close() {
            try {
                session.close();
            } finally {
                schemaChange(shared, "DROP KEYSPACE IF EXISTS " + keyspace.name());
            }
        }

        private static void schemaChange(SharedCluster shared, String cql) {
            shared.admin().execute(SimpleStatement.newInstance(cql).setIdempotent(true));
        }
    }
}
