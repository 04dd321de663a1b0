package dev.queryfirst.spark;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.spark.connector.cql.CassandraConnector;
import dev.queryfirst.runtime.internal.DirectoryTable;
import dev.queryfirst.runtime.internal.copy.CopyRow;
import dev.queryfirst.runtime.internal.copy.CopyTime;
import dev.queryfirst.runtime.internal.copy.ModelDescription;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Directory;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.LongAccumulator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import scala.Tuple2;

/**
 * The backfill job: fills tables of an entity from its source table, with the contract of the
 * in-JVM {@code Backfill}.
 *
 * <ul>
 *   <li>Every copy is written {@code USING TIMESTAMP} of its source row (the latest write time of
 *       its write-time columns) and {@code USING TTL} of its remaining lifetime, so that a write the
 *       application makes meanwhile wins, and a copy expires with its row (a row that does not
 *       expire has a copy that does not either); a source row without a write time is copied at
 *       the job's start with the entity's TTL, as the in-JVM backfill does ({@code CopyTime}).
 *   <li>Every row is computed by the runtime's {@code CopyRow} and timed by its {@code CopyTime}
 *       (docs/architecture.md, "The copy row"); the table's bucket
 *       directory gets an entry per key and bucket (the longest TTL its rows need, plus the
 *       directory's margin).
 *   <li>Idempotent and restartable: a copy is the same row at the same write time however often
 *       it is written, so a job killed midway converges when run again. Each table finished is
 *       recorded in {@code queryfirst_backfill} ({@link PendingBackfills#finish}), so a backfill a
 *       migration left pending shows done to the application and to {@code verify}, and a job run
 *       again for the pending tables skips the finished ones.
 *   <li>Rate-limited in source rows a second over the whole job ({@link JobOptions#withRateLimit}).
 * </ul>
 *
 * <p>Before writing anything it refuses a model description of another QueryFirst version, a
 * keyspace that does not hold the tables as described, and a keyspace holding none of them.
 */
final class BackfillJob {

    private static final Logger LOG = LoggerFactory.getLogger(BackfillJob.class);

    /** Cassandra's longest TTL (20 years): a directory entry's margin never takes it beyond. */
    private static final long MAX_TTL_SECONDS = 630_720_000;

    private final JavaSparkContext spark;
    private final CassandraConnector connector;

    BackfillJob(JavaSparkContext spark, CassandraConnector connector) {
        this.spark = spark;
        this.connector = connector;
    }

    List<TableBackfill> run(ModelDescription model, JobOptions options) {
        ModelCheck.checkVersion(model);
        String keyspace = options.keyspaceOr(model.keyspace());
        List<TableBackfill> done = new ArrayList<>();
        try (CqlSession session = connector.openSession()) {
            List<Table> targets = targets(session, keyspace, model, options);
            Set<String> touched = new LinkedHashSet<>();
            for (Table target : targets) {
                Entity entity = model.entityOf(target.name());
                touched.add(target.name());
                touched.add(entity.sourceTable().name());
                directories(entity, target).forEach(d -> touched.add(d.name()));
            }
            ModelCheck.checkSchema(session, keyspace, model, touched);
            for (Table target : targets) {
                TableBackfill result = copy(keyspace, model.entityOf(target.name()), target, options);
                PendingBackfills.finish(session, keyspace, target.name(), result.rowsCopied());
                LOG.info("backfilled {}.{}", keyspace, result);
                done.add(result);
            }
        }
        return done;
    }

    /** The tables named, every copied table, or those whose backfill a migration left pending. */
    private static List<Table> targets(
            CqlSession session, String keyspace, ModelDescription model, JobOptions options) {
        List<Table> targets = new ArrayList<>();
        if (options.allTables()) {
            model.entities().stream()
                    .filter(e -> e.source().isPresent() && !e.counters())
                    .forEach(e -> targets.addAll(e.copies()));
        } else if (!options.tables().isEmpty()) {
            for (String name : options.tables()) {
                Table table = model.entityOf(name).table(name);
                if (table.copyOf().isEmpty()) {
                    throw new IllegalArgumentException("table " + name + " is the source of its entity's copies, not"
                            + " a copy: a backfill fills the other tables from it");
                }
                targets.add(table);
            }
        } else {
            for (PendingBackfills.Pending pending : PendingBackfills.list(session, keyspace)) {
                targets.add(model.entityOf(pending.target()).table(pending.target()));
            }
            if (targets.isEmpty()) {
                LOG.info("no backfill is pending in keyspace {}: nothing to do", keyspace);
            }
        }
        return targets;
    }

