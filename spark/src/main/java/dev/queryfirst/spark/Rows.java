package dev.queryfirst.spark;

import static com.datastax.spark.connector.japi.CassandraJavaUtil.column;
import static com.datastax.spark.connector.japi.CassandraJavaUtil.javaFunctions;

import com.datastax.spark.connector.ColumnRef;
import com.datastax.spark.connector.japi.CassandraRow;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Table scans through the connector, each row as the values of the columns asked for, in that
 * order (as the driver reads them: {@code Instant}, {@code BigDecimal} with its scale...;
 * collections as Scala collections, user types as the connector's {@code UDTValue}, blobs as
 * {@code byte[]}), and the positions of a table's columns in such rows.
 */
final class Rows {

    private Rows() {}

    /** Every row of {@code keyspace.table}, the values of {@code columns} then of {@code extra}. */
    static JavaRDD<Object[]> scan(
            JavaSparkContext spark, String keyspace, String table, List<String> columns, List<ColumnRef> extra) {
        ColumnRef[] selected = new ColumnRef[columns.size() + extra.size()];
        for (int i = 0; i < columns.size(); i++) {
            selected[i] = column(columns.get(i));
        }
        for (int i = 0; i < extra.size(); i++) {
            selected[columns.size() + i] = extra.get(i);
        }
        return javaFunctions(spark)
                .cassandraTable(keyspace, table)
                .select(selected)
                .map(Rows::values);
    }

    /** Every row of {@code table} in {@code keyspace}, with all its columns in the table's order. */
    static JavaRDD<Object[]> scan(JavaSparkContext spark, String keyspace, Table table) {
        return scan(spark, keyspace, table.name(), table.names(table.columns()), List.of());
    }

    private static Object[] values(CassandraRow row) {
        Object[] values = new Object[row.length()];
        for (int i = 0; i < values.length; i++) {
            values[i] = row.columnValues().apply(i);
        }
        return values;
    }

    /** The positions of {@code columns} among {@code table}'s columns. */
    static int[] indexes(Table table, List<Column> columns) {
        return columns.stream().mapToInt(c -> table.indexOf(c.name())).toArray();
    }

    /** The values at {@code indexes} of {@code row}. */
    static Object[] pick(Object[] row, int[] indexes) {
        Object[] picked = new Object[indexes.length];
        for (int i = 0; i < indexes.length; i++) {
            picked[i] = row[indexes[i]];
        }
        return picked;
    }

    /**
     * The positions of {@code table}'s clustering columns when it has static columns (a row of a
     * partition holding statics and no row has them all null); empty otherwise.
     */
    static int[] staticOnlyMarkers(Table table) {
        return table.statics().isEmpty() || table.clustering().isEmpty()
                ? new int[0]
                : indexes(table, table.clustering());
    }

    /** Whether {@code row} is a partition's statics without a row (see {@link #staticOnlyMarkers}). */
    static boolean staticOnly(Object[] row, int[] markers) {
        if (markers.length == 0) {
            return false;
        }
        for (int index : markers) {
            if (row[index] != null) {
                return false;
            }
        }
        return true;
    }
}
