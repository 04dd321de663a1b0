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
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PatternPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The DAO methods of one access pattern. A pattern that binds a whole primary key returns
 * {@code Optional}; any other returns a list in the table's order ({@code name}), its
 * asynchronous twin ({@code nameAsync}) and a paged form with an opaque cursor ({@code namePage},
 * and {@code namePageAsync}).
 * A bucketed pattern walks buckets newest first (or over the range's buckets) and takes a limit;
 * so does a read through an index, which spans every partition.
 */
final class PatternMethods {

    private static final ClassName PAGE = JavaTypes.runtime("", "Page");
    private static final ClassName QUERY = JavaTypes.runtime("internal.read", "Query");

    private final PatternPlan plan;
    private final TableLayout layout;
    private final EntityAccess access;
    private final String name;
    private final ClassName table;
    private final String field;
    /**
     * What a row reads into: the entity, or a projected table's record
     * (docs/mapping-rules.md, "Projections").
     */
    private final TypeName rowType;
    /** How a row is read: {@code byEmail::map}, or into the projected table's record. */
    private final CodeBlock mapper;

    private final DirectoryMethods directories;
    /** The pattern's {@code @StatementOptions}, applied to each statement it binds. */
    private final PatternOptions options;

    PatternMethods(
            PatternPlan plan,
            TableLayout layout,
            EntityAccess access,
            ProjectionRecords projections,
            DirectoryMethods directories) {
        this.plan = plan;
        this.directories = directories;
        this.layout = layout;
        this.access = access;
        this.name = plan.pattern().name();
        this.table = ClassName.get(access.entityType().packageName(), layout.className());
        this.field = layout.fieldName();
        boolean projected = layout.table().projected();
        this.rowType = projected ? projections.type(layout.table()) : access.entityType();
        this.mapper = projected ? projections.mapper(layout.table(), field) : CodeBlock.of("$N::map", field);
        this.options = new PatternOptions(name, plan.pattern().options());
    }

    /**
     * The DAO field holding the identity of this pattern's reads ({@code keyspace.table/pattern},
     * which signs its cursors), computed once in the DAO's constructor; empty for a single-row
     * pattern, which has no cursor.
     */
    Optional<FieldSpec> identityField() {
        if (plan.singleRow()) {
            return Optional.empty();
        }
        return Optional.of(FieldSpec.builder(String.class, identityName(), Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("The identity of {@code $L}'s reads, which signs its cursors.\n", name)
                .build());
    }

    /** {@code this.recentBySourceIdentity = keyspace + ".log_messages_by_source_name/recentBySource"}. */
    CodeBlock identityInitializer() {
        return CodeBlock.of("this.$N = keyspace + \".\" + $T.NAME + $S", identityName(), table, "/" + name);
    }

    private String identityName() {
        return MemberNames.patternIdentity(name);
    }

    /** The pattern's reads, each with its {@code Async} twin: one row, or a list, its pages and their query. */
    void addTo(TypeSpec.Builder type) {
        options.constant().ifPresent(type::addField);
        if (plan.singleRow()) {
            addSingleRow(type);
            return;
        }
        List<ParameterSpec> query = queryParameters();
        addList(type, query);
        addPages(type, query);
        type.addMethod(queryMethod(query));
    }

    /**
     * Whether the list methods of {@code plan} take a {@code limit}, the number of rows the caller
     * wants: a bucket walk must stop somewhere, and an index read spans every partition (on a table
     * growing by millions of rows a day it would otherwise read them all into one list).
     */
    static boolean limited(PatternPlan plan) {
        return plan.bucketed()
                || plan.sharded()
                || plan.index() != null
                || plan.pattern().limit() > 0;
    }

    private void addSingleRow(TypeSpec.Builder type) {
        ParameterSpec[] parameters = equalityParameters().toArray(ParameterSpec[]::new);
        TypeName optional = Methods.optionalOf(rowType);
        type.addMethod(Methods.sync(name, optional, docs().singleRow(), parameters));
        MethodSpec.Builder async =
                Methods.async(name, Methods.stageOf(optional), "See {@link #" + name + "}.\n", parameters);
        Methods.checkParameters(async, List.of(parameters));
        KeyValues.checkNotEmpty(async, wholeKey());
        type.addMethod(async.addStatement(
                        "return reader.oneAsync($L, $L)",
                        options.apply(CodeBlock.of(
                                "$N.$N($L)",
                                field,
                                MemberNames.patternBinder(name),
                                Methods.names(List.of(parameters)))),
                        mapper)
                .build());
    }

    /** {@code <pattern>(…)}: every row, or up to a limit. */
    private void addList(TypeSpec.Builder type, List<ParameterSpec> query) {
        ParameterSpec limit =
                ParameterSpec.builder(int.class, access.local("limit")).build();
        List<ParameterSpec> listParameters = new ArrayList<>(query);
        if (limited(plan)) {
            listParameters.add(limit);
        }
        TypeName list = ParameterizedTypeName.get(ClassName.get(List.class), rowType);
        ParameterSpec[] listArray = listParameters.toArray(ParameterSpec[]::new);
        type.addMethod(Methods.sync(name, list, docs().list(), listArray));
        MethodSpec.Builder async =
                Methods.async(name, Methods.stageOf(list), "See {@link #" + name + "}.\n", listArray);
        checkQueryParameters(async);
        if (limited(plan)) {
            async.addStatement("$T.positive($N, $S)", Methods.ARGS, limit, limit.name())
                    .addStatement(
                            "return reader.listAsync($N($L), $N)",
                            MemberNames.patternQuery(name),
                            Methods.names(query),
                            limit);
        } else {
            async.addStatement("return reader.listAsync($N($L))", MemberNames.patternQuery(name), Methods.names(query));
        }
        type.addMethod(async.build());
        if (walks()) {
            type.addMethod(reactiveWalk(query, listArray, limited(plan) ? limit : null));
        }
    }

    /** Whether the pattern reads a {@code Query}'s walk (not shards merged, not a directory's buckets). */
    private boolean walks() {
        return !plan.sharded() && !(plan.bucketed() && directories.of(plan).isPresent());
    }

    /**
     * {@code <pattern>Reactive(…)}: the list's rows as a publisher that reads a page, and a
     * partition, only when its subscriber's demand needs it (docs/mapping-rules.md, "Reactive
     * forms").
     */
    private MethodSpec reactiveWalk(List<ParameterSpec> query, ParameterSpec[] parameters, ParameterSpec limit) {
        // The argument checks run in the lambda, when a subscriber first asks, as the other
        // reactive forms' do: a bad argument reaches onError.
        MethodSpec.Builder checks = MethodSpec.methodBuilder("checks");
        checkQueryParameters(checks);
        CodeBlock read = CodeBlock.builder()
                .add("return reader.publish(() -> {\n")
                .indent()
                .add(checks.build().code())
                .addStatement("return $N($L)", MemberNames.patternQuery(name), Methods.names(query))
                .unindent()
                .add(limit != null ? "}, $N);\n" : "}, $T.MAX_VALUE);\n", limit != null ? limit : Integer.class)
                .build();
        return MethodSpec.methodBuilder(name + MemberNames.REACTIVE)
                .addModifiers(Modifier.PUBLIC)
                .returns(ReactiveMethods.publisherOf(rowType))
                .addJavadoc(
                        "The rows of {@link #$N} as a Reactive Streams publisher: each subscription reads a page\n"
                                + "(and a partition) only when the rows before it did not meet its demand, and reads\n"
                                + "nothing more once it cancels. Nothing is read before a subscriber asks; a failure, a\n"
                                + "bad argument included, reaches {@code onError}.\n",
                        name)
                .addParameters(List.of(parameters))
                .addCode(read)
                .build();
    }

    /** {@code <pattern>Page(…, pageSize, cursor)}: a page at a time. */
    private void addPages(TypeSpec.Builder type, List<ParameterSpec> query) {
        List<ParameterSpec> pageParameters = new ArrayList<>(query);
        String pageSize = access.local("pageSize");
        String cursor = access.local("cursor");
        pageParameters.add(ParameterSpec.builder(int.class, pageSize).build());
        pageParameters.add(ParameterSpec.builder(String.class, cursor).build());
        ParameterSpec[] pageArray = pageParameters.toArray(ParameterSpec[]::new);
        TypeName page = ParameterizedTypeName.get(PAGE, rowType);
        type.addMethod(Methods.sync(name + "Page", page, docs().page(pageSize, cursor), pageArray));
        MethodSpec.Builder pageAsync = Methods.async(
                name + "Page",
                Methods.stageOf(page),
                "See {@link #" + name + "Page}; a bad argument or cursor throws at once, before anything is sent.\n",
                pageArray);
        checkQueryParameters(pageAsync);
        type.addMethod(pageAsync
                .addStatement("$T.positive($N, $S)", Methods.ARGS, pageSize, pageSize)
                .addStatement(
                        "return reader.pageAsync($N($L), $N, $N)",
                        MemberNames.patternQuery(name),
                        Methods.names(query),
                        pageSize,
                        cursor)
                .build());
    }

    private MethodSpec queryMethod(List<ParameterSpec> query) {
        CodeBlock identityCode = CodeBlock.of("$N", identityName());
        if (plan.sharded()) {
            return new ShardedQuery(plan, layout, access, table, options)
                    .method(query, equalityParameters().size(), identityCode, rowType, mapper);
        }
        boolean listed = plan.bucketed() && directories.of(plan).isPresent();
        return MethodSpec.methodBuilder(MemberNames.patternQuery(name))
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("The read of {@code $L}.\n", name)
                .returns(listed ? directories.queryType(rowType) : ParameterizedTypeName.get(QUERY, rowType))
                .addParameters(query)
                .addStatement("$L", plan.bucketed() ? bucketedQuery(identityCode) : partitionQuery(identityCode))
                .build();
    }

    /** An unbucketed pattern reads one partition. */
    private CodeBlock partitionQuery(CodeBlock identityCode) {
        List<CodeBlock> arguments = new ArrayList<>(
                equalityParameters().stream().map(p -> CodeBlock.of("$N", p)).toList());
        arguments.addAll(
                rangeParameters().stream().map(p -> CodeBlock.of("$N", p)).toList());
        return CodeBlock.of(
                "return $T.partition($L,\n$L,\n$L)",
                QUERY,
                identityCode,
                options.apply(CodeBlock.of(
                        "$N.$N($L)", field, MemberNames.patternBinder(name), CodeBlock.join(arguments, ", "))),
                mapper);
    }

    /**
     * A bucketed pattern reads the buckets its directory lists, or those its range spans, or walks
     * them newest first back to the lookback.
     */
    private CodeBlock bucketedQuery(CodeBlock identityCode) {
        List<CodeBlock> arguments = new ArrayList<>(
                equalityParameters().stream().map(p -> CodeBlock.of("$N", p)).toList());
        ColumnModel bucket = plan.bucketColumn();
        String bucketVariable = MemberNames.bucketParameter(bucket);
        arguments.add(CodeBlock.of("$N", bucketVariable));
        arguments.addAll(
                rangeParameters().stream().map(p -> CodeBlock.of("$N", p)).toList());
        CodeBlock binding = options.apply(
                CodeBlock.of("$N.$N($L)", field, MemberNames.patternBinder(name), CodeBlock.join(arguments, ", ")));
        CodeBlock bind = CodeBlock.of("$N -> $L", bucketVariable, binding);
        String buckets = layout.bucketsConstant(bucket);
        boolean bucketRange = rangeIsBucket(plan);
        if (directories.of(plan).isPresent()) {
            return directories.query(
                    directories.of(plan).get(),
                    layout,
                    identityName(),
                    equalityParameters(),
                    binding,
                    bucketVariable,
                    bucketRange ? rangeParameters() : List.of(),
                    bucketRange && plan.rangeColumn().descending(),
                    mapper);
        }
        if (bucketRange) {
            List<ParameterSpec> range = rangeParameters();
            return CodeBlock.of(
                    "return $T.range($L,\n$T.$N,\n$L,\n$L,\n$L)",
                    QUERY,
                    identityCode,
                    table,
                    buckets,
                    BucketBounds.of(
                            table,
                            buckets,
                            range.get(0),
                            range.get(1),
                            plan.rangeColumn().descending()),
                    bind,
                    mapper);
        }
        return CodeBlock.of(
                "return $T.latest($L,\n$T.$N,\n$T.$N,\n$L,\n$L)",
                QUERY,
                identityCode,
                table,
                buckets,
                table,
                layout.lookbackConstant(bucket),
                bind,
                mapper);
    }

    /** Whether the pattern's range column is its bucket's source, so the range picks the buckets. */
    static boolean rangeIsBucket(PatternPlan plan) {
        return plan.bucketed()
                && plan.rangeColumn() != null
                && plan.rangeColumn().path().equals(plan.bucketColumn().path());
    }

    private PatternDocs docs() {
        return new PatternDocs(plan, layout, access, directories, wholeKey());
    }

    /**
     * The equality parameter that is the table's whole partition key, when Cassandra would refuse it
     * empty (text or blob); null for a read through an index, whose argument is no partition key.
     */
    private ParameterSpec wholeKey() {
        return plan.index() != null
                ? null
                : KeyValues.wholeKeyParameter(layout.table(), plan.equalityColumns(), equalityParameters());
    }

    private void checkQueryParameters(MethodSpec.Builder method) {
        Methods.checkParameters(method, equalityParameters());
        KeyValues.checkNotEmpty(method, wholeKey());
        List<ParameterSpec> range = rangeParameters();
        if (range.isEmpty()) {
            return;
        }
        if (Methods.comparable(plan.rangeColumn().type())) {
            method.addStatement(
                    "$T.rangeOrdered($N, $N, $S, $S)",
                    Methods.ARGS,
                    range.get(0),
                    range.get(1),
                    range.get(0).name(),
                    range.get(1).name());
        } else {
            Methods.checkParameters(method, range);
        }
    }

    private List<ParameterSpec> queryParameters() {
        List<ParameterSpec> parameters = new ArrayList<>(equalityParameters());
        parameters.addAll(rangeParameters());
        return parameters;
    }

    private List<ParameterSpec> equalityParameters() {
        return plan.equalityColumns().stream()
                .map(c -> ParameterSpec.builder(
                                JavaTypes.of(access.attribute(c.path()).type()), access.parameter(c))
                        .build())
                .toList();
    }

    private List<ParameterSpec> rangeParameters() {
        if (plan.rangeColumn() == null) {
            return List.of();
        }
        TypeName type = access.valueType(plan.rangeColumn().path());
        return MemberNames.rangeParameters(plan).stream()
                .map(n -> ParameterSpec.builder(type, n).build())
                .toList();
    }
}
