package dev.queryfirst.samples.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Each sample keyspace's design report ({@code META-INF/queryfirst/<keyspace>.html}), parsed as
 * XML: its Chebotko diagram has a box for every table of the keyspace's CQL, a row for every column
 * in the table's order, and the marker the CQL implies (K partition key, C↑ / C↓ clustering by
 * direction, S static, IDX indexed); every table has its section and its line in the sizing table.
 */
class DesignReportTest {

    private static final Pattern TABLE = Pattern.compile("CREATE TABLE IF NOT EXISTS \\w+\\.(\\w+) \\(");
    private static final Pattern INDEX =
            Pattern.compile("CREATE CUSTOM INDEX IF NOT EXISTS \\w+ ON \\w+\\.(\\w+) \\((\\w+)\\)");

    static Stream<String> keyspaces() {
        return GeneratedCql.KEYSPACES.stream();
    }

    @ParameterizedTest
    @MethodSource("keyspaces")
    void theDiagramShowsEveryTableAndColumnWithItsMarker(String keyspace) throws Exception {
        String cql = GeneratedCql.of(keyspace);
        Document report = parse(GeneratedCql.resource("META-INF/queryfirst/" + keyspace + ".html"));
        Map<String, Element> boxes = byAttribute(svg(report).getElementsByTagName("g"), "table", "data-table");

        List<String> tables = tables(cql);
        assertFalse(tables.isEmpty(), cql);
        assertEquals(tables, List.copyOf(boxes.keySet()), "one box per table, in the CQL's order");
        for (String name : tables) {
            CqlTable table = CqlTable.parse(cql, name);
            Map<String, Element> rows = byAttribute(boxes.get(name).getElementsByTagName("g"), "column", "data-column");
            assertEquals(
                    List.copyOf(table.columns().keySet()),
                    List.copyOf(rows.keySet()),
                    name + ": its columns, in order");
            for (String column : table.columns().keySet()) {
                String marker = rows.get(column).getAttribute("data-marker");
                if (isShard(table, column)) {
                    // docs/mapping-rules.md, "Shards": the shard column is a partition-key column marked with its shard
                    // count.
                    assertTrue(marker.matches("K #[0-9]+"), name + "." + column + ": " + marker);
                } else {
                    assertEquals(expectedMarker(table, column, cql), marker, name + "." + column);
                }
                String shown = rows.get(column).getTextContent();
                assertTrue(shown.contains(column), name + "." + column + " is shown by name: " + shown);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("keyspaces")
    void everyTableHasItsSectionAndItsSizingLine(String keyspace) throws Exception {
        String cql = GeneratedCql.of(keyspace);
        Document report = parse(GeneratedCql.resource("META-INF/queryfirst/" + keyspace + ".html"));
        Map<String, Element> sections =
                byAttribute(report.getElementsByTagName("section"), "table-detail", "data-table");
        List<String> sizing = new ArrayList<>();
        NodeList tables = report.getElementsByTagName("table");
        for (int t = 0; t < tables.getLength(); t++) {
            Element table = (Element) tables.item(t);
            if (classes(table).contains("sizing")) {
                NodeList links = table.getElementsByTagName("a");
                for (int a = 0; a < links.getLength(); a++) {
                    sizing.add(links.item(a).getTextContent());
                }
            }
        }
        assertEquals(tables(cql), List.copyOf(sections.keySet()));
        assertEquals(tables(cql), sizing);
        for (Map.Entry<String, Element> section : sections.entrySet()) {
            String text = section.getValue().getTextContent();
            assertTrue(
                    text.contains("rows per partition") && text.contains("bytes per partition"),
                    section.getKey() + " states its partition estimate");
        }
    }

    /** The {@code shard int} column that ends the partition key of a {@code shards = N} table. */
    private static boolean isShard(CqlTable table, String column) {
        List<String> key = table.partitionKey();
        return column.equals("shard")
                && key.get(key.size() - 1).equals(column)
                && table.columns().get(column).equals("int");
    }

    /** The marker docs/architecture.md, "The generated code" gives a column: K, C↑, C↓ or S, then IDX when it is indexed. */
    private static String expectedMarker(CqlTable table, String column, String cql) {
        List<String> markers = new ArrayList<>();
        if (table.partitionKey().contains(column)) {
            markers.add("K");
        } else if (table.clustering().contains(column + " ASC")) {
            markers.add("C\u2191");
        } else if (table.clustering().contains(column + " DESC")) {
            markers.add("C\u2193");
        } else if (table.statics().contains(column)) {
            markers.add("S");
        } else if ("counter".equals(table.columns().get(column))) {
            markers.add("++");
        }
        Matcher index = INDEX.matcher(cql);
        while (index.find()) {
            if (index.group(1).equals(table.name()) && index.group(2).equals(column)) {
                markers.add("IDX");
            }
        }
        return String.join(" ", markers);
    }

    private static List<String> tables(String cql) {
        List<String> names = new ArrayList<>();
        Matcher matcher = TABLE.matcher(cql);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    private static Element svg(Document report) {
        NodeList svgs = report.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg");
        assertEquals(1, svgs.getLength(), "one Chebotko diagram per keyspace");
        return (Element) svgs.item(0);
    }

    /** The elements of {@code nodes} with CSS class {@code cssClass}, by the value of {@code attribute}. */
    private static Map<String, Element> byAttribute(NodeList nodes, String cssClass, String attribute) {
        Map<String, Element> found = new LinkedHashMap<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (classes(element).contains(cssClass)) {
                found.put(element.getAttribute(attribute), element);
            }
        }
        return found;
    }

    private static List<String> classes(Element element) {
        return List.of(element.getAttribute("class").split(" "));
    }

    private static Document parse(String html) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
    }
}
