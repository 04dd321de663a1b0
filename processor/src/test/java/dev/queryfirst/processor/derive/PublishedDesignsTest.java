package dev.queryfirst.processor.derive;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Five schemas DataStax published with their queries ("data modeling by example": a sensor
 * network, an investment portfolio, messaging, a shopping cart, order management), modeled from the
 * publications' entities, keys, queries and numbers (the sources under
 * {@code src/test/resources/published}), compiled, and compared table for table with the published
 * tables: name, partition key, clustering columns and their order, and every column with its type
 * and whether it is static. The derived keyspace holds exactly the published tables plus the base
 * tables the base-table rule requires, each named below with its reason; every other difference is
 * written next to its table with its reason. The publications' DDL is restated here in a compact
 * form: {@code key} as CQL writes a primary key, then the columns.
 */
class PublishedDesignsTest {

    /**
     * One published table and what the derived one may differ in.
     *
     * @param name the table's name
     * @param key the primary key: {@code ((partition), clustering DESC, ...)}
     * @param columns every column: {@code name type}, {@code static} after a static one
     * @param renamed derived column name → published name, where the naming rules differ
     * @param retyped published column → the derived type, where the types differ
     * @param why the reason for every difference, empty when there is none
     */
    record Published(
            String name,
            String key,
            List<String> columns,
            Map<String, String> renamed,
            Map<String, String> retyped,
            String why) {

        Published(String name, String key, String columns) {
            this(name, key, List.of(columns.split(",\\s*(?![^<]*>)")), Map.of(), Map.of(), "");
        }

        Published renamed(String why, String... derivedThenPublished) {
            Map<String, String> renames = new LinkedHashMap<>();
            for (int i = 0; i < derivedThenPublished.length; i += 2) {
                renames.put(derivedThenPublished[i], derivedThenPublished[i + 1]);
            }
            return new Published(name, key, columns, renames, retyped, why);
        }

        Published retyped(String why, String column, String type) {
            return new Published(name, key, columns, renamed, Map.of(column, type), why);
        }
    }

    /**
     * A publication: its keyspace, its tables, and the tables the derived keyspace adds because the
     * base-table rule requires them (by name, with the reason).
     */
    record Design(String sources, String keyspace, List<Published> tables, Map<String, String> required) {
        @Override
        public String toString() {
            return keyspace;
        }
    }

    /** The publications' reasons for a difference that recurs. */
    private static final String PREFIX = "a referenced entity's columns carry the reference's name as prefix"
            + " (as in the six-step method's fourth step), so the same attribute is named alike in every table that copies it";

    private static final String OWN = "an entity's own attributes carry no prefix; the publication names them"
            + " as the tables that copy them do";

