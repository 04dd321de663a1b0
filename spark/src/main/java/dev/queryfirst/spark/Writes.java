package dev.queryfirst.spark;

import static com.datastax.spark.connector.japi.CassandraJavaUtil.javaFunctions;
import static com.datastax.spark.connector.japi.CassandraJavaUtil.someColumns;

import com.datastax.spark.connector.ColumnRef;
import com.datastax.spark.connector.cql.TableDef;
import com.datastax.spark.connector.japi.RDDAndDStreamCommonJavaFunctions;
import com.datastax.spark.connector.types.TypeConverter;
import com.datastax.spark.connector.writer.RowWriter;
import com.datastax.spark.connector.writer.RowWriterFactory;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import scala.collection.immutable.IndexedSeq;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Writes through the connector's table writer (batched by partition key, spread over the
 * replicas, at the connector's {@code spark.cassandra.output.*} settings) rows held as value
 * arrays: the values of {@code columns}, then, for timed writes, the row's time to live in
 * seconds (0: none) and write time in microseconds, bound per row as {@code USING TTL} and
 * {@code USING TIMESTAMP}.
 */
final class Writes {

    static final String TTL = "qf_ttl";
    static final String WRITE_TIME = "qf_writetime";

    private Writes() {}

    /** Writes {@code rows} (the values of {@code columns}) at the connector's clock, with {@code ttlSeconds} (0: none). */
    static void save(String keyspace, String table, List<String> columns, JavaRDD<Object[]> rows, int ttlSeconds) {
        RDDAndDStreamCommonJavaFunctions<Object[]>.WriterBuilder writer = javaFunctions(rows)
                .writerBuilder(keyspace, table, new Factory(columns))
                .withColumnSelector(someColumns(columns.toArray(String[]::new)));
        (ttlSeconds > 0 ? writer.withConstantTTL(ttlSeconds) : writer).saveToCassandra();
    }

    /**
     * Writes {@code rows}: the values of {@code columns}, then each row's TTL and write time, so
     * that a copy keeps its source row's remaining lifetime and its write time (a later write wins).
     * With {@code unsetNulls}, a null is left unset instead of written (no tombstone): as the DAO
     * writes the rows of a write-once entity, which have no earlier value to clear.
     */
    static void saveTimed(
            String keyspace, String table, List<String> columns, JavaRDD<Object[]> rows, boolean unsetNulls) {
        List<String> all = new ArrayList<>(columns);
        all.add(TTL);
        all.add(WRITE_TIME);
        javaFunctions(rows)
                .writerBuilder(keyspace, table, new Factory(all))
                .withColumnSelector(someColumns(all.toArray(String[]::new)))
                .withPerRowTTL(TTL)
                .withPerRowTimestamp(WRITE_TIME)
                .withIgnoreNulls(unsetNulls)
                .saveToCassandra();
    }

    /** Makes the writer of rows whose values are those of {@code names}, in that order. */
    private static final class Factory implements RowWriterFactory<Object[]>, java.io.Serializable {
        private static final long serialVersionUID = 1L;

        private final List<String> names;

        Factory(List<String> names) {
            this.names = List.copyOf(names);
        }

        @Override
        public RowWriter<Object[]> rowWriter(TableDef table, IndexedSeq<ColumnRef> selected) {
            return new ValuesWriter(table, selected, names);
        }
    }

    /** Hands the connector the values of the selected columns, converted as the connector binds them. */
    private static final class ValuesWriter implements RowWriter<Object[]> {
        private static final long serialVersionUID = 1L;

        private final List<String> columnNames = new ArrayList<>();
        private final int[] positions;
        private final TypeConverter<?>[] converters;

        ValuesWriter(TableDef table, IndexedSeq<ColumnRef> selected, List<String> names) {
            positions = new int[selected.size()];
            converters = new TypeConverter<?>[selected.size()];
            for (int i = 0; i < selected.size(); i++) {
                String name = selected.apply(i).columnName();
                columnNames.add(name);
                positions[i] = names.indexOf(name);
                if (positions[i] < 0) {
                    throw new IllegalArgumentException("no value for column " + name + " of " + table.name());
                }
                converters[i] = table.columnByName().apply(name).columnType().converterToCassandra();
            }
        }

        @Override
        public Seq<String> columnNames() {
            return CollectionConverters.asScala(columnNames).toSeq();
        }

        @Override
        public void readColumnValues(Object[] data, Object[] buffer) {
            for (int i = 0; i < positions.length; i++) {
                Object value = data[positions[i]];
                buffer[i] = value == null ? null : converters[i].convert(value);
            }
        }
    }
}
