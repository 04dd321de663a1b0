package dev.queryfirst.runtime.internal.copy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Kind;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The copy row inserted on a real node (docs/architecture.md, "The copy row"): the processor's
 * golden store model's tables are created in the test keyspace, a source row written with CQL, read
 * back by the driver, and its copy inserted with {@link CopyInsert}.
 */
@CassandraTest
class CopyInsertTest {

    private static final Path GOLDEN = Path.of("../processor/src/test/resources/golden/store.model.json");

    private final CqlSession session;
    private final String keyspace;
    private final ModelDescription store = ModelDescription.read(GOLDEN);
    private final Entity orders = store.entityOf("orders");
    private final Entity visits = store.entityOf("visits");

    CopyInsertTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
        for (Entity entity : List.of(orders, visits)) {
            entity.tables().forEach(this::create);
        }
    }

    @Test
    void aCopyHoldsItsSourceRowsValuesAtItsWriteTime() {
        UUID order = UUID.randomUUID();
        UUID customer = UUID.randomUUID();
        Instant placedAt = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        long written = micros(Instant.now()) - 5_000_000;
        session.execute(
                "INSERT INTO " + keyspace + ".orders (order_id, customer_id, customer_name, customer_email, placed_at,"
                        + " status, total) VALUES (?, ?, ?, ?, ?, ?, ?) USING TIMESTAMP ?",
                order,
                customer,
                "Zoë Ångström",
                null,
                placedAt,
                "PAID",
                new BigDecimal("12.50"),
                written);

        copyOrder(orders, "orders_by_status", order);
        copyOrder(orders, "orders_by_placed_at_day", order);

        Row copy = session.execute(
                        "SELECT status, placed_at_day, placed_at, order_id, customer_id, customer_name,"
                                + " customer_email, total, WRITETIME(total), TTL(total) FROM " + keyspace
                                + ".orders_by_status"
                                + " WHERE order_id = ? ALLOW FILTERING",
                        order)
                .one();
        assertNotNull(copy);
        assertEquals("PAID", copy.getString("status"));
        assertEquals(placedAt.atZone(ZoneOffset.UTC).toLocalDate(), copy.getLocalDate("placed_at_day"));
        assertEquals(placedAt, copy.getInstant("placed_at"));
        assertEquals(order, copy.getUuid("order_id"));
        assertEquals(customer, copy.getUuid("customer_id"));
        assertEquals("Zoë Ångström", copy.getString("customer_name"));
        assertNull(copy.getString("customer_email"));
        assertEquals(new BigDecimal("12.50"), copy.getBigDecimal("total"));
        assertEquals(written, copy.getLong(8), "written at the source row's write time");
        assertTrue(copy.isNull(9), "the store's orders do not expire");
        Row sharded = session.execute(
                        "SELECT shard, order_id FROM " + keyspace + ".orders_by_placed_at_day"
                                + " WHERE order_id = ? ALLOW FILTERING",
                        order)
                .one();
        assertNotNull(sharded);
        assertEquals(order, sharded.getUuid("order_id"));
        int shard = sharded.getInt("shard");
        assertTrue(shard >= 0 && shard < 4, "shard " + shard);
    }

    @Test
    void aNullClearsAnOlderCopyUnlessTheEntityIsImmutable() {
        UUID mutable = UUID.randomUUID();
        UUID writeOnce = UUID.randomUUID();
        Instant placedAt = Instant.parse("2026-11-28T23:59:59.999Z");
        long written = micros(Instant.now());
        for (UUID order : List.of(mutable, writeOnce)) {
            session.execute(
                    "INSERT INTO " + keyspace + ".orders_by_status (status, placed_at_day, placed_at, order_id,"
                            + " customer_email) VALUES ('NEW', '2026-11-28', ?, ?, 'old@example.com')"
                            + " USING TIMESTAMP ?",
                    placedAt,
                    order,
                    written - 1_000);
            session.execute(
                    "INSERT INTO " + keyspace + ".orders (order_id, placed_at, status, total) VALUES (?, ?, 'NEW',"
                            + " 0.10) USING TIMESTAMP ?",
                    order,
                    placedAt,
                    written);
        }

        copyOrder(orders, "orders_by_status", mutable);
        copyOrder(variant(orders, true, 0), "orders_by_status", writeOnce);

        assertNull(emailOf(mutable), "the copy clears what the older copy held");
        assertEquals("old@example.com", emailOf(writeOnce), "a write-once copy leaves nulls unset");
    }

    @Test
    void aRowWhoseTargetKeyWouldHoldANullHasNoInsert() {
        UUID order = UUID.randomUUID();
        session.execute(
                "INSERT INTO " + keyspace + ".orders (order_id, placed_at, total) VALUES (?, ?, 1.00)",
                order,
                Instant.now());
        CopyInsert byStatus = CopyInsert.prepare(session, keyspace, orders, "orders_by_status");

        assertNull(byStatus.bind(byStatus.sourceOf(sourceRow("orders", "order_id", order)), new CopyTime(1, 0)));
    }

    @Test
    void anExpiringRowKeepsItsRemainingTimeToLiveAndALastingOneDoesNotExpire() {
        Entity expiringOrders = variant(orders, false, 3600);
        UUID expiring = UUID.randomUUID();
        UUID lasting = UUID.randomUUID();
        session.execute(
                "INSERT INTO " + keyspace + ".orders (order_id, placed_at, status, total) VALUES (?, ?, 'TTL', 1.00)"
                        + " USING TTL 100",
                expiring,
                Instant.now());
        session.execute(
                "INSERT INTO " + keyspace + ".orders (order_id, placed_at, status, total) VALUES (?, ?, 'TTL', 2.00)",
                lasting,
                Instant.now());
        CopyInsert byStatus = CopyInsert.prepare(session, keyspace, expiringOrders, "orders_by_status");

        for (UUID order : List.of(expiring, lasting)) {
            Row row = sourceRow("orders", "order_id", order);
            CopyTime time = CopyTime.of(
                    row.getLong("wt"), row.isNull("ttl") ? null : row.getInt("ttl"), 0, expiringOrders.ttlSeconds());
            session.execute(byStatus.bind(byStatus.sourceOf(row), time));
        }

        int remaining = ttlOf(expiring);
        assertTrue(remaining > 80 && remaining <= 100, "remaining " + remaining);
        // Written before its entity had a TTL: it does not expire, nor does its copy.
        assertEquals(0, ttlOf(lasting), "a lasting row's copy has no TTL");
    }

    @Test
    void anHourBucketIsTheInstantItsHourStartsAt() {
        UUID visit = UUID.randomUUID();
        Instant at = Instant.parse("2026-11-29T05:59:59.999Z");
        session.execute("INSERT INTO " + keyspace + ".visits (visit_id, page, at) VALUES (?, '/a', ?)", visit, at);
        CopyInsert byPage = CopyInsert.prepare(session, keyspace, visits, "visits_by_page");
        Row row = sourceRow("visits", "visit_id", visit);

        session.execute(
                byPage.bind(byPage.sourceOf(row), CopyTime.of(row.getLong("wt"), null, 0, visits.ttlSeconds())));

        Row copy = session.execute(
                        "SELECT at_hour, at FROM " + keyspace + ".visits_by_page WHERE page = '/a' ALLOW FILTERING")
                .one();
        assertNotNull(copy);
        assertEquals(Instant.parse("2026-11-29T05:00:00Z"), copy.getInstant("at_hour"));
        assertEquals(at, copy.getInstant("at"));
    }

    private void copyOrder(Entity entity, String target, UUID order) {
        CopyInsert insert = CopyInsert.prepare(session, keyspace, entity, target);
        Row row = sourceRow("orders", "order_id", order);
        CopyTime time = CopyTime.of(row.getLong("wt"), null, 0, entity.ttlSeconds());
        BoundStatement statement = insert.bind(insert.sourceOf(row), time);
        assertNotNull(statement, "a copy of " + order + " in " + target);
        session.execute(statement);
    }

    /**
     * Every column of {@code table}'s row, selected in the reverse of the table's order (the copy
     * reads them by name), with the write time and TTL of its last column.
     */
    private Row sourceRow(String table, String key, UUID value) {
        Table source = store.entityOf(table).table(table);
        List<String> columns = source.names(source.columns());
        String timed = columns.get(columns.size() - 1);
        List<String> reversed = new ArrayList<>(columns);
        Collections.reverse(reversed);
        return session.execute(
                        "SELECT " + String.join(", ", reversed) + ", WRITETIME(" + timed + ") AS wt, TTL(" + timed
                                + ") AS ttl FROM " + keyspace + "." + table + " WHERE " + key + " = ?",
                        value)
                .one();
    }

    private String emailOf(UUID order) {
        return session.execute(
                        "SELECT customer_email FROM " + keyspace + ".orders_by_status WHERE status = 'NEW' AND"
                                + " placed_at_day = '2026-11-28' AND order_id = ? ALLOW FILTERING",
                        order)
                .one()
                .getString(0);
    }

    private int ttlOf(UUID order) {
        return session.execute(
                        "SELECT TTL(total) FROM " + keyspace + ".orders_by_status WHERE order_id = ? ALLOW FILTERING",
                        order)
                .one()
                .getInt(0);
    }

    private static Entity variant(Entity entity, boolean immutable, long ttlSeconds) {
        return new Entity(
                entity.name(),
                immutable,
                entity.versioned(),
                entity.counters(),
                ttlSeconds,
                entity.source(),
                entity.key(),
                entity.writeTimeColumns(),
                entity.tables(),
                entity.directories(),
                entity.references());
    }

    /** The table as the description has it: its columns' types, partition key and clustering columns. */
    private void create(Table table) {
        StringBuilder cql = new StringBuilder("CREATE TABLE IF NOT EXISTS " + keyspace + "." + table.name() + " (");
        for (Column column : table.columns()) {
            cql.append(column.name())
                    .append(' ')
                    .append(column.type())
                    .append(column.kind() == Kind.STATIC ? " STATIC" : "")
                    .append(", ");
        }
        cql.append("PRIMARY KEY ((")
                .append(String.join(", ", table.names(table.partitionKey())))
                .append(')');
        for (String clustering : table.names(table.clustering())) {
            cql.append(", ").append(clustering);
        }
        session.execute(cql.append("))").toString());
    }

    private static long micros(Instant instant) {
        return ChronoUnit.MICROS.between(Instant.EPOCH, instant);
    }
}
