package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.cql.CqlText;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Cql;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The schema class of a keyspace ({@code LogsSchema} for {@code logs}): its name, its tables and
 * its DDL as constants, for applications and tools that create or check the schema, and
 * {@code create} / {@code verify}, which apply the DDL (in the keyspace or another one) and compare
 * the live schema with it through the runtime's {@code SchemaApplier} and {@code SchemaVerifier}.
 */
public final class SchemaGenerator {

    private static final TypeName STRING_LIST =
            ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));
    private static final ClassName CQL_SESSION = ClassName.get("com.datastax.oss.driver.api.core", "CqlSession");
    private static final ClassName CQL_IDENTIFIER = ClassName.get("com.datastax.oss.driver.api.core", "CqlIdentifier");
    private static final ClassName CLUSTERING_ORDER =
            ClassName.get("com.datastax.oss.driver.api.core.metadata.schema", "ClusteringOrder");
    private static final String SCHEMA = "dev.queryfirst.runtime.schema";
    private static final ClassName TABLE_SPEC = JavaTypes.runtime("internal.schema", "TableSpec");
    private static final ClassName COLUMN_SPEC = JavaTypes.runtime("internal.schema", "ColumnSpec");
    private static final ClassName INDEX_SPEC = JavaTypes.runtime("internal.schema", "IndexSpec");
    private static final ClassName SCHEMA_TABLES = JavaTypes.runtime("internal.schema", "SchemaTables");
    private static final ClassName REPLICATION = ClassName.get(SCHEMA, "Replication");
    private static final ClassName SCHEMA_APPLIER = JavaTypes.runtime("internal.schema", "SchemaApplier");
    private static final ClassName SCHEMA_VERIFIER = JavaTypes.runtime("internal.schema", "SchemaVerifier");
    private static final ClassName SCHEMA_DIFFERENCE = ClassName.get(SCHEMA, "SchemaDifference");
    private static final String MIGRATE = "dev.queryfirst.runtime.migrate";
    private static final ClassName GENERATED_SCHEMA = ClassName.get(MIGRATE, "GeneratedSchema");
    private static final ClassName MIGRATION_REPORT = ClassName.get(MIGRATE, "MigrationReport");
    private static final ClassName MIGRATION_OPTIONS = ClassName.get(MIGRATE, "MigrationOptions");

    private final CqlGenerator cql = new CqlGenerator();

    /** The service file listing the schema classes of fragments, under {@code META-INF/services/}. */
    public static final String FRAGMENT_SERVICE = SchemaFragment.SERVICE;

    /** The schema class of {@code design}, in {@code packageName}. */
    public JavaFile javaFile(KeyspaceDesign design, String packageName) {
        return javaFile(design, packageName, List.of(), 0);
    }

    /**
     * The schema class with {@code more} methods: the {@code migrate} methods of its
     * {@code versions} schema versions (docs/schema-evolution.md, "Migrating at run time").
     */
    public JavaFile javaFile(KeyspaceDesign design, String packageName, List<MethodSpec> more, int versions) {
        return javaFile(design, packageName, more, "", versions);
    }

    /**
     * The schema class of module {@code module}'s fragment of the keyspace (empty: the whole
     * keyspace); see {@link SchemaFragment}.
     */
    public JavaFile javaFile(
            KeyspaceDesign design, String packageName, List<MethodSpec> more, String module, int versions) {
        SchemaFragment fragment = new SchemaFragment(
                module, more.stream().anyMatch(method -> method.name().equals("migrate")));
        String name = TableNames.schemaClass(design.keyspace());
        List<TableModel> tables = design.tables();
        List<MethodSpec> specMethods = tableSpecs(design, tables);
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(GENERATED_SCHEMA)
                .addSuperinterface(SCHEMA_TABLES)
                .addJavadoc(javadoc(design, tables))
                .addJavadoc(fragment.doc(design.keyspace()))
                .addField(FieldSpec.builder(String.class, "KEYSPACE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The keyspace name, as the tables are qualified with.\n")
                        .initializer("$S", design.keyspace())
                        .build())
                .addField(FieldSpec.builder(STRING_LIST, "TABLES", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The table names, in the order {@link #CQL} creates them.\n")
                        .initializer(listOf(tables.stream()
                                .map(t -> CodeBlock.of("$S", t.name()))
                                .toList()))
                        .build())
                .addField(FieldSpec.builder(
                                ParameterizedTypeName.get(ClassName.get(List.class), TABLE_SPEC),
                                "TABLE_SPECS",
                                Modifier.PUBLIC,
                                Modifier.STATIC,
                                Modifier.FINAL)
                        .addJavadoc("Every table as {@link $T} compares it with the live schema.\n", SCHEMA_VERIFIER)
                        .initializer(listOf(specMethods.stream()
                                .map(m -> CodeBlock.of("$N()", m))
                                .toList()))
                        .build())
                .addField(FieldSpec.builder(STRING_LIST, "CQL", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Every statement of the schema, keyspace-qualified and in dependency order "
                                + "(types, tables, indexes),\nto run one at a time after creating the keyspace.\n")
                        .initializer("cql(KEYSPACE)")
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc(
                                "The schema as a {@link $T}, for code that handles any keyspace's"
                                        + (fragment.any() ? " (and for {@link java.util.ServiceLoader})" : "")
                                        + ".\n",
                                GENERATED_SCHEMA)
                        .build())
                .addMethods(instanceMethods(versions))
                .addMethod(cqlMethod(design))
                .addMethods(schemaMethods(design, fragment))
                .addMethods(specMethods)
                .addMethods(more);
        fragment.addTo(type);
        return JavaFiles.file(packageName, type.build(), "keyspace " + design.keyspace());
    }

    /**
     * The {@code GeneratedSchema} and {@code SchemaTables} methods: instance methods, named apart from the static ones that
     * applications call ({@code migrate}, {@code verify}), which a class cannot also have as instance
     * methods of the same signature.
     */
    private static List<MethodSpec> instanceMethods(int versions) {
        List<MethodSpec> methods = new ArrayList<>(List.of(
                MethodSpec.methodBuilder("keyspace")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(String.class)
                        .addStatement("return KEYSPACE")
                        .build(),
                MethodSpec.methodBuilder("tableSpecs")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class), TABLE_SPEC))
                        .addStatement("return TABLE_SPECS")
                        .build(),
                MethodSpec.methodBuilder("schemaVersions")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(int.class)
                        .addStatement("return $L", versions)
                        .build()));
        if (versions > 0) {
            methods.add(MethodSpec.methodBuilder("migrateWith")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(MIGRATION_REPORT)
                    .addParameter(CQL_SESSION, "session")
                    .addParameter(MIGRATION_OPTIONS, "options")
                    .addStatement("return migrate(session, options)")
                    .build());
        }
        return methods;
    }

    private static CodeBlock javadoc(KeyspaceDesign design, List<TableModel> tables) {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add("The schema of keyspace {@code $L}.\n\n", design.keyspace())
                .add("<p>Tables:\n<ul>\n");
        for (TableModel table : tables) {
            String serves = table.patterns().isEmpty()
                    ? (table.base() ? "base table" : "")
                    : (table.base() ? "base table; " : "") + "serves " + String.join(", ", table.patterns());
            doc.add("  <li>{@code $L}$L\n", table.name(), serves.isEmpty() ? "" : ": " + serves);
        }
        return doc.add("</ul>\n").build();
    }

    /** {@code cql(keyspace)}: the statements with every name qualified by {@code keyspace} instead. */
    private MethodSpec cqlMethod(KeyspaceDesign design) {
        String qualifier = Cql.identifier(design.keyspace()) + ".";
        List<CodeBlock> statements = new ArrayList<>();
        for (String statement : cql.statements(design)) {
            statements.add(CqlText.around(statement, qualifier).expression(CodeBlock.of("qualifier")));
        }
        return MethodSpec.methodBuilder("cql")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "The statements of {@link #CQL} with every type, table and index in {@code keyspace} instead\n"
                                + "(tests, tenants).\n")
                .returns(STRING_LIST)
                .addParameter(String.class, "keyspace")
                .addStatement("String qualifier = $T.fromInternal(keyspace).asCql(true) + $S", CQL_IDENTIFIER, ".")
                .addStatement("return $T.of($L)", List.class, Docs.arguments(statements, 0))
                .build();
    }

    private static List<MethodSpec> schemaMethods(KeyspaceDesign design, SchemaFragment fragment) {
        TypeName differences = ParameterizedTypeName.get(ClassName.get(List.class), SCHEMA_DIFFERENCE);
        return List.of(
                MethodSpec.methodBuilder("create")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .addJavadoc(
                                "Creates keyspace {@code $L} (if absent) with {@code replication}, its types, tables and\n"
                                        + "indexes, and waits for schema agreement.\n",
                                design.keyspace())
                        .addParameter(CQL_SESSION, "session")
                        .addParameter(REPLICATION, "replication")
                        .addStatement("create(session, KEYSPACE, replication)")
                        .build(),
                MethodSpec.methodBuilder("create")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .addJavadoc(
                                "Creates the schema in {@code keyspace} instead (created if absent with {@code replication}),\n"
                                        + "and waits for schema agreement.\n")
                        .addParameter(CQL_SESSION, "session")
                        .addParameter(String.class, "keyspace")
                        .addParameter(REPLICATION, "replication")
                        .addStatement(fragment.create(SCHEMA_APPLIER))
                        .build(),
                MethodSpec.methodBuilder("verify")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .addJavadoc(
                                "How the live keyspace {@code $L} differs from this schema; empty when it matches.\n",
                                design.keyspace())
                        .returns(differences)
                        .addParameter(CQL_SESSION, "session")
                        .addStatement("return verify(session, KEYSPACE)")
                        .build(),
                MethodSpec.methodBuilder("verify")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .addJavadoc("How the live {@code keyspace} differs from this schema: every missing, extra or\n"
                                + "different table, column and index; empty when it matches.\n")
                        .returns(differences)
                        .addParameter(CQL_SESSION, "session")
                        .addParameter(String.class, "keyspace")
                        .addStatement(fragment.verify(SCHEMA_VERIFIER))
                        .build());
    }

    /**
     * One private method per table returning its {@code new TableSpec(...)}: columns in key order,
     * then the table's indexes. Built inline in the initializer of {@code TABLE_SPECS}, the specs of
     * about 460 tables made the static initializer exceed the JVM's 64 KB limit on a method's code
     * ("code too large"); a call per table costs the initializer a few bytes.
     */
    private static List<MethodSpec> tableSpecs(KeyspaceDesign design, List<TableModel> tables) {
        List<IndexModel> indexes =
                design.entities().stream().flatMap(e -> e.indexes().stream()).toList();
        Set<String> names = new HashSet<>();
        List<MethodSpec> methods = new ArrayList<>();
        for (TableModel table : tables) {
            List<CodeBlock> columns = new ArrayList<>();
            for (ColumnModel column : table.columns()) {
                String type = Cql.quoteTypeNames(column.cqlType());
                columns.add(
                        switch (column.kind()) {
                            case PARTITION_KEY ->
                                CodeBlock.of("$T.partitionKey($S, $S)", COLUMN_SPEC, column.name(), type);
                            case CLUSTERING ->
                                CodeBlock.of(
                                        "$T.clustering($S, $S, $T.$L)",
                                        COLUMN_SPEC,
                                        column.name(),
                                        type,
                                        CLUSTERING_ORDER,
                                        column.descending() ? "DESC" : "ASC");
                            case STATIC -> CodeBlock.of("$T.staticColumn($S, $S)", COLUMN_SPEC, column.name(), type);
                            case REGULAR -> CodeBlock.of("$T.regular($S, $S)", COLUMN_SPEC, column.name(), type);
                        });
            }
            List<CodeBlock> tableIndexes = indexes.stream()
                    .filter(i -> i.table().equals(table.name()))
                    .map(i -> i.isVector()
                            ? CodeBlock.of("new $T($S, $S, $S)", INDEX_SPEC, i.name(), i.column(), i.similarity())
                            : CodeBlock.of("new $T($S, $S)", INDEX_SPEC, i.name(), i.column()))
                    .toList();
            methods.add(MethodSpec.methodBuilder(specMethodName(table.name(), names))
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(TABLE_SPEC)
                    .addStatement(
                            "return new $T($S,\n$T.of($>$>$L$<$<),\n$T.of($L))",
                            TABLE_SPEC,
                            table.name(),
                            List.class,
                            Docs.arguments(columns, 0),
                            List.class,
                            CodeBlock.join(tableIndexes, ", "))
                    .build());
        }
        return methods;
    }

    /**
     * {@code customers_by_email} → {@code customersByEmailSpec}: the suffix keeps it clear of Java
     * keywords and of {@code cql}, {@code create} and {@code verify}. Tables whose names differ only
     * in case or underscores ({@code users} and {@code Users}, of entities in two packages) would get
     * the same name: the later ones get a number.
     */
    private static String specMethodName(String table, Set<String> taken) {
        String base = JavaNames.lowerCamel(table) + "Spec";
        String name = base;
        for (int n = 2; !taken.add(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    /** {@code List.of(a, b)}, one element per line so long statements stay readable. */
    private static CodeBlock listOf(List<CodeBlock> values) {
        if (values.isEmpty()) {
            return CodeBlock.of("$T.of()", List.class);
        }
        return CodeBlock.of("$T.of(\n$>$>$L)$<$<", List.class, CodeBlock.join(values, ",\n"));
    }
}
