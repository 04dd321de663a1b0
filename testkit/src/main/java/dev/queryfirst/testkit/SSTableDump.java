package dev.queryfirst.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.cassandra.config.DatabaseDescriptor;
import org.apache.cassandra.db.DeletionTime;
import org.apache.cassandra.db.rows.Cell;
import org.apache.cassandra.db.rows.ColumnData;
import org.apache.cassandra.db.rows.ComplexColumnData;
import org.apache.cassandra.db.rows.RangeTombstoneMarker;
import org.apache.cassandra.db.rows.Row;
import org.apache.cassandra.db.rows.Unfiltered;
import org.apache.cassandra.db.rows.UnfilteredRowIterator;
import org.apache.cassandra.io.sstable.Descriptor;
import org.apache.cassandra.io.sstable.ISSTableScanner;
import org.apache.cassandra.io.sstable.format.SSTableReader;
import org.apache.cassandra.io.util.File;
import org.apache.cassandra.schema.TableMetadata;
import org.apache.cassandra.schema.TableMetadataRef;
import org.apache.cassandra.tools.JsonTransformer;
import org.apache.cassandra.tools.Util;

/**
 * What the SSTables of a keyspace of a stopped node hold, cell by cell, read with Cassandra's own
 * SSTable reader, the code behind {@code sstabledump}: every tombstone a node really keeps (a
 * read's trace counts only some kinds: a collection's deletion is in no trace) and every value
 * written, each with its write time. A test writes, stops the node ({@link EmbeddedCassandra#stop()}
 * drains it: every memtable becomes an SSTable), then reads:
 *
 * <pre>{@code
 * node.stop();
 * List<SSTableDump.Entry> all = SSTableDump.of(node, "shop");
 * all.stream().filter(e -> e.table().equals("orders_by_id") && e.kind().isTombstone()).count();
 * }</pre>
 *
 * <p>The SSTables are read in a JVM of their own, on the Java the node runs on (Cassandra's tools
 * need its module flags), which also writes each SSTable's {@code sstabledump} JSON next to it
 * ({@code <…>-Data.db.json}) for a failing test to show. Writes that shadow each other in one
 * memtable are merged before the flush, as Cassandra merges them: a test that counts per operation
 * lets each operation write rows of its own.
 */
public final class SSTableDump {

    private static final String LINE = "entry\t";
    private static final Duration TIMEOUT = Duration.ofMinutes(3);

    private SSTableDump() {}

    /** A value written, or what a tombstone deletes. */
    public enum Kind {
        /** A row's primary key written ({@code INSERT}'s row marker). */
        LIVE_ROW,
        /** A value written into a cell (a column, or an element of a collection). */
        LIVE_CELL,
        /** A whole partition ({@code DELETE} by partition key). */
        PARTITION,
        /** A row ({@code DELETE} by primary key): a move's old row, a deleted entity's. */
        ROW,
        /** A range of rows (the opening bound of a range tombstone). */
        RANGE,
        /** A non-frozen collection's previous elements, which every overwrite of it deletes. */
        COLLECTION,
        /** One cell: a null written, an element removed from a collection. */
        CELL;

        /** Whether it is a tombstone rather than a value. */
        public boolean isTombstone() {
            return this != LIVE_ROW && this != LIVE_CELL;
        }
    }

    /**
     * One value written, or one tombstone.
     *
     * @param table the table, without keyspace
     * @param kind what it is
     * @param column the column it is in, or null for a row marker, partition, row or range
     * @param timestamp its write time, microseconds since the epoch: the operation it comes from
     */
    public record Entry(String table, Kind kind, String column, long timestamp) {}

    /**
     * Every value and tombstone in {@code keyspace}'s SSTables on {@code node}, which must be stopped
     * (so that nothing is left in a memtable, and nothing changes while it is read).
     *
     * @param keyspace the keyspace as Cassandra stores it
     */
    public static List<Entry> of(EmbeddedCassandra node, String keyspace) {
        if (node.isRunning()) {
            throw new IllegalStateException("stop the node first: its memtables hold writes no SSTable has yet");
        }
        List<String> files = dataFiles(node.directory().resolve("data").resolve(keyspace));
        if (files.isEmpty()) {
            return List.of();
        }
        List<String> command = new ArrayList<>();
        command.add(JavaRuntimes.javaExecutable(JavaRuntimes.ofThisMachine().select())
                .toString());
        command.addAll(NodeFiles.MODULE_ACCESS);
        // The node's own configuration, as sstabledump reads the node's.
        command.add("-Dcassandra.config=" + node.configFile().toUri());
        command.add("-Dcassandra.storagedir=" + node.directory());
        command.add("-cp");
        command.add(ForkClasspath.ofThisJvm());
        command.add(SSTableDump.class.getName());
        command.addAll(files);
        try {
            Process reader =
                    new ProcessBuilder(command).redirectErrorStream(true).start();
            List<Entry> entries = new ArrayList<>();
            StringBuilder output = new StringBuilder();
            try (BufferedReader lines =
                    new BufferedReader(new InputStreamReader(reader.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.startsWith(LINE)) {
                        String[] fields = line.split("\t", -1);
                        entries.add(new Entry(
                                fields[1],
                                Kind.valueOf(fields[2]),
                                fields[3].isEmpty() ? null : fields[3],
                                Long.parseLong(fields[4])));
                    } else {
                        output.append(line).append('\n');
                    }
                }
            }
            if (!ForkedProcesses.waitFor(reader, TIMEOUT) || reader.exitValue() != 0) {
                reader.destroyForcibly();
                throw new IllegalStateException("reading the SSTables of " + keyspace + " failed:\n" + output);
            }
            return List.copyOf(entries);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot fork the SSTable reader", e);
        }
    }

