package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The name clashes and unusable names (QF107) that the per-code tests do not reach: within an
 * entity, and across the entities of a keyspace.
 */
class NameSituationsTest {

    @Test
    @Covers("DUPLICATE_COLUMN")
    void twoAttributesOneColumn() {
        JavaFileObject user = source(
                "com.example.users.User",
                "@Entity",
                "public record User(@Key UUID id,",
                "    @Column(name = \"display\") String nickname,",
                "    String display) {}");
        compile(user)
                .onlyError(
                        NameMessages.DUPLICATE_COLUMN,
                        user,
                        "    String display) {}",
                        "[QF107] attributes nickname and display of User both become column display. Fix: rename one of"
                                + " them with @Column(name = \"...\")");
    }

    private static JavaFileObject order(String... patterns) {
        String[] lines = new String[patterns.length + 3];
        lines[0] = "@Entity";
        System.arraycopy(patterns, 0, lines, 1, patterns.length);
        lines[patterns.length + 1] =
                "public record Order(@Key UUID id, @Cardinality(distinct = 1_000) UUID customerId,";
        lines[patterns.length + 2] = "    @Cardinality(distinct = 5) String status, Instant placedAt) {}";
        return source("com.example.shop.Order", lines);
    }

    @Test
    @Covers("INVALID_TABLE_NAME")
    void aPatternTableNameCqlRefuses() {
        JavaFileObject order =
                order("@AccessPattern(name = \"byCustomer\", where = \"customerId\",", "    table = \"by-customer\")");
        compile(order)
                .onlyError(
                        NameMessages.INVALID_TABLE_NAME,
                        order,
                        "table = \"by-customer\"",
                        "[QF107] table name by-customer of access pattern 'byCustomer' is not a valid CQL table name (a"
                                + " letter, then letters, digits and underscores, at most 48 characters). Fix: set table ="
                                + " \"...\" to such a name");
    }

    @Test
    @Covers("TABLE_NAME_TAKEN")
    void twoPatternsOneTableNameTwoKeys() {
        JavaFileObject order = order(
                "@AccessPattern(name = \"byCustomer\", where = \"customerId\", table = \"lookups\")",
                "@AccessPattern(name = \"byStatus\", where = \"status\",",
                "    table = \"lookups\")");
        compile(order)
                .onlyError(
                        NameMessages.TABLE_NAME_TAKEN,
                        order,
                        "    table = \"lookups\")",
                        "[QF107] access pattern 'byStatus' needs table lookups with primary key ((status), id), but access"
                                + " pattern 'byCustomer' already has a table of that name with primary key ((customer_id),"
                                + " id)");
    }

    @Test
    @Covers("TABLE_NAME_OF_BASE_TABLE")
    void aPatternTableNamedLikeTheBaseTable() {
        JavaFileObject order =
                order("@AccessPattern(name = \"byCustomer\", where = \"customerId\",", "    table = \"orders\")");
        compile(order)
                .onlyError(
                        NameMessages.TABLE_NAME_OF_BASE_TABLE,
                        order,
                        "table = \"orders\"",
                        "[QF107] access pattern 'byCustomer' names its table orders, the name of Order's base table. Fix:"
                                + " set table = \"...\" on the pattern, or @Entity(table = \"...\") on Order");
    }

    @Test
    @Covers("INVALID_INDEX_NAME")
    void anIndexNameOverFortyEightCharacters() {
        JavaFileObject order = source(
                "com.example.shop.Order",
                "@Entity(table = \"orders_of_every_customer_in_every_region\")",
                "@AccessPattern(name = \"byStatus\", where = \"status\", strategy = AccessPattern.Strategy.INDEX)",
                "public record Order(@Key UUID id, @Cardinality(distinct = 5) String status) {}");
        compile(order)
                .onlyError(
                        NameMessages.INVALID_INDEX_NAME,
                        order,
                        "name = \"byStatus\"",
                        "[QF107] index name orders_of_every_customer_in_every_region_status_idx is not a valid CQL index"
                                + " name");
    }

    @Test
    @Covers("TABLE_NAME_IN_KEYSPACE")
    void twoEntitiesOneTableName() {
        JavaFileObject invoice = source(
                "com.example.billing.Invoice",
                "@Entity(keyspace = \"shop\", table = \"documents\")",
                "public record Invoice(@Key UUID id) {}");
        JavaFileObject receipt = source(
                "com.example.sales.Receipt",
                "@Entity(keyspace = \"shop\", table = \"documents\")",
                "public record Receipt(@Key UUID id) {}");
        compile(invoice, receipt)
                .onlyError(
                        NameMessages.TABLE_NAME_IN_KEYSPACE,
                        receipt,
                        "public record Receipt(",
                        "[QF107] table documents of Receipt has the name of a table of Invoice in keyspace shop. Fix: set"
                                + " @AccessPattern(table = \"...\") or @Entity(table = \"...\") to a unique name");
    }

    @Test
    @Covers("INDEX_NAME_IN_KEYSPACE")
    void anIndexNamedLikeAnotherEntitysTable() {
        JavaFileObject alpha = source(
                "com.example.shop.Alpha",
                "@Entity",
                "@AccessPattern(name = \"byCode\", where = \"code\", table = \"betas_status_idx\")",
                "public record Alpha(@Key UUID id, @Cardinality(distinct = 1_000) String code) {}");
        JavaFileObject beta = source(
                "com.example.shop.Beta",
                "@Entity",
                "@AccessPattern(name = \"byStatus\", where = \"status\", strategy = AccessPattern.Strategy.INDEX)",
                "public record Beta(@Key UUID id, @Cardinality(distinct = 5) String status) {}");
        compile(alpha, beta)
                .onlyError(
                        NameMessages.INDEX_NAME_IN_KEYSPACE,
                        beta,
                        "name = \"byStatus\"",
                        "[QF107] index betas_status_idx of Beta has the name of a table or index of Alpha in keyspace shop");
    }

    @Test
    @Covers("TYPE_NAME_IN_KEYSPACE")
    void twoValueClassesOneTypeName() {
        JavaFileObject home = source("com.example.home.Address", "public record Address(String street) {}");
        JavaFileObject work = source("com.example.work.Address", "public record Address(String building) {}");
        JavaFileObject person = source(
                "com.example.home.Person",
                "@Entity(keyspace = \"people\")",
                "public record Person(@Key UUID id, Address address) {}");
        JavaFileObject office = source(
                "com.example.work.Office",
                "@Entity(keyspace = \"people\")",
                "public record Office(@Key UUID id, Address address) {}");
        compile(home, work, person, office)
                .onlyError(
                        NameMessages.TYPE_NAME_IN_KEYSPACE,
                        office,
                        "public record Office(",
                        "[QF107] value types com.example.home.Address and com.example.work.Address both become type address"
                                + " in keyspace people (used by Person and Office). Fix: rename one of the value classes");
    }
}
