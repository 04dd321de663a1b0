package dev.queryfirst.samples.tombstones;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.internal.write.WriteTimes;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.helpdesk.HelpdeskSchema;
import dev.queryfirst.samples.helpdesk.Ticket;
import dev.queryfirst.samples.helpdesk.TicketDao;
import dev.queryfirst.samples.hotels.Guest;
import dev.queryfirst.samples.hotels.GuestDao;
import dev.queryfirst.samples.hotels.HotelsSchema;
import dev.queryfirst.samples.killrvideo.Comment;
import dev.queryfirst.samples.killrvideo.CommentDao;
import dev.queryfirst.samples.killrvideo.KillrvideoSchema;
import dev.queryfirst.samples.shop.Address;
import dev.queryfirst.samples.shop.Customer;
import dev.queryfirst.samples.shop.CustomerDao;
import dev.queryfirst.samples.shop.Order;
import dev.queryfirst.samples.shop.OrderDao;
import dev.queryfirst.samples.shop.OrderItem;
import dev.queryfirst.samples.shop.OrderStatus;
import dev.queryfirst.samples.shop.ShopSchema;
import dev.queryfirst.testkit.EmbeddedCassandra;
import dev.queryfirst.testkit.SSTableDump;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The tombstones each write leaves, counted on the node, in both write modes, for the entities
 * whose writes read the previous state first: the shop's orders (a live reference to their
 * customer, a set and a list of a user-defined type, optional attributes) and the help desk's
 * tickets (optional attributes, a sparse table, moves); and for entities none of whose tables can
 * move a row, which write blindly: the hotels' guests (a set and a list) and KillrVideo's comments
 * (two copies, no base table). Each operation must leave an expert's minimum: a blind save writes
 * the entity whole when that leaves no tombstone (no null, no non-frozen collection), and reads the
 * row first otherwise, as its DAO's Javadoc says.
 *
 * <p>Method: the node's own SSTables, read with Cassandra's SSTable reader (the code behind
 * {@code sstabledump}, through {@link SSTableDump}), after the node is drained. A read's trace
 * ("Read 1 live rows and 2 tombstone cells") would not do: it counts neither a non-frozen
 * collection's deletion nor a write that never reaches a read, and it depends on what is read.
 * The node is one of this test's own, since it must stop to flush every memtable. Each operation
 * writes rows of its own (a memtable merges writes that shadow each other before the flush), and
 * its entries are told apart by their write times: the session's timestamp generator, which every
 * statement and batch takes its time from, is read before and after it ({@link WriteTimes}).
 */
class TombstoneExamTest {

    /**
     * One operation: what it is, the tombstones an expert's CQL leaves (and whether it writes
     * nothing at all), its window of write times.
     */
    private record Operation(
            String name, String minimum, Map<String, Long> expected, boolean writesNothing, long from, long to) {}

    @Test
    void everyWriteLeavesOnlyTheTombstonesAnExpertWould() {
        try (EmbeddedCassandra node =
                EmbeddedCassandra.builder().heapMb(768).build().start()) {
            Map<WriteMode, List<Operation>> operations = new TreeMap<>();
            try (CqlSession session = node.newSession()) {
                for (WriteMode mode : WriteMode.values()) {
                    operations.put(mode, new Exam(session, mode).run());
                }
            }
            node.stop();
            List<String> report = new ArrayList<>();
            List<String> failures = new ArrayList<>();
            for (WriteMode mode : WriteMode.values()) {
                List<SSTableDump.Entry> entries = new ArrayList<>();
                entries.addAll(SSTableDump.of(node, Exam.keyspace(mode, "shop")));
                entries.addAll(SSTableDump.of(node, Exam.keyspace(mode, "help")));
                entries.addAll(SSTableDump.of(node, Exam.keyspace(mode, "hotels")));
                entries.addAll(SSTableDump.of(node, Exam.keyspace(mode, "video")));
                for (Operation operation : operations.get(mode)) {
                    Map<String, Long> found = count(entries, operation);
                    report.add(String.format(
                            Locale.ROOT,
                            "%-8s | %-62s | %-34s | %s",
                            mode,
                            operation.name(),
                            operation.minimum(),
                            found.isEmpty() ? "nothing" : found));
                    if (!found.equals(operation.expected())) {
                        failures.add(
                                mode + " " + operation.name() + ": " + found + ", expected " + operation.expected());
                    }
                }
            }
            System.out.println("tombstones per operation, and what else it wrote:\n" + String.join("\n", report));
            assertEquals(List.of(), failures, String.join("\n", report));
        }
    }

