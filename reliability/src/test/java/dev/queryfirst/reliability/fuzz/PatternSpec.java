package dev.queryfirst.reliability.fuzz;

import java.util.List;

/**
 * One {@code @AccessPattern}, exactly as it will be written: every member is kept as source text
 * (or null to leave it out) so that malformed values can be written as easily as good ones.
 *
 * @param name the name member, a string literal's content
 * @param where the where entries
 * @param range the range member, or null
 * @param orderBy the orderBy entries
 * @param limit the limit member as a Java expression ({@code "10"}, {@code "Integer.MAX_VALUE"}),
 *     or null
 * @param table the table member, or null
 * @param index whether {@code strategy = INDEX}
 * @param shards the shards member, or 0 to leave it out
 */
public record PatternSpec(
        String name,
        List<String> where,
        String range,
        List<String> orderBy,
        String limit,
        String table,
        boolean index,
        int shards) {

    public PatternSpec {
        where = List.copyOf(where);
        orderBy = List.copyOf(orderBy);
    }

    static PatternSpec of(String name, List<String> where) {
        return new PatternSpec(name, where, null, List.of(), null, null, false, 0);
    }

    PatternSpec withName(String newName) {
        return new PatternSpec(newName, where, range, orderBy, limit, table, index, shards);
    }

    PatternSpec withWhere(List<String> newWhere) {
        return new PatternSpec(name, newWhere, range, orderBy, limit, table, index, shards);
    }

    PatternSpec withRange(String newRange) {
        return new PatternSpec(name, where, newRange, orderBy, limit, table, index, shards);
    }

    PatternSpec withOrderBy(List<String> newOrderBy) {
        return new PatternSpec(name, where, range, newOrderBy, limit, table, index, shards);
    }

    PatternSpec withLimit(String newLimit) {
        return new PatternSpec(name, where, range, orderBy, newLimit, table, index, shards);
    }

    PatternSpec withTable(String newTable) {
        return new PatternSpec(name, where, range, orderBy, limit, newTable, index, shards);
    }

    PatternSpec asIndex() {
        return new PatternSpec(name, where, range, orderBy, limit, table, true, shards);
    }

    PatternSpec withShards(int newShards) {
        return new PatternSpec(name, where, range, orderBy, limit, table, index, newShards);
    }
}
