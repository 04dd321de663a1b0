package dev.queryfirst.spark;

import dev.queryfirst.runtime.audit.Finding;
import java.io.Serializable;
import java.util.Arrays;
import org.apache.spark.api.java.JavaRDD;

/**
 * One finding of an audit on the executors: its kind, the key it is reported by (a row's primary
 * key, a partition key, a directory entry), and the row a repair writes or deletes.
 *
 * @param key the values the finding is reported by, in key order
 * @param row the row concerned: the copy to write (missing, stale), the row to delete (orphaned)
 */
record Found(Finding.Kind kind, Object[] key, Object[] row) implements Serializable {

    /** The finding as the runtime's audit reports it. */
    Finding finding(String table) {
        return new Finding(kind, table, Arrays.asList(key));
    }

    /** The rows of {@code found} of kind {@code kind}. */
    static JavaRDD<Object[]> rowsOf(JavaRDD<Found> found, Finding.Kind kind) {
        return found.filter(f -> f.kind() == kind).map(Found::row);
    }
}
