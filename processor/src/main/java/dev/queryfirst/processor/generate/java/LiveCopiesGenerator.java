package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The contribution of a live reference to an entity of another module ({@code Parcel.depot}, with
 * {@code Depot} read from a class file): a {@code LiveCopies} that R's DAO finds on the class path
 * and runs with its own propagation (docs/architecture.md, "One keyspace, many modules").
 *
 * <pre>{@code
 * JavaFile file = LiveCopiesGenerator.javaFile(parcelDesign, parcelDepotPlan, "tracking");
 * String service = LiveCopiesGenerator.className(parcelDepotPlan);   // listed in META-INF/services
 * }</pre>
 */
public final class LiveCopiesGenerator {

    /** The service file R's DAO reads, under {@code META-INF/services/}. */
    public static final String SERVICE = JavaTypes.RUNTIME + ".internal.propagate.LiveCopies";

    private static final ClassName LIVE_COPIES = JavaTypes.runtime("internal.propagate", "LiveCopies");
    private static final ClassName LIVE_REFERENCE = JavaTypes.runtime("internal.propagate", "LiveReference");
    private static final ClassName ENTITY_TABLE = JavaTypes.runtime("internal", "EntityTable");
    private static final ClassName PREPARED = JavaTypes.runtime("internal", "Prepared");
    private static final ClassName DAO_OPTIONS = JavaTypes.runtime("", "DaoOptions");

    private LiveCopiesGenerator() {}

    /** {@code com.example.tracking.ParcelDepotLiveCopies}: the qualified name of the contribution of {@code plan}. */
    public static String className(ReferencePlan plan) {
        ClassName entity = JavaTypes.className(plan.referencing());
        return entity.packageName() + "." + simpleName(plan);
    }

    /**
     * The contribution of {@code plan}, a live reference of {@code referencing} to an entity of
     * another module, generated in {@code module}.
     */
    public static JavaFile javaFile(EntityDesign referencing, ReferencePlan plan, String module) {
        ClassName entity = JavaTypes.className(plan.referencing());
        ClassName referenced = JavaTypes.className(plan.referenced());
        TypeSpec type = TypeSpec.classBuilder(simpleName(plan))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(LIVE_COPIES, referenced))
                .addJavadoc(Docs.wrap("The live copies {@code " + plan.label() + "} holds of a {@code "
                        + referenced.simpleName() + "}, for {@code " + referenced.simpleName()
                        + "Dao} of another module: it finds this class on the class path (listed in {@code"
                        + " META-INF/services/" + SERVICE + "}) and keeps these copies true after its writes."))
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("For {@link java.util.ServiceLoader}.\n")
                        .build())
                .addMethod(Methods.constant(
                        "referenced",
                        ParameterizedTypeName.get(ClassName.get(Class.class), referenced),
                        CodeBlock.of("$T.class", referenced)))
                .addMethod(Methods.constant("name", ClassName.get(String.class), CodeBlock.of("$S", plan.label())))
                .addMethod(Methods.constant("module", ClassName.get(String.class), CodeBlock.of("$S", module)))
                .addMethod(statements(tables(referencing, plan)))
                .addMethod(reference(referencing, plan, entity, referenced))
                .build();
        return JavaFiles.file(entity.packageName(), type, plan.referencing());
    }

    private static String simpleName(ReferencePlan plan) {
        ClassName entity = JavaTypes.className(plan.referencing());
        return JavaNames.camel(List.of(entity.simpleName(), plan.attribute(), "LiveCopies"));
    }

    private static MethodSpec statements(Map<TableModel, String> tables) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("statements")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(List.class, String.class))
                .addParameter(DAO_OPTIONS, "options")
                .addStatement("$T<String> statements = new $T<>()", List.class, ArrayList.class);
        tables.forEach((table, keyspace) -> method.addStatement(
                "statements.addAll($T.statements(options.keyspaceOr($S)))",
                PropagationMethods.tableType(table),
                keyspace));
        return method.addStatement("return statements").build();
    }

    private static MethodSpec reference(
            EntityDesign referencing, ReferencePlan plan, ClassName entity, ClassName referenced) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("reference")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(
                        ParameterizedTypeName.get(LIVE_REFERENCE, referenced, WildcardTypeName.subtypeOf(Object.class)))
                .addParameter(ParameterizedTypeName.get(ENTITY_TABLE, referenced), "referenced")
                .addParameter(PREPARED, "prepared")
                .addParameter(DAO_OPTIONS, "options");
        tables(referencing, plan)
                .forEach((table, keyspace) -> method.addStatement(
                        "$T $N = new $T(prepared, options.keyspaceOr($S))",
                        PropagationMethods.tableType(table),
                        PropagationMethods.foreignVariable(table),
                        PropagationMethods.tableType(table),
                        keyspace));
        return method.addStatement(
                        "return $L",
                        PropagationMethods.liveReference(
                                plan,
                                referencing,
                                CodeBlock.of("referenced"),
                                table -> CodeBlock.of("$N", PropagationMethods.foreignVariable(table))))
                .build();
    }

    /** Every table of the referencing entity the propagation reads or writes, with its keyspace. */
    private static Map<TableModel, String> tables(EntityDesign referencing, ReferencePlan plan) {
        Map<TableModel, String> tables = new LinkedHashMap<>();
        List<TableModel> used = new ArrayList<>(plan.staticCopies());
        used.addAll(plan.copies());
        if (plan.referrers() != null) {
            used.add(plan.referrers());
            used.add(referencing.baseTable().orElseThrow());
        }
        used.forEach(table -> tables.put(table, table.keyspace()));
        return tables;
    }
}
