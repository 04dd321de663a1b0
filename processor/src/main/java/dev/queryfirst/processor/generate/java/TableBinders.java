package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.BOUND_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.PREPARED_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.override;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.generate.cql.Marker;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.generate.cql.TableStatements;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PatternPlan;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The binders of a table class every table has: the row's insert, delete and read by key (from an
 * entity), the audit's scan, the delete of a moved row, the base table's read by key values, and
 * one binder per access pattern (from its parameters).
 */
final class TableBinders {

    private static final ClassName UNSET = JavaTypes.runtime("internal.write", "Unset");

    private final EntityAccess access;
    private final TableLayout layout;
    private final TableStatements statements;
    private final ColumnCode code;

    TableBinders(EntityAccess access, TableLayout layout, ColumnCode code) {
        this.access = access;
        this.layout = layout;
        this.statements = layout.statements();
        this.code = code;
    }

    void addTo(TypeSpec.Builder type) {
        TypeName entity = access.entityType();
        String variable = access.variable();
        type.addMethod(bindInsert());
        if (statements.all().containsKey("updateElements")) {
            type.addMethod(override("updateElements", PREPARED_STATEMENT)
                    .addStatement("return updateElements")
                    .build());
        }
        type.addMethod(override("bindDelete", BOUND_STATEMENT)
                .addParameter(entity, variable)
                .addStatement("return bindKey(delete, $N)", variable)
                .build());
        if (layout.rowsMove()) {
            type.addMethod(override("bindDeleteAt", BOUND_STATEMENT)
                    .addParameter(entity, variable)
                    .addParameter(long.class, access.local("timestamp"))
                    .addCode(code.bound(
                            CodeBlock.of("deleteAt"), statements.get("deleteAt"), code.fromEntity(variable), true))
                    .build());
        }
        type.addMethod(override("bindSelectRow", BOUND_STATEMENT)
                .addParameter(entity, variable)
                .addStatement("return bindKey(selectRow, $N)", variable)
                .build());
        type.addMethod(override("bindScan", BOUND_STATEMENT)
                .addStatement("return scan.boundStatementBuilder().setIdempotence(true).build()")
                .build());
        type.addMethod(bindKey());
        if (layout.table().base()) {
            type.addMethod(selectByKey());
        }
    }

    private MethodSpec bindInsert() {
        String variable = access.variable();
        // Write-once rows have no earlier value for a null to clear: leave nulls unset, no tombstones.
        boolean unsetNulls = access.entity().immutable();
        CodeBlock insert = CodeBlock.builder()
                .add(
                        unsetNulls
                                ? CodeBlock.of("return $T.nulls(insert.boundStatementBuilder()$>$>", UNSET)
                                : CodeBlock.of("return insert.boundStatementBuilder()$>$>"))
                .add(code.sets(statements.get("insert"), code.fromEntity(variable), unsetNulls ? ")" : ""))
                .add("\n.setIdempotence(true)\n.build();\n$<$<")
                .build();
        return override("bindInsert", BOUND_STATEMENT)
                .addParameter(access.entityType(), variable)
                .addCode(insert)
                .build();
    }

    /** The private binder of the primary key that {@code bindDelete} and {@code bindSelectRow} share. */
    private MethodSpec bindKey() {
        String variable = access.variable();
        // delete and selectRow bind the same markers: the primary key, in key order.
        return MethodSpec.methodBuilder("bindKey")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("Binds the primary key of {@code $N}, in key order.\n", variable)
                .returns(BOUND_STATEMENT)
                .addParameter(PREPARED_STATEMENT, access.local("statement"))
                .addParameter(access.entityType(), variable)
                .addCode(code.bound(
                        CodeBlock.of("$N", access.local("statement")),
                        statements.get("delete"),
                        code.fromEntity(variable),
                        true))
                .build();
    }

    /**
     * The base table's read by key, from the key's values rather than an entity. A column computed
     * from the key (a bucket of a key attribute, the shard) is computed from them; the constant of a
     * table held in one partition is 0.
     */
    private MethodSpec selectByKey() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("bindSelectByKey")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Reads the row of the entity with this key.\n")
                .returns(BOUND_STATEMENT);
        Map<List<String>, ParameterSpec> parameters = new HashMap<>();
        // In the entity key's order, as the DAO's findByKey takes them; bound in the statement's.
        for (ColumnModel column : KeyValues.inKeyOrder(layout, access)) {
            ParameterSpec parameter = parameter(column);
            parameters.put(column.path(), parameter);
            method.addParameter(parameter);
        }
        Statement select = statements.get("selectRow");
        return method.addCode(code.bound(
                        CodeBlock.of("selectRow"),
                        select,
                        (marker, index) -> marker.column().isComputed()
                                ? code.bindValue(marker.column(), index, computed(marker.column(), parameters))
                                : code.bindParameter(
                                        marker.column(),
                                        index,
                                        parameters.get(marker.column().path())),
                        true))
                .build();
    }

    /** The value of a column computed from the key, from the key's parameters. */
    private CodeBlock computed(ColumnModel column, Map<List<String>, ParameterSpec> parameters) {
        if (column.isConstant()) {
            return CodeBlock.of("0");
        }
        if (column.isShard()) {
            return ShardMembers.shardOf(access, key -> CodeBlock.of("$N", parameters.get(List.of(key.name()))));
        }
        return CodeBlock.of("$N.bucketOf($N)", layout.bucketsConstant(column), parameters.get(column.path()));
    }

    /** One binder per access pattern the table serves: its equality values, bucket and range bounds. */
    void addPatternBinders(TypeSpec.Builder type) {
        for (PatternPlan plan : layout.plans()) {
            String field = MemberNames.patternStatement(plan.pattern().name());
            Statement statement = statements.get(field);
            MethodSpec.Builder method = MethodSpec.methodBuilder(
                            MemberNames.patternBinder(plan.pattern().name()))
                    .addModifiers(Modifier.PUBLIC)
                    .addJavadoc("$L", Docs.wrap(statement.doc()))
                    .returns(BOUND_STATEMENT);
            List<String> range = plan.rangeColumn() == null ? List.of() : MemberNames.rangeParameters(plan);
            Map<Marker, ParameterSpec> parameters = new HashMap<>();
            for (Marker marker : statement.markers()) {
                ColumnModel column = marker.column();
                ParameterSpec parameter = switch (marker.role()) {
                    case RANGE_FROM ->
                        ParameterSpec.builder(access.valueType(column.path()), range.get(0))
                                .build();
                    case RANGE_TO ->
                        ParameterSpec.builder(access.valueType(column.path()), range.get(1))
                                .build();
                    default ->
                        column.isShard()
                                ? ParameterSpec.builder(int.class, column.name())
                                        .build()
                                : column.isBucket()
                                        ? ParameterSpec.builder(
                                                        JavaTypes.of(column.type()),
                                                        MemberNames.bucketParameter(column))
                                                .build()
                                        : parameter(column);
                };
                parameters.put(marker, parameter);
                method.addParameter(parameter);
            }
            type.addMethod(method.addCode(code.bound(
                            CodeBlock.of("$N", field),
                            statement,
                            (marker, index) -> code.bindParameter(marker.column(), index, parameters.get(marker)),
                            true))
                    .build());
        }
    }

    private ParameterSpec parameter(ColumnModel column) {
        return ParameterSpec.builder(
                        JavaTypes.of(access.attribute(column.path()).type()), access.parameter(column))
                .build();
    }
}
