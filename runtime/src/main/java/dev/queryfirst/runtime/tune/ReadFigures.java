package dev.queryfirst.runtime.tune;

/**
 * One table's per-read figures, from the nodes' decaying histograms
 * ({@code system_views.rows_per_read}, {@code tombstones_per_read}, {@code local_read_latency},
 * {@code local_write_latency}); over several nodes, counts added and the other figures the
 * largest.
 *
 * @param reads local reads counted
 * @param rowsP99 live rows a read scanned, 99th percentile
 * @param rowsMax the most live rows a read scanned
 * @param tombstonesP99 tombstones a read scanned, 99th percentile
 * @param tombstonesMax the most tombstones a read scanned
 * @param readP99Millis local read latency in milliseconds, 99th percentile
 * @param writes local writes counted
 * @param writeP99Millis local write latency in milliseconds, 99th percentile
 */
public record ReadFigures(
        long reads,
        double rowsP99,
        double rowsMax,
        double tombstonesP99,
        double tombstonesMax,
        double readP99Millis,
        long writes,
        double writeP99Millis) {

    static final ReadFigures NONE = new ReadFigures(0, 0, 0, 0, 0, 0, 0, 0);

    ReadFigures plus(ReadFigures other) {
        return new ReadFigures(
                reads + other.reads,
                Math.max(rowsP99, other.rowsP99),
                Math.max(rowsMax, other.rowsMax),
                Math.max(tombstonesP99, other.tombstonesP99),
                Math.max(tombstonesMax, other.tombstonesMax),
                Math.max(readP99Millis, other.readP99Millis),
                writes + other.writes,
                Math.max(writeP99Millis, other.writeP99Millis));
    }
}
