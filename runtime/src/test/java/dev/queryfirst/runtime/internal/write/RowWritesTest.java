package dev.queryfirst.runtime.internal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What {@link RowWrites} sends for one row, and what the row then holds on the node: nulls unset
 * unless a stored value must go, sets and maps written element by element, a list appended to when
 * it only grew and rewritten otherwise, a static collection written whole, and "the same row"
 * decided as Cassandra stores it (a set in any order, an empty collection as none).
 */
@CassandraTest
class RowWritesTest {

    private static CqlSession session;
    private static PreparedStatement insert;
    private static PreparedStatement elements;
    private static PreparedStatement select;

    @BeforeAll
    static void table(CqlSession cql, TestKeyspace keyspace) {
        session = cql;
        String table = keyspace.name() + ".things";
        session.execute("CREATE TABLE " + table + " (k int, c int, s set<text>, l list<text>, m map<text, int>,"
                + " f frozen<set<int>>, x text, st list<text> STATIC, PRIMARY KEY (k, c))");
        insert = session.prepare("INSERT INTO " + table + " (k, c, s, l, m, f, x, st) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        elements = session.prepare("UPDATE " + table + " SET s = s + ?, s = s - ?, l = l + ?, m = m + ?, m = m - ?"
                + " WHERE k = ? AND c = ?");
        select = session.prepare("SELECT s, l, m, f, x, st FROM " + table + " WHERE k = ? AND c = ?");
    }

    /** The row's whole-row insert, every column bound (a null as null), as a generated table binds it. */
    private static BoundStatement row(
            int k, Set<String> s, List<String> l, Map<String, Integer> m, Set<Integer> f, String x, List<String> st) {
        return insert.bind(k, 1, s, l, m, f, x, st);
    }

    @Test
    void aNewRowLeavesItsNullsUnsetAndAddsItsElements() {
        BoundStatement current = row(1, Set.of("a", "b"), List.of("x", "x"), Map.of("n", 1), null, null, null);
        List<BoundStatement> statements = RowWrites.of(current, null, elements, true, false);

        assertEquals(2, statements.size());
        BoundStatement row = statements.get(0);
        for (int i = 2; i < 8; i++) {
            assertFalse(row.isSet(i), "column " + i + " of a new row: unset");
        }
        assertEquals(Boolean.FALSE, statements.get(1).isIdempotent(), "a list append");
        assertEquals(
                List.of(Set.of("a", "b"), List.of("x", "x"), Map.of("n", 1), Set.of(), "null", List.of()),
                written(1, statements));
    }

    @Test
    void aRowThatStaysDeletesOnlyWhatWentAway() {
        BoundStatement before = row(2, set("a", "b"), List.of("x"), map("n", 1, "j", 2), Set.of(7), "v", List.of("s"));
        written(2, RowWrites.of(before, null, elements, true, false));
        BoundStatement after = row(2, set("b", "c"), List.of("x", "y"), map("n", 5), Set.of(7, 8), null, List.of("s"));

        List<BoundStatement> statements = RowWrites.of(after, before, elements, true, false);

        BoundStatement row = statements.get(0);
        assertTrue(row.isSet(6) && row.isNull(6), "x held a value: a tombstone");
        assertEquals(Set.of(7, 8), row.getSet(5, Integer.class), "a frozen set is one value, written whole");
        assertFalse(row.isSet(7), "an unchanged static list: unset");
        BoundStatement update = statements.get(1);
        assertEquals(Set.of("c"), update.getSet(0, String.class), "added");
        assertEquals(Set.of("a"), update.getSet(1, String.class), "removed");
        assertEquals(List.of("y"), update.getList(2, String.class), "appended");
        assertEquals(Map.of("n", 5), update.getMap(3, String.class, Integer.class), "changed entries");
        assertEquals(Set.of("j"), update.getSet(4, String.class), "removed keys");
        assertEquals(
                List.of(Set.of("b", "c"), List.of("x", "y"), Map.of("n", 5), Set.of(7, 8), "null", List.of("s")),
                written(2, statements));
    }

    @Test
    void aListThatChangedOtherwiseIsRewrittenAndParallelRewritesEveryChange() {
        BoundStatement before = row(3, null, List.of("x", "y"), null, null, null, null);
        written(3, RowWrites.of(before, null, elements, false, false));

        List<BoundStatement> removed =
                RowWrites.of(row(3, null, List.of("y"), null, null, null, null), before, elements, true, false);
        assertEquals(List.of("y"), removed.get(0).getList(3, String.class), "rewritten whole");
        assertEquals(1, removed.size(), "no element changes besides");

        List<BoundStatement> parallel = RowWrites.of(
                row(3, null, List.of("x", "y", "z"), null, null, null, null), before, elements, false, false);
        assertEquals(
                List.of("x", "y", "z"), parallel.get(0).getList(3, String.class), "no append where retries converge");
        assertEquals(
                List.of(Set.of(), List.of("x", "y", "z"), Map.of(), Set.of(), "null", List.of()), written(3, parallel));
    }

