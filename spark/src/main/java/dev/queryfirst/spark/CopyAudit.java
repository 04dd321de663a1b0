package dev.queryfirst.spark;

import com.datastax.spark.connector.cql.CassandraConnector;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.internal.copy.CopyRow;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.Optional;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.LongAccumulator;
import scala.Tuple2;

/**
 * The audit of one copied table against its entity's source, as the in-JVM audit's two passes
 * decide, in one full outer join on the table's primary key: the copy the source says the table
 * must hold, and the row it holds.
 *
 * <ul>
 *   <li>a copy without a row is <b>missing</b>;
 *   <li>a row whose values outside the key differ from the copy is <b>stale</b>;
 *   <li>a row without a copy is <b>orphaned</b> (its entity is gone, moved, or no longer held: the
 *       key holds the entity key, so no other entity can own it); so is a partition holding
 *       statics and no row (reported by its partition key).
 * </ul>
 *
 * A repair writes the missing and stale copies (at the connector's clock, with the entity's TTL,
 * as the DAO's insert), deletes the orphans, and deletes the statics of the partitions left
 * without a row.
 */
final class CopyAudit {

    /** The first element of the join key of a partition holding statics alone. */
    private static final String STATIC_ONLY = "queryfirst:static-only";

    /** Joined with a partition holding statics alone: the partition has copies to get back. */
    private static final Object[] REFILLED = new Object[0];

    private final JavaSparkContext spark;
    private final CassandraConnector connector;
    private final String keyspace;

    CopyAudit(JavaSparkContext spark, CassandraConnector connector, String keyspace) {
        this.spark = spark;
        this.connector = connector;
        this.keyspace = keyspace;
    }

    /** The copies {@code table} must hold, by primary key: what a repair writes and a directory lists. */
    JavaPairRDD<List<Object>, Object[]> expected(Entity entity, Table table, LongAccumulator sourceRows) {
        SourceScan scan = new SourceScan(entity);
        CopyRow plan = CopyRow.of(entity, table);
        int[] key = Rows.indexes(table, table.primaryKey());
        return scan.rows(spark, keyspace).flatMapToPair(row -> {
            if (sourceRows != null) {
                sourceRows.add(1);
            }
            Object[] copy = plan.copy(row);
            return copy == null
                    ? Collections.emptyIterator()
                    : Collections.singletonList(new Tuple2<>(Values.key(Rows.pick(copy, key)), copy))
                            .iterator();
        });
    }

    /** Audits {@code table}; counts the source's entities into {@code sourceRows} when given. */
    void run(Entity entity, Table table, Tallies tallies, boolean repair, LongAccumulator sourceRows) {
        int[] key = Rows.indexes(table, table.primaryKey());
        int[] values = Rows.indexes(table, table.values());
        int[] partition = Rows.indexes(table, table.partitionKey());
        int[] markers = Rows.staticOnlyMarkers(table);
        LongAccumulator rows = spark.sc().longAccumulator("rows of " + table.name());
        // One scan: a partition holding statics alone is keyed apart (its key starts with a marker
        // no primary key holds), so that it finds no copy and is reported orphaned by its partition key.
        JavaPairRDD<List<Object>, Object[]> held = Rows.scan(spark, keyspace, table)
                .mapToPair(row -> {
                    if (Rows.staticOnly(row, markers)) {
                        return new Tuple2<>(staticOnlyKey(row, partition), row);
                    }
                    rows.add(1);
                    return new Tuple2<>(Values.key(Rows.pick(row, key)), row);
                });
        JavaPairRDD<List<Object>, Object[]> expected = expected(entity, table, sourceRows);
        JavaPairRDD<List<Object>, Object[]> copies = expected;
        if (repair && markers.length > 0) {
            // The in-JVM repair writes missing rows before it looks for partitions holding statics
            // alone: a partition that gets rows back is no orphan then.
            expected = expected.persist(StorageLevel.MEMORY_AND_DISK());
            copies = expected.union(expected.mapToPair(
                            pair -> new Tuple2<>(staticOnlyKey(pair._2(), partition), REFILLED))
                    .reduceByKey((a, b) -> a));
        }
        JavaRDD<Found> found = copies.fullOuterJoin(held)
                .flatMap(pair -> classify(pair._2(), key, values, partition, markers))
                .persist(StorageLevel.MEMORY_AND_DISK());
        tallies.add(table.name(), found);
        tallies.rows(table.name(), rows.value(), repair);
        if (repair) {
            repair(entity, table, found, partition, markers);
        }
        found.unpersist(true);
        expected.unpersist(true);
    }

    /** The join key of the partition of {@code row} when it holds statics alone. */
    private static List<Object> staticOnlyKey(Object[] row, int[] partition) {
        List<Object> key = new ArrayList<>(List.of(STATIC_ONLY));
        key.addAll(Values.key(Rows.pick(row, partition)));
        return key;
    }

    private static Iterator<Found> classify(
            Tuple2<Optional<Object[]>, Optional<Object[]>> pair,
            int[] key,
            int[] values,
            int[] partition,
            int[] markers) {
        Object[] copy = pair._1().orNull();
        Object[] row = pair._2().orNull();
        if (copy != null && copy.length == 0) {
            return Collections.emptyIterator(); // a partition a repair refills, statics or not
        }
        if (row == null) {
            return List.of(new Found(Finding.Kind.MISSING, Rows.pick(copy, key), copy))
                    .iterator();
        }
        if (copy == null) {
            Object[] reported = Rows.pick(row, Rows.staticOnly(row, markers) ? partition : key);
            return List.of(new Found(Finding.Kind.ORPHANED, reported, row)).iterator();
        }
        for (int index : values) {
            if (!Values.same(row[index], copy[index])) {
                return List.of(new Found(Finding.Kind.STALE, Rows.pick(copy, key), copy))
                        .iterator();
            }
        }
        return Collections.emptyIterator();
    }

    private void repair(Entity entity, Table table, JavaRDD<Found> found, int[] partition, int[] markers) {
        List<String> columns = table.names(table.columns());
        Writes.save(
                keyspace,
                table.name(),
                columns,
                found.filter(f -> f.kind() == Finding.Kind.MISSING || f.kind() == Finding.Kind.STALE)
                        .map(Found::row),
                (int) entity.ttlSeconds());
        JavaRDD<Object[]> orphans = Found.rowsOf(found, Finding.Kind.ORPHANED);
        int[] key = Rows.indexes(table, table.primaryKey());
        Repairs.deleteRows(
                connector,
                keyspace,
                table.name(),
                table.names(table.primaryKey()),
                orphans.filter(row -> !Rows.staticOnly(row, markers)).map(row -> Rows.pick(row, key)));
        if (!table.statics().isEmpty()) {
            // Partitions of deleted orphans that keep no copy would be left with statics alone.
            JavaPairRDD<List<Object>, Object[]> emptied = orphans.mapToPair(row -> {
                        Object[] orphaned = Rows.pick(row, partition);
                        return new Tuple2<>(Values.key(orphaned), orphaned);
                    })
                    .reduceByKey((a, b) -> a)
                    .subtractByKey(expected(entity, table, null).mapToPair(pair -> {
                        Object[] held = Rows.pick(pair._2(), partition);
                        return new Tuple2<>(Values.key(held), held);
                    }));
            Repairs.deleteStatics(
                    connector,
                    keyspace,
                    table.name(),
                    table.names(table.statics()),
                    table.names(table.partitionKey()),
                    emptied.values());
        }
    }
}
