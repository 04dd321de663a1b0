package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF109 where a user lists several attributes in one string ({@code where = "a, b"}, as in SQL):
 * the message shows the array syntax that was meant, on the line of the string at fault, and it
 * is the only error: the list is read as the array, so {@code "placedAt DESC, total"} is not also
 * reported as a malformed ordering.
 */
class CommaListDiagnosticsTest {

    private static JavaFileObject order(String where, String orderBy) {
        return source(
                "com.example.shop.Order",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byCustomerAndStatus\",",
                "               where = " + where + ",",
                "               orderBy = " + orderBy + ")",
                "public record Order(",
                "    @Key UUID orderId,",
                "    @Cardinality(distinct = 10_000) UUID customerId,",
                "    @Cardinality(distinct = 5) String status,",
                "    @Cardinality(distinct = 20) String region,",
                "    Instant placedAt,",
                "    BigDecimal total) {}");
    }

    /** The compilation's only error is {@code message}, on the line that contains {@code line}. */
    private static void onlyError(JavaFileObject source, String message, String line) {
        Compiled compilation = compile(source);
        compilation.hasErrorCount(1);
        assertEquals(message, compilation.error(ValueMessages.COMMA_SEPARATED_ENTRY, source, line, message));
    }

    @Test
    @Covers("COMMA_SEPARATED_ENTRY")
    void qf109WhereAsOneCommaSeparatedStringShowsTheArray() {
        onlyError(
                order("\"customerId, status\"", "\"placedAt DESC\""),
                "[QF109] invalid where = \"customerId, status\" of access pattern "
                        + "'byCustomerAndStatus': where is an array of one attribute per string, and "
                        + "\"customerId, status\" is a comma-separated list. Fix: write "
                        + "where = {\"customerId\", \"status\"}",
                "where = \"customerId, status\"");
    }

    @Test
    @Covers("COMMA_SEPARATED_ENTRY")
    void qf109OrderByAsOneCommaSeparatedStringShowsTheArray() {
        onlyError(
                order("\"customerId\"", "\"placedAt DESC, total\""),
                "[QF109] invalid orderBy = \"placedAt DESC, total\" of access pattern "
                        + "'byCustomerAndStatus': orderBy is an array of one ordering per string, and "
                        + "\"placedAt DESC, total\" is a comma-separated list. Fix: write "
                        + "orderBy = {\"placedAt DESC\", \"total\"}",
                "orderBy = \"placedAt DESC, total\"");
    }

    @Test
    @Covers("COMMA_SEPARATED_ENTRY")
    void qf109OnTheEntryOfAnArrayThatListsSeveral() {
        onlyError(
                order("{\"customerId\",\n                        \"status, region\"}", "\"placedAt DESC\""),
                "[QF109] invalid where = {\"customerId\", \"status, region\"} of access pattern "
                        + "'byCustomerAndStatus': where is an array of one attribute per string, and "
                        + "\"status, region\" is a comma-separated list. Fix: write "
                        + "where = {\"customerId\", \"status\", \"region\"}",
                "\"status, region\"}");
    }

    @Test
    void qf109NearMissTheArraySyntax() {
        compile(order("{\"customerId\", \"status\"}", "{\"placedAt DESC\", \"total\"}"))
                .compilesWithout(Code.QF109);
    }
}