    private static List<Directory> directories(Entity entity, Table target) {
        return entity.directories().stream()
                .filter(d -> d.data().equals(target.name()))
                .toList();
    }

    private TableBackfill copy(String keyspace, Entity entity, Table target, JobOptions options) {
        Instant started = Instant.now();
        SourceScan scan = new SourceScan(entity);
        CopyRow plan = CopyRow.of(entity, target);
        Timing timing = new Timing(
                ChronoUnit.MICROS.between(Instant.EPOCH, started),
                entity.ttlSeconds(),
                scan.writeTimeIndex(),
                scan.ttlIndex());
        RateLimit limit = RateLimit.shared(options.rowsPerSecond(), spark.defaultParallelism());
        LongAccumulator copied = spark.sc().longAccumulator("rows copied into " + target.name());
        JavaRDD<Object[]> copies =
                scan.rows(spark, keyspace).mapPartitions(limit::apply).flatMap(row -> timing.copy(plan, row, copied));
        List<Directory> directories = directories(entity, target);
        if (!directories.isEmpty()) {
            copies = copies.persist(StorageLevel.MEMORY_AND_DISK());
        }
        Writes.saveTimed(keyspace, target.name(), target.names(target.columns()), copies, entity.immutable());
        long entries = 0;
        for (Directory directory : directories) {
            entries += listBuckets(keyspace, entity, target, directory, copies);
        }
        copies.unpersist(true);
        return new TableBackfill(
                target.name(), scan.table(), copied.value(), entries, Duration.between(started, Instant.now()));
    }

    /** Writes one directory entry per key and bucket of the copies; returns how many. */
    private long listBuckets(
            String keyspace, Entity entity, Table target, Directory directory, JavaRDD<Object[]> copies) {
        List<String> columns = new ArrayList<>(directory.key());
        columns.add(directory.bucket());
        int[] entry = columns.stream().mapToInt(target::indexOf).toArray();
        int ttl = target.columns().size();
        long margin = entity.ttlSeconds() > 0 ? DirectoryTable.TTL_MARGIN_SECONDS : 0;
        JavaRDD<Object[]> entries = copies.mapToPair(copy -> {
                    Object[] values = Rows.pick(copy, entry);
                    Object[] timed = new Object[values.length + 2];
                    System.arraycopy(values, 0, timed, 0, values.length);
                    int copyTtl = (Integer) copy[ttl];
                    timed[values.length] = copyTtl == 0 ? 0 : (int) Math.min(copyTtl + margin, MAX_TTL_SECONDS);
                    timed[values.length + 1] = copy[ttl + 1];
                    return new Tuple2<>(Values.key(values), timed);
                })
                .reduceByKey(BackfillJob::longerLived)
                .values();
        LongAccumulator written = spark.sc().longAccumulator("entries of " + directory.name());
        Writes.saveTimed(
                keyspace,
                directory.name(),
                columns,
                entries.map(e -> {
                    written.add(1);
                    return e;
                }),
                false);
        return written.value();
    }

    /** Of two entries of one bucket: the one that lives longer (0: forever), at the later write time. */
    private static Object[] longerLived(Object[] a, Object[] b) {
        int at = a.length - 2;
        int ttlA = (Integer) a[at];
        int ttlB = (Integer) b[at];
        Object[] merged = a.clone();
        merged[at] = ttlA == 0 || ttlB == 0 ? 0 : Math.max(ttlA, ttlB);
        merged[at + 1] = Math.max((Long) a[at + 1], (Long) b[at + 1]);
        return merged;
    }

    /** How a copy is timed: its source row's write time and remaining lifetime, or the job's defaults. */
    private record Timing(long jobStartMicros, long entityTtl, int writeTimeIndex, int ttlIndex)
            implements java.io.Serializable {

        /** The copy of {@code row}, then its TTL and write time; none when the target holds no row for it. */
        Iterator<Object[]> copy(CopyRow plan, Object[] row, LongAccumulator copied) {
            Object[] values = plan.copy(row);
            if (values == null) {
                return Collections.emptyIterator();
            }
            CopyTime time = CopyTime.of((Long) row[writeTimeIndex], (Integer) row[ttlIndex], jobStartMicros, entityTtl);
            Object[] timed = new Object[values.length + 2];
            System.arraycopy(values, 0, timed, 0, values.length);
            timed[values.length] = time.ttlSeconds();
            timed[values.length + 1] = time.writeTimeMicros();
            copied.add(1);
            return Collections.singletonList(timed).iterator();
        }
    }
}
