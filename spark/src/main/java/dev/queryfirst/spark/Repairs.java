package dev.queryfirst.spark;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.spark.connector.cql.CassandraConnector;
import dev.queryfirst.runtime.internal.Futures;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.apache.spark.api.java.JavaRDD;

/**
 * The deletes of an audit's repair, run on the executors through the connector's sessions, each
 * idempotent, a bounded number in flight per task, at the driver's clock (a repair overrides the
 * damage before it, as the in-JVM repair does).
 */
final class Repairs {

    /** Deletes in flight per task: enough to hide the round trip, few enough not to swamp a node. */
    private static final int IN_FLIGHT = 32;

    private Repairs() {}

    /** Deletes the rows of {@code keyspace.table} whose primary key ({@code key} columns) {@code keys} hold. */
    static void deleteRows(
            CassandraConnector connector, String keyspace, String table, List<String> key, JavaRDD<Object[]> keys) {
        execute(connector, "DELETE FROM " + qualified(keyspace, table) + " WHERE " + equalities(key), keys);
    }

    /** Deletes the static columns {@code statics} of the partitions {@code keys} hold (values of {@code partitionKey}). */
    static void deleteStatics(
            CassandraConnector connector,
            String keyspace,
            String table,
            List<String> statics,
            List<String> partitionKey,
            JavaRDD<Object[]> keys) {
        String columns = statics.stream().map(Repairs::identifier).collect(Collectors.joining(", "));
        execute(
                connector,
                "DELETE " + columns + " FROM " + qualified(keyspace, table) + " WHERE " + equalities(partitionKey),
                keys);
    }

    private static void execute(CassandraConnector connector, String cql, JavaRDD<Object[]> values) {
        values.foreachPartition(rows -> {
            try (CqlSession session = connector.openSession()) {
                PreparedStatement statement = session.prepare(cql);
                ArrayDeque<CompletableFuture<AsyncResultSet>> inFlight = new ArrayDeque<>();
                while (rows.hasNext()) {
                    Object[] bound = bindable(rows.next());
                    inFlight.add(session.executeAsync(statement.bind(bound).setIdempotent(true))
                            .toCompletableFuture());
                    if (inFlight.size() >= IN_FLIGHT) {
                        Futures.getUninterruptibly(inFlight.poll());
                    }
                }
                while (!inFlight.isEmpty()) {
                    Futures.getUninterruptibly(inFlight.poll());
                }
            }
        });
    }

    /** Key values as the driver binds them: a blob read as {@code byte[]} goes back as a buffer. */
    private static Object[] bindable(Object[] values) {
        Object[] bound = values.clone();
        for (int i = 0; i < bound.length; i++) {
            if (bound[i] instanceof byte[] bytes) {
                bound[i] = ByteBuffer.wrap(bytes);
            }
        }
        return bound;
    }

    private static String equalities(List<String> columns) {
        return columns.stream().map(c -> identifier(c) + " = ?").collect(Collectors.joining(" AND "));
    }

    private static String qualified(String keyspace, String table) {
        return identifier(keyspace) + "." + identifier(table);
    }

    private static String identifier(String name) {
        return CqlIdentifier.fromInternal(name).asCql(true);
    }
}
