package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import com.datastax.oss.driver.api.core.type.DataTypes;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.shard.Shards;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * A hand-written table of {@link Event}s, as generated code would write it: partitioned by
 * {@code feed}, then (optionally) a day bucket and a shard; clustered by {@code at} (newest or
 * oldest first), then {@code id}.
 *
 * <pre>{@code
 * CREATE TABLE events_sharded (feed text, day date, shard int, at timestamp, id uuid, label text,
 *   PRIMARY KEY ((feed, day, shard), at, id)) WITH CLUSTERING ORDER BY (at DESC, id ASC)
 * }</pre>
 */
final class EventTable {

    static final BucketSpec<LocalDate> DAYS = BucketSpec.dates(ChronoUnit.DAYS, 1);

    final String name;
    final boolean bucketed;
    final Shards shards;
    final ClusteringOrder order;
    /** The table's clustering order over the selected columns {@code feed, at, id, label}. */
    final RowOrder rowOrder;

    private final PreparedStatement insert;
    private final PreparedStatement select;
    private final PreparedStatement selectRange;

    EventTable(CqlSession session, String keyspace, String name, boolean bucketed, int shards, ClusteringOrder order) {
        this.name = name;
        this.bucketed = bucketed;
        this.shards = Shards.of(shards);
        this.order = order;
        this.rowOrder = RowOrder.by(1, DataTypes.TIMESTAMP, order).then(2, DataTypes.UUID, order);
        String partition = "feed" + (bucketed ? ", day" : "") + (shards > 1 ? ", shard" : "");
        String table = keyspace + "." + name;
        session.execute("CREATE TABLE " + table + " (feed text, day date, shard int, at timestamp, id uuid, label text,"
                + " PRIMARY KEY ((" + partition + "), at, id)) WITH CLUSTERING ORDER BY (at " + order + ", id " + order
                + ")");
        String where = " WHERE " + partition.replace(",", " = ? AND") + " = ?";
        this.insert = session.prepare("UPDATE " + table + " SET label = ?" + where + " AND at = ? AND id = ?");
        this.select = session.prepare("SELECT feed, at, id, label FROM " + table + where);
        this.selectRange =
                session.prepare("SELECT feed, at, id, label FROM " + table + where + " AND at >= ? AND at < ?");
    }

    /** The shard of {@code event}: the hash of its key, {@code id}. */
    int shardOf(Event event) {
        return shards.shardOf(Shards.serialized(TypeCodecs.UUID, event.id()));
    }

    BoundStatement bindInsert(Event event) {
        BoundStatementBuilder builder = insert.boundStatementBuilder().setString(0, event.label());
        int next = bindPartition(builder, 1, event.feed(), DAYS.bucketOf(event.at()), shardOf(event));
        return builder.setInstant(next, event.at())
                .setUuid(next + 1, event.id())
                .build();
    }

    BoundStatement bindSelect(String feed, LocalDate day, int shard) {
        BoundStatementBuilder builder = select.boundStatementBuilder();
        bindPartition(builder, 0, feed, day, shard);
        return builder.build();
    }

    BoundStatement bindRange(String feed, LocalDate day, int shard, Instant from, Instant to) {
        BoundStatementBuilder builder = selectRange.boundStatementBuilder();
        int next = bindPartition(builder, 0, feed, day, shard);
        return builder.setInstant(next, from).setInstant(next + 1, to).build();
    }

    private int bindPartition(BoundStatementBuilder builder, int at, String feed, LocalDate day, int shard) {
        builder.setString(at++, feed);
        if (bucketed) {
            builder.setLocalDate(at++, day);
        }
        if (shards.count() > 1) {
            builder.setInt(at++, shard);
        }
        return at;
    }

    static Event map(Row row) {
        return new Event(row.getString(0), row.getInstant(1), row.getUuid(2), row.getString(3));
    }

    @Override
    public String toString() {
        return name;
    }
}
