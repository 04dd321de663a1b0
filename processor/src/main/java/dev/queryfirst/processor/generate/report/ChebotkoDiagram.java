package dev.queryfirst.processor.generate.report;

import static dev.queryfirst.processor.generate.report.Xml.escape;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A physical Chebotko diagram (the query-driven method's notation) of a keyspace as inline SVG: one box per
 * table (its name as header, one row per column with its CQL type and marker: K partition key, C↑ /
 * C↓ clustering ascending / descending, S static, IDX indexed, ++ counter; list, set and map
 * columns written {@code [name]}, {@code {name}}, {@code <name>}), and above each box an arrow
 * labelled with the queries (Q1, Q2, …) the table supports. Boxes sit in a grid of equal cells, so
 * they never overlap; text widths are estimated for a 12px monospace font.
 */
final class ChebotkoDiagram {

    static final String UP = "C\u2191";
    static final String DOWN = "C\u2193";

    private static final double CHAR_WIDTH = 7.4;
    private static final int ROW_HEIGHT = 18;
    private static final int HEADER_HEIGHT = 24;
    private static final int PADDING = 8;
    private static final int LABEL_HEIGHT = 40;
    private static final int GAP_X = 32;
    private static final int GAP_Y = 24;
    private static final int MARGIN = 12;
    /** The content width of the report page, so a 1280-pixel window shows whole rows of boxes. */
    private static final int PAGE_WIDTH = 1200;

    private ChebotkoDiagram() {}

    /** One row of a box: what the diagram shows for a column. */
    record Row(String column, String label, String type, String marker) {}

    /** The rows of a table's box, in the table's column order. */
    static List<Row> rows(TableModel table, List<IndexModel> indexes) {
        List<Row> rows = new ArrayList<>();
        for (ColumnModel column : table.columns()) {
            List<String> markers = new ArrayList<>();
            switch (column.kind()) {
                case PARTITION_KEY -> markers.add(column.isShard() ? "K #" + table.shards() : "K");
                case CLUSTERING -> markers.add(column.descending() ? DOWN : UP);
                case STATIC -> markers.add("S");
                case REGULAR -> {}
            }
            if (indexes.stream()
                    .anyMatch(i -> i.table().equals(table.name()) && i.column().equals(column.name()))) {
                markers.add("IDX");
            }
            if (column.cqlType().trim().equalsIgnoreCase("counter")) {
                markers.add("++");
            }
            rows.add(new Row(column.name(), collectionLabel(column), column.cqlType(), String.join(" ", markers)));
        }
        return rows;
    }

    /**
     * {@code [tags]} for a list, {@code {roles}} for a set, {@code <parts>} for a map, as Chebotko
     * et al. draw them.
     */
    static String collectionLabel(ColumnModel column) {
        String type = column.cqlType().trim().toLowerCase(Locale.ROOT);
        if (type.startsWith("frozen<")) {
            type = type.substring("frozen<".length());
        }
        if (type.startsWith("list<")) {
            return "[" + column.name() + "]";
        }
        if (type.startsWith("set<")) {
            return "{" + column.name() + "}";
        }
        if (type.startsWith("map<")) {
            return "<" + column.name() + ">";
        }
        return column.name();
    }

    /** The SVG element for the keyspace's tables, with the query labels of {@code catalog}. */
    static String svg(KeyspaceDesign design, List<TableModel> tables, QueryCatalog catalog) {
        List<IndexModel> indexes =
                design.entities().stream().flatMap(e -> e.indexes().stream()).toList();
        List<Box> boxes = new ArrayList<>();
        for (TableModel table : tables) {
            boxes.add(new Box(table, rows(table, indexes), label(table, catalog)));
        }
        int nameChars = boxes.stream()
                .flatMap(b -> b.rows.stream())
                .mapToInt(r -> r.label().length())
                .max()
                .orElse(0);
        int typeChars = boxes.stream()
                .flatMap(b -> b.rows.stream())
                .mapToInt(r -> r.type().length())
                .max()
                .orElse(0);
        int markerChars = Math.max(
                3,
                boxes.stream()
                        .flatMap(b -> b.rows.stream())
                        .mapToInt(r -> r.marker().length())
                        .max()
                        .orElse(0));
        double typeOffset = PADDING + (nameChars + 2) * CHAR_WIDTH;
        double cellWidth = typeOffset + (typeChars + 2 + markerChars) * CHAR_WIDTH + PADDING;
        for (Box box : boxes) {
            cellWidth = Math.max(cellWidth, 2 * PADDING + (box.table.name().length() + 1) * CHAR_WIDTH * 1.1);
            cellWidth = Math.max(cellWidth, 2 * PADDING + box.label.length() * CHAR_WIDTH);
        }
        int width = (int) Math.ceil(cellWidth);
        int columns = Math.max(1, Math.min(boxes.size(), (PAGE_WIDTH - 2 * MARGIN + GAP_X) / (width + GAP_X)));

        StringBuilder body = new StringBuilder();
        int y = MARGIN;
        for (int start = 0; start < boxes.size(); start += columns) {
            List<Box> line = boxes.subList(start, Math.min(boxes.size(), start + columns));
            int tallest = line.stream().mapToInt(Box::height).max().orElse(0);
            for (int i = 0; i < line.size(); i++) {
                int x = MARGIN + i * (width + GAP_X);
                line.get(i).draw(body, x, y + LABEL_HEIGHT, width, typeOffset);
            }
            y += LABEL_HEIGHT + tallest + GAP_Y;
        }
        int svgWidth = 2 * MARGIN + columns * width + (columns - 1) * GAP_X;
        int svgHeight = Math.max(y - GAP_Y + MARGIN, 2 * MARGIN);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chebotko\" role=\"img\" width=\""
                + svgWidth + "\" height=\"" + svgHeight + "\" viewBox=\"0 0 " + svgWidth + " " + svgHeight
                + "\" font-family=\"ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace\" font-size=\"12\">\n"
                + "<title>" + escape("Chebotko diagram of keyspace " + design.keyspace()) + "</title>\n"
                + "<defs><marker id=\"qf-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\""
                + " markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#444\"/></marker></defs>\n"
                + body
                + "</svg>";
    }

    /**
     * The queries above a box, each with its method name ({@code Q1 recentBySource}): a number alone
     * sends the reader to the access-pattern table and back. A base table serving none is read by key.
     */
    private static String label(TableModel table, QueryCatalog catalog) {
        String queries = catalog.servedBy(table).stream()
                .map(q -> q.label() + " " + q.pattern().name())
                .collect(Collectors.joining(", "));
        return queries.isEmpty() ? (table.base() ? "by key" : "") : queries;
    }

    /** A table's box in the grid. */
    private static final class Box {
        final TableModel table;
        final List<Row> rows;
        final String label;

        Box(TableModel table, List<Row> rows, String label) {
            this.table = table;
            this.rows = rows;
            this.label = label;
        }

        int height() {
            return HEADER_HEIGHT + rows.size() * ROW_HEIGHT + PADDING;
        }

        void draw(StringBuilder out, int x, int y, int width, double typeOffset) {
            int centre = x + width / 2;
            out.append("<g class=\"table\" data-table=\"")
                    .append(escape(table.name()))
                    .append("\">\n");
            if (!label.isEmpty()) {
                out.append("  <text class=\"queries\" x=\"")
                        .append(centre)
                        .append("\" y=\"")
                        .append(y - LABEL_HEIGHT + 14)
                        .append("\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"#1a4d8f\">")
                        .append(escape(label))
                        .append("</text>\n");
                out.append("  <line x1=\"")
                        .append(centre)
                        .append("\" y1=\"")
                        .append(y - LABEL_HEIGHT + 20)
                        .append("\" x2=\"")
                        .append(centre)
                        .append("\" y2=\"")
                        .append(y - 1)
                        .append("\" stroke=\"#444\" stroke-width=\"1.2\" marker-end=\"url(#qf-arrow)\"/>\n");
            }
            out.append("  <rect x=\"")
                    .append(x)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" width=\"")
                    .append(width)
                    .append("\" height=\"")
                    .append(height())
                    .append("\" fill=\"#ffffff\" stroke=\"#333\"/>\n");
            out.append("  <rect x=\"")
                    .append(x)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" width=\"")
                    .append(width)
                    .append("\" height=\"")
                    .append(HEADER_HEIGHT)
                    .append("\" fill=\"")
                    .append(table.base() ? "#d9d9d9" : "#cfe2f3")
                    .append("\" stroke=\"#333\"/>\n");
            out.append("  <text class=\"table-name\" x=\"")
                    .append(x + PADDING)
                    .append("\" y=\"")
                    .append(y + 16)
                    .append("\" font-weight=\"bold\">")
                    .append(escape(table.name()))
                    .append("</text>\n");
            int rowY = y + HEADER_HEIGHT + 14;
            for (Row row : rows) {
                out.append("  <g class=\"column\" data-column=\"")
                        .append(escape(row.column()))
                        .append("\" data-marker=\"")
                        .append(escape(row.marker()))
                        .append("\">")
                        .append("<text x=\"")
                        .append(x + PADDING)
                        .append("\" y=\"")
                        .append(rowY)
                        .append("\">")
                        .append(escape(row.label()))
                        .append("</text>")
                        .append("<text x=\"")
                        .append(format(x + typeOffset))
                        .append("\" y=\"")
                        .append(rowY)
                        .append("\" fill=\"#555\">")
                        .append(escape(row.type()))
                        .append("</text>");
                if (!row.marker().isEmpty()) {
                    out.append("<text class=\"marker\" x=\"")
                            .append(x + width - PADDING)
                            .append("\" y=\"")
                            .append(rowY)
                            .append("\" text-anchor=\"end\" font-weight=\"bold\">")
                            .append(escape(row.marker()))
                            .append("</text>");
                }
                out.append("</g>\n");
                rowY += ROW_HEIGHT;
            }
            out.append("</g>\n");
        }
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
