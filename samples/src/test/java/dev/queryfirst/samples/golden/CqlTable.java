package dev.queryfirst.samples.golden;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shape of one {@code CREATE TABLE}: columns with their types, static columns, partition key,
 * clustering columns with their order. Read from the generated CQL and from the seeds' DDL, so the
 * two can be compared column by column. Types are lower-cased and unspaced ({@code map<text,text>}).
 */
record CqlTable(
        String name,
        Map<String, String> columns,
        Set<String> statics,
        List<String> partitionKey,
        List<String> clustering) {

    private static final Pattern CREATE = Pattern.compile("CREATE TABLE (?:IF NOT EXISTS )?(?:\\w+\\.)?(\\w+)\\s*\\(");
    private static final Pattern ORDER = Pattern.compile("CLUSTERING ORDER BY \\(([^)]*)\\)");

    /** The table {@code name} of {@code cql}, which may hold many statements. */
    static CqlTable parse(String cql, String name) {
        Matcher create = CREATE.matcher(cql);
        while (create.find()) {
            if (create.group(1).equals(name)) {
                int close = closing(cql, create.end() - 1);
                int end = cql.indexOf(';', close);
                return of(
                        name,
                        cql.substring(create.end(), close),
                        cql.substring(close + 1, end < 0 ? cql.length() : end));
            }
        }
        throw new AssertionError("no table " + name + " in\n" + cql);
    }

    private static CqlTable of(String name, String body, String options) {
        Map<String, String> columns = new LinkedHashMap<>();
        Set<String> statics = new LinkedHashSet<>();
        String key = null;
        for (String line : splitTopLevel(body)) {
            String item = line.strip();
            if (item.isEmpty()) {
                continue;
            }
            if (item.toUpperCase(Locale.ROOT).startsWith("PRIMARY KEY")) {
                key = item.substring(item.indexOf('(') + 1, item.lastIndexOf(')'));
                continue;
            }
            String[] parts = item.split("\\s+", 2);
            String column = unquote(parts[0]);
            if (parts[1].toUpperCase(Locale.ROOT).endsWith(" PRIMARY KEY")) {
                // The single-column form: product_id UUID PRIMARY KEY.
                key = column;
                parts[1] = parts[1].substring(0, parts[1].length() - " PRIMARY KEY".length());
            }
            String type = parts[1].replaceAll("(?i)\\s+STATIC$", "");
            if (!type.equals(parts[1])) {
                statics.add(column);
            }
            columns.put(column, normalize(type));
        }
        if (key == null) {
            throw new AssertionError("table " + name + " has no PRIMARY KEY");
        }
        List<String> partition = new ArrayList<>();
        List<String> clustering = new ArrayList<>();
        String rest = key.strip();
        if (rest.startsWith("(")) {
            int close = rest.indexOf(')');
            for (String c : rest.substring(1, close).split(",")) {
                partition.add(unquote(c.strip()));
            }
            rest = rest.substring(close + 1);
        } else {
            int comma = rest.indexOf(',');
            partition.add(unquote((comma < 0 ? rest : rest.substring(0, comma)).strip()));
            rest = comma < 0 ? "" : rest.substring(comma);
        }
        Map<String, String> order = new LinkedHashMap<>();
        Matcher matcher = ORDER.matcher(options);
        if (matcher.find()) {
            for (String entry : matcher.group(1).split(",")) {
                String[] parts = entry.strip().split("\\s+");
                order.put(unquote(parts[0]), parts[1].toUpperCase(Locale.ROOT));
            }
        }
        for (String c : rest.split(",")) {
            String column = unquote(c.strip());
            if (!column.isEmpty()) {
                clustering.add(column + " " + order.getOrDefault(column, "ASC"));
            }
        }
        return new CqlTable(name, columns, statics, partition, clustering);
    }

    /** The index of the parenthesis closing the one at {@code open}. */
    private static int closing(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            if (text.charAt(i) == '(') {
                depth++;
            } else if (text.charAt(i) == ')' && --depth == 0) {
                return i;
            }
        }
        throw new AssertionError("unbalanced parentheses in " + text.substring(open));
    }

    /** Splits on the commas outside angle brackets and parentheses. */
    private static List<String> splitTopLevel(String body) {
        List<String> items = new ArrayList<>();
        int depth = 0;
        StringBuilder item = new StringBuilder();
        for (char c : body.toCharArray()) {
            if (c == '<' || c == '(') {
                depth++;
            } else if (c == '>' || c == ')') {
                depth--;
            }
            if (c == ',' && depth == 0) {
                items.add(item.toString());
                item.setLength(0);
            } else {
                item.append(c);
            }
        }
        items.add(item.toString());
        return items;
    }

    private static String normalize(String type) {
        return type.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
    }

    private static String unquote(String name) {
        return name.replace("\"", "").toLowerCase(Locale.ROOT);
    }

    /** The primary key as CQL writes it, with each clustering column's direction. */
    String key() {
        return "((" + String.join(", ", partitionKey) + ")"
                + (clustering.isEmpty() ? "" : ", " + String.join(", ", clustering)) + ")";
    }
}
