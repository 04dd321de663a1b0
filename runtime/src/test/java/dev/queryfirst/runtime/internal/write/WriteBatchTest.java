package dev.queryfirst.runtime.internal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.MovableTable;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The idempotence flag of what a {@link WriteBatch} sends, on a session that records each
 * statement instead of executing it: every statement carries the flag, and one that carries it
 * already goes out as it is (a driver statement is immutable: setting the flag copies it). A row's
 * insert is rebuilt from the table's whole-row insert ({@link RowWrites}), prepared on the node,
 * and marked idempotent.
 */
@CassandraTest
class WriteBatchTest {

    private static PreparedStatement thingsInsert;

    @BeforeAll
    static void table(CqlSession node, TestKeyspace keyspace) {
        node.execute("CREATE TABLE " + keyspace.name() + ".things (name text PRIMARY KEY, owner text)");
        thingsInsert = node.prepare("INSERT INTO " + keyspace.name() + ".things (name, owner) VALUES (?, ?)");
    }

    private final List<Statement<?>> sent = new ArrayList<>();
    private final CqlSession session = proxy(CqlSession.class, (method, args) -> {
        if (method.equals("getContext")) {
            return null; // a moving batch's write time then comes from this machine's clock
        }
        if (!method.equals("executeAsync")) {
            throw new UnsupportedOperationException(method);
        }
        sent.add((Statement<?>) args[0]);
        return CompletableFuture.completedFuture(null);
    });

    @Test
    void statementsMarkedIdempotentAlreadyAreSentAsTheyAre() {
        BoundStatement insert = insert("thing", "ann");
        BoundStatement delete = statement(true);
        new Writer(session, DaoOptions.defaults())
                .batch()
                .delete(table(insert, delete), "previous")
                .insert(table(insert, delete), "current")
                .execute();
        BatchStatement batch = (BatchStatement) sent.get(0);
        List<Statement<?>> inBatch = new ArrayList<>();
        batch.forEach(inBatch::add);
        assertSame(delete, inBatch.get(0));
        BoundStatement row = (BoundStatement) inBatch.get(1);
        assertSame(thingsInsert, row.getPreparedStatement());
        assertEquals("ann", row.getString(1));
        assertEquals(Boolean.TRUE, row.isIdempotent());
        assertEquals(Boolean.TRUE, batch.isIdempotent());
    }

    @Test
    void unmarkedStatementsAreMarkedAndAddedOnesTakeTheirGivenFlag() {
        new Writer(session, DaoOptions.defaults().withWriteMode(WriteMode.PARALLEL))
                .batch()
                .delete(table(statement(null), statement(null)), "previous")
                .insert(table(insert("thing", null), statement(null)), "current")
                .add("counters", statement(true), false)
                .execute();
        assertEquals(
                List.of(true, true, false),
                sent.stream().map(Statement::isIdempotent).toList());
    }

    /** The whole-row insert of a thing, unmarked, as a generated table binds it. */
    private static BoundStatement insert(String name, String owner) {
        return thingsInsert.bind(name, owner);
    }

    /** A derived table whose inserts and deletes bind {@code insert} and {@code delete}. */
    @SuppressWarnings("unchecked")
    private static EntityTable<String> table(BoundStatement insert, BoundStatement delete) {
        return proxy(EntityTable.class, (method, args) -> switch (method) {
            case "name" -> "things_by_name";
            case "isBase" -> false;
            case "holds" -> true;
            case "bindInsert" -> insert;
            case "bindDelete" -> delete;
            case "updateElements" -> null;
            default -> throw new UnsupportedOperationException(method);
        });
    }

    @Test
    void aSparseTableGetsNoRowForAnEntityItDoesNotHoldAndTheRowMovesOutWhenItStopsHoldingIt() {
        BoundStatement insert = insert("ticket", "ann");
        BoundStatement deleteAt = statement(true);
        // Holds "ann" and "bob"; "-" stands for an entity whose optional key attribute is null.
        MovableTable<String> byAssignee = proxy(MovableTable.class, (method, args) -> switch (method) {
            case "name" -> "tickets_by_assignee";
            case "isBase" -> false;
            case "holds" -> !args[0].equals("-");
            case "primaryKey" -> List.of(args[0]);
            case "sameRow" -> args[0].equals(args[1]);
            case "bindInsert" -> insert;
            case "bindDeleteAt" -> deleteAt;
            case "updateElements" -> null;
            default -> throw new UnsupportedOperationException(method);
        });
        Writer writer = new Writer(session, DaoOptions.defaults().withWriteMode(WriteMode.PARALLEL));
        assertTrue(writer.batch().insert(byAssignee, "-").isEmpty(), "no row to insert");
        assertTrue(writer.batch().delete(byAssignee, "-").isEmpty(), "no row to delete");
        assertTrue(writer.batch().move(byAssignee, "-", "-").isEmpty(), "out before and after");
        assertTrue(writer.batch().move(byAssignee, null, "-").isEmpty(), "a new entity out of the table");

        writer.batch().move(byAssignee, "-", "ann").execute();
        assertSent("moves in: an insert, nothing to delete", thingsInsert);
        writer.batch().move(byAssignee, "ann", "-").execute();
        assertSent("moves out: the old row deleted, nothing inserted", deleteAt);
        writer.batch().move(byAssignee, "ann", "bob").execute();
        assertSent("moves within the table", deleteAt, thingsInsert);
    }

    /** A bound statement with flag {@code idempotent}; setting the flag returns a copy. */
    private static BoundStatement statement(Boolean idempotent) {
        BoundStatement[] self = new BoundStatement[1];
        self[0] = proxy(BoundStatement.class, (method, args) -> switch (method) {
            case "isIdempotent" -> idempotent;
            case "setIdempotent" -> statement((Boolean) args[0]);
            case "setQueryTimestamp" -> self[0]; // the write time of a moving batch: recorded as is
            case "toString" -> "statement(idempotent = " + idempotent + ")";
            default -> throw new UnsupportedOperationException(method);
        });
        return self[0];
    }

    /**
     * The statements sent since the last call, in order: each the expected one by identity, or a
     * row's insert rebuilt from {@code thingsInsert}.
     */
    private void assertSent(String what, Object... expected) {
        assertEquals(expected.length, sent.size(), what);
        for (int i = 0; i < expected.length; i++) {
            Object actual = sent.get(i) instanceof BoundStatement bound && expected[i] instanceof PreparedStatement
                    ? bound.getPreparedStatement()
                    : sent.get(i);
            assertSame(expected[i], actual, what);
        }
        sent.clear();
    }

    private interface Handler {
        Object invoke(String method, Object[] args);
    }

    private static <T> T proxy(Class<T> type, Handler handler) {
        return type.cast(Proxy.newProxyInstance(
                type.getClassLoader(),
                new Class<?>[] {type},
                (proxy, method, args) -> handler.invoke(method.getName(), args)));
    }
}
