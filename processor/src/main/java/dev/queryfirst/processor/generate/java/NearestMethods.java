package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Cql;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The DAO's members for nearest-neighbour patterns (docs/vector-search.md): per pattern, a
 * {@code NearestQuery} field built in the constructor, and a method taking the {@code where}
 * values and the query vector that checks the vector (its length, no NaN) before any statement
 * runs and returns the {@code limit} nearest rows with their scores, with its {@code …Async} form
 * (and so its {@code …Reactive} one, and an access-listener event, as every read has).
 */
final class NearestMethods {

    private static final ClassName NEAREST_QUERY = JavaTypes.runtime("internal.read", "NearestQuery");
    private static final ClassName VECTOR_CODECS = JavaTypes.runtime("internal", "VectorCodecs");
    private static final ClassName SCORED = JavaTypes.runtime("", "Scored");
    private static final ClassName CQL_IDENTIFIER = JavaTypes.driver("", "CqlIdentifier");
    private static final ClassName FUTURES = JavaTypes.runtime("internal", "Futures");
    private static final ClassName STATEMENT_OPTIONS = JavaTypes.runtime("", "StatementOptions");

    /** One nearest pattern: its vector index and the layout of the table the index is on. */
    private record Nearest(AccessPatternModel pattern, IndexModel index, TableLayout layout) {

        ColumnModel vectorColumn() {
            return layout.table().column(index.column());
        }

        TypeModel.Vector vector() {
            return (TypeModel.Vector) vectorColumn().type();
        }

        /** The partition-key columns its {@code where} binds: none for a search across the table. */
        List<ColumnModel> whereColumns() {
            return pattern.where().isEmpty() ? List.of() : layout.table().partitionKey();
        }

        String field() {
            return MemberNames.patternQuery(pattern.name());
        }

        /** Its {@code @StatementOptions} over the entity's (docs/statement-options.md). */
        PatternOptions options() {
            return new PatternOptions(pattern.name(), pattern.options());
        }
    }

    private final EntityAccess access;
    private final List<Nearest> patterns = new ArrayList<>();

    NearestMethods(EntityAccess access, EntityDesign design, List<TableLayout> layouts) {
        this.access = access;
        for (AccessPatternModel pattern : design.entity().accessPatterns()) {
            if (!pattern.isNearest()) {
                continue;
            }
            // A search across the table uses any vector index on its column: every table of the
            // entity's own rows holds each entity once (derive shares one index between patterns).
            design.indexes().stream()
                    .filter(i -> i.isVector() && i.pattern().equals(pattern.name()))
                    .findFirst()
                    .or(() -> pattern.where().isEmpty()
                            ? design.indexes().stream()
                                    .filter(i -> i.isVector() && indexesAttribute(i, pattern.nearest(), layouts))
                                    .findFirst()
                            : Optional.empty())
                    .ifPresent(index -> patterns.add(new Nearest(pattern, index, layoutOf(index, layouts))));
        }
    }

    private static TableLayout layoutOf(IndexModel index, List<TableLayout> layouts) {
        return layouts.stream()
                .filter(l -> l.table().name().equals(index.table()))
                .findFirst()
                .orElseThrow();
    }

    private static boolean indexesAttribute(IndexModel index, String attribute, List<TableLayout> layouts) {
        return layoutOf(index, layouts)
                .table()
                .column(index.column())
                .dottedPath()
                .equals(attribute);
    }

    void addFields(TypeSpec.Builder type) {
        for (Nearest nearest : patterns) {
            type.addField(FieldSpec.builder(queryType(), nearest.field(), Modifier.PRIVATE, Modifier.FINAL)
                    .build());
            nearest.options().constant().ifPresent(type::addField);
        }
    }

