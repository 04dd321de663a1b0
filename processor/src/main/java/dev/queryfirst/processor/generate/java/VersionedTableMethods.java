package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.BOUND_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.ROW;
import static dev.queryfirst.processor.generate.java.Methods.override;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.generate.cql.Marker;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.generate.cql.TableStatements;
import dev.queryfirst.processor.model.ColumnModel;
import java.util.function.BiFunction;

/**
 * The methods of a versioned entity's base table ({@code VersionedTable}): its version and the
 * version's write time read from a row, and the lightweight transactions that write the row only
 * if its version is still the one read.
 */
final class VersionedTableMethods {

    private final EntityAccess access;
    private final TableLayout layout;
    private final ColumnCode code;
    private final ColumnModel version;

    VersionedTableMethods(EntityAccess access, TableLayout layout, ColumnCode code, ColumnModel version) {
        this.access = access;
        this.layout = layout;
        this.code = code;
        this.version = version;
    }

    void addTo(TypeSpec.Builder type) {
        TableStatements statements = layout.statements();
        Statement select = statements.get("selectRow");
        type.addMethod(override("versionColumn", TypeName.get(String.class))
                .addStatement("return $N", layout.columnConstant(version))
                .build());
        type.addMethod(versionRead("version", select.resultIndex(version), version.name()));
        type.addMethod(versionRead(
                "versionWriteTime",
                select.indexOf(new Marker(Marker.Role.WRITE_TIME_OF, version)),
                "writetime(" + version.name() + ")"));
        type.addMethod(bindInsertIfNotExists(statements.get("insertIfNotExists")));
        ParameterSpec expected =
                ParameterSpec.builder(Long.class, access.local("expected")).build();
        type.addMethod(ifVersionBinder(
                "bindUpdateIfVersion",
                "updateIfVersion",
                expected,
                nextVersion(CodeBlock.of("$N == null ? 1L : $N + 1", expected, expected))));
        type.addMethod(ifVersionBinder(
                "bindDeleteIfVersion", "deleteIfVersion", expected, code.fromEntity(access.variable())));
    }

    /**
     * {@code version} or {@code versionWriteTime}: the long in column {@code index} of a row read by
     * {@code selectRow}, null when absent.
     */
    private MethodSpec versionRead(String name, int index, String label) {
        return override(name, ClassName.get(Long.class))
                .addParameter(ROW, "row")
                .addStatement(
                        "return $L",
                        ColumnCode.labelled(
                                CodeBlock.of("row.isNull($L) ? null : row.getLong($L)", index, index), label))
                .build();
    }

    /** Binds the insert of a first version (1) of a row that does not exist yet. */
    private MethodSpec bindInsertIfNotExists(Statement insert) {
        return override("bindInsertIfNotExists", BOUND_STATEMENT)
                .addJavadoc("$L", Docs.wrap(insert.doc() + " Not idempotent."))
                .addParameter(access.entityType(), access.variable())
                .addCode(code.bound(CodeBlock.of("insertIfNotExists"), insert, nextVersion(CodeBlock.of("1L")), false))
                .build();
    }

    /** {@code bindUpdateIfVersion} or {@code bindDeleteIfVersion}: a write only if the version is the one read. */
    private MethodSpec ifVersionBinder(
            String name, String field, ParameterSpec expected, BiFunction<Marker, Integer, CodeBlock> values) {
        Statement statement = layout.statements().get(field);
        return override(name, BOUND_STATEMENT)
                .addJavadoc(
                        "$L\n@param $N the version read, null for a row without one\n",
                        Docs.wrap(statement.doc() + " Not idempotent."),
                        expected)
                .addParameter(access.entityType(), access.variable())
                .addParameter(expected)
                .addCode(code.bound(CodeBlock.of("$N", field), statement, values, false))
                .build();
    }

    /** Binds the entity's columns and the expected version; the next version is {@code value}. */
    private BiFunction<Marker, Integer, CodeBlock> nextVersion(CodeBlock value) {
        BiFunction<Marker, Integer, CodeBlock> fromEntity = code.fromEntity(access.variable());
        return (marker, index) -> marker.role() == Marker.Role.NEXT_VERSION
                ? CodeBlock.of(".setLong($L, $L)", index, value)
                : fromEntity.apply(marker, index);
    }
}
