package dev.queryfirst.spark;

import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Reference;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.LongAccumulator;
import scala.Tuple2;

/**
 * The audit of one live reference of entity E to entity R, as the in-JVM audit's reference pass:
 * every table of E holding a copy of R is joined on R's key with R's base table; a copy whose R
 * is gone is <b>dangling</b> (never repaired), a copy differing from R's row is a <b>stale
 * reference</b>, repaired by writing R's values into it (into the partition's statics, once per
 * partition, for a static copy).
 */
final class ReferenceAudit {

    private final JavaSparkContext spark;
    private final String keyspace;

    ReferenceAudit(JavaSparkContext spark, String keyspace) {
        this.spark = spark;
        this.keyspace = keyspace;
    }

    void run(Entity entity, Reference reference, Table referenced, Tallies tallies, boolean repair) {
        for (String name : reference.staticCopies()) {
            check(entity.table(name), reference, referenced, true, tallies, repair);
        }
        for (String name : reference.copies()) {
            check(entity.table(name), reference, referenced, false, tallies, repair);
        }
    }

    private void check(
            Table table, Reference reference, Table referenced, boolean staticCopy, Tallies tallies, boolean repair) {
        // R's key as E's columns hold it, in the order of R's primary key.
        List<String> keyHeld = new ArrayList<>();
        for (Column column : referenced.primaryKey()) {
            reference.key().forEach((held, in) -> {
                if (in.equals(column.name())) {
                    keyHeld.add(held);
                }
            });
        }
        List<String> copiedHeld = new ArrayList<>(reference.copied().keySet());
        int[] rKeyInE = keyHeld.stream().mapToInt(table::indexOf).toArray();
        int[] copiedInE = copiedHeld.stream().mapToInt(table::indexOf).toArray();
        int[] copiedInR = copiedHeld.stream()
                .mapToInt(c -> referenced.indexOf(reference.copied().get(c)))
                .toArray();
        List<Column> findingColumns = staticCopy ? table.partitionKey() : table.primaryKey();
        int[] findingKey = Rows.indexes(table, findingColumns);
        int[] partition = Rows.indexes(table, table.partitionKey());
        int[] markers = Rows.staticOnlyMarkers(table);
        int[] rKey = Rows.indexes(referenced, referenced.primaryKey());

        LongAccumulator scanned = spark.sc().longAccumulator("rows of " + table.name() + " referencing");
        JavaRDD<Object[]> referrers = Rows.scan(spark, keyspace, table).filter(row -> {
            scanned.add(1);
            return !Rows.staticOnly(row, markers) && Rows.pick(row, rKeyInE)[0] != null;
        });
        if (staticCopy) {
            // One copy per partition: its statics.
            referrers = referrers
                    .mapToPair(row -> new Tuple2<>(Values.key(Rows.pick(row, partition)), row))
                    .reduceByKey((a, b) -> a)
                    .values();
        }
        JavaPairRDD<List<Object>, Object[]> current = Rows.scan(spark, keyspace, referenced)
                .mapToPair(row -> new Tuple2<>(Values.key(Rows.pick(row, rKey)), row));
        JavaRDD<Found> found = referrers
                .mapToPair(row -> new Tuple2<>(Values.key(Rows.pick(row, rKeyInE)), row))
                .leftOuterJoin(current)
                .flatMap(pair -> {
                    Object[] row = pair._2()._1();
                    Object[] r = pair._2()._2().orNull();
                    Object[] key = Rows.pick(row, findingKey);
                    if (r == null) {
                        return List.of(new Found(Finding.Kind.DANGLING_REFERENCE, key, null))
                                .iterator();
                    }
                    for (int i = 0; i < copiedInE.length; i++) {
                        if (!Values.same(row[copiedInE[i]], r[copiedInR[i]])) {
                            Object[] rewrite = new Object[key.length + copiedInR.length];
                            System.arraycopy(key, 0, rewrite, 0, key.length);
                            System.arraycopy(Rows.pick(r, copiedInR), 0, rewrite, key.length, copiedInR.length);
                            return List.of(new Found(Finding.Kind.STALE_REFERENCE, key, rewrite))
                                    .iterator();
                        }
                    }
                    return Collections.<Found>emptyIterator();
                })
                .persist(StorageLevel.MEMORY_AND_DISK());
        tallies.add(table.name(), found);
        tallies.scanned(table.name(), scanned.value());
        if (repair) {
            List<String> columns = new ArrayList<>(table.names(findingColumns));
            columns.addAll(copiedHeld);
            Writes.save(keyspace, table.name(), columns, Found.rowsOf(found, Finding.Kind.STALE_REFERENCE), 0);
        }
        found.unpersist(true);
    }
}
