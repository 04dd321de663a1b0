package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.CostMessages;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * QF307: a save's logged batch as the node counts it ({@link MutationSize}) against
 * {@code batch_size_warn_threshold} (5 KiB). The node checks only batches that span two or more
 * partitions (mutations: one per partition key of a keyspace, whatever the table), and the
 * runtime sends a write of one statement alone, so neither is warned. A versioned entity's base
 * row goes out as its own lightweight transaction, outside the batch.
 */
final class SaveBatch {

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final EntityDesign design;
    private final EntityModel entity;
    private final MutationSize mutations;
    private final List<List<String>> keyPaths;

    SaveBatch(
            ProcessorOptions options,
            Reporter reporter,
            EntityDesign design,
            ColumnSizes sizes,
            RowsPerPartition rows) {
        this.options = options;
        this.reporter = reporter;
        this.design = design;
        this.entity = design.entity();
        this.mutations = new MutationSize(sizes);
        this.keyPaths = rows.keyPaths(entity, List.of());
    }

    /** The tables a save writes in its batch, in the DAO's order. */
    List<TableModel> batched() {
        return design.tables().stream()
                .filter(t -> !(entity.versioned() && t.base()))
                .toList();
    }

    /** A directory entry's bytes in a batch that lists its bucket, and how they add up, for the report. */
    MutationSize.Write listing(DirectoryModel directory) {
        return mutations.listing(directory.table(), entity.ttl().isPresent());
    }

    /** This table's bytes in an insert's batch and how they add up, for the report. */
    MutationSize.Write write(TableModel table) {
        return mutations.insert(table, entity.ttl().isPresent());
    }

    void check() {
        if (entity.hasCounters()) {
            return;
        }
        List<TableModel> tables = batched();
        List<DirectoryModel> directories = design.directories();
        int statements = tables.size() + directories.size();
        Set<List<String>> partitions = new LinkedHashSet<>();
        Map<String, Double> bytes = new LinkedHashMap<>();
        double insert = 0;
        for (TableModel table : tables) {
            double size = write(table).bytes();
            bytes.put(table.name(), size);
            insert += size;
            partitions.add(partitionKey(table));
        }
        for (DirectoryModel directory : directories) {
            double size = listing(directory).bytes();
            bytes.put(directory.table().name(), size);
            insert += size;
            partitions.add(partitionKey(directory.table()));
        }
        double moves = 0;
        List<String> moved = new ArrayList<>();
        for (TableModel table : tables) {
            if (design.rowsMove(table)) {
                moves += movesPartition(table) ? mutations.rowDelete(table) : mutations.rowOnly(table);
                moved.add(table.name());
            }
        }
        double largest = insert + moves;
        // The node leaves a batch of one partition alone; the runtime sends one statement unbatched.
        if (statements < 2 || partitions.size() < 2 || largest <= options.warnBatchBytes()) {
            return;
        }
        boolean everySave = insert > options.warnBatchBytes();
        String breakdown = Phrase.BATCH_INSERTS
                        .with("statements", statements)
                        .with("partitions", partitions.size())
                        .with(
                                "tables",
                                String.join(
                                        ", ",
                                        bytes.entrySet().stream()
                                                .map(e -> e.getKey() + " " + Numbers.grouped(e.getValue()))
                                                .toList()))
                        .text()
                + (moved.isEmpty()
                        ? ""
                        : Phrase.BATCH_WITH_MOVES
                                .with("bytes", Numbers.grouped(largest))
                                .with("tables", String.join(", ", moved))
                                .text());
        reporter.report(
                entity.site(),
                (everySave ? CostMessages.LARGE_BATCH : CostMessages.LARGE_BATCH_WHEN_MOVING)
                        .with("entity", entity.simpleName())
                        .with("bytes", Numbers.grouped(everySave ? insert : largest))
                        .with("breakdown", breakdown)
                        .with("limit", Numbers.grouped(options.warnBatchBytes()))
                        .with("largest", largestValue(tables)));
    }

    /** The column whose copies weigh most in a save, and what they weigh. */
    private String largestValue(List<TableModel> tables) {
        Map<String, Double> byAttribute = new LinkedHashMap<>();
        for (TableModel table : tables) {
            for (ColumnModel column : table.columns()) {
                if (!column.kind().isPrimaryKey() && !column.path().isEmpty()) {
                    byAttribute.merge(column.dottedPath(), mutations.cell(column), Double::sum);
                }
            }
        }
        return byAttribute.entrySet().stream()
                .max(Comparator.comparingDouble(Map.Entry::getValue))
                .map(e -> Phrase.LARGEST_VALUE
                        .with("path", e.getKey())
                        .with("bytes", Numbers.grouped(e.getValue()))
                        .text())
                .orElse("");
    }

    /**
     * What identifies a partition key across the tables of the keyspace: the same attribute paths
     * (and bucket, and shard count) give the same key bytes, so Cassandra puts both tables' updates
     * in one mutation.
     */
    private static List<String> partitionKey(TableModel table) {
        return table.partitionKey().stream()
                .map(c -> c.dottedPath() + "/" + c.cqlType()
                        + (c.isBucket() ? "/" + c.bucket().unit() + c.bucket().size() : "")
                        + (c.isShard() ? "/" + table.shards() : ""))
                .toList();
    }

    /** Whether a moving attribute is in the partition key: the old row is in another partition. */
    private boolean movesPartition(TableModel table) {
        return table.partitionKey().stream().anyMatch(c -> !c.path().isEmpty() && !keyPaths.contains(c.path()));
    }
}
