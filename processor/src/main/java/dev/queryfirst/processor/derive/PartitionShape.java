package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.Optional;

/**
 * What partitions a pattern's table besides its {@code where}: the bucket of a {@code @TimeBucket}
 * attribute it clusters by (unless {@code bucketed = false}) and the {@code shard} column of
 * {@code shards = N}. A pattern with none of the three keeps its whole table in one partition,
 * keyed by a constant {@code bucket} column, when the entity's numbers let check size it (QF105
 * otherwise); a sharded one needs values the runtime can hash and merge (QF109).
 */
final class PartitionShape {

    /** The column that ends the partition key of a {@code shards = N} table. */
    static final String SHARD_COLUMN = "shard";

    private PartitionShape() {}

    /**
     * Whether a pattern that nothing partitions (no {@code where}, no bucket, no shards) may keep its
     * whole table in one partition: only when the entity's {@code @Cardinality(rows)} says how big
     * the table gets, so that check can hold it to the limits (QF201 when it would not fit). QF105
     * otherwise, with the fix that fits what the pattern has.
     */
    static boolean fitsOnePartition(AccessPatternModel pattern, EntityModel entity, Sink sink) {
        if (entity.volume().isKnown()) {
            return true;
        }
        String feed = "order it by a @TimeBucket attribute (orderBy = \"addedDate DESC\") so that each bucket"
                + " is a partition, and add shards = N if one bucket takes too many writes";
        sink.report(
                Code.QF105,
                pattern.site(),
                pattern.name(),
                "add where = {...} with the attribute(s) every read of '" + pattern.name() + "' knows; or, for a"
                        + " site-wide feed, "
                        + (pattern.bucketed() ? feed : "remove bucketed = false (the bucket is its partition key)")
                        + "; or, for a small table read whole, declare @Cardinality(rows = ...) on "
                        + entity.simpleName() + " so that QueryFirst can check that it fits one partition; or"
                        + " strategy = INDEX for a low-cardinality attribute");
        return false;
    }

    /** {@code bucket int}, the whole partition key of a table held in one partition: one value, 0. */
    static ColumnModel onePartitionColumn() {
        return new ColumnModel(
                KeyRules.ONE_PARTITION_COLUMN,
                "int",
                List.of(),
                new TypeModel.Scalar(ScalarKind.INT, "int"),
                ColumnKind.PARTITION_KEY,
                false,
                null,
                new AttributeCardinality(1, 0, 0, null, 0, 0));
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
        problem.ifPresent(column -> sink.report(
                Code.QF109,
                pattern.site().member("shards"),
                "shards = " + pattern.shards() + " of access pattern '" + pattern.name() + "'",
                (key.isPresent()
                                ? "the shard hashes the key, and key attribute "
                                : "the merge of the shards orders by ")
                        + column.dottedPath() + " is a " + CqlTypes.type(column.type())
                        + (key.isPresent() && key.get().path().size() != 1
                                ? " reached through a reference"
                                : ", not a single value"),
                "shard a pattern whose key and clustering attributes are text, numbers, uuids or times, or"
                        + " remove shards"));
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
