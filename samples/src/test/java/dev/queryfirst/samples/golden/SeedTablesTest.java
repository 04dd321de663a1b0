package dev.queryfirst.samples.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The sample tables against the tables the seeds give for the same queries. Every difference
 * between a seed's table and the derived one (name, key, a seed column missing or typed otherwise,
 * static columns, the columns the derived table adds) is computed here and must be exactly the
 * list written next to the seed's DDL, so a difference is always named and explained (README,
 * "Where the samples differ from the seeds"). The seed DDL is the seeds' own; where the Cassandra documentation
 * describes a key without DDL, the columns it names are typed {@code any}, which matches any type.
 */
class SeedTablesTest {

    /** A seed's table, the sample table built for the same query, and their differences. */
    record Case(String seed, String keyspace, String table, String seedDdl, List<String> differences) {
        @Override
        public String toString() {
            return seed + " " + CqlTable.parse(seedDdl, seedName()).name() + " → " + keyspace + "." + table;
        }

        String seedName() {
            return seedDdl.replaceAll("(?s).*CREATE TABLE (?:\\w+\\.)?(\\w+).*", "$1");
        }
    }

    static Stream<Case> cases() {
        return SeedTables.ALL.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyDifferenceFromTheSeedIsNamed(Case c) {
        CqlTable seed = CqlTable.parse(c.seedDdl(), c.seedName());
        CqlTable derived = CqlTable.parse(GeneratedCql.of(c.keyspace()), c.table());
        assertEquals(c.differences(), differences(seed, derived), () -> "seed table " + seed + "\nderived " + derived);
    }

    static List<String> differences(CqlTable seed, CqlTable derived) {
        List<String> out = new ArrayList<>();
        if (!seed.name().equals(derived.name())) {
            out.add("name: seed " + seed.name() + ", derived " + derived.name());
        }
        if (!seed.key().equals(derived.key())) {
            out.add("key: seed " + seed.key() + ", derived " + derived.key());
        }
        for (Map.Entry<String, String> column : seed.columns().entrySet()) {
            String type = derived.columns().get(column.getKey());
            if (type == null) {
                out.add("no column " + column.getKey());
            } else if (!column.getValue().equals("any") && !column.getValue().equals(type)) {
                out.add(column.getKey() + ": seed " + column.getValue() + ", derived " + type);
            } else if (seed.statics().contains(column.getKey())
                    != derived.statics().contains(column.getKey())) {
                out.add(column.getKey() + ": "
                        + (derived.statics().contains(column.getKey()) ? "static" : "not static"));
            }
        }
        List<String> added = derived.columns().keySet().stream()
                .filter(c -> !seed.columns().containsKey(c))
                .toList();
        if (!added.isEmpty()) {
            out.add("adds " + String.join(", ", added));
        }
        return out;
    }
}
