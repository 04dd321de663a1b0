package dev.queryfirst.spring.test;

import dev.queryfirst.spring.autoconfigure.QueryFirstIndex;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;

/**
 * Gives the test classes annotated {@link AutoConfigureEmbeddedCassandra} (or
 * {@link QueryFirstDaoTest}) keyspaces of their own: for every generated keyspace,
 * {@code queryfirst.keyspaces.<keyspace>.name=<keyspace>_<test class in snake case>} and
 * {@code replication-factor=1}, as the lowest-precedence properties of the context.
 */
class TestKeyspacesContextCustomizerFactory implements ContextCustomizerFactory {

    /** Cassandra's limit on keyspace names. */
    private static final int MAX_NAME = 48;

    @Override
    public ContextCustomizer createContextCustomizer(
            Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
        if (!MergedAnnotations.from(testClass, MergedAnnotations.SearchStrategy.TYPE_HIERARCHY)
                .isPresent(AutoConfigureEmbeddedCassandra.class)) {
            return null;
        }
        Map<String, Object> properties = new LinkedHashMap<>();
        for (QueryFirstIndex.Keyspace keyspace :
                QueryFirstIndex.load(testClass.getClassLoader()).keyspaces()) {
            String prefix = "queryfirst.keyspaces." + keyspace.keyspace();
            properties.put(prefix + ".name", name(keyspace.keyspace(), testClass));
            properties.put(prefix + ".replication-factor", "1");
        }
        return new Customizer(properties);
    }

    /** {@code helpdesk} and {@code TicketApiTest} → {@code helpdesk_ticket_api_test}, at most 48 characters. */
    static String name(String keyspace, Class<?> testClass) {
        String snake = testClass
                .getSimpleName()
                .replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9_]+", "_");
        String name = keyspace.toLowerCase(Locale.ROOT) + "_" + snake;
        return name.length() <= MAX_NAME ? name : name.substring(0, MAX_NAME);
    }

    /** Adds the keyspace properties; equal for equal properties, so that Spring caches the context. */
    private record Customizer(Map<String, Object> properties) implements ContextCustomizer {

        @Override
        public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration merged) {
            context.getEnvironment()
                    .getPropertySources()
                    .addLast(new MapPropertySource("queryfirstTestKeyspaces", properties));
        }
    }
}
