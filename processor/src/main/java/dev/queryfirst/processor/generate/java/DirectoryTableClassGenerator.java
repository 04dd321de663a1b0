package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.BOUND_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.PREPARED_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.ROW;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.cql.CqlText;
import dev.queryfirst.processor.generate.cql.DirectoryStatements;
import dev.queryfirst.processor.generate.cql.Marker;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Generates the class of one bucket directory ({@code LogMessagesBySourceNameBucketsTable},
 * docs/mapping-rules.md, "Bucket directories"): its name and DDL, its prepared statements
 * ({@link DirectoryStatements}), the upsert of an entity's entry, the listings a read binds, and
 * what the audit needs. It implements the runtime's {@code DirectoryTable}.
 */
final class DirectoryTableClassGenerator {

    private static final ClassName CQL_IDENTIFIER = JavaTypes.driver("", "CqlIdentifier");
    private static final ClassName DIRECTORY_TABLE = JavaTypes.runtime("internal", "DirectoryTable");
    private static final ClassName STORED_FORM = JavaTypes.runtime("internal", "StoredForm");
    private static final TypeName OBJECT_LIST =
            ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(Object.class));

    private final EntityAccess access;
    private final DirectoryModel directory;
    private final TableModel table;
    private final TableLayout data;
    private final ClassName dataClass;
    private final Map<String, Statement> statements;
    private final CodecFields codecs = new CodecFields(new UdtCodecs());
    /** The codec field of each column that needs one, by column name. */
    private final Map<String, CodeBlock> codecOf = new LinkedHashMap<>();

    /** @param data the layout of the table whose buckets the directory lists */
    DirectoryTableClassGenerator(EntityAccess access, DirectoryModel directory, TableLayout data) {
        this.statements = new DirectoryStatements(directory).all();
        this.access = access.forClass(statements.keySet());
        this.directory = directory;
        this.table = directory.table();
        this.data = data;
        this.dataClass = ClassName.get(access.entityType().packageName(), data.className());
        List<Marker> upsert = statements.get("upsert").markers();
        for (int i = 0; i < upsert.size(); i++) {
            ColumnModel column = upsert.get(i).column();
            CodeBlock codec = codecs.codecFor(
                    column.name(), column.type(), CodeBlock.of("upsert.getVariableDefinitions().get($L).getType()", i));
            if (codec != null) {
                codecOf.put(column.name(), codec);
            }
        }
    }

    /** {@code LogMessagesBySourceNameBucketsTable}. */
    static String className(DirectoryModel directory) {
        return TableNames.tableClass(directory.table());
    }

    TypeSpec type() {
        TypeSpec.Builder type = TypeSpec.classBuilder(className(directory))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(DIRECTORY_TABLE, access.entityType()))
                .addJavadoc(Docs.wrap("Table {@code " + table.name() + "}: the bucket directory of {@code "
                        + directory.data().name() + "}, which lists per key the {@code "
                        + directory.bucket().name()
                        + "} buckets that hold rows, newest first. Every write of a copy lists its bucket; reads list"
                        + " the non-empty buckets here, then read only those."))
                .addField(constant("NAME", table.name(), "The table name, without keyspace."))
                .addField(constant("DATA_TABLE", directory.data().name(), "The table whose buckets it lists."))
                .addField(FieldSpec.builder(
                                String.class, "CREATE_CQL", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The {@code CREATE TABLE} statement in keyspace {@code $L}.\n", table.keyspace())
                        .initializer("createCql($S)", table.keyspace())
                        .build());
        codecs.addFields(type);
        statements.keySet().forEach(f -> type.addField(PREPARED_STATEMENT, f, Modifier.PRIVATE, Modifier.FINAL));
        type.addMethod(TableClassGenerator.constructor(statements.keySet(), codecs.constructorStatements()));
        type.addMethod(qualified("qualified", table.name()));
        type.addMethod(qualified("qualifiedData", directory.data().name()));
        type.addMethod(cqlMethod(
                "createCql",
                CqlText.around(CqlGenerator.createTable(table), Cql.qualified(table.keyspace(), table.name())),
                CodeBlock.of("qualified(keyspace)"),
                "The {@code CREATE TABLE} statement, in {@code keyspace}."));
        type.addMethod(statementsMethod());
        statements.forEach((field, statement) -> type.addMethod(cqlMethod(
                field + "Cql",
                statement.text(),
                CodeBlock.of(
                        field.equals(DirectoryStatements.ON_DATA_TABLE)
                                ? "qualifiedData(keyspace)"
                                : "qualified(keyspace)"),
                statement.doc())));
        addDirectoryTableMethods(type);
        addListings(type);
        table.columns().stream()
                .filter(c -> !c.isBucket() && EntityAccess.pushedDown(c.path()))
                .forEach(c -> type.addMethod(access.accessor(c.path())));
        return type.build();
    }

    /** {@code statements(keyspace)}: every statement the table prepares. */
    private MethodSpec statementsMethod() {
        return MethodSpec.methodBuilder("statements")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("Every statement this table prepares, in {@code keyspace}.\n")
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class)))
                .addParameter(String.class, "keyspace")
                .addStatement(
                        "return $T.of($L)",
                        List.class,
                        Docs.arguments(
                                statements.keySet().stream()
                                        .map(f -> CodeBlock.of("$N(keyspace)", f + "Cql"))
                                        .toList(),
                                2))
                .build();
    }

    private static FieldSpec constant(String name, String value, String doc) {
        return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(doc + "\n")
                .initializer("$S", value)
                .build();
    }

    /** {@code <name>(keyspace)}: {@code tableName} in CQL, in {@code keyspace}; the counter tables' too. */
    static MethodSpec qualified(String name, String tableName) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(String.class)
                .addParameter(String.class, "keyspace")
                .addStatement(
                        "return $T.fromInternal(keyspace).asCql(true) + $S",
                        CQL_IDENTIFIER,
                        "." + Cql.identifier(tableName))
                .build();
    }

    private static MethodSpec cqlMethod(String name, CqlText text, CodeBlock qualifier, String doc) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("$L", Docs.wrap(doc))
                .returns(String.class)
                .addParameter(String.class, "keyspace")
                .addStatement("return $L", text.expression(qualifier))
                .build();
    }

    private void addDirectoryTableMethods(TypeSpec.Builder type) {
        TypeName entity = access.entityType();
        String variable = access.variable();
        type.addMethod(Methods.override("name", TypeName.get(String.class))
                .addStatement("return NAME")
                .build());
        type.addMethod(Methods.override("dataTable", TypeName.get(String.class))
                .addStatement("return DATA_TABLE")
                .build());
        KeyValues.addHolds(type, access, data);
        type.addMethod(entryOfEntity());
        Statement scan = statements.get("scan");
        type.addMethod(entryOfScannedRow(scan));
        Function<String, MethodSpec> fromEntity = field -> Methods.override(MemberNames.binder(field), BOUND_STATEMENT)
                .addParameter(entity, variable)
                .addCode(bound(
                        field,
                        (marker, index) -> bindValue(marker.column(), index, columnValue(marker.column(), variable))))
                .build();
        type.addMethod(fromEntity.apply("upsert"));
        type.addMethod(fromEntity.apply("selectEntry"));
        type.addMethod(Methods.override("bindScan", BOUND_STATEMENT)
                .addStatement("return scan.boundStatementBuilder().setIdempotence(true).build()")
                .build());
        type.addMethod(Methods.override("bindSelectListedRow", BOUND_STATEMENT)
                .addParameter(ROW, "scanned")
                .addCode(bound(
                        DirectoryStatements.ON_DATA_TABLE,
                        (marker, index) -> CodeBlock.of(
                                ".setBytesUnsafe($L, scanned.getBytesUnsafe($L))",
                                index,
                                scannedIndex(scan, marker.column()))))
                .build());
    }

    /** {@code entry(entity)}: the directory entry an entity's write lists. */
    private MethodSpec entryOfEntity() {
        String variable = access.variable();
        return Methods.override("entry", OBJECT_LIST)
                .addParameter(access.entityType(), variable)
                .addStatement(
                        "return $T.of($L)",
                        List.class,
                        Docs.arguments(
                                entryColumns().stream()
                                        .map(c -> storedValue(c, variable))
                                        .toList(),
                                2))
                .build();
    }

    /** {@code entry(scanned)}: the entry a row of the directory's scan holds. */
    private MethodSpec entryOfScannedRow(Statement scan) {
        return Methods.override("entry", OBJECT_LIST)
                .addParameter(ROW, "scanned")
                .addStatement(
                        "return $T.of($L)",
                        List.class,
                        Docs.arguments(
                                entryColumns().stream()
                                        .map(c -> ColumnCode.labelled(
                                                RowCodecs.read(
                                                        c.type(),
                                                        "scanned",
                                                        scan.resultIndex(c),
                                                        codecOf.get(c.name())),
                                                c.name()))
                                        .toList(),
                                2))
                .build();
    }

    /** Where the scan returns the directory's column of the same name as the data table's {@code column}. */
    private static int scannedIndex(Statement scan, ColumnModel column) {
        List<Marker> results = scan.results();
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i).column().name().equals(column.name())) {
                return i;
            }
        }
        throw new IllegalArgumentException("the directory scan returns no " + column.name());
    }

    /** The binders of the two listings a read runs, from the key's values and bucket bounds. */
    private void addListings(TypeSpec.Builder type) {
        TypeName bucketType = JavaTypes.of(directory.bucket().type());
        ParameterSpec first = ParameterSpec.builder(bucketType, "firstBucket").build();
        ParameterSpec last = ParameterSpec.builder(bucketType, "lastBucket").build();
        for (String field : List.of("listUpTo", "listBetween")) {
            Statement statement = statements.get(field);
            MethodSpec.Builder method = MethodSpec.methodBuilder(MemberNames.binder(field))
                    .addModifiers(Modifier.PUBLIC)
                    .addJavadoc("$L", Docs.wrap(statement.doc()))
                    .returns(BOUND_STATEMENT);
            Map<Marker, ParameterSpec> parameters = new LinkedHashMap<>();
            for (Marker marker : statement.markers()) {
                ParameterSpec parameter = switch (marker.role()) {
                    case RANGE_FROM -> first;
                    case RANGE_TO -> last;
                    default -> keyParameter(marker.column());
                };
                parameters.put(marker, parameter);
                method.addParameter(parameter);
            }
            type.addMethod(method.addCode(bound(
                            field,
                            (marker, index) ->
                                    bindValue(marker.column(), index, CodeBlock.of("$N", parameters.get(marker)))))
                    .build());
        }
    }

    /** A parameter carrying the value of key column {@code column}, named as the DAO's methods name it. */
    ParameterSpec keyParameter(ColumnModel column) {
        return ParameterSpec.builder(
                        JavaTypes.of(access.attribute(column.path()).type()), access.parameter(column))
                .build();
    }

    private CodeBlock bound(String field, BiFunction<Marker, Integer, CodeBlock> set) {
        List<Marker> markers = statements.get(field).markers();
        CodeBlock.Builder code = CodeBlock.builder().add("return $N.boundStatementBuilder()$>$>", field);
        for (int i = 0; i < markers.size(); i++) {
            code.add("\n$L // $L", set.apply(markers.get(i), i), markers.get(i).label());
        }
        return code.add("\n.setIdempotence(true)\n.build();\n$<$<").build();
    }

    private CodeBlock bindValue(ColumnModel column, int index, CodeBlock value) {
        boolean boxed = !column.isBucket() && EntityAccess.pushedDown(column.path());
        return RowCodecs.bind(column.type(), boxed, index, value, codecOf.get(column.name()));
    }

    /** The value of {@code column} for the entity in {@code variable}; the bucket computed as the data table does. */
    private CodeBlock columnValue(ColumnModel column, String variable) {
        if (column.isBucket()) {
            return CodeBlock.of(
                    "$T.$N.bucketOf($L)",
                    dataClass,
                    data.bucketsConstant(column),
                    access.value(column.path(), variable));
        }
        return access.value(column.path(), variable);
    }

    /** As the data table compares it: a timestamp in whole milliseconds. */
    private CodeBlock storedValue(ColumnModel column, String variable) {
        CodeBlock value = columnValue(column, variable);
        if (!column.isBucket()
                && column.type() instanceof TypeModel.Scalar scalar
                && (scalar.kind() == ScalarKind.TIMESTAMP || scalar.kind() == ScalarKind.LOCAL_DATE_TIME)) {
            return CodeBlock.of("$T.timestamp($L)", STORED_FORM, value);
        }
        return value;
    }

    private List<ColumnModel> entryColumns() {
        return statements.get("upsert").markers().stream().map(Marker::column).toList();
    }
}
