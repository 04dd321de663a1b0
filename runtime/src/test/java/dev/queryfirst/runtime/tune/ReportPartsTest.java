package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The small pieces the reports are written with. */
class ReportPartsTest {

    @Test
    void settingsReadAsNumbers() {
        assertEquals(1_000, Quantities.parse("1000"));
        assertEquals(10 * 1024 * 1024, Quantities.parse("10MiB"));
        assertEquals(1_024, Quantities.parse(" 1KiB "));
    }

    @Test
    void numbersReadAsTheDesignReportWritesThem() {
        assertEquals("7.0 MB", Quantities.bytes(7_000_000));
        assertEquals("12,500", Quantities.grouped(12_500));
        assertEquals("+12 %", Quantities.deviation(112, 100));
    }

    @Test
    void jsonEscapesTextAndWritesNoNaN() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("table", "a\"b\\c\n");
        json.put("bytes", Double.NaN);
        json.put("rows", List.of(1, 2.5));
        assertEquals(
                "{\n  \"table\": \"a\\\"b\\\\c\\n\",\n  \"bytes\": null,\n  \"rows\": [\n    1,\n    2.500\n  ]\n}\n",
                Json.write(json));
    }

    @Test
    void theSectionGoesBeforeTheEndOfTheDesignReport() {
        assertEquals(
                "<html><body><h1>x</h1><section id=\"rehearsal\">new</section>\n</body></html>",
                ReportHtml.insert(
                        "<html><body><h1>x</h1><section id=\"rehearsal\">\n<p>Not rehearsed yet.</p>\n</section>\n"
                                + "</body></html>",
                        "<section id=\"rehearsal\">new</section>\n"));
    }
}
