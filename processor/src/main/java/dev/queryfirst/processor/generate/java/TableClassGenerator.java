package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.PREPARED_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.ROW;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.cql.CqlText;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import dev.queryfirst.processor.vocabulary.Cql;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Generates the class of one derived table ({@code LogMessagesBySourceNameTable}): its name, DDL,
 * column names and statement texts as constants and methods of the keyspace, its prepared
 * statements, and how an entity is bound to them and read back from a row by column index. It
 * implements the runtime's {@code EntityTable}, through which the DAO, the writer and the audit
 * treat every copy alike.
 */
final class TableClassGenerator {

    private static final ClassName CQL_IDENTIFIER = JavaTypes.driver("", "CqlIdentifier");
    private static final ClassName PREPARED = JavaTypes.runtime("internal", "Prepared");
    private static final ClassName ENTITY_TABLE = JavaTypes.runtime("internal", "EntityTable");
    private static final ClassName MOVABLE_TABLE = JavaTypes.runtime("internal", "MovableTable");
    private static final ClassName VERSIONED_TABLE = JavaTypes.runtime("internal", "VersionedTable");
    private static final ClassName STATIC_COLUMNS_TABLE = JavaTypes.runtime("internal", "StaticColumnsTable");
    static final ClassName BUCKET_SPEC = JavaTypes.runtime("bucket", "BucketSpec");
    private static final TypeName STRING_LIST =
            ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));

    private final EntityAccess access;
    private final TableLayout layout;
    private final TableModel table;
    private final UdtCodecs udts = new UdtCodecs();
    private final CodecFields codecs = new CodecFields(udts);
    private final ColumnCode code;
    /** The statements the class prepares, by field name, in the order they are prepared. */
    private final Map<String, Statement> statements;

    TableClassGenerator(EntityAccess access, TableLayout layout) {
        this.statements = layout.statements().all();
        this.access = access.forClass(statements.keySet());
        this.layout = layout;
        this.table = layout.table();
        this.code = new ColumnCode(this.access, layout, codecs);
    }

    TypeSpec type() {
        TypeSpec.Builder type = TypeSpec.classBuilder(layout.className())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.wrap(classDoc()))
                .addSuperinterfaces(superinterfaces());
        addConstants(type);
        new ShardMembers(access, layout).addTo(type);
        codecs.addFields(type);
        statements
                .keySet()
                .forEach(field -> type.addField(PREPARED_STATEMENT, field, Modifier.PRIVATE, Modifier.FINAL));
        type.addMethod(constructor());
        type.addMethod(qualifiedMethod());
        type.addMethod(cqlMethod(
                "createCql",
                CqlText.around(CqlGenerator.createTable(table), Cql.qualified(table.keyspace(), table.name())),
                "The {@code CREATE TABLE} statement, in {@code keyspace}."));
        type.addMethod(statementsMethod());
        statements.forEach(
                (field, statement) -> type.addMethod(cqlMethod(field + "Cql", statement.text(), statement.doc())));
        addEntityTableMethods(type);
        BackfillMethods.addTo(type, layout.design(), table, access.entityType(), statements);
        KeyValues.addHolds(type, access, layout);
        TableBinders binders = new TableBinders(access, layout, code);
        binders.addTo(type);
        if (layout.hasStatics()) {
            new StaticTableMethods(access, layout, code).addTo(type);
        }
        layout.versionColumn()
                .ifPresent(version -> new VersionedTableMethods(access, layout, code, version).addTo(type));
        binders.addPatternBinders(type);
        new ReferenceTableMethods(access, layout, code).addTo(type);
        for (List<String> path : pushedDownPaths()) {
            type.addMethod(access.accessor(path));
        }
        for (List<String> reference : access.referencePaths()) {
            if (holds(reference)) {
                type.addMethod(referenceReader(reference));
            }
        }
        udts.classes().forEach(type::addType);
        return type.build();
    }

    /**
     * The runtime's table interfaces the class implements: {@code EntityTable} unless a more
     * specific one (versioned, static columns, movable rows) extends it.
     */
    private List<TypeName> superinterfaces() {
        List<TypeName> interfaces = new ArrayList<>();
        if (layout.versionColumn().isPresent()) {
            interfaces.add(ParameterizedTypeName.get(VERSIONED_TABLE, access.entityType()));
        }
        if (layout.hasStatics()) {
            interfaces.add(ParameterizedTypeName.get(STATIC_COLUMNS_TABLE, access.entityType()));
        }
        if (layout.rowsMove()) {
            interfaces.add(ParameterizedTypeName.get(MOVABLE_TABLE, access.entityType()));
        } else if (layout.versionColumn().isEmpty() && !layout.hasStatics()) {
            interfaces.add(ParameterizedTypeName.get(ENTITY_TABLE, access.entityType()));
        }
        return interfaces;
    }

    private String classDoc() {
        String entity = access.entity().simpleName();
        StringBuilder doc = new StringBuilder("Table {@code " + table.name() + "}: ");
        if (table.base() && table.patterns().isEmpty()) {
            doc.append("the base table of {@link ").append(entity).append("}, keyed by its key.");
        } else {
            doc.append(table.base() ? "the base table of {@link " + entity + "}; serves " : "serves ")
                    .append(String.join(
                            ", ",
                            table.patterns().stream()
                                    .map(p -> "{@code " + p + "}")
                                    .toList()))
                    .append(table.base() ? "." : " of {@link " + entity + "}.");
        }
        if (layout.rowsMove()) {
            doc.append("\n\n<p>Its primary key holds attributes outside the entity key: when they change, the entity's"
                    + " row moves (the DAO deletes the old row and writes the new one in one batch).");
        }
        doc.append(KeyValues.sparseDoc(access, layout));
        return doc.toString();
    }

    /** The constants {@code NAME}, one per column, each bucket's spec and lookback, and {@code CREATE_CQL}. */
    private void addConstants(TypeSpec.Builder type) {
        type.addField(FieldSpec.builder(String.class, "NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The table name, without keyspace.\n")
                .initializer("$S", table.name())
                .build());
        for (ColumnModel column : table.columns()) {
            type.addField(FieldSpec.builder(
                            String.class,
                            layout.columnConstant(column),
                            Modifier.PUBLIC,
                            Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer("$S", column.name())
                    .build());
        }
        for (ColumnModel bucket : layout.buckets()) {
            type.addField(bucketsConstant(bucket));
            type.addField(FieldSpec.builder(
                            int.class,
                            layout.lookbackConstant(bucket),
                            Modifier.PUBLIC,
                            Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("Buckets a \"latest N\" read walks back at most.\n")
                    .initializer("$L", layout.lookback(bucket))
                    .build());
        }
        type.addField(FieldSpec.builder(String.class, "CREATE_CQL", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The {@code CREATE TABLE} statement in keyspace {@code $L}.\n", table.keyspace())
                .initializer("createCql($S)", table.keyspace())
                .build());
    }

    /** The {@code BucketSpec} constant of a bucket column: its unit and size. */
    private FieldSpec bucketsConstant(ColumnModel bucket) {
        TimeBucketModel spec = bucket.bucket();
        boolean date = TableLayout.dateBucket(bucket);
        return FieldSpec.builder(
                        ParameterizedTypeName.get(BUCKET_SPEC, ClassName.get(date ? LocalDate.class : Instant.class)),
                        layout.bucketsConstant(bucket),
                        Modifier.PUBLIC,
                        Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc(
                        "The buckets of {@code $L}: $L, aligned to the epoch in UTC.\n",
                        bucket.name(),
                        Buckets.describe(spec.unit(), spec.size()))
                .initializer(
                        "$T.$L($T.$L, $L)",
                        BUCKET_SPEC,
                        date ? "dates" : "instants",
                        ChronoUnit.class,
                        spec.unit().name(),
                        spec.size())
                .build();
    }

    private MethodSpec constructor() {
        return constructor(statements.keySet(), codecs.constructorStatements());
    }

    /**
     * A table class's constructor: looks up each statement field's statement, prepared in the
     * keyspace, then runs {@code codecStatements}; the directory tables' too.
     */
    static MethodSpec constructor(Collection<String> statementFields, CodeBlock codecStatements) {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Looks up this table's statements, prepared in {@code keyspace}.\n")
                .addParameter(PREPARED, "prepared")
                .addParameter(String.class, "keyspace");
        statementFields.forEach(
                field -> constructor.addStatement("this.$N = prepared.get($N(keyspace))", field, field + "Cql"));
        return constructor.addCode(codecStatements).build();
    }

    private MethodSpec qualifiedMethod() {
        return MethodSpec.methodBuilder("qualified")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addJavadoc("{@code keyspace.table}: the keyspace as Cassandra stores it, quoted where CQL needs it.\n")
                .returns(String.class)
                .addParameter(String.class, "keyspace")
                .addStatement(
                        "return $T.fromInternal(keyspace).asCql(true) + $S",
                        CQL_IDENTIFIER,
                        "." + Cql.identifier(table.name()))
                .build();
    }

    /** {@code public static String <name>(String keyspace)}: a statement's text in {@code keyspace}. */
    static MethodSpec cqlMethod(String name, CqlText text, String doc) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("$L", Docs.wrap(doc))
                .returns(String.class)
                .addParameter(String.class, "keyspace")
                .addStatement("return $L", text.expression(CodeBlock.of("qualified(keyspace)")))
                .build();
    }

    private MethodSpec statementsMethod() {
        List<CodeBlock> calls = statements.keySet().stream()
                .map(f -> CodeBlock.of("$N(keyspace)", f + "Cql"))
                .toList();
        return MethodSpec.methodBuilder("statements")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("Every statement this table prepares, in {@code keyspace}.\n")
                .returns(STRING_LIST)
                .addParameter(String.class, "keyspace")
                .addStatement("return $T.of($L)", List.class, Docs.arguments(calls, 2))
                .build();
    }

    private void addEntityTableMethods(TypeSpec.Builder type) {
        TypeName entity = access.entityType();
        String variable = access.variable();
        type.addMethod(Methods.override("name", TypeName.get(String.class))
                .addStatement("return NAME")
                .build());
        type.addMethod(Methods.override("isBase", TypeName.BOOLEAN)
                .addStatement("return $L", table.base())
                .build());
        MethodSpec.Builder map = Methods.override("map", entity).addParameter(ROW, "row");
        if (table.projected()) {
            map.addJavadoc(
                    "A projected table: the attributes it does not hold read as null (0 or false if primitive).\n");
        }
        type.addMethod(map.addCode(access.construct(List.of(), this::read, this::readReference))
                .build());
        type.addMethod(Methods.override("primaryKey", StaticTableMethods.OBJECT_LIST)
                .addParameter(entity, variable)
                .addStatement(
                        "return $T.of($L)",
                        List.class,
                        Docs.arguments(
                                table.primaryKey().stream()
                                        .map(c -> code.storedValue(c, variable))
                                        .toList(),
                                2))
                .build());
        if (layout.rowsMove()) {
            type.addMethod(sameRowMethod(entity));
        }
        List<ColumnModel> values = layout.valueColumns();
        type.addMethod(Methods.override("values", StaticTableMethods.OBJECT_LIST)
                .addParameter(entity, variable)
                .addStatement(
                        values.isEmpty()
                                ? CodeBlock.of("return $T.of()", List.class)
                                : CodeBlock.of(
                                        "return $T.asList($L)",
                                        Arrays.class,
                                        Docs.arguments(
                                                values.stream()
                                                        .map(c -> code.columnValue(c, variable))
                                                        .toList(),
                                                2)))
                .build());
    }

    /**
     * {@code sameRow(previous, current)}: the key's values compared one by one in their stored form
     * (as {@code primaryKey} lists them), so that a save's check for a move builds no lists. A
     * constant key column is the same for every entity.
     */
    private MethodSpec sameRowMethod(TypeName entity) {
        List<CodeBlock> comparisons = table.primaryKey().stream()
                .filter(c -> !c.isConstant())
                .map(c -> CodeBlock.of(
                        "$T.equals($L, $L)",
                        Objects.class,
                        code.storedValue(c, "previous"),
                        code.storedValue(c, "current")))
                .toList();
        return Methods.override("sameRow", TypeName.BOOLEAN)
                .addParameter(entity, "previous")
                .addParameter(entity, "current")
                .addStatement(
                        "return $L",
                        comparisons.isEmpty() ? CodeBlock.of("true") : CodeBlock.join(comparisons, "\n&& "))
                .build();
    }

    /**
     * The value at {@code path}; absent (null, 0 or false) where the table holds no such column: a
     * projected table, or a reference index (keys only).
     */
    private CodeBlock read(List<String> path) {
        return holds(path)
                ? code.read(path)
                : ProjectionRecords.absent(access.attribute(path).type());
    }

    private CodeBlock readReference(List<String> path) {
        return holds(path) ? CodeBlock.of("$N(row)", MemberNames.referenceReader(path)) : CodeBlock.of("null");
    }

    /** Whether the table holds the value at {@code path}, or some of it (a reference). */
    private boolean holds(List<String> path) {
        return table.columns().stream()
                .anyMatch(c -> !c.isVersion()
                        && c.path().size() >= path.size()
                        && c.path().subList(0, path.size()).equals(path));
    }

    /** Reads a pushed-down reference back: null when none of its key columns holds a value. */
    private MethodSpec referenceReader(List<String> path) {
        List<CodeBlock> absent = access.referenceKeyPaths(path).stream()
                .filter(layout::holds)
                .map(code::isNull)
                .toList();
        if (absent.isEmpty()) {
            return MethodSpec.methodBuilder(MemberNames.referenceReader(path))
                    .addModifiers(Modifier.PRIVATE)
                    .addJavadoc("Not in this table, which holds keys only.\n")
                    .returns(access.referenceType(path))
                    .addParameter(ROW, "row")
                    .addStatement("return null")
                    .build();
        }
        return MethodSpec.methodBuilder(MemberNames.referenceReader(path))
                .addModifiers(Modifier.PRIVATE)
                .returns(access.referenceType(path))
                .addParameter(ROW, "row")
                .beginControlFlow("if ($L)", CodeBlock.join(absent, " && "))
                .addStatement("return null")
                .endControlFlow()
                .addCode(access.construct(path, this::read, this::readReference))
                .build();
    }

    private List<List<String>> pushedDownPaths() {
        return table.columns().stream()
                .filter(c -> !c.isVersion() && EntityAccess.pushedDown(c.path()))
                .map(ColumnModel::path)
                .distinct()
                .toList();
    }
}
