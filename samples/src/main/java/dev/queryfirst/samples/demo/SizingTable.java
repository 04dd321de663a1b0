package dev.queryfirst.samples.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The sizing table of a keyspace's design report ({@code META-INF/queryfirst/<keyspace>.html},
 * written by the processor when the entities compiled), as aligned text: the numbers the compiler
 * checked, read back from the report so the demo prints exactly what the report says. The report
 * is XHTML-compatible markup, so the JDK's XML parser reads it.
 */
final class SizingTable {

    private SizingTable() {}

    static String text(InputStream report) {
        List<List<String>> rows = rows(report);
        int columns = rows.get(0).size();
        int[] widths = new int[columns];
        for (List<String> row : rows) {
            for (int i = 0; i < columns; i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < columns; i++) {
                String cell = rows.get(r).get(i);
                String pad = " ".repeat(widths[i] - cell.length());
                boolean number = i > 0 && i < columns - 1;
                line.append(i == 0 ? "" : "  ").append(number ? pad + cell : cell + pad);
            }
            out.append(line.toString().stripTrailing()).append('\n');
            if (r == 0) {
                List<String> rules = new ArrayList<>();
                for (int width : widths) {
                    rules.add("-".repeat(width));
                }
                out.append(String.join("  ", rules)).append('\n');
            }
        }
        return out.toString();
    }

    /** The header and body rows of the report's {@code table.sizing}. */
    static List<List<String>> rows(InputStream report) {
        Document page = parse(report);
        NodeList tables = page.getElementsByTagName("table");
        for (int t = 0; t < tables.getLength(); t++) {
            Element table = (Element) tables.item(t);
            if (List.of(table.getAttribute("class").split(" ")).contains("sizing")) {
                List<List<String>> rows = new ArrayList<>();
                NodeList trs = table.getElementsByTagName("tr");
                for (int r = 0; r < trs.getLength(); r++) {
                    List<String> cells = new ArrayList<>();
                    NodeList children = trs.item(r).getChildNodes();
                    for (int c = 0; c < children.getLength(); c++) {
                        if (children.item(c) instanceof Element cell) {
                            cells.add(cell.getTextContent().strip());
                        }
                    }
                    rows.add(cells);
                }
                return rows;
            }
        }
        throw new IllegalStateException("the design report has no sizing table");
    }

    private static Document parse(InputStream report) {
        try (report) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            // The page is self-contained: nothing external may be fetched while reading it.
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setExpandEntityReferences(false);
            return factory.newDocumentBuilder().parse(report);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the design report is not well-formed: " + e.getMessage(), e);
        }
    }
}