    @Test
    void theSameRowIsTheSameAsCassandraStoresIt() {
        assertTrue(RowWrites.same(
                row(4, set("a", "b"), List.of(), map("n", 1, "j", 2), Set.of(1, 2), "v", null),
                row(4, set("b", "a"), null, map("j", 2, "n", 1), set(2, 1), "v", List.of())));
        assertFalse(RowWrites.same(
                row(4, set("a"), null, null, null, "v", null), row(4, set("a"), null, null, null, "w", null)));
        // Unchanged, a frozen set needs no write either: the row keeps it.
        BoundStatement frozen = row(4, null, null, null, Set.of(1), null, null);
        assertFalse(RowWrites.of(frozen, frozen, elements, true, false).get(0).isSet(5));
        assertFalse(RowWrites.same(
                row(4, null, List.of("x", "y"), null, null, null, null),
                row(4, null, List.of("y", "x"), null, null, null, null)));
    }

    @Test
    void anUpdateMayLeaveUnsetOnlyANullOrACollectionItBinds() {
        // A copy's update, as a propagation binds it: only its set markers count, whatever their order.
        PreparedStatement update = session.prepare(
                "UPDATE " + insert.getQuery().split(" ")[2] + " SET x = ?, f = ?, s = ? WHERE k = ? AND c = ?");
        assertFalse(RowWrites.bindsNullOrCollection(
                update.bind("v", null, null, 6, 1).unset(1).unset(2)));
        assertTrue(RowWrites.bindsNullOrCollection(
                update.bind(null, null, null, 6, 1).unset(1).unset(2)));
        assertTrue(RowWrites.bindsNullOrCollection(
                update.bind("v", Set.of(1), null, 6, 1).unset(2)));
        assertTrue(RowWrites.bindsNullOrCollection(
                update.bind("v", null, Set.of(), 6, 1).unset(1)));
        // Asked again of the same statement: its kept shape answers alike.
        assertFalse(RowWrites.bindsNullOrCollection(
                update.bind("w", null, null, 7, 1).unset(1).unset(2)));
    }

    @Test
    void aNewRowWithNothingToLeaveOutIsSentAsBound() {
        BoundStatement whole = insert.bind(5, 1, null, null, null, Set.of(1), "v", null)
                .unset(2)
                .unset(3)
                .unset(4)
                .unset(7)
                .setIdempotent(true);
        assertSame(whole, RowWrites.of(whole, null, elements, true, false).get(0), "nothing to unset: not bound again");
        BoundStatement withNull = row(5, null, null, null, null, "v", null);
        assertNotSame(
                withNull, RowWrites.of(withNull, null, elements, true, false).get(0), "its nulls unset");
    }

    /**
     * An oracle: one row goes through random states (elements added and removed, values set and
     * cleared, collections emptied), each written over the last by {@link RowWrites}, in both list
     * modes; after every write the node holds exactly the state written, as Cassandra stores it.
     */
    @Test
    void everySequenceOfStatesEndsAsTheLastWritten() {
        Random random = new Random(20261126L);
        for (boolean appendLists : new boolean[] {true, false}) {
            int k = appendLists ? 6 : 7;
            BoundStatement previous = null;
            for (int step = 0; step < 60; step++) {
                Set<String> s = random.nextInt(4) == 0 ? null : new LinkedHashSet<>(some(random, "s"));
                List<String> l = random.nextInt(4) == 0 ? null : some(random, "l");
                Map<String, Integer> m = new LinkedHashMap<>();
                some(random, "m").forEach(key -> m.put(key, random.nextInt(3)));
                Set<Integer> f = random.nextBoolean() ? null : Set.of(random.nextInt(3));
                String x = random.nextBoolean() ? null : "x" + random.nextInt(3);
                List<String> st = random.nextInt(3) == 0 ? null : some(random, "st");
                BoundStatement current = row(k, s, l, random.nextInt(4) == 0 ? null : m, f, x, st);

                List<Object> read = written(k, RowWrites.of(current, previous, elements, appendLists, false));

                assertEquals(
                        Arrays.asList(
                                s == null ? Set.of() : s,
                                l == null ? List.of() : l,
                                current.isNull(4) ? Map.of() : m,
                                f == null ? Set.of() : f,
                                String.valueOf(x),
                                st == null ? List.of() : st),
                        read,
                        "step " + step + ", appendLists " + appendLists);
                previous = current;
            }
        }
    }

    /** Up to three of four distinct elements named from {@code prefix}, in random order. */
    private static List<String> some(Random random, String prefix) {
        List<String> elements = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            if (random.nextInt(3) == 0) {
                elements.add(prefix + i);
            }
        }
        Collections.shuffle(elements, random);
        return elements;
    }

    /** Runs {@code statements}, then the row's collections and values as read back. */
    private static List<Object> written(int k, List<BoundStatement> statements) {
        statements.forEach(session::execute);
        Row row = session.execute(select.bind(k, 1)).one();
        return Arrays.asList(
                row.getSet(0, String.class),
                row.getList(1, String.class),
                row.getMap(2, String.class, Integer.class),
                row.getSet(3, Integer.class),
                String.valueOf(row.getString(4)),
                row.getList(5, String.class));
    }

    @SafeVarargs
    private static <T> Set<T> set(T... elements) {
        return new LinkedHashSet<>(List.of(elements));
    }

    private static Map<String, Integer> map(Object... keysAndValues) {
        Map<String, Integer> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], (Integer) keysAndValues[i + 1]);
        }
        return map;
    }
}
