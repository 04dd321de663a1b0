package dev.queryfirst.reliability.fuzz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a generated {@code .cql} file exercises: each column type in each role (partition key,
 * clustering, static, regular; user-defined type names folded to {@code udt}), the role and type
 * of each indexed column, quoted names and table options. Schema changes cost seconds each on a
 * busy two-core node, so the fuzzer applies the models that bring something not applied yet
 * rather than every model that compiled.
 */
final class CqlFeatures {

    private static final String NAME = "\"(?:[^\"]|\"\")*\"|\\w+";
    /** A column line of a CREATE TABLE or CREATE TYPE: name, type, optional STATIC. */
    private static final Pattern COLUMN = Pattern.compile("(?m)^ {4}(" + NAME + ") ([^,\\n]+?)( STATIC)?,?$");

    private static final Pattern TABLE =
            Pattern.compile("^CREATE (TABLE|TYPE) IF NOT EXISTS (?:" + NAME + ")\\.(" + NAME + ")");
    private static final Pattern PRIMARY_KEY = Pattern.compile("PRIMARY KEY \\((.*)\\)");
    private static final Pattern INDEX = Pattern.compile("^CREATE CUSTOM INDEX IF NOT EXISTS (?:" + NAME + ") ON (?:"
            + NAME + ")\\.(" + NAME + ") \\((" + NAME + ")\\)");
    private static final Pattern UDT = Pattern.compile("frozen<(\"(?:[^\"]|\"\")*\"|(?!list|set|map)\\w+)>");

    private CqlFeatures() {}

    static Set<String> of(String cql) {
        Set<String> features = new TreeSet<>();
        /* table → column → "role type" */
        Map<String, Map<String, String>> tables = new HashMap<>();
        for (String statement : CqlScript.statements(cql)) {
            Matcher table = TABLE.matcher(statement);
            Matcher index = INDEX.matcher(statement);
            if (table.find()) {
                Map<String, String> columns = columns(statement, table.group(1).equals("TYPE"));
                tables.put(table.group(2), columns);
                features.addAll(columns.values());
                if (columns.keySet().stream().anyMatch(c -> c.startsWith("\""))) {
                    features.add("quoted column");
                }
                if (table.group(2).startsWith("\"")) {
                    features.add("quoted table");
                }
                for (String option :
                        new String[] {"CLUSTERING ORDER", "TimeWindowCompactionStrategy", "default_time_to_live"}) {
                    if (statement.contains(option)) {
                        features.add(option);
                    }
                }
            } else if (index.find()) {
                String column = tables.getOrDefault(index.group(1), Map.of()).get(index.group(2));
                features.add("index on " + column);
            }
        }
        return features;
    }

    /** Each column's {@code "role type"}: role from the PRIMARY KEY clause (a UDT's fields: field). */
    private static Map<String, String> columns(String statement, boolean type) {
        List<String> partition = new ArrayList<>();
        List<String> clustering = new ArrayList<>();
        Matcher key = PRIMARY_KEY.matcher(statement);
        if (key.find()) {
            String clause = key.group(1);
            String partitionPart =
                    clause.startsWith("(") ? clause.substring(1, clause.indexOf(')')) : clause.split(",")[0];
            String rest = clause.startsWith("(")
                    ? clause.substring(clause.indexOf(')') + 1)
                    : clause.substring(partitionPart.length());
            for (String name : partitionPart.split(",")) {
                partition.add(name.strip());
            }
            for (String name : rest.split(",")) {
                if (!name.isBlank()) {
                    clustering.add(name.strip());
                }
            }
        }
        Map<String, String> out = new HashMap<>();
        Matcher column = COLUMN.matcher(statement);
        while (column.find()) {
            if (column.group(2).startsWith("PRIMARY KEY")) {
                continue;
            }
            String name = column.group(1);
            String role = type
                    ? "field"
                    : partition.contains(name)
                            ? "partition key"
                            : clustering.contains(name) ? "clustering" : column.group(3) != null ? "static" : "regular";
            out.put(name, role + " " + UDT.matcher(column.group(2)).replaceAll("frozen<udt>"));
        }
        return out;
    }
}