    static Stream<Design> designs() {
        return Stream.of(
                new Design(
                        "sensor",
                        "sensor_data",
                        List.of(
                                new Published(
                                                "networks",
                                                "((bucket), name)",
                                                "bucket text, name text, description text, region text,"
                                                        + " num_sensors int")
                                        .retyped(
                                                "the constant partition column of a table held in one partition is"
                                                        + " bucket int, always 0; the publication writes the text"
                                                        + " 'all'",
                                                "bucket",
                                                "int"),
                                new Published(
                                        "temperatures_by_network",
                                        "((network, week), date_hour DESC, sensor)",
                                        "network text, week date, date_hour timestamp, sensor text,"
                                                + " avg_temperature float, latitude decimal, longitude decimal"),
                                new Published(
                                        "sensors_by_network",
                                        "((network), sensor)",
                                        "network text, sensor text, latitude decimal, longitude decimal,"
                                                + " characteristics map<text, text>"),
                                new Published(
                                        "temperatures_by_sensor",
                                        "((sensor, date), timestamp DESC)",
                                        "sensor text, date date, timestamp timestamp, value float")),
                        Map.of()),
                new Design(
                        "investment",
                        "investment_data",
                        List.of(
                                new Published(
                                                "accounts_by_user",
                                                "((username), account_number)",
                                                "username text, account_number text, cash_balance decimal,"
                                                        + " name text static")
                                        .renamed(PREFIX, "user_username", "username", "user_name", "name"),
                                new Published(
                                        "positions_by_account",
                                        "((account), symbol)",
                                        "account text, symbol text, quantity decimal"),
                                trades("trades_by_a_d", "((account), trade_id DESC)"),
                                trades("trades_by_a_td", "((account), type, trade_id DESC)"),
                                trades("trades_by_a_std", "((account), symbol, type, trade_id DESC)"),
                                trades("trades_by_a_sd", "((account), symbol, trade_id DESC)")),
                        Map.of(
                                "users",
                                "no table holds a User: accounts_by_user copies each user's name, live, and an"
                                        + " update of a user reads and propagates it by key")),
                new Design(
                        "messaging",
                        "messaging_data",
                        List.of(
                                new Published(
                                        "folders_by_user",
                                        "((username), label)",
                                        "username text, label text, color text"),
                                new Published(
                                        "unread_email_stats",
                                        "((username), label)",
                                        "username text, label text, num_unread counter"),
                                new Published(
                                        "emails_by_user_folder",
                                        "((username, label), id DESC)",
                                        "username text, label text, id timeuuid, from text, subject text,"
                                                + " is_read boolean"),
                                new Published(
                                        "emails",
                                        "((id))",
                                        "id timeuuid, to list<text>, from text, subject text, body text,"
                                                + " attachments map<text, int>"),
                                new Published(
                                        "attachments",
                                        "((email_id, filename, chunk_number))",
                                        "email_id timeuuid, filename text, chunk_number int, type text, value blob")),
                        Map.of()),
                new Design(
                        "cart",
                        "shopping_cart_data",
                        List.of(
                                new Published(
                                                "carts_by_user",
                                                "((user_id), cart_name, cart_id)",
                                                "user_id text, cart_name text, cart_id uuid, cart_is_active boolean,"
                                                        + " user_email text static")
                                        .renamed(
                                                OWN + " (items_by_cart copies cart_id and cart_subtotal)",
                                                "name",
                                                "cart_name",
                                                "id",
                                                "cart_id",
                                                "is_active",
                                                "cart_is_active"),
                                new Published(
                                        "items_by_id", "((id))", "id text, name text, description text, price decimal"),
                                new Published(
                                        "items_by_name",
                                        "((name), id)",
                                        "id text, name text, description text, price decimal"),
                                new Published(
                                        "items_by_cart",
                                        "((cart_id), timestamp DESC, item_id)",
                                        "cart_id uuid, timestamp timestamp, item_id text, item_name text,"
                                                + " item_description text, item_price decimal, quantity int,"
                                                + " cart_subtotal decimal static")),
                        Map.of(
                                "carts",
                                "a cart's rows in carts_by_user move when it is renamed, and items_by_cart copies"
                                        + " its subtotal, live: writes read the previous state, and the"
                                        + " propagation the current one, by key",
                                "users",
                                "no table holds a User: carts_by_user copies each user's e-mail, live")),
                new Design(
                        "orders",
                        "order_management_data",
                        List.of(
                                new Published(
                                                "orders_by_user",
                                                "((user_id), order_timestamp DESC, order_id)",
                                                "user_id text, order_timestamp timestamp, order_id text,"
                                                        + " order_status text, order_total decimal")
                                        .renamed(
                                                OWN + " (orders_by_id copies them)",
                                                "timestamp",
                                                "order_timestamp",
                                                "id",
                                                "order_id",
                                                "status",
                                                "order_status",
                                                "total",
                                                "order_total"),
                                new Published(
                                                "orders_by_id",
                                                "((order_id), item_name, item_id)",
                                                "order_id text, item_name text, item_id text, item_description text,"
                                                        + " item_price decimal, item_quantity int, order_status text"
                                                        + " static, order_timestamp timestamp static, order_subtotal"
                                                        + " decimal static, order_shipping decimal static, order_tax"
                                                        + " decimal static, order_total decimal static,"
                                                        + " payment_summary text static, payment_details map<text,"
                                                        + " text> static, billing_summary text static,"
                                                        + " billing_details map<text, text> static, shipping_summary"
                                                        + " text static, shipping_details map<text, text> static,"
                                                        + " delivery_id text static, delivery_details map<text, text>"
                                                        + " static")
                                        .renamed(
                                                PREFIX + "; the publication drops the prefix of the order's"
                                                        + " payment, billing, shipping and delivery columns",
                                                "order_payment_summary",
                                                "payment_summary",
                                                "order_payment_details",
                                                "payment_details",
                                                "order_billing_summary",
                                                "billing_summary",
                                                "order_billing_details",
                                                "billing_details",
                                                "order_shipping_summary",
                                                "shipping_summary",
                                                "order_shipping_details",
                                                "shipping_details",
                                                "order_delivery_id",
                                                "delivery_id",
                                                "order_delivery_details",
                                                "delivery_details"),
                                new Published(
                                                "orders_by_user_item",
                                                "((user_id, item_id), order_timestamp DESC, order_id)",
                                                "user_id text, item_id text, order_timestamp timestamp, order_id"
                                                        + " text")
                                        .renamed(PREFIX, "order_user_id", "user_id"),
                                new Published(
                                        "order_status_history_by_id",
                                        "((order_id), status_timestamp DESC)",
                                        "order_id text, status_timestamp timestamp, order_status text")),
                        Map.of(
                                "orders",
                                "no table holds an order's subtotal, shipping, tax or payment (orders_by_user"
                                        + " selects two columns, orders_by_id copies the rest per order), and"
                                        + " orders_by_id copies its status, live",
                                "items",
                                "no table holds an Item: order lines copy it as a snapshot")));
    }

