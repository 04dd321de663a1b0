package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.cql.ColumnDefinition;
import com.datastax.oss.driver.api.core.detach.AttachmentPoint;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import com.datastax.oss.driver.api.core.type.ListType;
import com.datastax.oss.driver.api.core.type.MapType;
import com.datastax.oss.driver.api.core.type.SetType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The column types of the tables an in-memory session knows, read from their {@code CREATE TABLE}
 * texts, and what a node would answer when a statement is prepared: the types of its bind markers
 * and of its selected columns. It understands the CQL the generated code, the hand-written code and
 * the mapper send (inserts, updates with collection and counter arithmetic, deletes, selects with
 * {@code IN}, ranges, {@code token()} and {@code LIMIT}), not CQL in general.
 */
final class MemorySchema {

    private static final Pattern CREATE =
            Pattern.compile("CREATE TABLE (?:IF NOT EXISTS )?([\\w\".]+) \\((.*)\\)", Pattern.DOTALL);
    private static final Pattern TABLE_OF = Pattern.compile("(?:INTO|UPDATE|FROM) ([\\w\"]+\\.[\\w\"]+)");
    private static final Map<String, DataType> PRIMITIVES = new HashMap<>();

    static {
        PRIMITIVES.put("text", DataTypes.TEXT);
        PRIMITIVES.put("varchar", DataTypes.TEXT);
        PRIMITIVES.put("ascii", DataTypes.ASCII);
        PRIMITIVES.put("uuid", DataTypes.UUID);
        PRIMITIVES.put("timeuuid", DataTypes.TIMEUUID);
        PRIMITIVES.put("timestamp", DataTypes.TIMESTAMP);
        PRIMITIVES.put("date", DataTypes.DATE);
        PRIMITIVES.put("time", DataTypes.TIME);
        PRIMITIVES.put("int", DataTypes.INT);
        PRIMITIVES.put("bigint", DataTypes.BIGINT);
        PRIMITIVES.put("smallint", DataTypes.SMALLINT);
        PRIMITIVES.put("tinyint", DataTypes.TINYINT);
        PRIMITIVES.put("varint", DataTypes.VARINT);
        PRIMITIVES.put("decimal", DataTypes.DECIMAL);
        PRIMITIVES.put("double", DataTypes.DOUBLE);
        PRIMITIVES.put("float", DataTypes.FLOAT);
        PRIMITIVES.put("boolean", DataTypes.BOOLEAN);
        PRIMITIVES.put("blob", DataTypes.BLOB);
        PRIMITIVES.put("counter", DataTypes.COUNTER);
        PRIMITIVES.put("inet", DataTypes.INET);
        PRIMITIVES.put("duration", DataTypes.DURATION);
    }

    /** Columns by name, in declaration order, by qualified table name ({@code ks.table}). */
    private final Map<String, Map<String, DataType>> tables = new HashMap<>();

    /** A schema of the tables {@code createTables} create. */
    MemorySchema(List<String> createTables) {
        for (String cql : createTables) {
            Matcher create = CREATE.matcher(cql);
            if (!create.find()) {
                continue; // a keyspace, an index, a type: nothing a statement binds
            }
            Map<String, DataType> columns = new LinkedHashMap<>();
            for (String line : create.group(2).split(",\n")) {
                String column = line.strip();
                if (column.startsWith("PRIMARY KEY")) {
                    break;
                }
                int space = column.indexOf(' ');
                String type = column.substring(space + 1)
                        .replaceAll("(?i) static", "")
                        .strip();
                columns.put(unquote(column.substring(0, space)), type(type));
            }
            tables.put(unquote(create.group(1)), columns);
        }
    }

    /** The keyspaces of the known tables. */
    java.util.Set<String> keyspaces() {
        java.util.Set<String> keyspaces = new java.util.TreeSet<>();
        for (String table : tables.keySet()) {
            keyspaces.add(table.substring(0, table.indexOf('.')));
        }
        return keyspaces;
    }

