package dev.queryfirst.processor.generate.cql;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The statements of one bucket directory (docs/mapping-rules.md, "Bucket directories"), in the order its class prepares them: the
 * upsert of an entry, the two listings a read runs ({@code listUpTo}: newest first from a bucket
 * back; {@code listBetween}: the buckets of a range), and the audit's read of one entry, scan of
 * every entry, and read of one row of the data partition an entry lists ({@code selectListedRow},
 * the only statement on the data table: see {@link #ON_DATA_TABLE}).
 */
public final class DirectoryStatements {

    /** The statement that reads the data table rather than the directory. */
    public static final String ON_DATA_TABLE = "selectListedRow";

    private final Map<String, Statement> statements = new LinkedHashMap<>();

    public DirectoryStatements(DirectoryModel directory) {
        List<ColumnModel> key = directory.key();
        ColumnModel bucket = directory.table().clustering().get(0);
        List<ColumnModel> entry = new ArrayList<>(key);
        entry.add(bucket);
        String bucketName = Cql.identifier(bucket.name());
        addUpsert(entry, directory.entryTtlSeconds());
        addListings(key, bucket);
        add(
                "selectEntry",
                selectBucket(bucketName, " WHERE " + equalities(entry)),
                values(entry),
                List.of(Marker.value(bucket)),
                "Reads one entry: whether a key's bucket is listed.");
        add(
                "scan",
                new CqlText("SELECT " + TableStatements.names(entry) + " FROM ", ""),
                List.of(),
                values(entry),
                "Reads every entry (the audit's full scan).");
        addSelectListedRow(directory);
    }

    /** {@code upsert}: lists the bucket of an entity, with the entity's TTL when it has one. */
    private void addUpsert(List<ColumnModel> entry, long ttl) {
        add(
                "upsert",
                new CqlText(
                        "INSERT INTO ",
                        " (" + TableStatements.names(entry) + ") VALUES (" + markers(entry.size()) + ")"
                                + (ttl > 0 ? " USING TTL " + ttl : "")),
                values(entry),
                List.of(),
                "Lists the bucket of an entity (an idempotent upsert"
                        + (ttl > 0
                                ? ", with the entity's TTL plus an hour: see DirectoryTable.TTL_MARGIN_SECONDS)."
                                : ")."));
    }

    /** {@code listUpTo} and {@code listBetween}: the listings of a key's buckets a read runs. */
    private void addListings(List<ColumnModel> key, ColumnModel bucket) {
        String bucketName = Cql.identifier(bucket.name());
        List<Marker> upTo = new ArrayList<>(values(key));
        upTo.add(new Marker(Marker.Role.RANGE_TO, bucket));
        add(
                "listUpTo",
                selectBucket(bucketName, " WHERE " + equalities(key) + " AND " + bucketName + " <= ?"),
                upTo,
                List.of(Marker.value(bucket)),
                "Lists a key's non-empty buckets from a bucket back, newest first.");
        List<Marker> between = new ArrayList<>(values(key));
        between.add(new Marker(Marker.Role.RANGE_FROM, bucket));
        between.add(new Marker(Marker.Role.RANGE_TO, bucket));
        add(
                "listBetween",
                selectBucket(
                        bucketName,
                        " WHERE " + equalities(key) + " AND " + bucketName + " >= ? AND " + bucketName + " <= ?"),
                between,
                List.of(Marker.value(bucket)),
                "Lists a key's non-empty buckets between two buckets, both included, newest first.");
    }

    /** {@link #ON_DATA_TABLE}: reads one row of the data partition an entry lists. */
    private void addSelectListedRow(DirectoryModel directory) {
        // The first clustering column: a partition left with static values only answers with it null.
        ColumnModel first = directory.data().clustering().get(0);
        add(
                ON_DATA_TABLE,
                new CqlText(
                        "SELECT " + Cql.identifier(first.name()) + " FROM ",
                        " WHERE " + equalities(directory.data().partitionKey()) + " LIMIT 1"),
                values(directory.data().partitionKey()),
                List.of(Marker.value(first)),
                "Reads one row of the data partition an entry lists: none when the bucket was emptied.");
    }

    /** Every statement, by field name, in the order the class prepares them. */
    public Map<String, Statement> all() {
        return statements;
    }

    /** The statement named {@code name}. */
    public Statement get(String name) {
        Statement statement = statements.get(name);
        if (statement == null) {
            throw new IllegalArgumentException("a bucket directory has no statement " + name);
        }
        return statement;
    }

    private static CqlText selectBucket(String bucket, String after) {
        return new CqlText("SELECT " + bucket + " FROM ", after);
    }

    private void add(String name, CqlText text, List<Marker> markers, List<Marker> results, String doc) {
        statements.put(name, new Statement(name, text, List.copyOf(markers), List.copyOf(results), doc));
    }

    private static List<Marker> values(List<ColumnModel> columns) {
        return columns.stream().map(Marker::value).toList();
    }

    private static String markers(int count) {
        return String.join(", ", Collections.nCopies(count, "?"));
    }

    private static String equalities(List<ColumnModel> columns) {
        return columns.stream().map(c -> Cql.identifier(c.name()) + " = ?").collect(Collectors.joining(" AND "));
    }
}
