package dev.queryfirst.samples.rehearse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.runtime.tune.TableFigures;
import dev.queryfirst.samples.shop.ShopSchema;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shop sample rehearsed small (every kind of value: references, value types, lists of them,
 * sets, enums, decimals; moves, deletes, nulls): every figure within its estimate, the console
 * table, the JSON and the design report's copy with its rehearsal section written, and a second
 * rehearsal of the same keyspace starting afresh.
 */
@CassandraTest
class ShopRehearsalTest {

    @Test
    void theShopIsWithinItsEstimatesAndTheReportsAreWritten(CqlSession session, TestKeyspace keyspace)
            throws IOException {
        Path output = Path.of("target", "queryfirst", "shop-rehearsal-test");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        RehearsalOptions options = RehearsalOptions.defaults()
                .withRows(1_000)
                .withReadsPerPattern(10)
                .writingTo(output)
                .withConsole(new PrintStream(console, true, StandardCharsets.UTF_8));

        RehearsalReport report =
                ShopSchema.rehearse(session, keyspace.name(), options).assertWithinEstimates();

        String text = console.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("writing Order") && text.contains("100%"), "a progress bar: " + text);
        assertTrue(text.contains("orders_by_status") && text.contains("Every figure within its estimate"), text);
        TableFigures orders = report.table("orders_by_customer").orElseThrow();
        assertEquals(orders.estimated().rows(), orders.observed().rows(), 1.0);
        assertTrue(orders.bytesWithin(0.25), orders.toString());
        // At 1,000 rows of 25,000,000 orders a customer's partition holds 9.5 orders, not the 250
        // declared: the report says so instead of calling the rows comparison a match of the declaration.
        assertTrue(
                orders.shape()
                        .startsWith("orders_by_customer: rehearsed short of its declared shape: a typical"
                                + " partition holds"),
                orders.shape());
        assertTrue(orders.shape().contains("250 declared") && orders.shape().contains("withScale("), orders.shape());
        assertTrue(report.shortOfDeclaredShape().contains(orders.shape()));
        assertTrue(text.contains("table(s) not rehearsed at their declared shape:"), text);
        for (String table : List.of("customers", "orders_by_id")) {
            assertTrue(report.table(table).orElseThrow().atDeclaredShape(), table + ": one row per partition");
        }
        assertTrue(report.entities().stream().anyMatch(e -> e.moved() > 0), "mutable entities moved");
        assertTrue(report.entities().stream().anyMatch(e -> e.deleted() > 0), "entities deleted");

        Path directory = output.resolve(keyspace.name());
        String json = Files.readString(directory.resolve(keyspace.name() + "-rehearsal.json"));
        assertTrue(json.contains("\"table\": \"orders_by_status\"") && json.contains("\"verdict\": \"ok\""), json);
        String html = Files.readString(directory.resolve(keyspace.name() + ".html"));
        assertTrue(html.contains("<title>QueryFirst design report: keyspace shop</title>"), "the design report");
        assertTrue(html.contains("<h2>Rehearsal</h2>") && html.contains("<code>orders_by_status</code>"), html);
        assertFalse(html.contains("Not rehearsed yet"), "the compiler's placeholder is replaced");

        // Rehearsing the same keyspace again empties it first: the figures are the same.
        RehearsalReport again = ShopSchema.rehearse(session, keyspace.name(), options.withConsole(null));
        assertEquals(
                report.table("orders_by_status").orElseThrow().partitions(),
                again.table("orders_by_status").orElseThrow().partitions());
    }
}
