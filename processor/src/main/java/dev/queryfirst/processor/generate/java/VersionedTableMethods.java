package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.BOUND_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.ROW;
import static dev.queryfirst.processor.generate.java.Methods.override;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
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
        TypeName entity = access.entityType();
        String variable = access.variable();
        TableStatements statements = layout.statements();
        Statement select = statements.get("selectRow");
        int selected = select.resultIndex(version);
        int writeTime = select.indexOf(new Marker(Marker.Role.WRITE_TIME_OF, version));
        type.addMethod(override("versionColumn", TypeName.get(String.class))
                .addStatement("return $N", layout.columnConstant(version))
                .build());
        type.addMethod(override("version", ClassName.get(Long.class))
                .addParameter(ROW, "row")
                .addStatement(
                        "return $L",
                        ColumnCode.labelled(
                                CodeBlock.of("row.isNull($L) ? null : row.getLong($L)", selected, selected),
                                version.name()))
                .build());
        type.addMethod(override("versionWriteTime", ClassName.get(Long.class))
                .addParameter(ROW, "row")
                .addStatement(
                        "return $L",
                        ColumnCode.labelled(
                                CodeBlock.of("row.isNull($L) ? null : row.getLong($L)", writeTime, writeTime),
                                "writetime(" + version.name() + ")"))
                .build());
        Statement insert = statements.get("insertIfNotExists");
        type.addMethod(override("bindInsertIfNotExists", BOUND_STATEMENT)
                .addJavadoc("$L", Docs.wrap(insert.doc() + " Not idempotent."))
                .addParameter(entity, variable)
                .addCode(code.bound(CodeBlock.of("insertIfNotExists"), insert, nextVersion(CodeBlock.of("1L")), false))
                .build());
        ParameterSpec expected =
                ParameterSpec.builder(Long.class, access.local("expected")).build();
        Statement update = statements.get("updateIfVersion");
        type.addMethod(override("bindUpdateIfVersion", BOUND_STATEMENT)
                .addJavadoc(
                        "$L\n@param $N the version read, null for a row without one\n",
                        Docs.wrap(update.doc() + " Not idempotent."),
                        expected)
                .addParameter(entity, variable)
                .addParameter(expected)
                .addCode(code.bound(
                        CodeBlock.of("updateIfVersion"),
                        update,
                        nextVersion(CodeBlock.of("$N == null ? 1L : $N + 1", expected, expected)),
                        false))
                .build());
        Statement delete = statements.get("deleteIfVersion");
        type.addMethod(override("bindDeleteIfVersion", BOUND_STATEMENT)
                .addJavadoc(
                        "$L\n@param $N the version read, null for a row without one\n",
                        Docs.wrap(delete.doc() + " Not idempotent."),
                        expected)
                .addParameter(entity, variable)
                .addParameter(expected)
                .addCode(code.bound(CodeBlock.of("deleteIfVersion"), delete, code.fromEntity(variable), false))
                .build());
    }

    /** Binds the entity's columns and the expected version; the next version is {@code value}. */
    private BiFunction<Marker, Integer, CodeBlock> nextVersion(CodeBlock value) {
        BiFunction<Marker, Integer, CodeBlock> fromEntity = code.fromEntity(access.variable());
        return (marker, index) -> marker.role() == Marker.Role.NEXT_VERSION
                ? CodeBlock.of(".setLong($L, $L)", index, value)
                : fromEntity.apply(marker, index);
    }
}
