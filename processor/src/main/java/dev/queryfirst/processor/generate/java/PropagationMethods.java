package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The DAO code of live references (docs/mapping-rules.md, "Live references"), in both roles an
 * entity may have:
 *
 * <ul>
 *   <li>as the referencing entity E: a {@code LiveReference} field per live reference
 *       ({@code customerReference}), which {@code audit()} and {@code auditAndRepair()} check;
 *   <li>as the referenced entity R: a {@code Propagation} over the live references of every entity
 *       of the compilation that references it; {@code update} and {@code save} write R's batch at
 *       an explicit write time with its static copies, then fan out to the plain copies.
 * </ul>
 *
 * <p>Each DAO builds the {@code LiveReference}s it needs from the other entity's generated table
 * classes, prepared with its own statements. A reference to an entity of another compilation
 * (read from a class file) has no design here: it is neither audited nor propagated.
 */
final class PropagationMethods {

    private static final ClassName LIVE_REFERENCE = JavaTypes.runtime("internal.propagate", "LiveReference");
    private static final ClassName PROPAGATION = JavaTypes.runtime("internal.propagate", "Propagation");
    private static final ClassName WRITE_TIMES = JavaTypes.runtime("internal.write", "WriteTimes");
    private static final ClassName WRITE_BATCH = JavaTypes.runtime("internal.write", "WriteBatch");

    /** A live reference to this entity, from the design of the entity holding it. */
    private record Referrer(EntityDesign design, ReferencePlan plan) {}

    private final EntityAccess access;
    private final EntityDesign design;
    private final List<TableLayout> layouts;
    private final Map<String, EntityDesign> designs;
    private final ContributedCopies contributed;

    /**
     * @param designs the clean designs of the compilation, and those of the entities of other
     *     modules it references (read from class files), by qualified name
     * @param module the compilation's {@code -Aqueryfirst.module}, empty when none
     */
    PropagationMethods(
            EntityAccess access,
            EntityDesign design,
            List<TableLayout> layouts,
            Map<String, EntityDesign> designs,
            String module) {
        this.access = access;
        this.design = design;
        this.layouts = layouts;
        this.designs = designs;
        this.contributed = new ContributedCopies(access, design, module);
    }

    /** The entity's own live references whose referenced entity is known here. */
    List<ReferencePlan> references() {
        return design.references().stream()
                .filter(plan -> designs.containsKey(plan.referenced()))
                .toList();
    }

    /**
     * Whether {@code update}/{@code save} propagate: some entity here references this one live, or
     * other modules' copies may ({@link ContributedCopies}).
     */
    boolean propagates() {
        return !referrers().isEmpty() || contributed.open();
    }

    private List<Referrer> referrers() {
        List<Referrer> referrers = new ArrayList<>();
        String self = design.entity().qualifiedName();
        for (EntityDesign other : designs.values()) {
            for (ReferencePlan plan : other.references()) {
                if (plan.referenced().equals(self)
                        && !other.entity().qualifiedName().equals(self)) {
                    referrers.add(new Referrer(other, plan));
                }
            }
        }
        return referrers;
    }

