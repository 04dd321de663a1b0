package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The README's examples, compiled as they are shown, and what the README says of the code they
 * generate checked against that code: "In one example" (its error, its table and its DAO's
 * methods), a counter's increment and a projection's rows.
 */
class ReadmeExamplesTest {

    private static final String COUNTERS_AND_PROJECTIONS = "### Counters and projections";

    @Test
    void inOneExampleFailsAsShownThenCompilesWithItsBucket() throws IOException {
        String section = section("## In one example");
        String model = block(section, "```java", "record LogMessage(");
        Compiled unbucketed = compile(source("com.example.logs.LogMessage", model.split("\n")));
        unbucketed.hasErrorCount(1);
        String error = unbucketed.only(Code.QF201);
        String shown = block(section, "```\n", "[QF201]");
        String firstLine = shown.lines().findFirst().orElseThrow();
        assertTrue(
                error.startsWith(
                        firstLine.substring(firstLine.indexOf("[QF201]")).strip()),
                "README shows\n" + shown + "\nthe processor says\n" + error);

        String bucketed = model.replace("Instant messageTime", "@TimeBucket(ChronoUnit.DAYS) Instant messageTime");
        Compiled compiled = compile(source("com.example.logs.LogMessage", bucketed.split("\n")));
        compiled.succeeded();
        String table = block(section, "```sql", "CREATE TABLE");
        assertEquals(
                table.strip(),
                Compiled.table(compiled.cql("logs"), "logs", "log_messages_by_source_name"),
                "the README's table is the generated one");

        String dao = compiled.generatedSource("com.example.logs.LogMessageDao");
        String listed = section.substring(section.indexOf("`LogMessageDao` ("), section.indexOf("`LogsSchema`"));
        for (String method :
                List.of("insert", "delete", "recentBySource", "recentBySourceAsync", "recentBySourcePage")) {
            assertTrue(dao.contains(" " + method + "("), "LogMessageDao has no " + method);
        }
        assertTrue(listed.contains("`audit()`") && dao.contains(" audit()"), listed);
        assertFalse(dao.contains(" findByKey("), "an immutable entity read only by source has no findByKey");
        assertTrue(section.contains("There is no\n`findByKey`"), "the README says why there is no findByKey");
    }

    @Test
    void aCounterIsIncrementedByDeltasNamedSo() throws IOException {
        String section = section(COUNTERS_AND_PROJECTIONS);
        String dao = daoOf(section, "com.example.killrvideo", "VideoRating");
        assertTrue(
                dao.contains("public void increment(UUID videoId, long ratingCounterDelta, long ratingTotalDelta)"),
                dao);
        assertTrue(section.contains("`increment(videoId, ratingCounterDelta, ratingTotalDelta)`"), section);
    }

    @Test
    void aProjectionsRowsAreWhatTheReadmeSays() throws IOException {
        String section = section(COUNTERS_AND_PROJECTIONS);
        String dao = daoOf(section, "com.example.shop", "Product");
        assertTrue(dao.contains("List<InCategoryRow> inCategory("), dao);
        assertTrue(
                dao.contains("record InCategoryRow(UUID productId, String name, BigDecimal price, String category)"),
                dao);
        assertTrue(section.contains("`List<ProductDao.InCategoryRow>` (`productId, name, price, category`)"), section);
    }

    @Test
    void aProjectionHoldsOfAReferenceWhatItsKeyAndSelectName() throws IOException {
        String section = section(COUNTERS_AND_PROJECTIONS);
        List<JavaFileObject> models = models(block(section, "```java", "record Order("), "com.example.shop");
        Compiled keyOnly = compile(models.toArray(JavaFileObject[]::new));
        keyOnly.succeeded();
        String dao = keyOnly.generatedSource("com.example.shop.OrderDao");
        assertTrue(dao.contains("record ByCustomerRow(UUID id, Customer customer, BigDecimal total)"), dao);
        assertTrue(dao.contains("@param customer only {@code id}: this table holds no other attribute of it"), dao);
        assertTrue(section.contains("`ByCustomerRow.customer()` is a `Customer` whose key is set"), section);

        List<JavaFileObject> whole = models(
                block(section, "```java", "record Order(")
                        .replace("select = \"total\"", "select = {\"customer\", \"total\"}"),
                "com.example.shop");
        String wholeDao = compile(whole.toArray(JavaFileObject[]::new)).generatedSource("com.example.shop.OrderDao");
        assertFalse(wholeDao.contains("@param customer only"), wholeDao);
    }

    /** The DAO generated for the README's model {@code entity}, which compiles. */
    private static String daoOf(String section, String packageName, String entity) {
        String model = block(section, "```java", "record " + entity + "(");
        Compiled compiled = compile(source(packageName + "." + entity, model.split("\n")));
        compiled.succeeded();
        return compiled.generatedSource(packageName + "." + entity + "Dao");
    }

    /** One source file per {@code public record} of a block. */
    private static List<JavaFileObject> models(String block, String packageName) {
        List<JavaFileObject> files = new ArrayList<>();
        for (String model : block.split("\n\n")) {
            Matcher name = Pattern.compile("public record (\\w+)").matcher(model);
            assertTrue(name.find(), model);
            files.add(source(packageName + "." + name.group(1), model.split("\n")));
        }
        return files;
    }

    /** The README from {@code heading} to the next heading of the same level or above. */
    private static String section(String heading) throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int start = readme.indexOf("\n" + heading + "\n");
        assertTrue(start >= 0, "README has no heading " + heading);
        String level = heading.substring(0, heading.indexOf(' '));
        int end = readme.indexOf("\n" + level + " ", start + heading.length());
        int higher = readme.indexOf("\n" + level.substring(1) + " ", start + heading.length());
        int stop = readme.length();
        for (int candidate : new int[] {end, level.length() > 2 ? higher : -1}) {
            if (candidate > 0) {
                stop = Math.min(stop, candidate);
            }
        }
        return readme.substring(start, stop);
    }

    /** The block fenced by {@code opening} that contains {@code marker}. */
    private static String block(String section, String opening, String marker) {
        String open = opening.endsWith("\n") ? opening : opening + "\n";
        for (int from = section.indexOf(open); from >= 0; from = section.indexOf(open, from + 1)) {
            int start = from + open.length();
            String body = section.substring(start, section.indexOf("```", start));
            if (body.contains(marker)) {
                return body;
            }
        }
        throw new AssertionError("no " + opening.strip() + " block with " + marker);
    }
}
