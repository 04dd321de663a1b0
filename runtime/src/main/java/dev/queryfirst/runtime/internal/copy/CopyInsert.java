package dev.queryfirst.runtime.internal.copy;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.registry.CodecRegistry;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.List;

/**
 * The insert of a copy row on the driver (docs/architecture.md, "The copy row"): the row
 * {@link CopyRow} computes from a source row read by the driver, bound to an insert of every
 * column of the target, written at the {@link CopyTime} of its source row. A null is bound as the
 * DAO's insert binds it: left unset for an immutable entity (a write-once row has no earlier value
 * to clear, so no tombstone), bound as null otherwise, so that the copy clears what an older copy
 * held.
 *
 * <pre>{@code
 * CopyInsert byDay = CopyInsert.prepare(session, "shop_test", orders, "orders_by_day");
 * Object[] source = byDay.sourceOf(row);            // a row of orders, read by the driver
 * BoundStatement insert = byDay.bind(source, time); // null: orders_by_day holds no row for it
 * }</pre>
 */
public final class CopyInsert {

    private final CopyRow copy;
    private final CqlIdentifier[] sourceColumns;
    private final PreparedStatement insert;
    private final CodecRegistry codecs;
    private final boolean unsetNulls;

    private CopyInsert(
            CopyRow copy,
            CqlIdentifier[] sourceColumns,
            PreparedStatement insert,
            CodecRegistry codecs,
            boolean unsetNulls) {
        this.copy = copy;
        this.sourceColumns = sourceColumns;
        this.insert = insert;
        this.codecs = codecs;
        this.unsetNulls = unsetNulls;
    }

    /**
     * Prepares the insert into {@code target}, a table of {@code entity}, in {@code keyspace} (as
     * Cassandra stores it: the keyspace the application runs against, not necessarily the one the
     * description was derived in).
     *
     * @throws IllegalArgumentException when {@code entity} has no such table, or the description
     *     does not say where one of its columns comes from
     */
    public static CopyInsert prepare(CqlSession session, String keyspace, Entity entity, String target) {
        Table table = entity.table(target);
        CopyRow copy = CopyRow.of(entity, table);
        List<String> columns = table.names(table.columns()).stream()
                .map(c -> CqlIdentifier.fromInternal(c).asCql(true))
                .toList();
        String cql = "INSERT INTO " + CqlIdentifier.fromInternal(keyspace).asCql(true) + "."
                + CqlIdentifier.fromInternal(target).asCql(true) + " (" + String.join(", ", columns) + ") VALUES ("
                + String.join(", ", columns.stream().map(c -> "?").toList()) + ") USING TIMESTAMP ? AND TTL ?";
        Table source = table.copyOf().map(entity::table).orElseGet(entity::sourceTable);
        CqlIdentifier[] sourceColumns = source.columns().stream()
                .map(Column::name)
                .map(CqlIdentifier::fromInternal)
                .toArray(CqlIdentifier[]::new);
        return new CopyInsert(
                copy, sourceColumns, session.prepare(cql), session.getContext().getCodecRegistry(), entity.immutable());
    }

    /**
     * The values of the source table's columns in {@code row}, in the description's order, as the
     * driver reads them: what {@link #bind} takes. {@code row} selects the source table's columns
     * by name, in any order; a column it does not select (the source's own bucket or shard column,
     * which no copy takes a value from) is null.
     */
    public Object[] sourceOf(Row row) {
        Object[] source = new Object[sourceColumns.length];
        for (int i = 0; i < source.length; i++) {
            if (row.getColumnDefinitions().contains(sourceColumns[i])) {
                source[i] = row.getObject(sourceColumns[i]);
            }
        }
        return source;
    }

    /**
     * The insert of the copy of {@code source} (see {@link #sourceOf}) written at {@code time};
     * null when the target holds no row for it (its primary key would hold a null).
     */
    public BoundStatement bind(Object[] source, CopyTime time) {
        Object[] row = copyOf(source);
        return row == null ? null : bindRow(row, time, !unsetNulls);
    }

    /**
     * The copy row of {@code source} (see {@link #sourceOf}), the values of the target's columns
     * in its order; null when the target holds no row for it.
     */
    public Object[] copyOf(Object[] source) {
        return copy.copy(source);
    }

    /**
     * The insert of copy row {@code row} (see {@link #copyOf}) written at {@code time}, every null
     * bound as null whatever the entity: what a repair writes over a stale copy.
     */
    public BoundStatement bindWhole(Object[] row, CopyTime time) {
        return bindRow(row, time, true);
    }

    private BoundStatement bindRow(Object[] row, CopyTime time, boolean bindNulls) {
        BoundStatementBuilder builder = insert.boundStatementBuilder();
        for (int i = 0; i < row.length; i++) {
            if (row[i] != null) {
                set(builder, i, row[i]);
            } else if (bindNulls) {
                builder.setToNull(i);
            }
        }
        return builder.setLong(row.length, time.writeTimeMicros())
                .setInt(row.length + 1, time.ttlSeconds())
                .setIdempotence(true)
                .build();
    }

    /** The table this inserts into. */
    public String table() {
        return copy.table();
    }

    private void set(BoundStatementBuilder builder, int index, Object value) {
        DataType type = insert.getVariableDefinitions().get(index).getType();
        TypeCodec<Object> codec = codecs.codecFor(type, value);
        builder.set(index, value, codec);
    }
}
