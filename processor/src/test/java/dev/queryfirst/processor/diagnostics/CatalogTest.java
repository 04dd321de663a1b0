package dev.queryfirst.processor.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The catalog's own rules, checked without javac. */
class CatalogTest {

    @Test
    void namesAreUniqueAcrossTheCatalog() {
        Set<String> seen = new HashSet<>();
        List<String> twice = new ArrayList<>();
        Stream.concat(Catalog.messages().stream(), Arrays.stream(Phrase.values()))
                .map(Template::name)
                .filter(name -> !seen.add(name))
                .forEach(twice::add);
        assertEquals(List.of(), twice, "a name @Covers and the docs use must name one entry");
    }

    @Test
    void everyCodeHasAtLeastOneMessage() {
        List<Code> codes = Catalog.messages().stream()
                .map(Message::code)
                .distinct()
                .sorted()
                .toList();
        assertEquals(Arrays.asList(Code.values()), codes, "a code without a situation: remove it or add one");
    }

    @Test
    void everyMessageEndsWithAFixAndUsesNamedValues() {
        for (Message message : Catalog.messages()) {
            String template = message.template();
            assertTrue(
                    template.contains(". Fix: ") || message.code() == Code.QF000,
                    message + " states no fix: " + template);
            assertTrue(!template.contains("%s") && !template.contains("%d"), message + " is positional: " + template);
        }
    }

    @Test
    void aValueFillsItsPlaceholdersAndAMissingOneIsABug() {
        Filled<Message> filled =
                PatternMessages.DUPLICATE_WHERE.with("pattern", "byEmail").with("path", "email");
        assertEquals("access pattern 'byEmail': where names email twice. Fix: list each attribute once", filled.text());
        assertEquals("[QF104] " + filled.text(), Diagnostic.of(filled, null).message());
        IllegalArgumentException missing = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> PatternMessages.DUPLICATE_WHERE.with("pattern", "byEmail").text());
        assertTrue(missing.getMessage().contains("{path}"), missing.getMessage());
    }

    @Test
    void braceTextThatIsNoNameStaysText() {
        assertEquals(
                " ({...} and $1 \\ stay)",
                Phrase.ELEMENT_VALUES.with("parts", "{...} and $1 \\ stay").text());
    }
}
