package dev.queryfirst.processor.vocabulary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CqlTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "source_name|source_name",
                "message_time_day|message_time_day",
                "order|\"order\"",
                "select|\"select\"",
                "token|\"token\"",
                "table|\"table\"",
                "default|\"default\"",
                "key|key",
                "user|user",
                "type|type",
                "Key|\"Key\"",
                "messageTime|\"messageTime\"",
                "2fa|\"2fa\"",
                "_hidden|\"_hidden\"",
                "with space|\"with space\"",
                "say \"hi\"|\"say \"\"hi\"\"\"",
            })
    void quotesOnlyWhatCqlWouldOtherwiseMisread(String name, String expected) {
        assertEquals(expected, Cql.identifier(name));
    }

    @Test
    void qualifiesAndQuotesEachPart() {
        assertEquals("logs.log_messages", Cql.qualified("logs", "log_messages"));
        assertEquals("\"Shop\".\"order\"", Cql.qualified("Shop", "order"));
    }

    @Test
    void typeExpressionsQuoteUserTypesButNotCqlTypes() {
        assertEquals("map<text, text>", Cql.quoteTypeNames("map<text, text>"));
        assertEquals("frozen<address>", Cql.quoteTypeNames("frozen<address>"));
        assertEquals("list<frozen<\"order\">>", Cql.quoteTypeNames("list<frozen<order>>"));
        assertEquals("map<text, frozen<\"Addr\">>", Cql.quoteTypeNames("map<text, frozen<Addr>>"));
        assertEquals("frozen<\"order\">", Cql.quoteTypeNames("frozen<\"order\">"));
        assertEquals("set<timeuuid>", Cql.quoteTypeNames("set<timeuuid>"));
    }

    @Test
    void literalsDoubleSingleQuotes() {
        assertEquals("'it''s'", Cql.literal("it's"));
    }
}
