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
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
                type.addMethod(withValuesOf(plan, variable));
                if (layout.table().base() && plan.referrers() != null) {
                    type.addMethod(referrerOf(plan));
                    type.addMethod(referencedOf(plan, neededPaths(plan)));
                }
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

    /**
     * {@code bindUpdateCustomer(order, values)}: the update of {@code order}'s row with R's columns
     * as {@code values} (this update, bound for another row) binds them, so that a propagation
     * encodes R's new values once, not once per referencing row.
     */
    private MethodSpec withValuesOf(ReferencePlan plan, String variable) {
        String values = access.userName("values");
        BiFunction<Marker, Integer, CodeBlock> entity = code.fromEntity(variable);
        return MethodSpec.methodBuilder(MemberNames.binder(MemberNames.referenceUpdate(plan.attribute())))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(
                        "$L",
                        Docs.wrap("Live reference {@code " + plan.label() + "}: the copy in {@code " + variable
                                + "}'s row, with the values {@code " + values
                                + "} (this update, bound for another row) binds: encoded once per propagation."))
                .returns(BOUND_STATEMENT)
                .addParameter(access.entityType(), variable)
                .addParameter(BOUND_STATEMENT, values)
                .addCode(bound(MemberNames.referenceUpdate(plan.attribute()), (marker, index) -> {
                    ColumnModel column = marker.column();
                    return column != null && plan.rewrites(column)
                            ? CodeBlock.of(".setBytesUnsafe($L, $N.getBytesUnsafe($L))", index, values, index)
                            : entity.apply(marker, index);
                }))
                .build();
    }

    /** {@code referrerOfCustomer}: the method of E's base table mapping E's row for a propagation of R. */
    static String referrerOfName(ReferencePlan plan) {
        return "referrerOf" + Character.toUpperCase(plan.attribute().charAt(0))
                + plan.attribute().substring(1);
    }

    /**
     * {@code referrerOfCustomer(row)}: E as its base row holds it, as far as a propagation of R reads
     * it: its key, R's key, and what the copies' primary keys are computed from (which rows they
     * are, and whether a sparse table has one); the rest absent, not decoded.
     */
    private MethodSpec referrerOf(ReferencePlan plan) {
        List<List<String>> needed = neededPaths(plan);
        String reference = plan.attribute();
        return MethodSpec.methodBuilder(referrerOfName(plan))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(
                        "$L",
                        Docs.wrap("Live reference {@code " + plan.label() + "}: the entity of a base row as a"
                                + " propagation reads it: its key, the referenced key and the attributes the copies'"
                                + " keys are computed from; the others absent (null, 0 or false), not decoded."))
                .returns(access.entityType())
                .addParameter(ROW, "row")
                .addCode(access.construct(
                        List.of(),
                        path -> needs(needed, path)
                                ? code.read(path)
                                : ProjectionRecords.absent(
                                        access.attribute(path).type()),
                        path -> path.equals(List.of(reference))
                                ? CodeBlock.of("$N(row)", referencedOf(reference))
                                : needs(needed, path)
                                        ? CodeBlock.of("$N(row)", MemberNames.referenceReader(path))
                                        : CodeBlock.of("null")))
                .build();
    }

    /** R as {@link #referrerOf} reads it: what of R the needed paths name; null when the row references none. */
    private MethodSpec referencedOf(ReferencePlan plan, List<List<String>> needed) {
        List<String> path = List.of(plan.attribute());
        List<CodeBlock> absent = access.referenceKeyPaths(path).stream()
                .filter(layout::holds)
                .map(code::isNull)
                .toList();
        MethodSpec.Builder method = MethodSpec.methodBuilder(referencedOf(plan.attribute()))
                .addModifiers(Modifier.PRIVATE)
                .returns(access.referenceType(path))
                .addParameter(ROW, "row");
        if (!absent.isEmpty()) {
            method.beginControlFlow("if ($L)", CodeBlock.join(absent, " && "))
                    .addStatement("return null")
                    .endControlFlow();
        }
        return method.addCode(access.construct(
                        path,
                        leaf -> needs(needed, leaf)
                                ? code.read(leaf)
                                : ProjectionRecords.absent(
                                        access.attribute(leaf).type()),
                        nested -> needs(needed, nested)
                                ? CodeBlock.of("$N(row)", MemberNames.referenceReader(nested))
                                : CodeBlock.of("null")))
                .build();
    }

    private static String referencedOf(String attribute) {
        return "referenced" + Character.toUpperCase(attribute.charAt(0)) + attribute.substring(1) + "Of";
    }

    /** E's key, R's key, and the paths of every copy's primary key columns. */
    private List<List<String>> neededPaths(ReferencePlan plan) {
        List<List<String>> needed = new ArrayList<>();
        access.entity().key().forEach(attribute -> needed.add(List.of(attribute.name())));
        needed.addAll(access.referenceKeyPaths(List.of(plan.attribute())));
        for (TableModel copy : plan.copies()) {
            copy.primaryKey().forEach(column -> needed.add(column.path()));
        }
        return needed;
    }

    /** Whether some needed path is {@code path} or under it. */
    private static boolean needs(List<List<String>> needed, List<String> path) {
        return needed.stream()
                .anyMatch(p ->
                        p.size() >= path.size() && p.subList(0, path.size()).equals(path));
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

    /**
     * The referrer a row of the referrers' read holds, its key alone (what its base row is read by:
     * the propagation decodes nothing else); null for a partition holding static values alone.
     */
    private MethodSpec referrer() {
        MethodSpec.Builder method = Methods.override("referrer", access.entityType())
                .addParameter(ROW, "row")
                .addJavadoc("Its key; the other attributes absent (null, 0 or false).\n");
        if (layout.hasStatics()) {
            ColumnModel first = layout.table().clustering().get(0);
            Statement select = layout.statements().get(MemberNames.SELECT_REFERRERS);
            method.beginControlFlow(
                            "if ($L)",
                            ColumnCode.labelled(
                                    CodeBlock.of("row.isNull($L)", select.resultIndex(first)), first.name()))
                    .addStatement("return null")
                    .endControlFlow();
        }
        Set<String> key = new HashSet<>();
        access.entity().key().forEach(attribute -> key.add(attribute.name()));
        return method.addCode(access.construct(
                        List.of(),
                        path -> key.contains(path.get(0))
                                ? code.read(path)
                                : ProjectionRecords.absent(
                                        access.attribute(path).type()),
                        path -> key.contains(path.get(0))
                                ? CodeBlock.of("$N(row)", MemberNames.referenceReader(path))
                                : CodeBlock.of("null")))
                .build();
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
