package dev.queryfirst.reliability.names;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.queryfirst.reliability.support.SentStatements;
import dev.queryfirst.reliability.support.StatementLog;
import dev.queryfirst.reliability.support.TestSessions;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Reserved words, mixed case and non-ASCII names ({@link Order}, {@link Straße}) are valid quoted
 * identifiers everywhere: Cassandra creates the generated DDL with every name exactly as derived,
 * the live schema verifies clean, and every DAO method — writes in both modes, every read form,
 * moving updates, deletes, the audit — works through statements that bind every value.
 */
@CassandraTest
class NamesRoundTripTest {

    private static final Instant FROM = Instant.parse("2024-06-17T10:15:30.123Z");

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        NamesSchema.create(session, keyspace.name(), Replication.simple(1));
    }

    @Test
    void theLiveSchemaHasEveryNameExactlyAsDerived(CqlSession session, TestKeyspace keyspace) {
        assertEquals(List.of(), NamesSchema.verify(session, keyspace.name()));
        KeyspaceMetadata live =
                session.refreshSchema().getKeyspace(keyspace.name()).orElseThrow();
        assertEquals(
                new TreeSet<>(List.of(
                        "key",
                        "select",
                        "from",
                        "user",
                        "token",
                        "größe",
                        "名前",
                        "MixedCase",
                        "user_id",
                        "limit",
                        "where",
                        "values",
                        "table")),
                columns(live, "orders"));
        assertEquals(columns(live, "orders"), columns(live, "orders_by_groesse"));
        assertTrue(
                columns(live, "strassen").containsAll(List.of("名前", "order_key", "order_select", "order_größe", "ort")),
                columns(live, "strassen").toString());
    }

    private static Set<String> columns(KeyspaceMetadata keyspace, String table) {
        return keyspace.getTable(table).orElseThrow().getColumns().keySet().stream()
                .map(CqlIdentifier::asInternal)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void everyDaoMethodRoundTripsAnOrder(WriteMode mode, TestKeyspace keyspace) {
        StatementLog log = new StatementLog();
        try (CqlSession session = TestSessions.open(keyspace, log)) {
            OrderDao dao = OrderDao.create(
                    session, DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode));
            Order order = order(mode + "-1", "select", "user", "größe");
            dao.insert(order);
            assertFoundEverywhere(dao, order);

            Order moved = order(mode + "-1", "selected", "used", "größer");
            moved = new Order(
                    order.key(),
                    moved.select(),
                    moved.from(),
                    moved.user(),
                    moved.token(),
                    moved.größe(),
                    moved.名前(),
                    moved.mixed(),
                    moved.userID(),
                    moved.limit(),
                    moved.where(),
                    moved.values(),
                    moved.table());
            assertTrue(dao.update(moved));
            assertEquals(List.of(), dao.bySelect(order.select()));
            assertEquals(List.of(), dao.byUser(order.user(), Long.MIN_VALUE, Long.MAX_VALUE));
            assertEquals(List.of(), dao.byGröße(order.größe()));
            assertFoundEverywhere(dao, moved);

            Order saved = order(mode + "-2", "select", "user", "größe");
            dao.saveAsync(saved).toCompletableFuture().join();
            assertFoundEverywhere(dao, saved);
            assertTrue(dao.deleteAsync(saved.key()).toCompletableFuture().join());
            assertTrue(dao.delete(moved.key()));
            assertEquals(Optional.empty(), dao.findByKey(moved.key()));
            assertEquals(List.of(), dao.bySelect(moved.select()));

            AuditReport audit = dao.audit();
            assertTrue(audit.isClean(), audit.toString());
            SentStatements.assertAllBound(log, List.of(order.select(), order.größe(), order.user()));
        }
    }

    @Test
    void aNonAsciiEntityReferencingTheReservedOneRoundTrips(TestKeyspace keyspace) {
        StatementLog log = new StatementLog();
        try (CqlSession session = TestSessions.open(keyspace, log)) {
            DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
            Order order = order("ref", "select", "user", "größe");
            // The order exists: a live reference to a missing one is reported by the audit (dangling).
            OrderDao.create(session, options).insert(order);
            StraßeDao dao = StraßeDao.create(session, options);
            Straße street = new Straße("Königsallee", order, "Düsseldorf");
            dao.insert(street);
            assertEquals(Optional.of(street), dao.findByKey("Königsallee"));
            assertEquals(List.of(street), dao.byOrt("Düsseldorf"));
            assertEquals(List.of(street), dao.byOrder(order.key()));
            Straße moved = new Straße("Königsallee", order, "Köln");
            assertTrue(dao.update(moved));
            assertEquals(List.of(), dao.byOrt("Düsseldorf"));
            assertEquals(List.of(moved), dao.byOrtPage("Köln", 10, null).items());
            AuditReport audit = dao.audit();
            assertTrue(audit.isClean(), audit.toString());
            SentStatements.assertAllBound(log, List.of("Königsallee", "Düsseldorf", "Köln"));
        }
    }

    private static void assertFoundEverywhere(OrderDao dao, Order order) {
        assertEquals(Optional.of(order), dao.findByKey(order.key()));
        assertEquals(
                Optional.of(order),
                dao.findByKeyAsync(order.key()).toCompletableFuture().join());
        assertEquals(List.of(order), dao.bySelect(order.select()));
        assertEquals(
                List.of(order),
                dao.bySelectAsync(order.select()).toCompletableFuture().join());
        assertEquals(List.of(order), dao.bySelectPage(order.select(), 10, null).items());
        assertEquals(List.of(order), dao.byUser(order.user(), order.token(), order.token() + 1));
        assertEquals(
                List.of(order),
                dao.byUserPageAsync(order.user(), order.token(), order.token() + 1, 10, null)
                        .toCompletableFuture()
                        .join()
                        .items());
        assertEquals(List.of(order), dao.byGröße(order.größe()));
        assertEquals(List.of(order), dao.byGrößePage(order.größe(), 10, null).items());
    }

    /** An order whose moving attributes end in {@code suffix}, so each test has its own partitions. */
    private static Order order(String suffix, String select, String user, String größe) {
        return new Order(
                UUID.nameUUIDFromBytes(suffix.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                select + "-" + suffix,
                FROM,
                user + "-" + suffix,
                42L,
                größe + "-" + suffix,
                "名前の値",
                "Mixed",
                "uid-" + suffix,
                7,
                "where",
                Set.of("a", "b"),
                Map.of("key", "value"));
    }
}
