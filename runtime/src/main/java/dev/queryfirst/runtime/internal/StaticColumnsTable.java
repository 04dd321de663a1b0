package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.List;

/**
 * A table with static columns. When the last row of a partition is deleted (or moves to another
 * partition) its static values stay, and Cassandra answers every read of the partition, the
 * audit's full scan included, with one row whose clustering columns are null. The DAO and the
 * audit find such partitions and delete their statics through these methods.
 *
 * <pre>{@code
 * if (table.isStaticOnly(scanned)) {          // a partition with statics and no row
 *   session.execute(table.bindDeleteStatics(scanned));
 * }
 * }</pre>
 *
 * @param <E> the entity type
 */
public interface StaticColumnsTable<E> extends EntityTable<E> {

    /**
     * The values of this table's partition key for {@code entity}, in key order (bucket included),
     * in the form Cassandra compares them ({@link StoredForm}).
     */
    List<Object> partitionKey(E entity);

    /**
     * Reads the first clustering column of one row of the partition of {@code entity}: a row with
     * a null value when only static values are left, no row when nothing is.
     */
    BoundStatement bindSelectFirstRow(E entity);

    /** Deletes the static values of the partition of {@code entity}. */
    BoundStatement bindDeleteStatics(E entity);

    /** Whether a row of {@link #bindScan()} is a partition holding static values and no row. */
    boolean isStaticOnly(Row scanned);

    /** The partition key of a row of {@link #bindScan()}, in key order. */
    List<Object> partitionKey(Row scanned);

    /** Deletes the static values of the partition of a row of {@link #bindScan()}. */
    BoundStatement bindDeleteStatics(Row scanned);
}
