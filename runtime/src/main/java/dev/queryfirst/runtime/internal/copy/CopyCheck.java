package dev.queryfirst.runtime.internal.copy;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.registry.CodecRegistry;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What the audit checks a copied table with (docs/architecture.md, "The copy row"): the copy row
 * {@link CopyRow} computes from a source row the driver read is what the table should hold; the
 * table's row is read by that row's primary key and compared column by column outside it; a missing or stale
 * copy is rewritten whole, at the driver's clock and with the entity's TTL, nulls bound so that
 * the repair clears what a stale copy held.
 *
 * <pre>{@code
 * CopyCheck byDay = CopyCheck.prepare(session, "shop_test", orders, "orders_by_day");
 * Object[] expected = byDay.expected(sourceRow);       // null: the table holds no row for it
 * Row copy = session.execute(byDay.bindSelect(expected)).one();
 * if (copy == null || !byDay.same(expected, copy)) session.execute(byDay.bindRepair(expected));
 * }</pre>
 */
public final class CopyCheck {

    private final CopyInsert insert;
    private final PreparedStatement select;
    private final CqlIdentifier[] columns;
    private final int[] primaryKey;
    /** Whether each column is in the primary key. */
    private final boolean[] key;

    private final CodecRegistry codecs;
    private final long entityTtl;

    private CopyCheck(
            CopyInsert insert,
            PreparedStatement select,
            CqlIdentifier[] columns,
            int[] primaryKey,
            CodecRegistry codecs,
            long entityTtl) {
        this.insert = insert;
        this.select = select;
        this.columns = columns;
        this.primaryKey = primaryKey;
        this.key = new boolean[columns.length];
        for (int i : primaryKey) {
            key[i] = true;
        }
        this.codecs = codecs;
        this.entityTtl = entityTtl;
    }

    /**
     * Prepares the checks of {@code target}, a table of {@code entity}, in {@code keyspace} (as
     * Cassandra stores it).
     *
     * @throws IllegalArgumentException when {@code entity} has no such table, or the description
     *     does not say where one of its columns comes from
     */
    public static CopyCheck prepare(CqlSession session, String keyspace, Entity entity, String target) {
        Table table = entity.table(target);
        List<String> names = table.names(table.columns());
        CqlIdentifier[] columns =
                names.stream().map(CqlIdentifier::fromInternal).toArray(CqlIdentifier[]::new);
        int[] primaryKey = table.primaryKey().stream()
                .mapToInt(c -> table.indexOf(c.name()))
                .toArray();
        String cql = "SELECT "
                + String.join(
                        ", ", Arrays.stream(columns).map(c -> c.asCql(true)).toList())
                + " FROM " + CqlIdentifier.fromInternal(keyspace).asCql(true) + "."
                + CqlIdentifier.fromInternal(target).asCql(true) + " WHERE "
                + String.join(
                        " AND ",
                        Arrays.stream(primaryKey)
                                .mapToObj(i -> columns[i].asCql(true) + " = ?")
                                .toList());
        return new CopyCheck(
                CopyInsert.prepare(session, keyspace, entity, target),
                session.prepare(cql),
                columns,
                primaryKey,
                session.getContext().getCodecRegistry(),
                entity.ttlSeconds());
    }

    /**
     * The row the table should hold for the entity in {@code sourceRow} (a row of the entity's
     * source table holding every column of it); null when the table holds no row for it.
     */
    public Object[] expected(Row sourceRow) {
        return insert.copyOf(insert.sourceOf(sourceRow));
    }

    /** Reads the table's row with the primary key of {@code expected}. */
    public BoundStatement bindSelect(Object[] expected) {
        BoundStatementBuilder builder = select.boundStatementBuilder();
        for (int i = 0; i < primaryKey.length; i++) {
            Object value = expected[primaryKey[i]];
            TypeCodec<Object> codec =
                    codecs.codecFor(select.getVariableDefinitions().get(i).getType(), value);
            builder.set(i, value, codec);
        }
        return builder.setIdempotence(true).build();
    }

    /**
     * Whether {@code copy}, read with {@link #bindSelect}, holds {@code expected}'s values outside
     * the primary key. Its key is the one Cassandra found equal, which may be written differently
     * ({@code 1.0} and {@code 1.00} are one {@code decimal} key): a price that changed only its scale
     * keeps its row, as the DAO keeps it.
     */
    public boolean same(Object[] expected, Row copy) {
        for (int i = 0; i < columns.length; i++) {
            if (!key[i] && !Objects.deepEquals(expected[i], copy.getObject(columns[i]))) {
                return false;
            }
        }
        return true;
    }

    /** Writes {@code expected} whole, at the driver's clock and with the entity's TTL. */
    public BoundStatement bindRepair(Object[] expected) {
        long now = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
        return insert.bindWhole(expected, new CopyTime(now, (int) entityTtl));
    }

    /** The table this checks. */
    public String table() {
        return insert.table();
    }
}
