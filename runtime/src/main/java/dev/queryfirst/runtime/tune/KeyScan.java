package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.ColumnMetadata;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Counts a small table's partitions and rows by reading its keys, at most {@link #PARTITIONS}
 * partitions and {@link #ROWS} rows. A node's partition count ({@code system.size_estimates})
 * moves in steps of about 128 (20, 25 and 50 partitions all read 129), so below a few thousand
 * partitions only the keys themselves say how many there are (docs/sizing.md, "Observed against
 * declared").
 */
final class KeyScan {

    /** The most partition keys read; a table with more is counted by the nodes' estimate. */
    static final int PARTITIONS = 10_000;

    /** The most rows read to count rows per partition. */
    static final int ROWS = 100_000;

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private KeyScan() {}

    /**
     * What the keys say.
     *
     * @param partitions the partitions counted, -1 when the table has more than {@link #PARTITIONS}
     *     or could not be read
     * @param rows the rows counted, -1 when more than {@link #ROWS} or not counted
     */
    record Counted(long partitions, long rows) {

        static final Counted NOTHING = new Counted(-1, -1);
    }

    /** The partitions and rows of {@code keyspace.table}, each as far as its cap. */
    static Counted count(CqlSession session, String keyspace, String table) {
        List<ColumnMetadata> key = session.getMetadata()
                .getKeyspace(keyspace)
                .flatMap(k -> k.getTable(table))
                .map(t -> t.getPartitionKey())
                .orElse(List.of());
        if (key.isEmpty()) {
            return Counted.NOTHING;
        }
        String columns = key.stream().map(c -> c.getName().asCql(true)).collect(Collectors.joining(", "));
        String from = " FROM " + CqlIdentifier.fromInternal(keyspace).asCql(true) + "."
                + CqlIdentifier.fromInternal(table).asCql(true);
        try {
            long partitions = rows(session, "SELECT DISTINCT " + columns + from + " LIMIT " + (PARTITIONS + 1));
            if (partitions > PARTITIONS) {
                return Counted.NOTHING;
            }
            long rows = rows(session, "SELECT " + columns + from + " LIMIT " + (ROWS + 1));
            return new Counted(partitions, rows > ROWS ? -1 : rows);
        } catch (DriverException e) {
            return Counted.NOTHING;
        }
    }

    private static long rows(CqlSession session, String cql) {
        long count = 0;
        for (var ignored : session.execute(SimpleStatement.newInstance(cql)
                .setTimeout(TIMEOUT)
                .setPageSize(5_000)
                .setIdempotent(true))) {
            count++;
        }
        return count;
    }
}
