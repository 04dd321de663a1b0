package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The schema class's {@code rehearse} (write synthetic entities at a scaled volume, measure, compare
 * with the estimates) and {@code observe} (compare a live cluster with them), over the entities'
 * generated {@code <Entity>Rehearsal} classes.
 */
public final class TuneMethods {

    private static final ClassName CQL_SESSION = ClassName.get("com.datastax.oss.driver.api.core", "CqlSession");
    private static final ClassName REHEARSAL = JavaTypes.runtime("tune", "Rehearsal");
    private static final ClassName OPTIONS = JavaTypes.runtime("tune", "RehearsalOptions");
    private static final ClassName REPORT = JavaTypes.runtime("tune", "RehearsalReport");
    private static final ClassName OBSERVER = JavaTypes.runtime("tune", "Observer");
    private static final ClassName OBSERVATION = JavaTypes.runtime("tune", "ObservationReport");

    private TuneMethods() {}

    /** {@code rehearse} and {@code observe}, two forms each, for the schema class {@code schema}. */
    public static List<MethodSpec> of(KeyspaceDesign design, ClassName schema) {
        List<ClassName> entities = design.entities().stream()
                .map(EntityDesign::entity)
                .map(RehearsalGenerator::type)
                .toList();
        return List.of(
                rehearseWithDefaults(),
                rehearse(design, schema, list(entities, "$T.plan()")),
                observeItsKeyspace(design),
                observe(entities));
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

    private static MethodSpec rehearse(KeyspaceDesign design, ClassName schema, CodeBlock plans) {
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
                .addStatement(
                        "return $T.of(KEYSPACE, $T::create, $L).run(session, keyspace, options)",
                        REHEARSAL,
                        schema,
                        plans)
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

    private static MethodSpec observe(List<ClassName> entities) {
        CodeBlock tables =
                CodeBlock.of("$L.stream().flatMap($T::stream).toList()", list(entities, "$T.TABLES"), List.class);
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
                .addStatement(
                        "return $T.of($L, $L).observe(session, keyspace)",
                        OBSERVER,
                        list(entities, "$T.NUMBERS"),
                        tables)
                .build();
    }

    private static CodeBlock list(List<ClassName> types, String format) {
        return CodeBlock.of(
                "$T.of($L)",
                List.class,
                CodeBlock.join(types.stream().map(t -> CodeBlock.of(format, t)).toList(), ", "));
    }
}
