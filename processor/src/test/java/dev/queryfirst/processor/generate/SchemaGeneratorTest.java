package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.palantir.javapoet.JavaFile;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.java.SchemaGenerator;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.runtime.internal.schema.SchemaTables;
import dev.queryfirst.runtime.migrate.GeneratedSchema;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SchemaGeneratorTest {

    private final SchemaGenerator generator = new SchemaGenerator();

    @Test
    void classNameIsUpperCamelKeyspacePlusSchema() {
        assertEquals("LogsSchema", TableNames.schemaClass("logs"));
        assertEquals("UserDataSchema", TableNames.schemaClass("user_data"));
        assertEquals("Keyspace2024Schema", TableNames.schemaClass("2024"));
    }

    @Test
    void logsSchemaCompilesAndHoldsTheDdl() throws Exception {
        KeyspaceDesign design = Fixtures.logs();
        JavaFile file = generator.javaFile(design, "com.example.logs");
        Class<?> schema = compileAndLoad(file, "com.example.logs.LogsSchema");

        assertEquals("logs", schema.getField("KEYSPACE").get(null));
        assertEquals(
                List.of("log_messages_by_source_name"),
                schema.getField("TABLES").get(null));
        assertEquals(List.of("log_messages_by_source_name"), CompiledClasses.tableSpecNames(schema));
        assertEquals(
                new CqlGenerator().statements(design), schema.getField("CQL").get(null));
        assertTrue(Modifier.isFinal(schema.getModifiers()));
        // An instance is the runtime's GeneratedSchema, which frameworks call by type.
        Constructor<?>[] constructors = schema.getDeclaredConstructors();
        assertEquals(1, constructors.length);
        assertTrue(Modifier.isPublic(constructors[0].getModifiers()));
        GeneratedSchema instance = (GeneratedSchema) constructors[0].newInstance();
        assertEquals("logs", instance.keyspace());
        assertEquals(schema.getField("TABLE_SPECS").get(null), SchemaTables.of(instance));
        assertEquals(0, instance.schemaVersions(), "no versions without a schema directory");
        assertThrows(UnsupportedOperationException.class, () -> instance.migrateWith(null, null));
    }

    @Test
    void cqlInAnotherKeyspaceQualifiesEveryName() throws Exception {
        KeyspaceDesign design = Fixtures.users();
        Class<?> schema =
                compileAndLoad(generator.javaFile(design, "com.example.users"), "com.example.users.AccountsSchema");
        @SuppressWarnings("unchecked")
        List<String> moved =
                (List<String>) schema.getMethod("cql", String.class).invoke(null, "accounts_it");
        List<String> expected = new CqlGenerator()
                .statements(design).stream()
                        .map(statement -> statement.replace("accounts.", "accounts_it."))
                        .toList();
        assertEquals(expected, moved);
        assertTrue(
                moved.get(moved.size() - 1)
                        .startsWith("CREATE CUSTOM INDEX IF NOT EXISTS users_status_idx ON accounts_it.users"),
                moved.toString());
    }

    @Test
    void tableSpecsDescribeKeysOrderStaticsAndIndexes() {
        String source =
                generator.javaFile(Fixtures.users(), "com.example.users").toString();
        assertTrue(source.contains("ColumnSpec.clustering(\"joined\", \"timestamp\", ClusteringOrder.DESC)"), source);
        assertTrue(source.contains("ColumnSpec.staticColumn(\"group_name\", \"text\")"), source);
        assertTrue(source.contains("ColumnSpec.partitionKey(\"email\", \"text\")"), source);
        assertTrue(source.contains("new IndexSpec(\"users_status_idx\", \"status\")"), source);
        assertTrue(
                source.contains("TABLE_SPECS = List.of(\n      groupMembershipsByGroupIdSpec(),\n      usersSpec(),\n"),
                source);
        assertTrue(
                source.contains("private static TableSpec usersByEmailSpec() {\n"
                        + "    return new TableSpec(\"users_by_email\",\n"
                        + "        List.of(\n"
                        + "            ColumnSpec.partitionKey(\"email\", \"text\"),\n"),
                source);
        assertTrue(source.contains("return SchemaVerifier.verify(session, keyspace, TABLE_SPECS);"), source);
        assertTrue(source.contains("SchemaApplier.create(session, keyspace, replication, cql(keyspace));"), source);
    }

    /** {@code users} and {@code Users} (quoted), of entities in two packages, share a keyspace. */
    @Test
    void tablesWhoseNamesDifferInCaseOnlyGetTheirOwnSpecMethods() throws Exception {
        List<TableModel> tables = List.of(
                new Fixtures.Table("accounts", "users", Fixtures.USER)
                        .base()
                        .pk("user_id", "uuid")
                        .build(),
                new Fixtures.Table("accounts", "Users", "com.example.legacy.User")
                        .base()
                        .pk("id", "int")
                        .build());
        EntityModel user =
                Fixtures.entity(Fixtures.USER, "accounts", "users", Optional.empty(), false, Volume.UNKNOWN, List.of());
        KeyspaceDesign design =
                new KeyspaceDesign("accounts", List.of(), List.of(Fixtures.design(user, tables, List.of(), List.of())));
        Class<?> schema =
                compileAndLoad(generator.javaFile(design, "com.example.users"), "com.example.users.AccountsSchema");
        assertEquals(List.of("users", "Users"), CompiledClasses.tableSpecNames(schema));
    }

    @Test
    void sourceCarriesGeneratedWithoutDateAndListsTables() {
        String source =
                generator.javaFile(Fixtures.users(), "com.example.users").toString();
        assertTrue(source.startsWith("// Generated by QueryFirst from keyspace accounts. Do not edit"), source);
        assertTrue(source.contains("@Generated(\"dev.queryfirst.processor.QueryFirstProcessor\")"), source);
        assertTrue(source.contains("import javax.annotation.processing.Generated;"), source);
        assertTrue(!source.contains("date ="), source);
        assertTrue(source.contains("<li>{@code users}: base table\n"), source);
        assertTrue(source.contains("<li>{@code users_by_email}: serves byEmail\n"), source);
        assertTrue(
                source.contains("public final class AccountsSchema implements GeneratedSchema, SchemaTables {"),
                source);
        assertEquals(
                source,
                generator.javaFile(Fixtures.users(), "com.example.users").toString());
    }

    @Test
    void quotedIdentifiersSurviveJavaStringEscaping() throws Exception {
        KeyspaceDesign design = Fixtures.reservedWords();
        Class<?> schema = compileAndLoad(generator.javaFile(design, "com.example.shop"), "com.example.shop.ShopSchema");
        assertEquals(
                new CqlGenerator().statements(design), schema.getField("CQL").get(null));
    }

    /** Compiles the file with javac with every lint enabled and warnings as errors, and loads the class. */
    private static Class<?> compileAndLoad(JavaFile file, String className) throws Exception {
        Compilation compilation =
                Compiler.javac().withOptions("-Xlint:all", "-Werror").compile(file.toJavaFileObject());
        assertThat(compilation).succeededWithoutWarnings();
        return CompiledClasses.load(compilation, className);
    }
}