    void addFields(TypeSpec.Builder type) {
        for (ReferencePlan plan : references()) {
            type.addField(FieldSpec.builder(liveReferenceType(plan), MemberNames.referenceField(plan.attribute()))
                    .addModifiers(Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("Live reference {@code $L}: its copies, checked by {@link #audit()}.\n", plan.label())
                    .build());
        }
        contributed.addFields(type);
        if (propagates()) {
            type.addField(FieldSpec.builder(
                            ParameterizedTypeName.get(PROPAGATION, access.entityType()), MemberNames.PROPAGATION)
                    .addModifiers(Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc(
                            "$L",
                            Docs.wrap("Keeps the live copies of a {@code "
                                    + design.entity().simpleName()
                                    + "} true after {@code update} and {@code save}: "
                                    + copiesDoc()
                                    + "."))
                    .build());
        }
    }

    /** Adds the statements of the other entities' tables the DAO uses to {@code statements} in {@code createAsync}. */
    void addStatements(MethodSpec.Builder createAsync) {
        foreignTables()
                .forEach((table, keyspace) -> createAsync.addStatement(
                        "statements.addAll($T.statements(options.keyspaceOr($S)))", tableType(table), keyspace));
        if (contributed.open()) {
            contributed.addDiscovery(
                    createAsync, referrers().stream().map(r -> r.plan().label()).toList());
        }
    }

    /** {@code , contributed} after the constructor's arguments in {@code createAsync}, or nothing. */
    CodeBlock constructorArguments() {
        return contributed.open() ? contributed.constructorArgument() : CodeBlock.of("");
    }

    /** {@code , contributions} after {@code prepared} in {@code withOptions}, or nothing. */
    CodeBlock fieldArguments() {
        return contributed.open() ? contributed.fieldArgument() : CodeBlock.of("");
    }

    /** The constructor's parameters after {@code prepared}: the contributions of an open DAO. */
    void addConstructorParameters(MethodSpec.Builder constructor) {
        if (contributed.open()) {
            contributed.addParameter(constructor);
        }
    }

    /** The constructor's statements: the other entities' tables, then the references and the propagation. */
    void addConstructorCode(MethodSpec.Builder constructor) {
        foreignTables()
                .forEach((table, keyspace) -> constructor.addStatement(
                        "$T $N = new $T(prepared, options.keyspaceOr($S))",
                        tableType(table),
                        foreignVariable(table),
                        tableType(table),
                        keyspace));
        Function<TableModel, CodeBlock> own =
                table -> CodeBlock.of("$N", layoutOf(table).fieldName());
        for (ReferencePlan plan : references()) {
            TableModel referencedBase =
                    designs.get(plan.referenced()).baseTable().orElseThrow();
            constructor.addStatement(
                    "this.$N = $L",
                    MemberNames.referenceField(plan.attribute()),
                    liveReference(plan, design, CodeBlock.of("$N", foreignVariable(referencedBase)), own));
        }
        if (propagates()) {
            List<CodeBlock> references = new ArrayList<>();
            for (Referrer referrer : referrers()) {
                references.add(liveReference(
                        referrer.plan(),
                        referrer.design(),
                        CodeBlock.of(
                                "$N", layoutOf(design.baseTable().orElseThrow()).fieldName()),
                        table -> CodeBlock.of("$N", foreignVariable(table))));
            }
            CodeBlock generated = CodeBlock.of("$T.of($L)", List.class, Docs.arguments(references, 2));
            constructor.addStatement(
                    "this.$N = new $T<>(session, options, $L)",
                    MemberNames.PROPAGATION,
                    PROPAGATION,
                    contributed.open()
                            ? contributed.references(
                                    generated,
                                    layoutOf(design.baseTable().orElseThrow()).fieldName())
                            : generated);
        }
    }

    /** {@code , List.of(customerReference)} for the audit's arguments, or nothing. */
    CodeBlock auditArguments() {
        List<CodeBlock> fields = references().stream()
                .map(plan -> CodeBlock.of("$N", MemberNames.referenceField(plan.attribute())))
                .toList();
        return fields.isEmpty()
                ? CodeBlock.of("")
                : CodeBlock.of(", $T.of($L)", List.class, CodeBlock.join(fields, ", "));
    }

    /**
     * The start of {@code write}'s batch: {@code return writer.batch()}, or, when it propagates, its
     * explicit write time first.
     */
    CodeBlock batchStart() {
        if (!propagates()) {
            return CodeBlock.of("return writer.batch()$>$>");
        }
        String writeTime = access.local("writeTime");
        return CodeBlock.builder()
                .addStatement("long $N = $T.next(session)", writeTime, WRITE_TIMES)
                .add("$T $N = writer.batch()$>$>\n.at($N)", WRITE_BATCH, access.local("batch"), writeTime)
                .build();
    }

    /**
     * How {@code write}'s batch is sent: {@code .executeAsync()}, or, when it propagates, with the
     * static copies and then followed by the fan-out (before {@code then}, the clean-up of the
     * batch's own statics, if any).
     */
    CodeBlock batchEnd(String variable, CodeBlock then) {
        if (!propagates()) {
            return CodeBlock.of("\n.executeAsync()$L;\n$<$<", then);
        }
        return CodeBlock.of(
                ";\n$<$<return $N.withStaticCopiesAsync($N, $N, $N)$>$>\n.thenCompose($T::executeAsync)$L"
                        + "\n.thenCompose($N -> $N.propagateAsync($N, $N));\n$<$<",
                MemberNames.PROPAGATION,
                access.local("batch"),
                access.local("previous"),
                variable,
                WRITE_BATCH,
                then,
                access.local("done"),
                MemberNames.PROPAGATION,
                variable,
                access.local("writeTime"));
    }

    /** The Javadoc sentence of {@code update} and {@code save} on propagation, or nothing. */
    String writeDoc() {
        if (!propagates()) {
            return "";
        }
        return "\n\n<p>Then keeps the live copies in "
                + copiesDoc()
                + " true: the static copies are written in the same batch, the others afterwards, at the same"
                + " write time. When some could not be written, the stage fails with a {@link "
                + "dev.queryfirst.runtime.StaleCopiesException} naming them: the referencing entity's"
                + " {@code auditAndRepair()} rewrites them (calling again writes nothing, the state being stored).";
    }

    /** {@code Order.customer}, {@code Invoice.customer} and those other modules hold. */
    private String copiesDoc() {
        List<String> names = new ArrayList<>(referrers().stream()
                .map(r -> "{@code " + r.plan().label() + "}")
                .toList());
        if (contributed.open()) {
            names.add(ContributedCopies.writeDoc());
        }
        return String.join(", ", names);
    }

    /**
     * {@code LiveReference.<Customer, Order>builder("Order.customer", customers, Order::customer)}
     * with the referrers, static copies and copies of {@code plan}.
     */
    static CodeBlock liveReference(
            ReferencePlan plan,
            EntityDesign referencing,
            CodeBlock referencedBase,
            Function<TableModel, CodeBlock> tables) {
        ClassName entity = JavaTypes.className(plan.referencing());
        ClassName referenced = JavaTypes.className(plan.referenced());
        String getter =
                referencing.entity().attribute(plan.attribute()).orElseThrow().getter();
        CodeBlock.Builder code = CodeBlock.builder()
                .add(
                        "$T.<$T, $T>builder($S, $L, $T::$N)$>$>",
                        LIVE_REFERENCE,
                        referenced,
                        entity,
                        plan.label(),
                        referencedBase,
                        entity,
                        getter);
        if (plan.referrers() != null) {
            TableModel base = referencing.baseTable().orElseThrow();
            CodeBlock source = tables.apply(base);
            if (plan.copies().contains(base)) {
                code.add(
                        "\n.referrers($L, $L, $L::$N)",
                        tables.apply(plan.referrers()),
                        source,
                        source,
                        ReferenceTableMethods.referrerOfName(plan));
            } else {
                code.add("\n.referrers($L, $L)", tables.apply(plan.referrers()), source);
            }
        }
        for (TableModel table : plan.staticCopies()) {
            CodeBlock t = tables.apply(table);
            code.add(
                    "\n.staticCopy($L, $L::$N, $L::$N)",
                    t,
                    t,
                    MemberNames.firstRowOfBinder(plan.attribute()),
                    t,
                    MemberNames.binder(MemberNames.referenceStaticsUpdate(plan.attribute())));
        }
        for (TableModel table : plan.copies()) {
            CodeBlock t = tables.apply(table);
            String binder = MemberNames.binder(MemberNames.referenceUpdate(plan.attribute()));
            code.add("\n.copy($L, $L::$N, $L::$N)", t, t, binder, t, binder);
        }
        return code.add("\n.build()$<$<").build();
    }

    private TypeName liveReferenceType(ReferencePlan plan) {
        return ParameterizedTypeName.get(
                LIVE_REFERENCE, JavaTypes.className(plan.referenced()), JavaTypes.className(plan.referencing()));
    }

    /**
     * The tables of other entities the DAO builds, with their keyspace: the referenced entities'
     * base tables, and every table the propagation reads or writes in the referrers.
     */
    private Map<TableModel, String> foreignTables() {
        Map<TableModel, String> tables = new LinkedHashMap<>();
        for (ReferencePlan plan : references()) {
            TableModel base = designs.get(plan.referenced()).baseTable().orElseThrow();
            tables.put(base, base.keyspace());
        }
        for (Referrer referrer : referrers()) {
            ReferencePlan plan = referrer.plan();
            List<TableModel> used = new ArrayList<>(plan.staticCopies());
            used.addAll(plan.copies());
            if (plan.referrers() != null) {
                used.add(plan.referrers());
                used.add(referrer.design().baseTable().orElseThrow());
            }
            used.forEach(table -> tables.put(table, table.keyspace()));
        }
        return tables;
    }

    /** {@code ordersById} for another entity's table {@code orders_by_id}, local to the constructor. */
    static String foreignVariable(TableModel table) {
        return JavaNames.javaName(JavaNames.lowerFirst(TableNames.tableClass(table)));
    }

    static ClassName tableType(TableModel table) {
        return ClassName.get(JavaTypes.className(table.entity()).packageName(), TableNames.tableClass(table));
    }

    private TableLayout layoutOf(TableModel table) {
        return layouts.stream()
                .filter(l -> l.table().name().equals(table.name()))
                .findFirst()
                .orElseThrow();
    }
}
