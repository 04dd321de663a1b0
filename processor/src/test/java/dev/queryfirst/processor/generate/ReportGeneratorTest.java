package dev.queryfirst.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.diagnostics.CostMessages;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.LoadMessages;
import dev.queryfirst.processor.generate.report.ReportGenerator;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.Site;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class ReportGeneratorTest {

    private final ReportGenerator generator = new ReportGenerator();

    private static final Diagnostic QF308 = Diagnostic.of(
            LoadMessages.READ_SPANS_BUCKETS
                    .with("table", "log_messages_by_source_name")
                    .with("limit", 10)
                    .with("partitions", 3)
                    .with("bucketRows", "4")
                    .with("annotation", "@TimeBucket(value = ChronoUnit.DAYS, size = 4)")
                    .with("path", "<bigger>")
                    .with("consequences", "& fewer reads")
                    .with("orUnbucketed", ""),
            Site.ofEntity(Fixtures.LOG_MESSAGE));
    private static final Diagnostic QF304 = Diagnostic.of(
            CostMessages.TOO_MANY_TABLES
                    .with("entity", "LogMessage")
                    .with("tables", 6)
                    .with("max", 5),
            Site.ofEntity(Fixtures.LOG_MESSAGE));

    @Test
    void diagramHasEveryTableColumnAndChebotkoMarker() throws Exception {
        Document page = parse(generator.html(Fixtures.logs(), Fixtures.logsEstimates(), List.of()));
        Map<String, Map<String, String>> diagram = diagram(page);
        assertEquals(List.of("log_messages_by_source_name"), List.copyOf(diagram.keySet()));
        Map<String, String> columns = diagram.get("log_messages_by_source_name");
        assertEquals(
                List.of(
                        "source_name",
                        "message_time_day",
                        "message_time",
                        "message_id",
                        "source_type",
                        "message_type",
                        "message_body",
                        "message_parts",
                        "origin"),
                List.copyOf(columns.keySet()));
        assertEquals("K", columns.get("source_name"));
        assertEquals("K", columns.get("message_time_day"));
        assertEquals("C\u2193", columns.get("message_time"));
        assertEquals("C\u2191", columns.get("message_id"));
        assertEquals("", columns.get("message_body"));
        String svg = textOf(page, "svg");
        assertTrue(svg.contains("<message_parts>"), "a map column is written <name>: " + svg);
        assertTrue(svg.contains("frozen<host_info>"), svg);
        assertTrue(
                svg.contains("Q1 recentBySource, Q2 bySourceAndTime"),
                "the queries the table answers, with their methods, label its arrow: " + svg);
    }

    @Test
    void diagramMarksStaticIndexedAndCollectionColumns() throws Exception {
        Document page = parse(generator.html(Fixtures.users(), List.of(), List.of()));
        Map<String, Map<String, String>> diagram = diagram(page);
        assertEquals(
                List.of("group_memberships_by_group_id", "users", "users_by_email"), List.copyOf(diagram.keySet()));
        assertEquals("S", diagram.get("group_memberships_by_group_id").get("group_name"));
        assertEquals("C\u2193", diagram.get("group_memberships_by_group_id").get("joined"));
        assertEquals("IDX", diagram.get("users").get("status"));
        assertEquals("", diagram.get("users_by_email").get("status"));
        String svg = textOf(page, "svg");
        assertTrue(svg.contains("{roles}"), svg);
        assertTrue(svg.contains("[tags]"), svg);
        // Q3 byStatus is answered through the index on users.
        assertEquals("Q1 membersOfGroup", queryLabel(page, "group_memberships_by_group_id"));
        assertEquals("Q2 byEmail", queryLabel(page, "users_by_email"));
        assertEquals("Q3 byStatus", queryLabel(page, "users"));
    }

    @Test
    void boxesAndTheirQueryLabelsNeverOverlap() throws Exception {
        KeyspaceDesign design = Fixtures.users();
        Document page = parse(generator.html(design, List.of(), List.of()));
        List<double[]> boxes = new ArrayList<>();
        NodeList groups = page.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (group.getAttribute("class").equals("table")) {
                Element rect = (Element) group.getElementsByTagName("rect").item(0);
                double x = Double.parseDouble(rect.getAttribute("x"));
                double y = Double.parseDouble(rect.getAttribute("y"));
                // The label and arrow live in the 40 pixels above the box.
                boxes.add(new double[] {
                    x,
                    y - 40,
                    x + Double.parseDouble(rect.getAttribute("width")),
                    y + Double.parseDouble(rect.getAttribute("height"))
                });
            }
        }
        assertEquals(3, boxes.size());
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                double[] a = boxes.get(i);
                double[] b = boxes.get(j);
                boolean apart = a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1];
                assertTrue(apart, "boxes " + i + " and " + j + " overlap");
            }
        }
        Element svg = (Element) page.getElementsByTagName("svg").item(0);
        for (double[] box : boxes) {
            assertTrue(box[0] >= 0 && box[1] >= 0, "inside the drawing");
            assertTrue(box[2] <= Double.parseDouble(svg.getAttribute("width")), "inside the drawing");
            assertTrue(box[3] <= Double.parseDouble(svg.getAttribute("height")), "inside the drawing");
        }
        assertTrue(Double.parseDouble(svg.getAttribute("width")) <= 1200, "fits a 1280-pixel window");
    }

    @Test
    void everyTableHasItsKeyArithmeticNumbersAndWarnings() throws Exception {
        String html = generator.html(Fixtures.logs(), Fixtures.logsEstimates(), List.of(QF308, QF304));
        Document page = parse(html);
        Element section = section(page, "log_messages_by_source_name");
        String text = section.getTextContent();
        assertTrue(text.contains("PRIMARY KEY ((source_name, message_time_day), message_time, message_id)"), text);
        assertTrue(text.contains("CLUSTERING ORDER BY (message_time DESC, message_id ASC)"), text);
        for (String line : Fixtures.logsEstimates().get(0).arithmetic()) {
            assertTrue(text.contains(line), line);
        }
        assertTrue(text.contains("10,000"), text);
        assertTrue(text.contains("4.7 MB"), text);
        assertTrue(text.contains("warn QF308"), text);
        assertTrue(text.contains(QF308.message()), "the warning, unescaped by the parser: " + text);
        assertFalse(text.contains("[QF304]"), "an entity-wide warning is not a table's");
        assertTrue(html.contains("<h2 id=\"other-warnings\">"), html);
        assertTrue(page.getDocumentElement().getTextContent().contains(QF304.message()));
        assertTrue(html.contains("&lt;bigger&gt; &amp; fewer"), "escaped in the markup");
    }

    @Test
    void readsAt1280PixelsTheLegendWrapsAndEachEstimateSitsBesideItsArithmetic() throws Exception {
        String html = generator.html(Fixtures.logs(), Fixtures.logsEstimates(), List.of());
        Document page = parse(html);
        Element legend = (Element) page.getElementsByTagName("p").item(1);
        assertEquals("legend", legend.getAttribute("class"));
        assertFalse(
                html.contains("</span><span>"), "unbroken spans would make the legend one line wider than the page");
        Element section = section(page, "log_messages_by_source_name");
        NodeList divs = section.getElementsByTagName("div");
        assertEquals(1, divs.getLength(), html);
        Element estimate = (Element) divs.item(0);
        assertEquals("estimate", estimate.getAttribute("class"));
        assertEquals(1, estimate.getElementsByTagName("table").getLength(), "the numbers");
        assertEquals(1, estimate.getElementsByTagName("ol").getLength(), "the arithmetic");
    }

    @Test
    void pageIsSelfContainedAndDeterministic() {
        String html = generator.html(Fixtures.users(), List.of(), List.of());
        assertEquals(html, generator.html(Fixtures.users(), List.of(), List.of()));
        assertFalse(html.contains("<script"), "no scripts");
        assertFalse(
                html.replace("xmlns=\"http://www.w3.org/", "").contains("http"),
                "nothing loaded from the network: only the namespace names are URLs");
        assertFalse(html.contains("@import") || html.contains("url(http"), "no external fonts or styles");
        assertTrue(
                html.chars().allMatch(c -> c == '\n' || (c >= 0x20 && c < 0x7f)), "plain ASCII, any encoding reads it");
    }

    @Test
    void unboundedAndUnknownPartitionsSaySo() throws Exception {
        KeyspaceDesign design = Fixtures.users();
        List<PartitionEstimate> estimates = List.of(
                new PartitionEstimate(
                        "group_memberships_by_group_id",
                        false,
                        true,
                        0,
                        0,
                        0,
                        1,
                        List.of("10,000,000 rows/day over 1,000 groups, no bucket, no ttl: unbounded")),
                new PartitionEstimate("users", true, true, 1, 5, 150, 1, List.of("Nr = 1 (the key)")),
                new PartitionEstimate(
                        "users_by_email",
                        true,
                        false,
                        0,
                        0,
                        0,
                        1,
                        List.of(),
                        OptionalDouble.of(1_234),
                        new PartitionEstimate.Shape(0, 0, 0, 0)));
        assertEquals("""
        table                          rows/partition  bytes/partition  partitions/read  tombstones/read  status      partition
        -----------------------------  --------------  ---------------  ---------------  ---------------  ----------  ---------
        group_memberships_by_group_id       unbounded                ?                1                -  unbounded   -
        users                                       1            150 B                1                -  ok          -
        users_by_email                              ?                ?                1            1,234  unverified  -
        """, generator.sizingTable(design, estimates));
        String section = section(parse(generator.html(design, estimates, List.of())), "group_memberships_by_group_id")
                .getTextContent();
        assertTrue(section.contains("unbounded"), section);
    }

    @Test
    void sizingTableAlignsColumnsAndNamesWarnings() {
        assertEquals("""
        table                        rows/partition  bytes/partition  partitions/read  tombstones/read  status      partition
        ---------------------------  --------------  ---------------  ---------------  ---------------  ----------  -------------
        log_messages_by_source_name          10,000           4.7 MB                1                -  warn QF308  1 day buckets
        """, generator.sizingTable(Fixtures.logs(), Fixtures.logsEstimates(), List.of(QF308, QF304)));
        assertEquals("""
        table                        rows/partition  bytes/partition  partitions/read  tombstones/read  status  partition
        ---------------------------  --------------  ---------------  ---------------  ---------------  ------  -------------
        log_messages_by_source_name          10,000           4.7 MB                1                -  ok      1 day buckets
        """, generator.sizingTable(Fixtures.logs(), Fixtures.logsEstimates()));
    }

    /** Table name → (column name → marker), in drawing order. */
    private static Map<String, Map<String, String>> diagram(Document page) {
        Map<String, Map<String, String>> tables = new LinkedHashMap<>();
        NodeList groups = page.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (group.getAttribute("class").equals("column")) {
                String table = ((Element) group.getParentNode()).getAttribute("data-table");
                tables.computeIfAbsent(table, t -> new LinkedHashMap<>())
                        .put(group.getAttribute("data-column"), group.getAttribute("data-marker"));
                if (!group.getAttribute("data-marker").isEmpty()) {
                    NodeList texts = group.getElementsByTagName("text");
                    assertEquals(
                            group.getAttribute("data-marker"),
                            texts.item(texts.getLength() - 1).getTextContent(),
                            "the drawn marker");
                }
            }
        }
        return tables;
    }

    private static String queryLabel(Document page, String table) {
        NodeList texts = page.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            Element text = (Element) texts.item(i);
            if (text.getAttribute("class").equals("queries")
                    && ((Element) text.getParentNode())
                            .getAttribute("data-table")
                            .equals(table)) {
                return text.getTextContent();
            }
        }
        return "";
    }

    private static Element section(Document page, String table) {
        NodeList sections = page.getElementsByTagName("section");
        for (int i = 0; i < sections.getLength(); i++) {
            Element section = (Element) sections.item(i);
            if (section.getAttribute("data-table").equals(table)) {
                return section;
            }
        }
        throw new AssertionError("no section for " + table);
    }

    private static String textOf(Document page, String tag) {
        return page.getElementsByTagName(tag).item(0).getTextContent();
    }

    private static Document parse(String html) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(html)));
    }
}