    /** The qualified table {@code cql} reads or writes. */
    String tableOf(String cql) {
        Matcher matcher = TABLE_OF.matcher(cql);
        if (!matcher.find()) {
            throw new IllegalArgumentException("no table in: " + cql);
        }
        return unquote(matcher.group(1));
    }

    /** The bind markers of {@code cql}, each with the type a node gives it. */
    List<ColumnDefinition> variables(String cql) {
        String table = tableOf(cql);
        Map<String, DataType> columns = columns(table);
        List<String> tokens = tokens(cql);
        List<ColumnDefinition> variables = new ArrayList<>();
        List<String> inserted = tokens.get(0).equalsIgnoreCase("INSERT") ? insertedColumns(tokens) : List.of();
        int values = 0;
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).equals(":")) {
                // A named marker (the mapper's), named after its column.
                String name = unquote(tokens.get(i + 1));
                variables.add(new Column(table, name, columns.get(name)));
                continue;
            }
            if (!tokens.get(i).equals("?")) {
                continue;
            }
            String before = tokens.get(i - 1).toUpperCase(Locale.ROOT);
            String name;
            DataType type;
            if (values < inserted.size()) {
                name = inserted.get(values++);
                type = columns.get(name);
            } else if (before.equals("LIMIT")) {
                name = "[limit]";
                type = DataTypes.INT;
            } else if (before.equals("TTL")) {
                name = "[ttl]";
                type = DataTypes.INT;
            } else if (before.equals("TIMESTAMP")) {
                name = "[timestamp]";
                type = DataTypes.BIGINT;
            } else if (tokens.get(i - 2).equals(")")) {
                name = "partition key token";
                type = DataTypes.BIGINT;
            } else if (before.equals("IN")) {
                name = unquote(tokens.get(i - 2));
                type = DataTypes.listOf(columns.get(name));
            } else if (before.equals("-") && columns.get(tokens.get(i - 2)) instanceof MapType map) {
                name = tokens.get(i - 2);
                type = DataTypes.setOf(map.getKeyType());
            } else if (before.equals("CONTAINS")) {
                name = tokens.get(i - 2);
                type = elementOf(columns.get(name));
            } else {
                name = unquote(tokens.get(i - 2));
                type = columns.get(name);
            }
            if (type == null) {
                throw new IllegalArgumentException("unknown column " + name + " of " + table + " in: " + cql);
            }
            variables.add(new Column(table, name, type));
        }
        return variables;
    }

    /** The columns {@code cql} selects, empty for a statement that is not a select. */
    List<ColumnDefinition> selected(String cql) {
        List<String> tokens = tokens(cql);
        if (!tokens.get(0).equalsIgnoreCase("SELECT")) {
            return List.of();
        }
        String table = tableOf(cql);
        Map<String, DataType> columns = columns(table);
        List<ColumnDefinition> selected = new ArrayList<>();
        int i = tokens.get(1).equalsIgnoreCase("DISTINCT") ? 2 : 1;
        while (!tokens.get(i).equalsIgnoreCase("FROM")) {
            String token = tokens.get(i);
            if (token.equals(",")) {
                i++;
                continue;
            }
            if (tokens.get(i + 1).equals("(")) {
                int close = tokens.subList(i, tokens.size()).indexOf(")") + i;
                String function = token.toLowerCase(Locale.ROOT);
                DataType type = function.equals("ttl") ? DataTypes.INT : DataTypes.BIGINT;
                selected.add(new Column(table, function + "(" + unquote(tokens.get(i + 2)) + ")", type));
                i = close + 1;
            } else {
                String name = unquote(token);
                selected.add(new Column(table, name, columns.get(name)));
                i++;
            }
        }
        return selected;
    }

    private Map<String, DataType> columns(String table) {
        Map<String, DataType> columns = tables.get(table);
        if (columns == null) {
            throw new IllegalArgumentException("unknown table " + table + "; known: " + tables.keySet());
        }
        return columns;
    }

    private static List<String> insertedColumns(List<String> tokens) {
        List<String> names = new ArrayList<>();
        for (int i = tokens.indexOf("(") + 1; !tokens.get(i).equals(")"); i++) {
            if (!tokens.get(i).equals(",")) {
                names.add(unquote(tokens.get(i)));
            }
        }
        return names;
    }

    private static DataType elementOf(DataType collection) {
        if (collection instanceof ListType list) {
            return list.getElementType();
        }
        if (collection instanceof SetType set) {
            return set.getElementType();
        }
        return ((MapType) collection).getValueType();
    }

    /** Identifiers, markers and punctuation of {@code cql}; operators of two characters stay whole. */
    private static List<String> tokens(String cql) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher =
                Pattern.compile("\"[^\"]*\"|'[^']*'|[\\w.]+|<=|>=|!=|\\S").matcher(cql);
        while (matcher.find()) {
            tokens.add(matcher.group());
        }
        return tokens;
    }

    static DataType type(String cql) {
        String type = cql.strip();
        int open = type.indexOf('<');
        if (open < 0) {
            DataType primitive = PRIMITIVES.get(type.toLowerCase(Locale.ROOT));
            if (primitive == null) {
                throw new IllegalArgumentException("unknown type " + type);
            }
            return primitive;
        }
        String outer = type.substring(0, open).strip().toLowerCase(Locale.ROOT);
        String inner = type.substring(open + 1, type.lastIndexOf('>'));
        if (outer.equals("frozen")) {
            return frozen(type(inner));
        }
        List<String> arguments = arguments(inner);
        return switch (outer) {
            case "map" -> DataTypes.mapOf(type(arguments.get(0)), type(arguments.get(1)));
            case "set" -> DataTypes.setOf(type(arguments.get(0)));
            case "list" -> DataTypes.listOf(type(arguments.get(0)));
            case "tuple" ->
                DataTypes.tupleOf(arguments.stream().map(MemorySchema::type).toArray(DataType[]::new));
            default -> throw new IllegalArgumentException("unknown type " + type);
        };
    }

    private static DataType frozen(DataType type) {
        if (type instanceof MapType map) {
            return DataTypes.frozenMapOf(map.getKeyType(), map.getValueType());
        }
        if (type instanceof SetType set) {
            return DataTypes.frozenSetOf(set.getElementType());
        }
        if (type instanceof ListType list) {
            return DataTypes.frozenListOf(list.getElementType());
        }
        return type;
    }

    private static List<String> arguments(String inner) {
        List<String> arguments = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ',' && depth == 0) {
                arguments.add(inner.substring(start, i));
                start = i + 1;
            }
        }
        arguments.add(inner.substring(start));
        return arguments;
    }

    private static String unquote(String name) {
        return name.replace("\"", "");
    }

    /**
     * A column of a prepared statement's metadata, as the node describes it: its names held as
     * identifiers, as the driver's own column definitions hold them, so that asking for them
     * allocates nothing.
     */
    record Column(DataType type, CqlIdentifier keyspace, CqlIdentifier table, CqlIdentifier name)
            implements ColumnDefinition {

        /** Column {@code name} of {@code table} ({@code keyspace.table}), of {@code type}. */
        Column(String table, String name, DataType type) {
            this(
                    type,
                    CqlIdentifier.fromInternal(table.substring(0, table.indexOf('.'))),
                    CqlIdentifier.fromInternal(table.substring(table.indexOf('.') + 1)),
                    CqlIdentifier.fromInternal(name));
        }

        @Override
        public CqlIdentifier getKeyspace() {
            return keyspace;
        }

        @Override
        public CqlIdentifier getTable() {
            return table;
        }

        @Override
        public CqlIdentifier getName() {
            return name;
        }

        @Override
        public DataType getType() {
            return type;
        }

        @Override
        public boolean isDetached() {
            return false;
        }

        @Override
        public void attach(AttachmentPoint attachmentPoint) {}
    }
}
