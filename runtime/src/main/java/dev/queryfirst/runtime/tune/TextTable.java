package dev.queryfirst.runtime.tune;

import java.util.ArrayList;
import java.util.List;

/** An aligned plain-text table: text columns left-aligned, numeric ones right-aligned. */
final class TextTable {

    private final List<String> header;
    private final boolean[] numeric;
    private final List<List<String>> rows = new ArrayList<>();

    /** Columns whose name starts with {@code >} are numeric (the marker is dropped). */
    TextTable(String... columns) {
        header = new ArrayList<>();
        numeric = new boolean[columns.length];
        for (int i = 0; i < columns.length; i++) {
            numeric[i] = columns[i].startsWith(">");
            header.add(numeric[i] ? columns[i].substring(1) : columns[i]);
        }
    }

    TextTable row(String... cells) {
        rows.add(List.of(cells));
        return this;
    }

    @Override
    public String toString() {
        int[] widths = new int[header.size()];
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        all.addAll(rows);
        for (List<String> row : all) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (List<String> row : all) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < widths.length; i++) {
                String cell = row.get(i);
                String pad = " ".repeat(widths[i] - cell.length());
                line.append(i == 0 ? "" : "  ").append(numeric[i] ? pad + cell : cell + pad);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }
}
