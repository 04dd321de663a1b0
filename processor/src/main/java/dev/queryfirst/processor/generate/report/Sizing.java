package dev.queryfirst.processor.generate.report;

import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.TableModel;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One line of the sizing summary: a table's partition estimate as the report and the demo print
 * it.
 *
 * @param table the table name
 * @param rows rows per partition
 * @param bytes bytes per partition
 * @param partitionsPerRead partitions a typical read touches
 * @param status {@code ok}, {@code unbounded}, {@code unverified}, {@code no estimate}, or the
 *     codes of the warnings reported on the table ({@code warn QF303})
 */
record Sizing(String table, String rows, String bytes, String partitionsPerRead, String status) {

    static final List<String> HEADERS =
            List.of("table", "rows/partition", "bytes/partition", "partitions/read", "status");

    static Sizing of(TableModel table, Optional<PartitionEstimate> estimate, List<Diagnostic> warnings) {
        if (estimate.isEmpty()) {
            return new Sizing(table.name(), "-", "-", "-", status(estimate, warnings));
        }
        PartitionEstimate e = estimate.get();
        boolean numbers = e.bounded() && e.known();
        return new Sizing(
                table.name(),
                !e.bounded() ? "unbounded" : numbers ? Numbers.grouped(e.rowsPerPartition()) : "?",
                numbers ? Numbers.bytes(e.bytesPerPartition()) : "?",
                Numbers.grouped(e.partitionsPerRead()),
                status(estimate, warnings));
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
        return List.of(table, rows, bytes, partitionsPerRead, status);
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
            boolean number = i > 0 && i < cells.size() - 1;
            String cell = cells.get(i);
            String pad = " ".repeat(widths[i] - cell.length());
            line.append(i == 0 ? "" : "  ").append(number ? pad + cell : cell + pad);
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }
}
