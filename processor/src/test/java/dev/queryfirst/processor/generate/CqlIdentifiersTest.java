package dev.queryfirst.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CqlIdentifiersTest {

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
    assertEquals(expected, CqlIdentifiers.quote(name));
  }

  @Test
  void qualifiesAndQuotesEachPart() {
    assertEquals("logs.log_messages", CqlIdentifiers.qualified("logs", "log_messages"));
    assertEquals("\"Shop\".\"order\"", CqlIdentifiers.qualified("Shop", "order"));
  }

  @Test
  void typeExpressionsQuoteUserTypesButNotCqlTypes() {
    assertEquals("map<text, text>", CqlIdentifiers.type("map<text, text>"));
    assertEquals("frozen<address>", CqlIdentifiers.type("frozen<address>"));
    assertEquals("list<frozen<\"order\">>", CqlIdentifiers.type("list<frozen<order>>"));
    assertEquals("map<text, frozen<\"Addr\">>", CqlIdentifiers.type("map<text, frozen<Addr>>"));
    assertEquals("frozen<\"order\">", CqlIdentifiers.type("frozen<\"order\">"));
    assertEquals("set<timeuuid>", CqlIdentifiers.type("set<timeuuid>"));
  }

  @Test
  void literalsDoubleSingleQuotes() {
    assertEquals("'it''s'", CqlIdentifiers.literal("it's"));
  }
}
