package dev.queryfirst.runtime.internal.copy;

import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.io.Serializable;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The one computation of a copy row (docs/architecture.md, "The copy row"): the row a copied
 * table holds for an entity, computed from the entity's row in its source table, every column in
 * the table's order, as the model description says where each comes from (docs/model-description.md):
 * a source column (an attribute, or a live reference's copy of the referenced entity), the time
 * bucket of one, or the shard of the entity's key. A row whose primary key would hold a null (an
 * optional attribute in a derived key) has no copy: the table does not hold that entity, as the
 * DAO does not write it.
 *
 * <p>Values are taken as they are read: a copied value is passed on untouched, whatever its type
 * (a Spark connector's collection or user type as well as the driver's); a bucket needs an
 * {@code Instant}, {@code LocalDate}, {@code LocalDateTime} or timeuuid {@code UUID}; a shard's
 * key values are serialized by their CQL type (a {@code blob} as {@code ByteBuffer} or
 * {@code byte[]}). Serializable: a Spark job builds it on the driver and applies it on executors.
 *
 * <pre>{@code
 * ModelDescription shop = ModelDescription.fromClasspath("shop");
 * Entity orders = shop.entityOf("orders_by_day");
 * CopyRow byDay = CopyRow.of(orders, orders.table("orders_by_day"));
 * Object[] row = byDay.copy(sourceRow);   // sourceRow: the values of orders' columns, in its order
 * }</pre>
 */
public final class CopyRow implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String table;
    private final String[] columns;
    private final CopyOp[] ops;
    private final int[] primaryKey;

    private CopyRow(String table, String[] columns, CopyOp[] ops, int[] primaryKey) {
        this.table = table;
        this.columns = columns;
        this.ops = ops;
        this.primaryKey = primaryKey;
    }

    /**
     * How {@code target}'s rows are computed from {@code entity}'s source rows, given as the values
     * of the columns of the table {@code target} is copied from (the entity's source), in that
     * table's order (values after them are ignored).
     *
     * @throws IllegalArgumentException when the description does not say where a column comes from
     */
    public static CopyRow of(Entity entity, Table target) {
        Table source = target.copyOf().map(entity::table).orElseGet(entity::sourceTable);
        List<Column> columns = target.columns();
        CopyOp[] ops = new CopyOp[columns.size()];
        for (int i = 0; i < ops.length; i++) {
            ops[i] = op(entity, source, target, columns.get(i));
        }
        int[] primaryKey = target.primaryKey().stream()
                .mapToInt(c -> target.indexOf(c.name()))
                .toArray();
        return new CopyRow(target.name(), target.names(columns).toArray(String[]::new), ops, primaryKey);
    }

    private static CopyOp op(Entity entity, Table source, Table target, Column column) {
        if (column.bucket().isPresent() && column.bucketOf().isPresent()) {
            ModelDescription.Bucket bucket = column.bucket().get();
            return new CopyOp.Bucket(
                    source.indexOf(column.bucketOf().get()), ChronoUnit.valueOf(bucket.unit()), bucket.size());
        }
        if (column.shardOfKey()) {
            int[] key = entity.key().stream().mapToInt(source::indexOf).toArray();
            String[] types = entity.key().stream()
                    .map(k -> source.columns().get(source.indexOf(k)).type())
                    .toArray(String[]::new);
            return new CopyOp.Shard(key, types, target.shards());
        }
        if (column.from().isPresent()) {
            return new CopyOp.Copy(source.indexOf(column.from().get()));
        }
        throw new IllegalArgumentException("the model description says nothing of where column " + column.name()
                + " of " + target.name() + " comes from in " + source.name() + ": regenerate it with this QueryFirst");
    }

    /** The table whose rows this computes. */
    public String table() {
        return table;
    }

    /** The table's columns, in its order: what {@link #copy} returns values of. */
    public String[] columns() {
        return columns.clone();
    }

    /**
     * The table's row for the entity in {@code source} (a source row, see {@link #of}); null when
     * the table holds no row for it (its primary key would hold a null).
     */
    public Object[] copy(Object[] source) {
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
