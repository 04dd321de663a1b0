package dev.queryfirst.spark;

import static com.datastax.spark.connector.japi.CassandraJavaUtil.ttl;
import static com.datastax.spark.connector.japi.CassandraJavaUtil.writeTime;

import com.datastax.spark.connector.ColumnRef;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The scan of an entity's source table as a backfill and an audit read it: every column, in the
 * table's order (the source row the runtime's {@code CopyRow} computes copies from), then the
 * {@code WRITETIME} and {@code TTL} of each write-time column, reduced to the row's write time
 * (the latest of its columns that hold a value) and remaining time to live (the longest), exactly
 * as the in-JVM backfill dates a row. Partitions holding statics and no row are left out: they
 * hold no entity.
 */
final class SourceScan implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String table;
    private final List<String> columns;
    private final List<String> writeTimeColumns;
    private final int[] staticOnlyMarkers;

    SourceScan(Entity entity) {
        Table source = entity.sourceTable();
        this.table = source.name();
        this.columns = List.copyOf(source.names(source.columns()));
        this.writeTimeColumns = List.copyOf(entity.writeTimeColumns());
        this.staticOnlyMarkers = Rows.staticOnlyMarkers(source);
    }

    String table() {
        return table;
    }

    /** Where a scanned row holds its write time (microseconds, or null when no write-time column holds a value). */
    int writeTimeIndex() {
        return columns.size();
    }

    /** Where a scanned row holds its remaining seconds to live (null when it does not expire). */
    int ttlIndex() {
        return columns.size() + 1;
    }

    /** The source's entity rows: its columns, then the row's write time and time to live. */
    JavaRDD<Object[]> rows(JavaSparkContext spark, String keyspace) {
        List<ColumnRef> timed = new ArrayList<>();
        for (int i = 0; i < writeTimeColumns.size(); i++) {
            timed.add(writeTime(writeTimeColumns.get(i)).as("qf_wt_" + i));
            timed.add(ttl(writeTimeColumns.get(i)).as("qf_ttl_" + i));
        }
        int width = columns.size();
        int timedColumns = writeTimeColumns.size();
        int[] markers = staticOnlyMarkers;
        return Rows.scan(spark, keyspace, table, columns, timed)
                .filter(row -> !Rows.staticOnly(row, markers))
                .map(row -> dated(row, width, timedColumns));
    }

    private static Object[] dated(Object[] row, int width, int timedColumns) {
        Object[] out = new Object[width + 2];
        System.arraycopy(row, 0, out, 0, width);
        Long latest = null;
        Integer longest = null;
        for (int i = 0; i < timedColumns; i++) {
            Object time = row[width + 2 * i];
            Object ttl = row[width + 2 * i + 1];
            if (time != null && (latest == null || ((Number) time).longValue() > latest)) {
                latest = ((Number) time).longValue();
            }
            if (ttl != null && (longest == null || ((Number) ttl).intValue() > longest)) {
                longest = ((Number) ttl).intValue();
            }
        }
        out[width] = latest;
        out[width + 1] = longest;
        return out;
    }
}