    /**
     * What an operation left: its tombstones by table and kind ({@code orders_by_id CELL=1}), and,
     * when it must write nothing, any value it wrote.
     */
    private static Map<String, Long> count(List<SSTableDump.Entry> entries, Operation operation) {
        return entries.stream()
                .filter(e -> e.timestamp() >= operation.from() && e.timestamp() < operation.to())
                .filter(e -> e.kind().isTombstone() || operation.writesNothing())
                .collect(Collectors.groupingBy(
                        e -> e.kind().isTombstone() ? e.table() + " " + e.kind() : "written",
                        TreeMap::new,
                        Collectors.counting()));
    }

    /** One write mode's operations, each on entities of its own, in keyspaces of its own. */
    private static final class Exam {

        private final CqlSession session;
        private final CustomerDao customers;
        private final OrderDao orders;
        private final TicketDao tickets;
        private final GuestDao guests;
        private final CommentDao comments;
        private final WriteMode mode;
        private final List<Operation> operations = new ArrayList<>();
        private final Instant now = Instant.now();
        private long from;

        Exam(CqlSession session, WriteMode mode) {
            this.session = session;
            this.mode = mode;
            ShopSchema.create(session, keyspace(mode, "shop"), Replication.simple(1));
            HelpdeskSchema.create(session, keyspace(mode, "help"), Replication.simple(1));
            DaoOptions shop =
                    DaoOptions.defaults().withKeyspace(keyspace(mode, "shop")).withWriteMode(mode);
            this.customers = CustomerDao.create(session, shop);
            this.orders = OrderDao.create(session, shop);
            this.tickets = TicketDao.create(
                    session,
                    DaoOptions.defaults().withKeyspace(keyspace(mode, "help")).withWriteMode(mode));
            HotelsSchema.create(session, keyspace(mode, "hotels"), Replication.simple(1));
            KillrvideoSchema.create(session, keyspace(mode, "video"), Replication.simple(1));
            this.guests = GuestDao.create(
                    session,
                    DaoOptions.defaults().withKeyspace(keyspace(mode, "hotels")).withWriteMode(mode));
            this.comments = CommentDao.create(
                    session,
                    DaoOptions.defaults().withKeyspace(keyspace(mode, "video")).withWriteMode(mode));
        }

        static String keyspace(WriteMode mode, String what) {
            return "exam_" + mode.name().toLowerCase(Locale.ROOT) + "_" + what;
        }