    private static Published trades(String name, String key) {
        return new Published(
                name,
                key,
                "account text, trade_id timeuuid, type text, symbol text, shares decimal, price decimal,"
                        + " amount decimal");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("designs")
    void derivesThePublishedTablesAndOnlyTheBaseTablesTheRuleRequires(Design design) {
        Compilation compilation = compile(design.sources());
        // The generated table classes and DAOs compile too.
        assertThat(compilation).succeeded();
        Map<String, Table> derived = Table.parseAll(cql(compilation, design.keyspace()));
        for (Published published : design.tables()) {
            Table table = derived.get(published.name());
            if (table == null) {
                throw new AssertionError("no table " + published.name() + " among " + derived.keySet());
            }
            assertEquals(expected(published), table.renamed(published.renamed()).describe(), published.name());
        }
        TreeSet<String> extra = new TreeSet<>(derived.keySet());
        design.tables().forEach(t -> extra.remove(t.name()));
        assertEquals(new TreeSet<>(design.required().keySet()), extra, "tables beyond the publication's");
    }

    /** The published table as {@link Table#describe} writes a derived one, with its stated retypes. */
    private static String expected(Published published) {
        List<String> columns = new ArrayList<>();
        for (String column : published.columns()) {
            String[] parts = column.trim().split(" ", 2);
            String type = published.retyped().getOrDefault(parts[0], parts[1]);
            columns.add(parts[0] + " " + type);
        }
        return published.key() + " " + new TreeSet<>(columns);
    }

    private static Compilation compile(String directory) {
        List<JavaFileObject> sources = new ArrayList<>();
        try (Stream<java.nio.file.Path> files =
                java.nio.file.Files.list(java.nio.file.Path.of("src/test/resources/published", directory))) {
            files.sorted()
                    .forEach(file -> sources.add(
                            JavaFileObjects.forResource("published/" + directory + "/" + file.getFileName())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Compiler.javac().withProcessors(new QueryFirstProcessor()).compile(sources);
    }

    private static String cql(Compilation compilation, String keyspace) {
        JavaFileObject file = compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/" + keyspace + ".cql")
                .orElseThrow(() -> new AssertionError("no " + keyspace + ".cql"));
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A derived table, parsed from the generated {@code .cql}. */
    record Table(String name, List<String> partition, List<String> clustering, Map<String, String> columns) {

        private static final Pattern CREATE =
                Pattern.compile("CREATE TABLE IF NOT EXISTS \\w+\\.(\\w+) \\((.*?)\\n\\)([^;]*);", Pattern.DOTALL);

        static Map<String, Table> parseAll(String cql) {
            Map<String, Table> tables = new TreeMap<>();
            Matcher matcher = CREATE.matcher(cql);
            while (matcher.find()) {
                Table table = parse(matcher.group(1), matcher.group(2), matcher.group(3));
                tables.put(table.name(), table);
            }
            return tables;
        }

        private static Table parse(String name, String body, String options) {
            Map<String, String> columns = new LinkedHashMap<>();
            List<String> partition = new ArrayList<>();
            List<String> clustering = new ArrayList<>();
            for (String line : body.split("\\n")) {
                String trimmed = line.trim().replaceAll(",$", "");
                if (trimmed.isEmpty()) {
                    continue;
                }
                if (trimmed.startsWith("PRIMARY KEY")) {
                    String key = trimmed.substring(trimmed.indexOf('(') + 1, trimmed.lastIndexOf(')'));
                    if (key.startsWith("(")) {
                        partition.addAll(split(key.substring(1, key.indexOf(')'))));
                        String rest = key.substring(key.indexOf(')') + 1).replaceFirst("^,\\s*", "");
                        clustering.addAll(rest.isEmpty() ? List.of() : split(rest));
                    } else {
                        List<String> all = split(key);
                        partition.add(all.get(0));
                        clustering.addAll(all.subList(1, all.size()));
                    }
                    continue;
                }
                String[] parts = trimmed.split(" ", 2);
                columns.put(unquote(parts[0]), parts[1].replace(" STATIC", " static"));
            }
            Matcher order = Pattern.compile("CLUSTERING ORDER BY \\(([^)]*)\\)").matcher(options);
            Map<String, String> directions = new LinkedHashMap<>();
            if (order.find()) {
                for (String entry : split(order.group(1))) {
                    String[] parts = entry.split(" ");
                    directions.put(unquote(parts[0]), parts[1]);
                }
            }
            List<String> ordered = clustering.stream()
                    .map(c -> unquote(c) + ("DESC".equals(directions.get(unquote(c))) ? " DESC" : ""))
                    .toList();
            return new Table(name, partition.stream().map(Table::unquote).toList(), ordered, columns);
        }

        private static List<String> split(String list) {
            return Stream.of(list.split(",")).map(String::trim).toList();
        }

        private static String unquote(String name) {
            return name.replace("\"", "");
        }

        /** The same table with columns renamed as {@code renames} says (derived name → published name). */
        Table renamed(Map<String, String> renames) {
            Map<String, String> columns = new LinkedHashMap<>();
            this.columns.forEach((column, type) -> columns.put(renames.getOrDefault(column, column), type));
            return new Table(
                    name,
                    partition.stream().map(c -> renames.getOrDefault(c, c)).toList(),
                    clustering.stream()
                            .map(c -> {
                                String column = c.replace(" DESC", "");
                                return renames.getOrDefault(column, column) + c.substring(column.length());
                            })
                            .toList(),
                    columns);
        }

        /** {@code ((a, b), c DESC, d) [a text, b int, …]}: the key, then the columns in name order. */
        String describe() {
            String key = "((" + String.join(", ", partition) + ")"
                    + (clustering.isEmpty() ? "" : ", " + String.join(", ", clustering)) + ")";
            TreeSet<String> described = new TreeSet<>();
            columns.forEach((column, type) -> described.add(column + " " + type));
            return key + " " + described;
        }
    }
}
