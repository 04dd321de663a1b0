package dev.queryfirst.spark;

import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Directory;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * The audit of one bucket directory, as the in-JVM audit's directory check: every key and bucket
 * of the data table's copies must be listed (else <b>missing</b>, repaired by listing it with the
 * directory's TTL), and every listed bucket should hold a row of the data table (else an
 * <b>emptied bucket</b>, reported, never removed). Run after the data table's own audit, so that a
 * repair's listed buckets are compared with the data table as repaired.
 */
final class DirectoryAudit {

    private final JavaSparkContext spark;
    private final String keyspace;
    private final CopyAudit copies;

    DirectoryAudit(JavaSparkContext spark, String keyspace, CopyAudit copies) {
        this.spark = spark;
        this.keyspace = keyspace;
        this.copies = copies;
    }

    void run(Entity entity, Directory directory, Tallies tallies, boolean repair) {
        Table data = entity.table(directory.data());
        List<String> columns = new ArrayList<>(directory.key());
        columns.add(directory.bucket());
        int[] entryInData = columns.stream().mapToInt(data::indexOf).toArray();
        int[] markers = Rows.staticOnlyMarkers(data);

        JavaPairRDD<List<Object>, Object[]> needed = copies.expected(entity, data, null)
                .mapToPair(pair -> entry(pair._2(), entryInData))
                .reduceByKey((a, b) -> a)
                .persist(StorageLevel.MEMORY_AND_DISK());
        JavaPairRDD<List<Object>, Object[]> listed = Rows.scan(spark, keyspace, directory.name(), columns, List.of())
                .mapToPair(row -> new Tuple2<>(Values.key(row), row))
                .persist(StorageLevel.MEMORY_AND_DISK());
        long listedRows = listed.count();
        JavaPairRDD<List<Object>, Object[]> holding = repair
                ? needed
                : Rows.scan(spark, keyspace, data)
                        .filter(row -> !Rows.staticOnly(row, markers))
                        .mapToPair(row -> entry(row, entryInData))
                        .reduceByKey((a, b) -> a);
        JavaRDD<Found> found = needed.subtractByKey(listed)
                .values()
                .map(entry -> new Found(Finding.Kind.MISSING, entry, entry))
                .union(listed.subtractByKey(holding)
                        .values()
                        .map(entry -> new Found(Finding.Kind.EMPTY_BUCKET, entry, entry)))
                .persist(StorageLevel.MEMORY_AND_DISK());
        tallies.add(directory.name(), found);
        tallies.rows(directory.name(), listedRows, repair);
        if (repair) {
            Writes.save(keyspace, directory.name(), columns, Found.rowsOf(found, Finding.Kind.MISSING), (int)
                    directory.ttlSeconds());
        }
        found.unpersist(true);
        listed.unpersist(true);
        needed.unpersist(true);
    }

    private static Tuple2<List<Object>, Object[]> entry(Object[] row, int[] entryInData) {
        Object[] entry = Rows.pick(row, entryInData);
        return new Tuple2<>(Values.key(entry), entry);
    }
}