        List<Operation> run() {
            // Setup, not counted: what the operations below change.
            Customer zoe = new Customer(UUID.randomUUID(), "Zoë Ærø", null);
            Customer binh = new Customer(UUID.randomUUID(), "Nguyễn Bình", "binh@example.com");
            customers.insert(zoe);
            customers.insert(binh);
            orders.insert(order(zoe, Set.of("gift")));
            orders.insert(order(zoe, Set.of("eco")));
            Order unchanged = order(binh, Set.of("gift", "eco"));
            Order growing = order(binh, Set.of("gift"));
            Order shrinking = order(binh, Set.of("gift", "eco"));
            List.of(unchanged, growing, shrinking).forEach(orders::insert);
            Ticket printer = ticket("Drucker druckt nur Kästchen", "María");
            Ticket vpn = ticket("VPN bricht ab", "Ana");
            Ticket old = ticket("Alte Anfrage", "Ana");
            List.of(printer, vpn, old).forEach(tickets::insert);

            start();
            tickets.insert(new Ticket(UUID.randomUUID(), null, "Støtte", null, now, now.plus(Duration.ofDays(2))));
            end("insert, null optional attributes (ticket, 2 copies)", "0", Map.of());

            start();
            orders.insert(new Order(
                    UUID.randomUUID(),
                    zoe,
                    now,
                    LocalDate.ofInstant(now, ZoneOffset.UTC),
                    OrderStatus.PLACED,
                    null,
                    null,
                    Set.of("gift", "eco"),
                    List.of(item("Füller", 1))));
            end(
                    "insert, a set and a list, null attributes (order, 3 copies)",
                    mode == WriteMode.LOGGED ? "0" : "1 list per copy",
                    mode == WriteMode.LOGGED ? Map.of() : listRewritten());

            start();
            List<OrderItem> more = new ArrayList<>(growing.items());
            more.add(item("Tinte", 3));
            orders.save(with(growing, Set.of("gift", "eco"), more));
            end(
                    "save, an element added to the set and the list (order)",
                    mode == WriteMode.LOGGED ? "0" : "1 list per copy",
                    mode == WriteMode.LOGGED ? Map.of() : listRewritten());

            start();
            orders.save(with(shrinking, Set.of("gift"), shrinking.items()));
            end(
                    "save, an element removed from the set (order)",
                    "1 element per copy",
                    Map.of(
                            "orders_by_customer CELL", 1L,
                            "orders_by_id CELL", 1L,
                            "orders_by_status CELL", 1L));

            start();
            orders.save(orders.findByKey(unchanged.orderId()).orElseThrow());
            orders.save(unchanged);
            nothing("save, nothing changed (order: read back, and as first written)");

            start();
            customers.save(new Customer(zoe.id(), zoe.name(), null));
            nothing("save, nothing changed (customer with 3 orders)");

            start();
            customers.save(new Customer(zoe.id(), "Zoë Ærø-Łukasiewicz", null));
            end("save, a rename propagated (customer, null e-mail, 3 orders)", "0", Map.of());

            start();
            tickets.save(new Ticket(
                    printer.ticketId(), null, printer.team(), printer.assignee(), printer.openedAt(), printer.dueAt()));
            end(
                    "save, a value set to null (ticket, 3 copies)",
                    "1 cell per copy",
                    Map.of("tickets CELL", 1L, "tickets_by_assignee CELL", 1L, "tickets_by_team CELL", 1L));

            start();
            tickets.save(new Ticket(vpn.ticketId(), vpn.title(), vpn.team(), "Ben", vpn.openedAt(), vpn.dueAt()));
            end("save, a move (ticket reassigned)", "1 row", Map.of("tickets_by_assignee ROW", 1L));

            start();
            tickets.delete(old.ticketId());
            end(
                    "delete (ticket, 3 copies)",
                    "1 row per copy",
                    // The base table's key is its partition key: its row's delete is the partition's.
                    Map.of("tickets PARTITION", 1L, "tickets_by_assignee ROW", 1L, "tickets_by_team ROW", 1L));
            blind();
            return operations;
        }

