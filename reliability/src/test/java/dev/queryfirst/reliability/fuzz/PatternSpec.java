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
 * @param partitionBy the partitionBy entries (empty: left out)
 * @param select the select entries (empty: left out)
 * @param shards the shards member as a Java expression, or null
 * @param bucketed false to write {@code bucketed = false}
 */
public record PatternSpec(
        String name,
        List<String> where,
        String range,
        List<String> orderBy,
        String limit,
        String table,
        boolean index,
        List<String> partitionBy,
        List<String> select,
        String shards,
        boolean bucketed) {

    public PatternSpec {
        where = List.copyOf(where);
        orderBy = List.copyOf(orderBy);
        partitionBy = List.copyOf(partitionBy);
        select = List.copyOf(select);
    }

    static PatternSpec of(String name, List<String> where) {
        return new PatternSpec(name, where, null, List.of(), null, null, false, List.of(), List.of(), null, true);
    }

    PatternSpec withName(String newName) {
        return new PatternSpec(
                newName, where, range, orderBy, limit, table, index, partitionBy, select, shards, bucketed);
    }

    /** The pattern with another where; a partitionBy entry no longer in it is dropped. */
    PatternSpec withWhere(List<String> newWhere) {
        List<String> kept = partitionBy.stream().filter(newWhere::contains).toList();
        return new PatternSpec(name, newWhere, range, orderBy, limit, table, index, kept, select, shards, bucketed);
    }

    PatternSpec withRange(String newRange) {
        return new PatternSpec(
                name, where, newRange, orderBy, limit, table, index, partitionBy, select, shards, bucketed);
    }

    PatternSpec withOrderBy(List<String> newOrderBy) {
        return new PatternSpec(
                name, where, range, newOrderBy, limit, table, index, partitionBy, select, shards, bucketed);
    }

    PatternSpec withLimit(String newLimit) {
        return new PatternSpec(
                name, where, range, orderBy, newLimit, table, index, partitionBy, select, shards, bucketed);
    }

    PatternSpec withTable(String newTable) {
        return new PatternSpec(
                name, where, range, orderBy, limit, newTable, index, partitionBy, select, shards, bucketed);
    }

    PatternSpec withPartitionBy(List<String> newPartitionBy) {
        return new PatternSpec(
                name, where, range, orderBy, limit, table, index, newPartitionBy, select, shards, bucketed);
    }

    PatternSpec withSelect(List<String> newSelect) {
        return new PatternSpec(
                name, where, range, orderBy, limit, table, index, partitionBy, newSelect, shards, bucketed);
    }

    PatternSpec withShards(String newShards) {
        return new PatternSpec(
                name, where, range, orderBy, limit, table, index, partitionBy, select, newShards, bucketed);
    }

    PatternSpec unbucketed() {
        return new PatternSpec(name, where, range, orderBy, limit, table, index, partitionBy, select, shards, false);
    }

    PatternSpec asIndex() {
        return new PatternSpec(name, where, range, orderBy, limit, table, true, partitionBy, select, shards, bucketed);
    }

    /** The same pattern served by a table of its own. */
    PatternSpec asTable() {
        return new PatternSpec(name, where, range, orderBy, limit, table, false, partitionBy, select, shards, bucketed);
    }

    /** Whether it uses a member the oracle does not model: select, bucketed = false. */
    public boolean shaped() {
        return !select.isEmpty() || !bucketed;
    }
}
