package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.BOUND_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.ROW;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.generate.cql.Marker;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import javax.lang.model.element.Modifier;

/**
 * The methods of a table of entity E for its live references
 * (docs/mapping-rules.md, "Live references"), which the DAOs pass to the runtime's
 * {@code LiveReference}: the update of a copy of the referenced entity R in one row
 * ({@code bindUpdateCustomer(order, customer)}) or one partition
 * ({@code bindUpdateCustomerStatics(customer)}, with {@code bindSelectFirstRowOfCustomer}), and,
 * for the table listing who references an R, the runtime's {@code ReferrerIndex}.
 */
final class ReferenceTableMethods {

    static final ClassName REFERRER_INDEX = JavaTypes.runtime("internal.propagate", "ReferrerIndex");

    private final EntityAccess access;
    private final TableLayout layout;
    private final ColumnCode code;

    ReferenceTableMethods(EntityAccess access, TableLayout layout, ColumnCode code) {
        this.access = access;
        this.layout = layout;
        this.code = code;
    }

    /** The referenced entity's type. */
    static ClassName referencedType(ReferencePlan plan) {
        return JavaTypes.className(plan.referenced());
    }

    void addTo(TypeSpec.Builder type) {
        String variable = access.variable();
        for (ReferencePlan plan : layout.references()) {
            ClassName referenced = referencedType(plan);
            String current = referencedVariable(plan);
            if (plan.staticCopies().contains(layout.table())) {
                type.addMethod(method(MemberNames.firstRowOfBinder(plan.attribute()), plan)
                        .addParameter(referenced, current)
                        .addCode(bound("selectFirstRow", fromReferenced(plan, current, null)))
                        .build());
                type.addMethod(method(MemberNames.binder(MemberNames.referenceStaticsUpdate(plan.attribute())), plan)
                        .addParameter(referenced, current)
                        .addCode(bound(
                                MemberNames.referenceStaticsUpdate(plan.attribute()),
                                fromReferenced(plan, current, null)))
                        .build());
            } else if (plan.copies().contains(layout.table())) {
                type.addMethod(method(MemberNames.binder(MemberNames.referenceUpdate(plan.attribute())), plan)
                        .addParameter(access.entityType(), variable)
                        .addParameter(referenced, current)
                        .addCode(bound(
                                MemberNames.referenceUpdate(plan.attribute()),
                                fromReferenced(plan, current, code.fromEntity(variable))))
                        .build());
            }
            if (plan.listsReferrers(layout.table())) {
                type.addSuperinterface(ParameterizedTypeName.get(REFERRER_INDEX, referenced, access.entityType()));
                type.addMethod(Methods.override(MemberNames.binder(MemberNames.SELECT_REFERRERS), BOUND_STATEMENT)
                        .addParameter(referenced, current)
                        .addCode(bound(MemberNames.SELECT_REFERRERS, fromReferenced(plan, current, null)))
                        .build());
                type.addMethod(referrer());
            }
        }
    }

    private MethodSpec.Builder method(String name, ReferencePlan plan) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(
                        "$L",
                        Docs.wrap(layout.statements().get(statementOf(name)).doc()))
                .returns(BOUND_STATEMENT);
    }

    /** {@code bindUpdateCustomer} → {@code updateCustomer}; {@code bindSelectFirstRowOfCustomer} → {@code selectFirstRow}. */
    private static String statementOf(String binder) {
        String statement = binder.startsWith("bindSelectFirstRowOf") ? "selectFirstRow" : binder.substring(4);
        return Character.toLowerCase(statement.charAt(0)) + statement.substring(1);
    }

    private CodeBlock bound(String statement, BiFunction<Marker, Integer, CodeBlock> set) {
        Statement bound = layout.statements().get(statement);
        return code.bound(CodeBlock.of("$N", statement), bound, set, true);
    }

    /**
     * Binds a column of R's ({@code customer_name}, R's key) from R in {@code current}, every other
     * one from the entity ({@code entity}; null when the statement binds R's values only).
     */
    private BiFunction<Marker, Integer, CodeBlock> fromReferenced(
            ReferencePlan plan, String current, BiFunction<Marker, Integer, CodeBlock> entity) {
        return (marker, index) -> {
            ColumnModel column = marker.column();
            boolean ofReferenced = column != null
                    && column.path().size() > 1
                    && column.path().get(0).equals(plan.attribute());
            if (ofReferenced && (entity == null || plan.rewrites(column))) {
                return code.bindValue(column, index, valueOf(column.path(), current));
            }
            return entity.apply(marker, index);
        };
    }

    /**
     * The value at E's {@code path} ({@code [customer, name]}) of R in {@code current}:
     * {@code customer.name()}, null-safe through R's own references.
     */
    private CodeBlock valueOf(List<String> path, String current) {
        CodeBlock value = CodeBlock.of("$N", current);
        List<CodeBlock> absent = new ArrayList<>();
        for (int i = 2; i <= path.size(); i++) {
            value = CodeBlock.of(
                    "$L.$N()", value, access.attribute(path.subList(0, i)).getter());
            if (i < path.size()) {
                absent.add(CodeBlock.of("$L == null", value));
            }
        }
        return absent.isEmpty() ? value : CodeBlock.of("($L ? null : $L)", CodeBlock.join(absent, " || "), value);
    }

    /** The referrer a row of the referrers' read holds; null for a partition holding static values alone. */
    private MethodSpec referrer() {
        MethodSpec.Builder method =
                Methods.override("referrer", access.entityType()).addParameter(ROW, "row");
        if (layout.hasStatics()) {
            ColumnModel first = layout.table().clustering().get(0);
            Statement select = layout.statements().get(MemberNames.SELECT_REFERRERS);
            method.addStatement(
                    "return $L ? null : map(row)",
                    ColumnCode.labelled(CodeBlock.of("row.isNull($L)", select.resultIndex(first)), first.name()));
        } else {
            method.addStatement("return map(row)");
        }
        return method.build();
    }

    /**
     * R's parameter name: R's entity variable, unless E's own takes it; allocated in this class, so
     * that no field (a statement named like R) takes it either.
     */
    private String referencedVariable(ReferencePlan plan) {
        String name =
                JavaNames.javaName(JavaNames.lowerFirst(referencedType(plan).simpleName()));
        return access.userName(name.equals(access.variable()) ? "referenced" : name);
    }
}
