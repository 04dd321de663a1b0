package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;

/**
 * The arguments by which the runtime's range reads over a bucketed attribute ({@code Query.range},
 * {@code MergedQuery.range}, plain, sharded or through a directory) learn which buckets the range
 * spans and in which direction to visit them:
 *
 * <pre>{@code
 * LogMessagesBySourceNameTable.MESSAGE_TIME_BUCKETS.bucketOf(from),
 * LogMessagesBySourceNameTable.MESSAGE_TIME_BUCKETS.bucketOf(to),
 * ClusteringOrder.DESC
 * }</pre>
 */
final class BucketBounds {

    private static final ClassName CLUSTERING_ORDER = JavaTypes.driver("metadata.schema", "ClusteringOrder");

    private BucketBounds() {}

    /**
     * @param table the table class holding the buckets constant
     * @param buckets the name of its buckets constant
     * @param descending whether the range reads newest first
     */
    static CodeBlock of(ClassName table, String buckets, ParameterSpec from, ParameterSpec to, boolean descending) {
        return CodeBlock.of(
                "$T.$N.bucketOf($N),\n$T.$N.bucketOf($N),\n$T.$L",
                table,
                buckets,
                from,
                table,
                buckets,
                to,
                CLUSTERING_ORDER,
                descending ? "DESC" : "ASC");
    }
}
