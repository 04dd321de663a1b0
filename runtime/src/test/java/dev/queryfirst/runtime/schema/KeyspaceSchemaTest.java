package dev.queryfirst.runtime.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.internal.schema.ColumnSpec;
import dev.queryfirst.runtime.internal.schema.SchemaTables;
import dev.queryfirst.runtime.internal.schema.TableSpec;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Fragments of one keyspace from several modules, assembled as the class path lists them. */
class KeyspaceSchemaTest {

    @TempDir
    Path classes;

    /** A module's fragment: {@code core}'s depots. */
    public static final class Core implements KeyspaceFragment, SchemaTables {
        @Override
        public String keyspace() {
            return "parcels";
        }

        @Override
        public String module() {
            return "core";
        }

        @Override
        public List<String> tables() {
            return List.of("depots");
        }

        @Override
        public List<TableSpec> tableSpecs() {
            return List.of(new TableSpec(
                    "depots",
                    List.of(ColumnSpec.partitionKey("id", "uuid"), ColumnSpec.regular("name", "text")),
                    List.of()));
        }

        @Override
        public List<String> statements(String keyspace) {
            return List.of(
                    "CREATE TYPE IF NOT EXISTS " + keyspace + ".address (city text)",
                    "CREATE TABLE IF NOT EXISTS " + keyspace + ".depots (id uuid PRIMARY KEY, name text)");
        }
    }

    /** Another module's fragment, {@code tracking}: parcels, using the same type. */
    public static final class Tracking implements KeyspaceFragment, SchemaTables {
        @Override
        public String keyspace() {
            return "parcels";
        }

        @Override
        public String module() {
            return "tracking";
        }

        @Override
        public List<String> tables() {
            return List.of("parcels");
        }

        @Override
        public List<TableSpec> tableSpecs() {
            return List.of(new TableSpec(
                    "parcels",
                    List.of(
                            ColumnSpec.partitionKey("depot_id", "uuid"),
                            ColumnSpec.clustering("id", "uuid", ClusteringOrder.ASC)),
                    List.of()));
        }

        @Override
        public List<String> statements(String keyspace) {
            return List.of(
                    "CREATE TYPE IF NOT EXISTS " + keyspace + ".address (city text)",
                    "CREATE TABLE IF NOT EXISTS " + keyspace
                            + ".parcels (depot_id uuid, id uuid, PRIMARY KEY (depot_id, id))");
        }
    }

    /** A module that generates {@code core}'s table again. */
    public static final class Rogue implements KeyspaceFragment, SchemaTables {
        @Override
        public String keyspace() {
            return "parcels";
        }

        @Override
        public String module() {
            return "rogue";
        }

        @Override
        public List<String> tables() {
            return List.of("depots");
        }

        @Override
        public List<TableSpec> tableSpecs() {
            return List.of();
        }

        @Override
        public List<String> statements(String keyspace) {
            return List.of();
        }
    }

    private ClassLoader listing(Class<?>... fragments) throws IOException {
        Path services = classes.resolve("META-INF/services");
        Files.createDirectories(services);
        StringBuilder names = new StringBuilder();
        for (Class<?> fragment : fragments) {
            names.append(fragment.getName()).append('\n');
        }
        Files.writeString(services.resolve(KeyspaceFragment.class.getName()), names);
        return new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader());
    }

    @Test
    void everyModulesFragmentIsAssembledTypesFirst() throws IOException {
        KeyspaceSchema schema = KeyspaceSchema.assemble("parcels", listing(Tracking.class, Core.class));
        assertEquals(List.of("core", "tracking"), schema.modules());
        assertEquals(List.of("depots", "parcels"), schema.tables());
        List<String> cql = schema.cql("tenant_1");
        assertEquals(3, cql.size(), cql.toString());
        assertTrue(cql.get(0).startsWith("CREATE TYPE IF NOT EXISTS tenant_1.address"), cql.toString());
        assertEquals(
                List.of("depots", "parcels"),
                schema.fragments().stream()
                        .flatMap(fragment -> SchemaTables.of(fragment).stream())
                        .map(TableSpec::name)
                        .toList());
    }

    @Test
    void aTableTwoModulesGenerateFailsNamingBoth() throws IOException {
        ClassLoader loader = listing(Core.class, Rogue.class);
        IllegalStateException failure =
                assertThrows(IllegalStateException.class, () -> KeyspaceSchema.assemble("parcels", loader));
        assertTrue(
                failure.getMessage().contains("parcels.depots is generated by module core and by module rogue"),
                failure.getMessage());
    }

    @Test
    void aKeyspaceWithoutFragmentsFailsNamingIt() throws IOException {
        ClassLoader loader = listing(Core.class);
        IllegalArgumentException failure =
                assertThrows(IllegalArgumentException.class, () -> KeyspaceSchema.assemble("billing", loader));
        assertTrue(failure.getMessage().contains("keyspace 'billing'"), failure.getMessage());
        assertThrows(IllegalArgumentException.class, () -> KeyspaceSchema.assemble(" ", loader));
    }
}
