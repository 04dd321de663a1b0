package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.PatternPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The DAO's side of the bucket directories of an entity
 * (docs/mapping-rules.md, "Bucket directories"): a field per directory, prepared with the DAO; the
 * upsert of each entity's entries in the batch that writes its copies (never a delete: other rows
 * may share the bucket); the reads of a pattern whose table has a directory, which list the
 * non-empty buckets first and read only those; and the directories the audit checks.
 */
final class DirectoryMethods {

    private static final ClassName MERGED_QUERY = JavaTypes.runtime("internal.read", "MergedQuery");
    private static final ClassName BUCKET_DIRECTORY = JavaTypes.runtime("internal.read", "BucketDirectory");
    private static final ClassName SHARDS = JavaTypes.runtime("shard", "Shards");

    private final EntityDesign design;
    private final EntityAccess access;
    private final List<DirectoryModel> directories;

    DirectoryMethods(EntityDesign design, EntityAccess access) {
        this.design = design;
        this.access = access;
        this.directories = design.directories();
    }

    boolean isEmpty() {
        return directories.isEmpty();
    }

    /** The DAO field of {@code directory} ({@code bySourceNameBuckets}). */
    private String field(DirectoryModel directory) {
        return MemberNames.tableField(design.entity(), directory.table());
    }

    private ClassName type(DirectoryModel directory) {
        return ClassName.get(access.entityType().packageName(), DirectoryTableClassGenerator.className(directory));
    }

    void addFields(TypeSpec.Builder type) {
        directories.forEach(d -> type.addField(type(d), field(d), Modifier.PRIVATE, Modifier.FINAL));
    }

    void addConstruction(MethodSpec.Builder constructor) {
        directories.forEach(d -> constructor.addStatement("this.$N = new $T(prepared, keyspace)", field(d), type(d)));
    }

    /** The directory table classes, whose statements the DAO prepares with its tables'. */
    List<ClassName> tableTypes() {
        return directories.stream().map(this::type).toList();
    }

    /**
     * {@code .list(bySourceNameBuckets, message)} per directory: the entry's upsert, which the
     * batch leaves out when this DAO wrote it recently.
     */
    CodeBlock upserts(String variable) {
        CodeBlock.Builder code = CodeBlock.builder();
        directories.forEach(d -> code.add("\n.list($N, $N)", field(d), variable));
        return code.build();
    }

    /** The directory fields, for the audit: {@code List.of(bySourceNameBuckets)}. */
    CodeBlock auditList() {
        return CodeBlock.of(
                "$T.of($L)",
                List.class,
                CodeBlock.join(
                        directories.stream()
                                .map(d -> CodeBlock.of("$N", field(d)))
                                .toList(),
                        ", "));
    }

    /** The directory of the table serving {@code plan}, when it is bucketed and its table keeps one. */
    Optional<DirectoryModel> of(PatternPlan plan) {
        if (!plan.bucketed() || plan.index() != null) {
            return Optional.empty();
        }
        return directories.stream()
                .filter(d -> d.data().name().equals(plan.table().name()))
                .findFirst();
    }

    /**
     * The read of a pattern through its directory: the listed buckets between the range's
     * (when the range is over the bucketed attribute), else newest first from the bucket holding
     * now; in each, the pattern's statement. One partition per bucket, so the merge has one
     * stream and keeps its order: the comparator never decides.
     *
     * @param identity the DAO field holding the read's identity
     * @param bucketBind the pattern's binder call with the bucket in {@code bucket}, as a lambda body
     * @param range the range parameters when the range is over the bucketed attribute, else empty
     * @param mapper how a row is read: the table's {@code map}, or into a projected table's record
     */
    CodeBlock query(
            DirectoryModel directory,
            TableLayout layout,
            String identity,
            List<ParameterSpec> equality,
            CodeBlock bucketBind,
            String bucketVariable,
            List<ParameterSpec> range,
            boolean descending,
            CodeBlock mapper) {
        ClassName table = ClassName.get(access.entityType().packageName(), layout.className());
        ColumnModel bucket = directory.bucket();
        String buckets = layout.bucketsConstant(bucket);
        List<CodeBlock> key = directory.key().stream()
                .map(c -> CodeBlock.of("$N", parameterFor(c, equality)))
                .toList();
        List<CodeBlock> upTo = new ArrayList<>(key);
        upTo.add(CodeBlock.of("lastBucket"));
        List<CodeBlock> between = new ArrayList<>(key);
        between.add(CodeBlock.of("firstBucket"));
        between.add(CodeBlock.of("lastBucket"));
        String field = field(directory);
        CodeBlock listing = CodeBlock.of(
                "$T.of($T.$N,\nlastBucket -> $N.bindListUpTo($L),\n(firstBucket, lastBucket) -> $N.bindListBetween($L))",
                BUCKET_DIRECTORY,
                table,
                buckets,
                field,
                CodeBlock.join(upTo, ", "),
                field,
                CodeBlock.join(between, ", "));
        CodeBlock bind = CodeBlock.of("($N, shard) -> $L", bucketVariable, bucketBind);
        CodeBlock tail = CodeBlock.of("$T.of(1),\n$L,\n(left, right) -> 0,\n$L", SHARDS, bind, mapper);
        if (range.isEmpty()) {
            return CodeBlock.of("return $T.latest($N,\n$L,\n$L)", MERGED_QUERY, identity, listing, tail);
        }
        return CodeBlock.of(
                "return $T.range($N,\n$L,\n$L,\n$L)",
                MERGED_QUERY,
                identity,
                listing,
                BucketBounds.of(table, buckets, range.get(0), range.get(1), descending),
                tail);
    }

    /** The return type of a directory read's query method, whose rows read into {@code rowType}. */
    ParameterizedTypeName queryType(TypeName rowType) {
        return ParameterizedTypeName.get(MERGED_QUERY, rowType);
    }

    private ParameterSpec parameterFor(ColumnModel column, List<ParameterSpec> equality) {
        String name = access.parameter(column);
        return equality.stream()
                .filter(p -> p.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no parameter for directory key column " + name));
    }
}
