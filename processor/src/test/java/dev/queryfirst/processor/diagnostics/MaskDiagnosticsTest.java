package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Masked attributes end to end through the processor (docs/mapping-rules.md, "Masked columns"): the
 * {@code MASKED WITH} of every table holding the column, and each masking mistake on its line.
 */
class MaskDiagnosticsTest {

    private static JavaFileObject customer(String attribute) {
        return source(
                "com.example.crm.Customer",
                "@Entity(keyspace = \"crm\")",
                "@AccessPattern(name = \"byName\", where = \"name\")",
                "public record Customer(@Key UUID id, String name,",
                "    " + attribute + ") {}");
    }

    @Test
    void everyTableHoldingAMaskedColumnMasksIt() {
        Compiled compilation = compile(source(
                "com.example.crm.Customer",
                "@Entity(keyspace = \"crm\")",
                "@AccessPattern(name = \"byName\", where = \"name\")",
                "public record Customer(@Key UUID id, String name,",
                "    @Masked String email,",
                "    @Masked(Masked.Function.NULL) Integer age,",
                "    @Masked(value = Masked.Function.REPLACE, arguments = \"it's hidden\") String note,",
                "    @Masked(value = Masked.Function.REPLACE, arguments = \"-1\") Long score,",
                "    @Masked(value = Masked.Function.INNER, arguments = {\"2\", \"1\", \"#\"}) String phone,",
                "    @Masked(value = Masked.Function.OUTER, arguments = {\"1\", \"0\"}) String code,",
                "    @Masked(value = Masked.Function.HASH, arguments = \"SHA-512\") byte[] card,",
                "    @Masked(Masked.Function.HASH) byte[] secret) {}"));
        compilation.succeeded();
        String cql = compilation.cql("crm");
        for (String name : new String[] {"customers", "customers_by_name"}) {
            String table = table(cql, "crm", name);
            assertTrue(table.contains("    email text MASKED WITH mask_default(),\n"), table);
            assertTrue(table.contains("    age int MASKED WITH mask_null(),\n"), table);
            assertTrue(table.contains("    note text MASKED WITH mask_replace('it''s hidden'),\n"), table);
            assertTrue(table.contains("    score bigint MASKED WITH mask_replace(-1),\n"), table);
            assertTrue(table.contains("    phone text MASKED WITH mask_inner(2, 1, '#'),\n"), table);
            assertTrue(table.contains("    code text MASKED WITH mask_outer(1, 0),\n"), table);
            assertTrue(table.contains("    card blob MASKED WITH mask_hash('SHA-512'),\n"), table);
            assertTrue(table.contains("    secret blob MASKED WITH mask_hash(),\n"), table);
            assertTrue(table.contains("    name text,\n"), table);
        }
    }

    @Test
    @Covers("MASK_ARGUMENT_COUNT")
    void qf109InnerWithOneArgument() {
        JavaFileObject customer = customer("@Masked(value = Masked.Function.INNER, arguments = \"2\") String phone");
        String message = compile(customer).onlyError(MaskMessages.MASK_ARGUMENT_COUNT, customer, "String phone");
        assertEquals(
                "[QF109] invalid @Masked(INNER) on attribute phone of Customer: mask_inner takes two or three arguments"
                        + " (begin, end[, padding]), and 1 given. Fix: give the characters kept in clear at each end,"
                        + " arguments = {\"2\", \"1\"}",
                message);
    }

    @Test
    void qf109ArgumentsToAFunctionTakingNone() {
        JavaFileObject customer = customer("@Masked(value = Masked.Function.NULL, arguments = \"x\") String phone");
        compile(customer)
                .onlyError(
                        MaskMessages.MASK_ARGUMENT_COUNT,
                        customer,
                        "String phone",
                        "mask_null takes no arguments, and 1 given");
    }

    @Test
    @Covers("MASK_BAD_ARGUMENT")
    void qf109InnerWithAWordForACount() {
        JavaFileObject customer =
                customer("@Masked(value = Masked.Function.OUTER, arguments = {\"two\", \"1\"}) String phone");
        compile(customer)
                .onlyError(
                        MaskMessages.MASK_BAD_ARGUMENT,
                        customer,
                        "String phone",
                        "argument \"two\"",
                        "mask_outer takes a count of characters there");
    }

    @Test
    void qf109PaddingOfTwoCharacters() {
        JavaFileObject customer =
                customer("@Masked(value = Masked.Function.INNER, arguments = {\"2\", \"1\", \"##\"}) String phone");
        compile(customer).onlyError(MaskMessages.MASK_BAD_ARGUMENT, customer, "String phone", "one padding character");
    }

    @Test
    @Covers("MASK_NOT_TEXT")
    void qf109InnerOnANumber() {
        JavaFileObject customer =
                customer("@Masked(value = Masked.Function.INNER, arguments = {\"1\", \"1\"}) int pin");
        compile(customer)
                .onlyError(
                        MaskMessages.MASK_NOT_TEXT, customer, "int pin", "of CQL type int: mask_inner masks text only");
    }

    @Test
    @Covers("MASK_HASH_NOT_BLOB")
    void qf109HashOnText() {
        JavaFileObject customer = customer("@Masked(Masked.Function.HASH) String card");
        compile(customer)
                .onlyError(
                        MaskMessages.MASK_HASH_NOT_BLOB,
                        customer,
                        "String card",
                        "attribute card of Customer of CQL type text: mask_hash returns a blob");
    }

    @Test
    @Covers("MASK_ON_REFERENCE")
    void qf109MaskOnAReference() {
        JavaFileObject order = source(
                "com.example.crm.Order",
                "@Entity(keyspace = \"crm\")",
                "public record Order(@Key UUID id,",
                "    @Masked Customer customer) {}");
        compile(customer("String email"), order)
                .onlyError(
                        MaskMessages.MASK_ON_REFERENCE,
                        order,
                        "Customer customer",
                        "put @Masked on the referenced entity's attribute");
    }

    @Test
    @Covers("MASKED_IN_WHERE")
    void qf311MaskedAttributeInWhere() {
        JavaFileObject customer = source(
                "com.example.crm.Customer",
                "@Entity(keyspace = \"crm\")",
                "@AccessPattern(name = \"byEmail\", where = \"email\")",
                "public record Customer(@Key UUID id, String name,",
                "    @Masked String email) {}");
        String message =
                compile(customer).compilesWithWarning(MaskMessages.MASKED_IN_WHERE, customer, "name = \"byEmail\"");
        assertEquals(
                "[QF311] access pattern byEmail restricts by email, which is masked: a role without UNMASK needs the"
                        + " SELECT_MASKED permission to restrict a read by a masked column, or the read fails as"
                        + " unauthorized. Fix: GRANT SELECT_MASKED ON TABLE crm.customers_by_email TO the application's"
                        + " role, or read by an attribute that is not masked",
                message);
    }

    @Test
    @Covers("MASKED_KEY")
    void qf311MaskedKey() {
        JavaFileObject customer = source(
                "com.example.crm.Customer",
                "@Entity(keyspace = \"crm\")",
                "public record Customer(",
                "    @Key @Masked String email, String name) {}");
        compile(customer)
                .compilesWithWarning(
                        MaskMessages.MASKED_KEY,
                        customer,
                        "@Key @Masked String email",
                        "attribute email of Customer is masked and part of the key");
    }
}