        /**
         * Guests and comments: no table's key can change, so {@code save} and {@code update} write
         * blindly, except where a whole write would leave a tombstone: a guest's set and list (non-
         * frozen: a whole write deletes them first) and a comment's null text make them read the row
         * from a table holding every value, and write the difference. They have no move.
         */
        private void blind() {
            // Each operation on entities of its own: a memtable merges writes that shadow each other.
            Guest ana = guest("Ana", "Łukasiewicz");
            Guest ben = guest("Ben", "Öztürk");
            Guest chloé = guest("Chloé", "Dubois");
            Guest dan = guest("Dan", "Ngô");
            List.of(ana, ben, chloé, dan).forEach(guests::insert);
            Comment edited = comment("Très bien 👍");
            Comment kept = comment("Danke");
            Comment removed = comment("Gracias");
            Comment quiet = comment(null);
            List.of(edited, kept, removed, quiet).forEach(comments::insert);

            start();
            guests.insert(new Guest(UUID.randomUUID(), null, "Nguyễn", null, null));
            end("insert, null attributes and collections (guest, blind)", "0", Map.of());

            start();
            Set<String> more = new LinkedHashSet<>(ana.emails());
            more.add("work@example.com");
            guests.save(new Guest(ana.id(), ana.firstName(), ana.lastName(), more, ana.phoneNumbers()));
            end("save, an element added to the set (guest, blind)", "0", Map.of());

            start();
            guests.save(new Guest(ana.id(), ana.firstName(), ana.lastName(), ana.emails(), ana.phoneNumbers()));
            end("save, the element removed again (guest, blind)", "1 element", Map.of("guests CELL", 1L));

            start();
            guests.save(chloé);
            nothing("save, nothing changed (guest, blind)");

            start();
            guests.save(new Guest(ben.id(), null, ben.lastName(), ben.emails(), ben.phoneNumbers()));
            end("save, a value set to null (guest, blind)", "1 cell", Map.of("guests CELL", 1L));

            start();
            Guest absent = guest("Emil", "Ødegaard");
            assertTrue(guests.update(absent), "a blind update returns true");
            end(
                    "update of a guest never written (blind: written)",
                    mode == WriteMode.LOGGED ? "0" : "1 list (as an insert)",
                    mode == WriteMode.LOGGED ? Map.of() : Map.of("guests COLLECTION", 1L));
            assertTrue(guests.findByKey(absent.id()).isPresent(), "a blind update writes the entity");

            start();
            guests.delete(dan.id());
            end("delete (guest)", "1 row", Map.of("guests PARTITION", 1L));

            start();
            comments.save(new Comment(edited.commentId(), edited.videoId(), edited.userId(), null));
            end(
                    "save, a value set to null (comment, 2 copies, no base table)",
                    "1 cell per copy",
                    Map.of("comments_by_user CELL", 1L, "comments_by_video CELL", 1L));

            start();
            comments.save(kept);
            end("save, nothing changed, no null (comment, blind)", "0: written whole", Map.of());

            start();
            comments.save(quiet);
            nothing("save, nothing changed, a null text (comment, blind)");

            start();
            comments.delete(removed);
            end(
                    "delete by entity (comment, 2 copies)",
                    "1 row per copy",
                    Map.of("comments_by_user ROW", 1L, "comments_by_video ROW", 1L));
        }

        private static Guest guest(String firstName, String lastName) {
            return new Guest(
                    UUID.randomUUID(),
                    firstName,
                    lastName,
                    Set.of(firstName.toLowerCase(Locale.ROOT) + "@example.com"),
                    List.of("+49 221 " + lastName.length()));
        }

        private static Comment comment(String text) {
            return new Comment(Uuids.timeBased(), UUID.randomUUID(), UUID.randomUUID(), text);
        }

        /**
         * A changed list in PARALLEL mode: rewritten whole in each copy (one collection tombstone),
         * because an append is not idempotent and a retry of the same call must converge; LOGGED
         * mode appends.
         */
        private static Map<String, Long> listRewritten() {
            return Map.of(
                    "orders_by_customer COLLECTION", 1L,
                    "orders_by_id COLLECTION", 1L,
                    "orders_by_status COLLECTION", 1L);
        }

        private void start() {
            from = WriteTimes.next(session);
        }

        private void end(String name, String minimum, Map<String, Long> expected) {
            operations.add(new Operation(name, minimum, expected, false, from, WriteTimes.next(session)));
        }

        /** An operation that must write nothing: no tombstone, and no value either. */
        private void nothing(String name) {
            operations.add(new Operation(name, "nothing", Map.of(), true, from, WriteTimes.next(session)));
        }

        private Order order(Customer customer, Set<String> tags) {
            return new Order(
                    UUID.randomUUID(),
                    customer,
                    now,
                    LocalDate.ofInstant(now, ZoneOffset.UTC),
                    OrderStatus.PLACED,
                    new BigDecimal("19.90"),
                    new Address("Hauptstraße 5", "Köln", "50667"),
                    new LinkedHashSet<>(tags),
                    List.of(item("Heft", 2)));
        }

        private static Order with(Order order, Set<String> tags, List<OrderItem> items) {
            return new Order(
                    order.orderId(),
                    order.customer(),
                    order.orderDate(),
                    order.orderDay(),
                    order.status(),
                    order.total(),
                    order.shipping(),
                    tags,
                    items);
        }

        private static OrderItem item(String name, int quantity) {
            return new OrderItem(
                    UUID.nameUUIDFromBytes(name.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                    name,
                    quantity,
                    new BigDecimal("2.50"));
        }

        private Ticket ticket(String title, String assignee) {
            return new Ticket(UUID.randomUUID(), title, "Støtte", assignee, now, now.plus(Duration.ofDays(1)));
        }
    }
}
