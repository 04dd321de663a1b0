package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.BOUND_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.ROW;
import static dev.queryfirst.processor.generate.java.Methods.override;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.generate.cql.Marker;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.generate.cql.TableStatements;
import dev.queryfirst.processor.model.ColumnModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The methods of a table with static columns ({@code StaticColumnsTable}). A partition whose last
 * row is deleted keeps its static values, and Cassandra then returns them as a row of nulls to
 * every read of the partition: the DAO checks such partitions and deletes their statics through
 * these.
 */
final class StaticTableMethods {

    static final TypeName OBJECT_LIST = ParameterizedTypeName.get(ClassName.get(List.class), ClassName.OBJECT);

    private final EntityAccess access;
    private final TableLayout layout;
    private final ColumnCode code;

    StaticTableMethods(EntityAccess access, TableLayout layout, ColumnCode code) {
        this.access = access;
        this.layout = layout;
        this.code = code;
    }

    void addTo(TypeSpec.Builder type) {
        TypeName entity = access.entityType();
        String variable = access.variable();
        TableStatements statements = layout.statements();
        type.addMethod(partitionKeyOfEntity());
        for (String name : List.of("selectFirstRow", "deleteStatics")) {
            type.addMethod(override(MemberNames.binder(name), BOUND_STATEMENT)
                    .addParameter(entity, variable)
                    .addCode(
                            code.bound(CodeBlock.of("$N", name), statements.get(name), code.fromEntity(variable), true))
                    .build());
        }
        if (layout.staticsApart()) {
            type.addMethod(bindWriteStatics());
        }
        // The scan reads the partition key and the first clustering column after the entity's
        // columns; a static-only partition is the one row whose clustering column is null.
        Statement scan = statements.get("scan");
        type.addMethod(isStaticOnly(scan));
        type.addMethod(partitionKeyOfScannedRow(scan));
        type.addMethod(override("bindDeleteStatics", BOUND_STATEMENT)
                .addParameter(ROW, "scanned")
                .addCode(code.bound(
                        CodeBlock.of("deleteStatics"),
                        statements.get("deleteStatics"),
                        (marker, index) -> CodeBlock.of(
                                ".setBytesUnsafe($L, scanned.getBytesUnsafe($L))",
                                index,
                                scan.indexOf(new Marker(Marker.Role.SCAN_KEY, marker.column()))),
                        true))
                .build());
    }

    /** {@code partitionKey(entity)}: the values of the partition an entity's row is in. */
    private MethodSpec partitionKeyOfEntity() {
        String variable = access.variable();
        return override("partitionKey", OBJECT_LIST)
                .addParameter(access.entityType(), variable)
                .addStatement(
                        "return $T.of($L)",
                        List.class,
                        Docs.arguments(
                                layout.table().partitionKey().stream()
                                        .map(c -> code.storedValue(c, variable))
                                        .toList(),
                                2))
                .build();
    }

    private MethodSpec bindWriteStatics() {
        String variable = access.variable();
        return MethodSpec.methodBuilder(MemberNames.binder("writeStatics"))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Writes the static values of the partition of {@code $N} at {@code timestamp}.\n", variable)
                .returns(BOUND_STATEMENT)
                .addParameter(access.entityType(), variable)
                .addParameter(long.class, "timestamp")
                .addCode(code.bound(
                        CodeBlock.of("writeStatics"),
                        layout.statements().get("writeStatics"),
                        code.fromEntity(variable),
                        true))
                .build();
    }

    private MethodSpec isStaticOnly(Statement scan) {
        ColumnModel firstClustering = layout.table().clustering().get(0);
        return override("isStaticOnly", TypeName.BOOLEAN)
                .addParameter(ROW, "scanned")
                .addStatement(
                        "return $L",
                        ColumnCode.labelled(
                                CodeBlock.of(
                                        "scanned.isNull($L)",
                                        scan.indexOf(new Marker(Marker.Role.SCAN_KEY, firstClustering))),
                                firstClustering.name()))
                .build();
    }

    /** {@code partitionKey(scanned)}: the partition key a row of the scan is in. */
    private MethodSpec partitionKeyOfScannedRow(Statement scan) {
        List<CodeBlock> keyValues = new ArrayList<>();
        for (ColumnModel column : layout.table().partitionKey()) {
            keyValues.add(ColumnCode.labelled(
                    CodeBlock.of("scanned.getObject($L)", scan.indexOf(new Marker(Marker.Role.SCAN_KEY, column))),
                    column.name()));
        }
        return override("partitionKey", OBJECT_LIST)
                .addParameter(ROW, "scanned")
                .addStatement("return $T.of($L)", List.class, Docs.arguments(keyValues, 2))
                .build();
    }
}
