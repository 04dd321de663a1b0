package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.PatternMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.Optional;

/**
 * What partitions a pattern's table besides its {@code where} (docs/mapping-rules.md, "Shards"
 * and "Where-less patterns") — the bucket of a
 * {@code @TimeBucket} attribute it clusters by (unless {@code bucketed = false}) and the
 * {@code shard} column of {@code shards = N}. A pattern with none of the three would read the
 * whole table (QF105); a sharded one needs values the runtime can hash and merge (QF109).
 */
final class PartitionShape {

    /** The column that ends the partition key of a {@code shards = N} table. */
    static final String SHARD_COLUMN = "shard";

    private PartitionShape() {}

    /**
     * Whether a where-less pattern still has a partition key: a bucket or shards. QF105 otherwise,
     * with the fix that fits what the pattern has.
     */
    static boolean partitioned(AccessPatternModel pattern, List<FlatColumn> bucketed, Sink sink) {
        if (!bucketed.isEmpty() || pattern.sharded()) {
            return true;
        }
        PatternMessages scan = pattern.bucketed() ? PatternMessages.FULL_SCAN : PatternMessages.FULL_SCAN_UNBUCKETED;
        sink.report(pattern.site(), scan.with("pattern", pattern.name()));
        return false;
    }

    /**
     * QF109 when a sharded table's rows cannot be hashed or merged: the shard hashes the entity's
     * key values and the merge compares clustering values, both as single CQL values (no value
     * types or collections).
     */
    static boolean shardable(
            AccessPatternModel pattern, Flattened flat, List<KeyLayout.Clustered> clustering, Sink sink) {
        if (!pattern.sharded()) {
            return true;
        }
        Optional<FlatColumn> key = flat.key().stream()
                .filter(c -> !single(c.type()) || c.path().size() != 1)
                .findFirst();
        Optional<FlatColumn> clustered = clustering.stream()
                .map(KeyLayout.Clustered::column)
                .filter(c -> !single(c.type()))
                .findFirst();
        Optional<FlatColumn> problem = key.or(() -> clustered);
        ValueMessages message = key.isEmpty()
                ? ValueMessages.UNSHARDABLE_CLUSTERING
                : key.get().path().size() != 1
                        ? ValueMessages.UNSHARDABLE_REFERENCE_KEY
                        : ValueMessages.UNSHARDABLE_KEY;
        problem.ifPresent(column -> sink.report(
                pattern.site().member("shards"),
                message.with("shards", pattern.shards())
                        .with("pattern", pattern.name())
                        .with("path", column.dottedPath())
                        .with("type", CqlTypes.type(column.type()))));
        return problem.isEmpty();
    }

    private static boolean single(TypeModel type) {
        return type instanceof TypeModel.Scalar scalar && scalar.kind() != ScalarKind.DURATION;
    }

    /** {@code shard int}, the last partition-key column: N distinct values. */
    static ColumnModel shardColumn(int shards) {
        return new ColumnModel(
                SHARD_COLUMN,
                "int",
                List.of(),
                new TypeModel.Scalar(ScalarKind.INT, "int"),
                ColumnKind.PARTITION_KEY,
                false,
                null,
                new AttributeCardinality(shards, 0, 0, null, 0, 0));
    }
}
