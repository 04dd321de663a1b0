package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PatternPlan;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The read of a sharded access pattern (docs/mapping-rules.md, "Shards"): the runtime's
 * {@code MergedQuery} over the {@code N} shards of its partition, or of each bucket it walks,
 * merged in the table's clustering order ({@code ORDER} of the table class). The table class's
 * binder takes the pattern's values, the bucket, the shard and the range bounds, in that order.
 */
final class ShardedQuery {

    static final ClassName MERGED_QUERY = JavaTypes.runtime("internal.read", "MergedQuery");

    private final PatternPlan plan;
    private final TableLayout layout;
    private final EntityAccess access;
    private final ClassName table;
    private final PatternOptions options;

    ShardedQuery(PatternPlan plan, TableLayout layout, EntityAccess access, ClassName table, PatternOptions options) {
        this.options = options;
        this.plan = plan;
        this.layout = layout;
        this.access = access;
        this.table = table;
    }

    /**
     * The DAO's private {@code <pattern>Query} method.
     *
     * @param parameters the pattern's equality values, then its range bounds
     * @param equality how many of {@code parameters} are equality values
     * @param identity the identity field, which signs the cursors
     * @param rowType what a row reads into: the entity, or a projected table's record
     * @param mapper how a row is read into {@code rowType}
     */
    MethodSpec method(
            List<ParameterSpec> parameters, int equality, CodeBlock identity, TypeName rowType, CodeBlock mapper) {
        String name = plan.pattern().name();
        String field = layout.fieldName();
        List<CodeBlock> arguments = new ArrayList<>();
        parameters.subList(0, equality).forEach(p -> arguments.add(CodeBlock.of("$N", p)));
        ColumnModel bucket = plan.bucketColumn();
        String bucketVariable = bucket == null ? null : MemberNames.bucketParameter(bucket);
        if (bucket != null) {
            arguments.add(CodeBlock.of("$N", bucketVariable));
        }
        arguments.add(CodeBlock.of("shard"));
        parameters.subList(equality, parameters.size()).forEach(p -> arguments.add(CodeBlock.of("$N", p)));
        CodeBlock call = options.apply(
                CodeBlock.of("$N.$N($L)", field, MemberNames.patternBinder(name), CodeBlock.join(arguments, ", ")));
        CodeBlock body = bucket == null
                ? CodeBlock.of(
                        "return $T.partition($L,\n$T.$N,\nshard -> $L,\n$T.$N,\n$L)",
                        MERGED_QUERY,
                        identity,
                        table,
                        TableNames.shardsConstant(),
                        call,
                        table,
                        TableNames.orderConstant(),
                        mapper)
                : bucketed(
                        identity,
                        CodeBlock.of("($N, shard) -> $L", bucketVariable, call),
                        parameters,
                        equality,
                        mapper);
        return MethodSpec.methodBuilder(MemberNames.patternQuery(name))
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        Docs.wrap("The read of {@code $L}: the $L shards of each partition, read concurrently and"
                                + " merged in the table's order."),
                        name,
                        layout.table().shards())
                .returns(ParameterizedTypeName.get(MERGED_QUERY, rowType))
                .addParameters(parameters)
                .addStatement("$L", body)
                .build();
    }

    /** The merged read of the buckets a range spans, or of the newest buckets back to the lookback. */
    private CodeBlock bucketed(
            CodeBlock identity, CodeBlock bind, List<ParameterSpec> parameters, int equality, CodeBlock mapper) {
        ColumnModel bucket = plan.bucketColumn();
        String buckets = layout.bucketsConstant(bucket);
        String shards = TableNames.shardsConstant();
        String order = TableNames.orderConstant();
        if (plan.rangeColumn() != null && plan.rangeColumn().path().equals(bucket.path())) {
            List<ParameterSpec> range = parameters.subList(equality, parameters.size());
            return CodeBlock.of(
                    "return $T.range($L,\n$T.$N,\n$L,\n$T.$N,\n$L,\n$T.$N,\n$L)",
                    MERGED_QUERY,
                    identity,
                    table,
                    buckets,
                    BucketBounds.of(
                            table,
                            buckets,
                            range.get(0),
                            range.get(1),
                            plan.rangeColumn().descending()),
                    table,
                    shards,
                    bind,
                    table,
                    order,
                    mapper);
        }
        return CodeBlock.of(
                "return $T.latest($L,\n$T.$N,\n$T.$N,\n$T.$N,\n$L,\n$T.$N,\n$L)",
                MERGED_QUERY,
                identity,
                table,
                buckets,
                table,
                layout.lookbackConstant(bucket),
                table,
                shards,
                bind,
                table,
                order,
                mapper);
    }
}
