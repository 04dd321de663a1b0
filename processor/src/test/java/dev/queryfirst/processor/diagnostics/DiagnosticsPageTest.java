package dev.queryfirst.processor.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/diagnostics.md} is the catalog written out: every code, every situation with its
 * message, its fix and an example, and the shared phrases. This test renders the page from the
 * catalog and the examples ({@code src/test/resources/diagnostics/examples.txt}, one
 * {@code NAME<tab>message} per line, each checked to read as its own entry) and fails when the
 * page differs; {@code -Ddocs.update=true} writes it.
 */
class DiagnosticsPageTest {

    private static final Path PAGE =
            EveryMessageTest.moduleDirectory().getParent().resolve("docs/diagnostics.md");

    @Test
    void everyExampleReadsAsItsOwnEntry() throws IOException {
        Map<String, String> examples = examples();
        List<String> wrong = new ArrayList<>();
        for (Message message : Catalog.messages()) {
            String example = examples.get(message.name());
            if (example == null) {
                wrong.add(message.name() + ": no example");
            } else if (!Situations.matching(example).equals(List.of(message))) {
                wrong.add(message.name() + ": the example reads as " + Situations.matching(example) + ": " + example);
            }
        }
        List<String> names = Catalog.messages().stream().map(Message::name).toList();
        examples.keySet().stream()
                .filter(name -> !names.contains(name))
                .forEach(name -> wrong.add(name + ": an example of no entry"));
        assertEquals(List.of(), wrong, "fix src/test/resources/diagnostics/examples.txt");
    }

    @Test
    void thePageIsTheCatalog() throws IOException {
        String page = page(examples());
        if (Boolean.getBoolean("docs.update")) {
            Files.writeString(PAGE, page, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(PAGE), "no " + PAGE + ": run with -Ddocs.update=true");
        assertEquals(
                page,
                Files.readString(PAGE, StandardCharsets.UTF_8),
                "docs/diagnostics.md is not the catalog: run with -Ddocs.update=true and review the diff");
    }

    @Test
    void theReadmesTableListsEveryCode() throws IOException {
        String readme = Files.readString(PAGE.getParent().getParent().resolve("README.md"), StandardCharsets.UTF_8);
        List<String> missing = Arrays.stream(Code.values())
                .filter(code -> code != Code.QF000) // the processor's own failure: told below the table
                .filter(code -> !readme.contains("| " + code.name() + " | "))
                .map(Code::name)
                .toList();
        assertEquals(List.of(), missing, "README.md's diagnostics table leaves these codes out");
    }

    /** The examples, by entry name, in file order. */
    private static Map<String, String> examples() throws IOException {
        Map<String, String> examples = new LinkedHashMap<>();
        try (InputStream in = DiagnosticsPageTest.class.getResourceAsStream("/diagnostics/examples.txt")) {
            assertTrue(in != null, "no diagnostics/examples.txt on the test classpath");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .toList()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                examples.put(line.substring(0, tab), line.substring(tab + 1));
            }
        }
        return examples;
    }

    static String page(Map<String, String> examples) {
        Map<Code, List<Message>> byCode = new TreeMap<>();
        Arrays.stream(Code.values()).forEach(code -> byCode.put(code, new ArrayList<>()));
        Catalog.messages().forEach(m -> byCode.get(m.code()).add(m));
        StringBuilder out = new StringBuilder();
        out.append("# Diagnostics\n\n")
                .append(
                        "<!-- Generated from the catalog (processor/src/main/java/dev/queryfirst/processor/diagnostics)")
                .append(" by DiagnosticsPageTest: edit the catalog, never this page, then run\n")
                .append("     mvn -pl processor -am test -Dtest=DiagnosticsPageTest -Ddocs.update=true"
                        + " -Dsurefire.failIfNoSpecifiedTests=false -->\n\n")
                .append(INTRO)
                .append("## Codes\n\n")
                .append("| code | kind | reported for | situations |\n|---|---|---|---|\n");
        byCode.forEach((code, messages) -> out.append("| [")
                .append(code.name())
                .append("](#")
                .append(code.name().toLowerCase(java.util.Locale.ROOT))
                .append(") | ")
                .append(kind(code.kind()))
                .append(" | ")
                .append(code.summary())
                .append(" | ")
                .append(messages.size())
                .append(" |\n"));
        byCode.forEach((code, messages) -> {
            out.append("\n## ").append(code.name()).append("\n\n");
            out.append(capitalized(kind(code.kind())))
                    .append(": ")
                    .append(code.summary())
                    .append(".\n");
            for (Message message : messages) {
                out.append("\n### ").append(message.name()).append("\n\n");
                int fix = message.template().indexOf(". Fix: ");
                String says = fix < 0 ? message.template() : message.template().substring(0, fix + 1);
                out.append("Says: `").append(says).append("`\n\n");
                if (fix >= 0) {
                    out.append("Fix: `")
                            .append(message.template().substring(fix + ". Fix: ".length()))
                            .append("`\n\n");
                }
                out.append("Example:\n\n```\n")
                        .append(examples.get(message.name()))
                        .append("\n```\n");
            }
        });
        out.append("\n## Phrases\n\n").append(PHRASES);
        out.append("| phrase | text |\n|---|---|\n");
        for (Phrase phrase : Phrase.values()) {
            out.append("| ")
                    .append(phrase.name())
                    .append(" | `")
                    .append(phrase.template())
                    .append("` |\n");
        }
        return out.toString();
    }

    private static String kind(Kind kind) {
        return kind == Kind.ERROR ? "error" : "warning";
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    private static final String INTRO = """
            Everything QueryFirst says at compile time starts with a code in brackets, such as `[QF201]`, and is
            reported on the element that caused it: the annotation member at fault (`where = "emial"`), the
            attribute, or the entity. The message states the numbers behind it and ends with `Fix:` and what to
            change.

            A code names a family of situations; each situation has one message, listed below under its code with
            the words it says, its fix and an example. In the messages, `{name}` is a value filled
            in for your model (a table, an attribute, a number); a value that ends in a phrase of its own (see
            [Phrases](#phrases)) may also be empty.

            - **Errors** (QF0xx, QF1xx, QF2xx, QF401) stop the build: nothing is generated for the entity.
            - **Warnings** (QF3xx, QF402) compile. Silence one for an entity with `@SuppressWarnings("QF302")`
              on its class; errors cannot be silenced.
            - `-Aqueryfirst.strict=true` turns the "cannot verify" warning (QF301) into an error. A suppressed
              QF301 stays suppressed.

            The limits behind the sizing codes are processor options: see [sizing.md](sizing.md#limits-and-options).

            """;

    private static final String PHRASES = """
            Parts that several messages share, or that a message holds only when they apply, are phrases of the
            catalog; they fill a `{value}` of a message. The one that starts with `; or` or `, or` adds another
            way out to the fix.

            """;
}