    /** The {@code sstabledump} JSON of {@code table}'s SSTables, written by {@link #of}, one file after the other. */
    public static String json(EmbeddedCassandra node, String keyspace, String table) {
        StringBuilder json = new StringBuilder();
        for (String file : dataFiles(node.directory().resolve("data").resolve(keyspace))) {
            if (tableOf(Path.of(file)).equals(table)) {
                try {
                    json.append(Files.readString(Path.of(file + ".json"), StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return json.toString();
    }

    private static List<String> dataFiles(Path keyspaceDirectory) {
        if (!Files.isDirectory(keyspaceDirectory)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(keyspaceDirectory)) {
            return files.filter(f -> f.getFileName().toString().endsWith("-Data.db"))
                    .map(Path::toString)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code …/shop/orders_by_id-4f1c…/nb-1-big-Data.db} → {@code orders_by_id}. */
    private static String tableOf(Path dataFile) {
        String directory = dataFile.getParent().getFileName().toString();
        int dash = directory.lastIndexOf('-');
        return dash < 0 ? directory : directory.substring(0, dash);
    }

    /**
     * The forked reader: for each SSTable given, one line per value and tombstone on standard output, and its
     * {@code sstabledump} JSON next to it.
     */
    public static void main(String[] args) throws IOException {
        DatabaseDescriptor.toolInitialization();
        for (String file : args) {
            Descriptor descriptor = Descriptor.fromFileWithComponent(new File(file), false).left;
            TableMetadata metadata = Util.metadataFromSSTable(descriptor);
            SSTableReader sstable =
                    SSTableReader.openNoValidation(null, descriptor, TableMetadataRef.forOfflineTools(metadata));
            String table = tableOf(Path.of(file));
            try (ISSTableScanner scanner = sstable.getScanner()) {
                while (scanner.hasNext()) {
                    try (UnfilteredRowIterator partition = scanner.next()) {
                        print(table, partition);
                    }
                }
            }
            try (ISSTableScanner scanner = sstable.getScanner();
                    OutputStream json = Files.newOutputStream(Path.of(file + ".json"))) {
                JsonTransformer.toJson(scanner, Util.iterToStream(scanner), false, metadata, json);
            }
        }
        System.out.flush();
        System.exit(0);
    }

    private static void print(String table, UnfilteredRowIterator partition) {
        deleted(table, Kind.PARTITION, null, partition.partitionLevelDeletion());
        print(table, partition.staticRow());
        while (partition.hasNext()) {
            Unfiltered next = partition.next();
            if (next instanceof Row row) {
                print(table, row);
            } else if (next instanceof RangeTombstoneMarker marker && marker.isOpen(false)) {
                deleted(table, Kind.RANGE, null, marker.openDeletionTime(false));
            }
        }
    }

    private static void print(String table, Row row) {
        if (!row.primaryKeyLivenessInfo().isEmpty()) {
            entry(table, Kind.LIVE_ROW, null, row.primaryKeyLivenessInfo().timestamp());
        }
        deleted(table, Kind.ROW, null, row.deletion().time());
        for (ColumnData data : row.columnData()) {
            String column = data.column().name.toString();
            if (data instanceof ComplexColumnData collection) {
                deleted(table, Kind.COLLECTION, column, collection.complexDeletion());
                for (Cell<?> cell : collection) {
                    cell(table, column, cell);
                }
            } else if (data instanceof Cell<?> cell) {
                cell(table, column, cell);
            }
        }
    }

    private static void cell(String table, String column, Cell<?> cell) {
        entry(table, cell.isTombstone() ? Kind.CELL : Kind.LIVE_CELL, column, cell.timestamp());
    }

    private static void deleted(String table, Kind kind, String column, DeletionTime deletion) {
        if (!deletion.isLive()) {
            entry(table, kind, column, deletion.markedForDeleteAt());
        }
    }

    private static void entry(String table, Kind kind, String column, long timestamp) {
        System.out.println(LINE + table + "\t" + kind + "\t" + (column == null ? "" : column) + "\t" + timestamp);
    }
}
