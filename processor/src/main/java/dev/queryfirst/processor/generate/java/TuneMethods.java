package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.WildcardTypeName;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The schema class's {@code rehearse} (write synthetic entities at a scaled volume, measure, compare
 * with the estimates) and {@code observe} (compare a live cluster with them), over the entities'
 * generated {@code <Entity>Rehearsal} classes. A module's schema class (compiled with
 * {@code -Aqueryfirst.module}) rehearses and observes the whole keyspace instead, every module's
 * {@code TuneFragment} on the class path, and is one itself (docs/architecture.md, "One keyspace,
 * many modules").
 */
public final class TuneMethods {

    private static final ClassName CQL_SESSION = ClassName.get("com.datastax.oss.driver.api.core", "CqlSession");
    private static final ClassName REHEARSAL = JavaTypes.runtime("tune", "Rehearsal");
    private static final ClassName OPTIONS = JavaTypes.runtime("tune", "RehearsalOptions");
    private static final ClassName REPORT = JavaTypes.runtime("tune", "RehearsalReport");
    private static final ClassName OBSERVER = JavaTypes.runtime("tune", "Observer");
    private static final ClassName OBSERVATION = JavaTypes.runtime("tune", "ObservationReport");
    private static final ClassName KEYSPACE_SCHEMA = JavaTypes.runtime("schema", "KeyspaceSchema");
    private static final ClassName ENTITY_PLAN = JavaTypes.runtime("tune", "EntityPlan");
    private static final ClassName ENTITY_NUMBERS = JavaTypes.runtime("tune", "EntityNumbers");
    private static final ClassName TABLE_ESTIMATE = JavaTypes.runtime("tune", "TableEstimate");

    /** The interface a module's schema class implements besides {@code KeyspaceFragment}. */
    static final ClassName TUNE_FRAGMENT = JavaTypes.runtime("internal.tune", "TuneFragment");

    private static final WildcardTypeName WILDCARD = WildcardTypeName.subtypeOf(Object.class);

    private TuneMethods() {}

    /**
     * {@code rehearse} and {@code observe}, two forms each, for the schema class {@code schema}; for
     * module {@code module}'s schema class (not empty), over the whole keyspace, with the
     * {@code TuneFragment} methods that contribute this module's entities.
     */
    public static List<MethodSpec> of(KeyspaceDesign design, ClassName schema, String module) {
        List<ClassName> entities = design.entities().stream()
                .map(EntityDesign::entity)
                .map(RehearsalGenerator::type)
                .toList();
        CodeBlock plans = list(entities, "$T.plan()");
        CodeBlock numbers = list(entities, "$T.NUMBERS");
        CodeBlock tables =
                CodeBlock.of("$L.stream().flatMap($T::stream).toList()", list(entities, "$T.TABLES"), List.class);
        if (module.isEmpty()) {
            return List.of(
                    rehearseWithDefaults(),
                    rehearse(design, schema, CodeBlock.of("$T.of(KEYSPACE, $T::create, $L)", REHEARSAL, schema, plans)),
                    observeItsKeyspace(design),
                    observe(CodeBlock.of("$T.of($L, $L)", OBSERVER, numbers, tables)));
        }
        CodeBlock whole = CodeBlock.of("$T.assemble(KEYSPACE)", KEYSPACE_SCHEMA);
        return List.of(
                rehearseWithDefaults(),
                rehearse(design, schema, CodeBlock.of("$T.of($L)", REHEARSAL, whole)),
                observeItsKeyspace(design),
                observe(CodeBlock.of("$T.of($L)", OBSERVER, whole)),
                Methods.constant(
                        "rehearsalPlans",
                        ParameterizedTypeName.get(
                                ClassName.get(List.class), ParameterizedTypeName.get(ENTITY_PLAN, WILDCARD, WILDCARD)),
                        plans),
                Methods.constant(
                        "entityNumbers", ParameterizedTypeName.get(ClassName.get(List.class), ENTITY_NUMBERS), numbers),
                Methods.constant(
                        "tableEstimates",
                        ParameterizedTypeName.get(ClassName.get(List.class), TABLE_ESTIMATE),
                        tables));
    }

    private static MethodSpec rehearseWithDefaults() {
        return MethodSpec.methodBuilder("rehearse")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("Rehearses this model in {@code keyspace} with the default options: see\n"
                        + "{@link #rehearse(CqlSession, String, RehearsalOptions)}.\n")
                .returns(REPORT)
                .addParameter(CQL_SESSION, "session")
                .addParameter(String.class, "keyspace")
                .addStatement("return rehearse(session, keyspace, $T.defaults())", OPTIONS)
                .build();
    }

    private static MethodSpec rehearse(KeyspaceDesign design, ClassName schema, CodeBlock rehearsal) {
        return MethodSpec.methodBuilder("rehearse")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "Rehearses this model before production: creates the schema in {@code keyspace} (never one\n"
                                + "holding data a rehearsal did not write), writes synthetic entities that follow the declared\n"
                                + "numbers through the generated DAOs at a scaled volume, moves and deletes some, reads every\n"
                                + "access pattern, flushes, and puts what the nodes measured beside the estimates of the design\n"
                                + "report. Prints a progress bar and the figures, and writes them as JSON and as a section of the\n"
                                + "design report under {@code options.output()}.\n\n"
                                + "<pre>{@code\n"
                                + "$L.rehearse(session, \"$L_rehearsal\").assertWithinEstimates();\n"
                                + "}</pre>\n",
                        schema.simpleName(),
                        design.keyspace())
                .returns(REPORT)
                .addParameter(CQL_SESSION, "session")
                .addParameter(String.class, "keyspace")
                .addParameter(OPTIONS, "options")
                .addStatement("return $L.run(session, keyspace, options)", rehearsal)
                .build();
    }

    private static MethodSpec observeItsKeyspace(KeyspaceDesign design) {
        return MethodSpec.methodBuilder("observe")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "Observes keyspace {@code $L} on a live cluster: see {@link #observe(CqlSession, String)}.\n",
                        design.keyspace())
                .returns(OBSERVATION)
                .addParameter(CQL_SESSION, "session")
                .addStatement("return observe(session, KEYSPACE)")
                .build();
    }

    private static MethodSpec observe(CodeBlock observer) {
        return MethodSpec.methodBuilder("observe")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "What every node measures of this model's tables in {@code keyspace}, beside the estimates,\n"
                                + "naming the figure that moved: rows per partition, bytes per row, partitions, a largest\n"
                                + "partition, tombstones per read; figures under their estimate as over-declarations, tables\n"
                                + "whose size estimates are not refreshed yet as not ready. One node at a time, a few reads of\n"
                                + "its own figures per table, and the keys of a small table (at most 10,000 partitions and\n"
                                + "100,000 rows); no write: safe from a scheduled job.\n")
                .returns(OBSERVATION)
                .addParameter(CQL_SESSION, "session")
                .addParameter(String.class, "keyspace")
                .addStatement("return $L.observe(session, keyspace)", observer)
                .build();
    }

    private static CodeBlock list(List<ClassName> types, String format) {
        return CodeBlock.of(
                "$T.of($L)",
                List.class,
                CodeBlock.join(types.stream().map(t -> CodeBlock.of(format, t)).toList(), ", "));
    }
}
