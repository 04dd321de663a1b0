package dev.queryfirst.processor.generate.report;

import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One line of the sizing summary: a table's partition estimate as the report and the demo print
 * it.
 *
 * @param table the table name
 * @param rows rows per partition
 * @param bytes bytes per partition
 * @param partitionsPerRead partitions a typical read touches
 * @param tombstones the tombstones a read of one partition may scan, for a table whose partitions
 *     lose rows; {@code -} when its rows never leave
 * @param status {@code ok}, {@code unbounded}, {@code unverified}, {@code no estimate}, or the
 *     codes of the warnings reported on the table ({@code warn QF303})
 * @param partition what bounds and splits a partition: its time buckets, its shards,
 *     the horizon a growing partition is sized for; {@code -} for none
 */
record Sizing(
        String table,
        String rows,
        String bytes,
        String partitionsPerRead,
        String tombstones,
        String status,
        String partition) {

    static final List<String> HEADERS = List.of(
            "table", "rows/partition", "bytes/partition", "partitions/read", "tombstones/read", "status", "partition");

    /** The growing partition's window in the estimate's first line: {@code Nr = … × horizon of 10 years = …}. */
    private static final Pattern HORIZON = Pattern.compile("× (horizon of [^=]+) =");

    static Sizing of(TableModel table, Optional<PartitionEstimate> estimate, List<Diagnostic> warnings) {
        if (estimate.isEmpty()) {
            return new Sizing(table.name(), "-", "-", "-", "-", status(estimate, warnings), partition(table, estimate));
        }
        PartitionEstimate e = estimate.get();
        boolean numbers = e.bounded() && e.known();
        return new Sizing(
                table.name(),
                !e.bounded() ? "unbounded" : numbers ? Numbers.grouped(e.rowsPerPartition()) : "?",
                numbers ? Numbers.bytes(e.bytesPerPartition()) : "?",
                Numbers.grouped(e.partitionsPerRead()),
                e.tombstonesPerRead().isPresent()
                        ? Numbers.grouped(e.tombstonesPerRead().getAsDouble())
                        : "-",
                status(estimate, warnings),
                partition(table, estimate));
    }

    /** {@code 1 day buckets, 4 shards}; {@code horizon of 10 years}; {@code -}. */
    static String partition(TableModel table, Optional<PartitionEstimate> estimate) {
        List<String> parts = new ArrayList<>();
        table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .map(c -> Buckets.describe(c.bucket().unit(), c.bucket().size()) + " buckets")
                .forEach(parts::add);
        if (table.shards() > 1) {
            parts.add(table.shards() + " shards");
        }
        estimate.filter(e -> !e.arithmetic().isEmpty())
                .map(e -> HORIZON.matcher(e.arithmetic().get(0)))
                .filter(Matcher::find)
                .ifPresent(m -> parts.add(m.group(1).strip()));
        return parts.isEmpty() ? "-" : String.join(", ", parts);
    }

    /** The estimate's verdict; warnings reported on the table override a plain {@code ok}. */
    static String status(Optional<PartitionEstimate> estimate, List<Diagnostic> warnings) {
        if (estimate.isEmpty()) {
            return "no estimate";
        }
        if (!estimate.get().bounded()) {
            return "unbounded";
        }
        if (!estimate.get().known()) {
            return "unverified";
        }
        if (!warnings.isEmpty()) {
            return "warn "
                    + warnings.stream().map(d -> d.code().name()).distinct().collect(Collectors.joining(", "));
        }
        return "ok";
    }

    List<String> cells() {
        return List.of(table, rows, bytes, partitionsPerRead, tombstones, status, partition);
    }

    /** Aligned plain text: names and status left-aligned, numbers right-aligned. */
    static String text(List<Sizing> lines) {
        int[] widths = new int[HEADERS.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = HEADERS.get(i).length();
            for (Sizing line : lines) {
                widths[i] = Math.max(widths[i], line.cells().get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        append(out, HEADERS, widths);
        append(out, Arrays.stream(widths).mapToObj("-"::repeat).toList(), widths);
        for (Sizing line : lines) {
            append(out, line.cells(), widths);
        }
        return out.toString();
    }

    private static void append(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            boolean number = i >= 1 && i <= 4;
            String cell = cells.get(i);
            String pad = " ".repeat(widths[i] - cell.length());
            line.append(i == 0 ? "" : "  ").append(number ? pad + cell : cell + pad);
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }
}