    /** {@code this.similarQuery = new NearestQuery<>(session, …)}: the statement of each pattern. */
    void addConstruction(MethodSpec.Builder constructor) {
        for (Nearest nearest : patterns) {
            List<ColumnModel> selected = nearest.layout().selected();
            constructor.addStatement(
                    "this.$N = new $T<>(session, $T.fromInternal(keyspace).asCql(true) + $S,\n$S, $L, $N::map, $S, $S,"
                            + " $L, $T.of($L),\n$L, options)",
                    nearest.field(),
                    NEAREST_QUERY,
                    CQL_IDENTIFIER,
                    "." + Cql.identifier(nearest.layout().table().name()),
                    selected.stream().map(c -> Cql.identifier(c.name())).collect(Collectors.joining(", ")),
                    selected.size(),
                    nearest.layout().fieldName(),
                    Cql.identifier(nearest.vectorColumn().name()),
                    nearest.vector().similarity(),
                    nearest.vector().dimensions(),
                    List.class,
                    nearest.whereColumns().stream()
                            .map(c -> CodeBlock.of("$S", Cql.identifier(c.name())))
                            .collect(CodeBlock.joining(", ")),
                    nearest.options().present()
                            ? CodeBlock.of(
                                    "$N",
                                    MemberNames.patternOptions(nearest.pattern().name()))
                            : CodeBlock.of("$T.none()", STATEMENT_OPTIONS));
        }
    }

    /** The names of the nearest patterns: reads, as the access listener counts them. */
    List<String> names() {
        return patterns.stream().map(n -> n.pattern().name()).toList();
    }

    /** Per pattern, its read and the read's {@code …Async} form (whose {@code …Reactive} form follows). */
    void addTo(TypeSpec.Builder type) {
        for (Nearest nearest : patterns) {
            MethodSpec async = async(nearest);
            type.addMethod(sync(nearest, async));
            type.addMethod(async);
        }
    }

    private MethodSpec sync(Nearest nearest, MethodSpec async) {
        return MethodSpec.methodBuilder(nearest.pattern().name())
                .addModifiers(Modifier.PUBLIC)
                .returns(resultType())
                .addJavadoc(doc(nearest, JavaNames.javaName(nearest.pattern().nearest())))
                .addParameters(async.parameters())
                .addStatement("return $T.getUninterruptibly($N($L))", FUTURES, async, Methods.names(async.parameters()))
                .build();
    }

    private MethodSpec async(Nearest nearest) {
        List<ParameterSpec> where = new ArrayList<>();
        for (ColumnModel column : nearest.whereColumns()) {
            where.add(ParameterSpec.builder(
                            JavaTypes.of(column.type()),
                            JavaNames.javaName(column.path().get(column.path().size() - 1)))
                    .build());
        }
        String vectorName = JavaNames.javaName(nearest.pattern().nearest());
        ParameterSpec vector = ParameterSpec.builder(JavaTypes.of(nearest.vector()), vectorName)
                .build();
        MethodSpec.Builder method = MethodSpec.methodBuilder(nearest.pattern().name() + MemberNames.ASYNC)
                .addModifiers(Modifier.PUBLIC)
                .returns(Methods.stageOf(resultType()))
                .addJavadoc(
                        "$L",
                        Docs.wrap("The asynchronous form of {@link #"
                                + nearest.pattern().name()
                                + "}: the query vector is checked before any statement is sent.\n"))
                .addParameters(where)
                .addParameter(vector);
        CodeBlock values = where.stream().map(p -> CodeBlock.of(", $N", p)).collect(CodeBlock.joining(""));
        method.addStatement(
                "return $N.readAsync($T.queryVector($S, $N, $L), $L$L)",
                nearest.field(),
                VECTOR_CODECS,
                vectorName,
                vector,
                nearest.vector().dimensions(),
                nearest.pattern().limit(),
                values);
        return method.build();
    }

    private CodeBlock doc(Nearest nearest, String vectorName) {
        String where = nearest.pattern().where().isEmpty() ? "across table" : "in one partition of table";
        return CodeBlock.of(
                "$L",
                Docs.wrap("Access pattern {@code " + nearest.pattern().name() + "}: the "
                        + nearest.pattern().limit()
                        + " rows nearest {@code " + vectorName + "} by "
                        + nearest.vector().similarity()
                        + " similarity, most similar first, " + where + " {@code "
                        + nearest.layout().table().name() + "}, through vector index {@code "
                        + nearest.index().name() + "}.\n\n@throws IllegalArgumentException if {@code " + vectorName
                        + "} is null, does not hold " + nearest.vector().dimensions() + " floats, or holds a NaN\n"));
    }

    private TypeName resultType() {
        return ParameterizedTypeName.get(
                ClassName.get(List.class), ParameterizedTypeName.get(SCORED, access.entityType()));
    }

    private TypeName queryType() {
        return ParameterizedTypeName.get(NEAREST_QUERY, access.entityType());
    }
}
