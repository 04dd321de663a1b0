package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.evolve.BackfillSources;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * What a table class needs to take part in a backfill (docs/schema-evolution.md, "Backfill"): a
 * source table implements {@code TokenRangeTable} (what the token-range scan selects, by which key,
 * dated by which columns); every table of an entity with a ttl implements {@code ExpiringTable},
 * which tells the writer its rows expire. Kept apart from {@link TableClassGenerator}, which calls
 * {@link #addTo}.
 */
final class BackfillMethods {

    private static final ClassName TOKEN_RANGE_TABLE = JavaTypes.runtime("internal", "TokenRangeTable");
    private static final ClassName EXPIRING_TABLE = JavaTypes.runtime("internal", "ExpiringTable");
    private static final ClassName COLUMN_DEFINITION = JavaTypes.driver("cql", "ColumnDefinition");
    private static final TypeName STRING_LIST =
            ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));

    private BackfillMethods() {}

    /** The interfaces and methods, after the statements are defined and the entity table methods added. */
    static void addTo(
            TypeSpec.Builder type,
            EntityDesign design,
            TableModel table,
            TypeName entityType,
            Map<String, Statement> statements) {
        if (BackfillSources.isSource(design, table) && statements.containsKey("selectRow")) {
            type.addSuperinterface(ParameterizedTypeName.get(TOKEN_RANGE_TABLE, entityType));
            addTokenRangeMethods(type, design.entity(), table, statements.get("selectRow"));
        }
        if (design.entity().ttl().isPresent()) {
            type.addSuperinterface(ParameterizedTypeName.get(EXPIRING_TABLE, entityType));
        }
    }

    private static void addTokenRangeMethods(
            TypeSpec.Builder type, EntityModel entity, TableModel table, Statement selectRow) {
        // The keyspace this instance was prepared in is the one its statements name.
        type.addMethod(override("qualifiedName", ClassName.get(String.class))
                .addStatement("$T column = insert.getVariableDefinitions().get(0)", COLUMN_DEFINITION)
                .addStatement("return column.getKeyspace().asCql(true) + $S + column.getTable().asCql(true)", ".")
                .build());
        // What map(Row) reads is exactly what selectRow selects.
        String before = selectRow.text().before();
        String selected = before.substring("SELECT ".length(), before.length() - " FROM ".length());
        type.addMethod(override("selectedColumns", ClassName.get(String.class))
                .addStatement("return $S", selected)
                .build());
        type.addMethod(override("partitionKeyColumns", STRING_LIST)
                .addStatement("return $T.of($L)", List.class, names(table.partitionKey()))
                .build());
        type.addMethod(override("writeTimeColumns", STRING_LIST)
                .addStatement("return $T.of($L)", List.class, names(BackfillSources.writeTimeColumns(entity, table)))
                .build());
    }

    private static CodeBlock names(List<ColumnModel> columns) {
        return CodeBlock.join(
                columns.stream()
                        .map(c -> CodeBlock.of("$S", Cql.identifier(c.name())))
                        .toList(),
                ", ");
    }

    private static MethodSpec.Builder override(String name, TypeName returns) {
        return MethodSpec.methodBuilder(name)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns);
    }
}
