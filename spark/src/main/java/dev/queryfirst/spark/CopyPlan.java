package dev.queryfirst.spark;

import dev.queryfirst.spark.model.ModelDescription;
import dev.queryfirst.spark.model.ModelDescription.Column;
import dev.queryfirst.spark.model.ModelDescription.Entity;
import dev.queryfirst.spark.model.ModelDescription.Table;
import java.io.Serializable;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * How the rows of one table are computed from the rows of its entity's source table, with every
 * column in the table's order: built on the driver from the model description, applied on the
 * executors to each row of the source scan ({@link SourceScan}). A row whose primary key would
 * hold a null (an optional attribute in a derived key) has no copy: the table does not hold that
 * entity, as the DAO does not write it.
 */
final class CopyPlan implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String table;
    private final String[] columns;
    private final ValueOp[] ops;
    private final int[] primaryKey;

    private CopyPlan(String table, String[] columns, ValueOp[] ops, int[] primaryKey) {
        this.table = table;
        this.columns = columns;
        this.ops = ops;
        this.primaryKey = primaryKey;
    }

    /** The plan of {@code target}, copied from {@code entity}'s source as read by {@code scan}. */
    static CopyPlan of(Entity entity, Table target, SourceScan scan) {
        Table source = entity.sourceTable();
        List<Column> columns = target.columns();
        ValueOp[] ops = new ValueOp[columns.size()];
        for (int i = 0; i < ops.length; i++) {
            ops[i] = op(entity, source, columns.get(i), scan, target);
        }
        return new CopyPlan(
                target.name(),
                target.names(columns).toArray(String[]::new),
                ops,
                Rows.indexes(target, target.primaryKey()));
    }

    private static ValueOp op(Entity entity, Table source, Column column, SourceScan scan, Table target) {
        if (column.bucket().isPresent() && column.bucketOf().isPresent()) {
            ModelDescription.Bucket bucket = column.bucket().get();
            return new ValueOp.Bucket(
                    scan.indexOf(column.bucketOf().get()), ChronoUnit.valueOf(bucket.unit()), bucket.size());
        }
        if (column.shardOfKey()) {
            int[] key = entity.key().stream().mapToInt(scan::indexOf).toArray();
            String[] types = entity.key().stream()
                    .map(k -> source.columns().get(source.indexOf(k)).type())
                    .toArray(String[]::new);
            return new ValueOp.Shard(key, types, target.shards());
        }
        if (column.from().isPresent()) {
            return new ValueOp.Copy(scan.indexOf(column.from().get()));
        }
        throw new IllegalArgumentException("the model description says nothing of where column " + column.name()
                + " of " + target.name() + " comes from in " + source.name() + ": regenerate it with this QueryFirst");
    }

    String table() {
        return table;
    }

    /** The table's columns, in its order: what {@link #copy} returns values of. */
    String[] columns() {
        return columns.clone();
    }

    /** The copy of the source row {@code source}; null when the table holds no row for its entity. */
    Object[] copy(Object[] source) {
        Object[] values = new Object[ops.length];
        for (int i = 0; i < ops.length; i++) {
            values[i] = ops[i].apply(source);
        }
        for (int key : primaryKey) {
            if (values[key] == null) {
                return null;
            }
        }
        return values;
    }
}
