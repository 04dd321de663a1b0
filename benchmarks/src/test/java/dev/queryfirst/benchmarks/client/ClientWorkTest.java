package dev.queryfirst.benchmarks.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.queryfirst.benchmarks.logs.LogMessage;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every client-work benchmark method run once on the in-memory session, so that none can rot: each
 * shape sends the statements it is said to send, the generated and hand-written variants of a shape
 * send the same ones, and the reads return the same rows.
 */
class ClientWorkTest {

    private static final Pattern VERB_AND_TABLE = Pattern.compile("^(INSERT INTO|UPDATE|SELECT .*? FROM) (\\S+)");

    private final ClientWork work = new ClientWork();

    @BeforeEach
    void setUp() {
        work.setUp();
    }

    private record Sent(List<String> statements, Object result) {}

    private Sent run(Supplier<Object> benchmark) {
        work.session.record();
        Object result = benchmark.get();
        return new Sent(work.session.sent(), result);
    }

    /** "INSERT logs.t", "UPDATE logs.t" or "SELECT logs.t": what a statement does, to which table. */
    private static List<String> shapes(List<String> statements) {
        return statements.stream()
                .map(cql -> {
                    Matcher matcher = VERB_AND_TABLE.matcher(cql);
                    if (!matcher.find()) {
                        throw new AssertionError("unexpected statement: " + cql);
                    }
                    return matcher.group(1).split(" ")[0] + " " + matcher.group(2);
                })
                .toList();
    }

    private static final List<String> THREE_TABLES = List.of(
            "logs.log_messages_by_source_name",
            "logs.log_messages_by_source_name_and_message_type",
            "logs.log_messages_by_message_id");

    @Test
    void insertGeneratedSendsEachTablesInsertAndItsMapUpdateAsHandWrittenCodeDoes() {
        Sent generated = run(work::insertGenerated);
        Sent handWritten = run(work::insertHandWritten);
        List<String> expected = THREE_TABLES.stream()
                .flatMap(table -> java.util.stream.Stream.of("INSERT " + table, "UPDATE " + table))
                .toList();
        assertEquals(expected, shapes(generated.statements()));
        assertEquals(
                generated.statements().stream().sorted().toList(),
                handWritten.statements().stream().sorted().toList());
    }

    @Test
    void insertMapperSendsThreeWholeRowInserts() {
        Sent mapper = run(work::insertMapper);
        assertEquals(THREE_TABLES.stream().map(table -> "INSERT " + table).toList(), shapes(mapper.statements()));
    }

    @Test
    void blindSaveSendsOneInsertOfTheFixedTableAsHandWrittenCodeDoes() {
        Sent generated = run(work::blindSaveGenerated);
        Sent handWritten = run(work::blindSaveHandWritten);
        assertEquals(List.of("INSERT logs.fixed_by_source"), shapes(generated.statements()));
        assertEquals(generated.statements(), handWritten.statements());
    }

    @Test
    void singleRowReadsTheMessageByIdAsHandWrittenCodeDoes() {
        Sent generated = run(work::singleRowGenerated);
        Sent handWritten = run(work::singleRowHandWritten);
        assertEquals(List.of("SELECT logs.log_messages_by_message_id"), shapes(generated.statements()));
        assertEquals(generated.statements(), handWritten.statements());
        assertEquals(Optional.of(work.answers.message()), generated.result());
        assertEquals(generated.result(), handWritten.result());
    }

    @Test
    void pageFromACursorReadsOneBucketAndReturnsTheNextTenAsHandWrittenPagingDoes() {
        Sent generated = run(work::pageGenerated);
        Sent handWritten = run(work::pageHandWritten);
        assertEquals(List.of("SELECT logs.log_messages_by_source_name"), shapes(generated.statements()));
        assertEquals(shapes(generated.statements()), shapes(handWritten.statements()));
        List<?> items = ((dev.queryfirst.runtime.Page<?>) generated.result()).items();
        assertEquals(10, items.size());
        assertEquals(items, ((HandWrittenClientCode.DayPage) handWritten.result()).items());
        List<?> firstPage = (List<?>) work.walkDenseGenerated();
        assertEquals(List.of(), items.stream().filter(firstPage::contains).toList(), "the second page repeats none");
    }

    @Test
    void denseWalkReadsTodaysBucketOnlyAndReturnsTheNewestTen() {
        Sent generated = run(work::walkDenseGenerated);
        Sent handWritten = run(work::walkDenseHandWritten);
        assertEquals(List.of("SELECT logs.log_messages_by_source_name"), shapes(generated.statements()));
        assertEquals(shapes(generated.statements()), shapes(handWritten.statements()));
        assertEquals(10, ((List<?>) generated.result()).size());
        assertEquals(generated.result(), handWritten.result());
    }

    @Test
    void sparseWalkReadsNineteenBucketsAndReturnsTheSameTenMessages() {
        Sent generated = run(work::walkSparseGenerated);
        Sent handWritten = run(work::walkSparseHandWritten);
        assertEquals(19, generated.statements().size());
        assertEquals(shapes(generated.statements()), shapes(handWritten.statements()));
        @SuppressWarnings("unchecked")
        List<LogMessage> rows = (List<LogMessage>) generated.result();
        assertEquals(10, rows.size());
        assertEquals(
                List.of("sparse"),
                rows.stream().map(LogMessage::sourceName).distinct().toList());
        assertEquals(generated.result(), handWritten.result());
    }
}
