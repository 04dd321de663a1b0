package dev.queryfirst.runtime.internal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
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
 * {@link RowWrites} over the row a DAO read rather than over the previous state bound again: the
 * stored bytes compared column by column, by name, in another table's column order (as a derived
 * table's insert is compared with the base table's row), and "unchanged" decided as Cassandra
 * stores the values (an {@code Instant} with microseconds over the stored milliseconds).
 */
@CassandraTest
class RowWritesOverStoredRowTest {

    private static CqlSession session;
    private static PreparedStatement insert;
    private static PreparedStatement elements;
    /** The columns in another order than the insert's, and without the clustering key: a base row's shape. */
    private static PreparedStatement select;

    @BeforeAll
    static void table(CqlSession cql, TestKeyspace keyspace) {
        session = cql;
        String table = keyspace.name() + ".stored_things";
        session.execute("CREATE TABLE " + table + " (k int, c int, s set<text>, l list<text>, m map<text, int>,"
                + " f frozen<set<int>>, x text, t timestamp, PRIMARY KEY (k, c))");
        insert = session.prepare("INSERT INTO " + table + " (k, c, s, l, m, f, x, t) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        elements = session.prepare("UPDATE " + table + " SET s = s + ?, s = s - ?, l = l + ?, m = m + ?, m = m - ?"
                + " WHERE k = ? AND c = ?");
        select = session.prepare("SELECT t, x, f, m, l, s, k FROM " + table + " WHERE k = ? AND c = 1");
    }

    /**
     * An oracle: one row goes through random states, each written over the row read back from the
     * node; after every write the node holds exactly the state written, and the row read is
     * {@linkplain RowWrites#same(Row, BoundStatement) the same} as the state written, not as the
     * state before it (unless they are equal as stored).
     */
    @Test
    void everySequenceOfStatesWrittenOverTheRowReadEndsAsTheLastWritten() {
        Random random = new Random(20261129L);
        for (boolean appendLists : new boolean[] {true, false}) {
            int k = appendLists ? 1 : 2;
            BoundStatement previous = null;
            for (int step = 0; step < 60; step++) {
                Row stored = read(k);
                Set<String> s = random.nextInt(4) == 0 ? null : new LinkedHashSet<>(some(random, "s"));
                List<String> l = random.nextInt(4) == 0 ? null : some(random, "l");
                Map<String, Integer> m = new LinkedHashMap<>();
                some(random, "m").forEach(key -> m.put(key, random.nextInt(3)));
                Set<Integer> f = random.nextBoolean() ? null : Set.of(random.nextInt(3));
                String x = random.nextBoolean() ? null : "x" + random.nextInt(3);
                Instant t =
                        random.nextBoolean() ? null : Instant.ofEpochSecond(1_700_000_000L, random.nextInt(3) * 1000);
                BoundStatement current = insert.bind(k, 1, s, l, random.nextInt(4) == 0 ? null : m, f, x, t);
                boolean unchanged = previous != null && RowWrites.same(previous, current);
                assertEquals(unchanged, stored != null && RowWrites.same(stored, current), "step " + step);

                RowWrites.ofStored(current, stored, elements, appendLists, false)
                        .forEach(session::execute);

                Row row = read(k);
                assertTrue(RowWrites.same(row, current), "step " + step + ": the row read is the state written");
                assertEquals(
                        Arrays.asList(
                                s == null ? Set.of() : s,
                                l == null ? List.of() : l,
                                current.isNull(4) ? Map.of() : m,
                                f == null ? Set.of() : f,
                                String.valueOf(x),
                                String.valueOf(t == null ? null : t.truncatedTo(ChronoUnit.MILLIS))),
                        Arrays.asList(
                                row.getSet("s", String.class),
                                row.getList("l", String.class),
                                row.getMap("m", String.class, Integer.class),
                                row.getSet("f", Integer.class),
                                String.valueOf(row.getString("x")),
                                String.valueOf(row.getInstant("t"))),
                        "step " + step + ", appendLists " + appendLists);
                previous = current;
            }
        }
    }

    @Test
    void nullsBecomeTombstonesOnlyOverStoredValuesAndUnchangedValuesStayUnset() {
        Instant now = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
        session.execute(insert.bind(3, 1, Set.of("a"), null, null, Set.of(1), "v", now));
        Row stored = read(3);

        // Instant.now() carries microseconds the row does not keep: stored, it is the same value.
        assertTrue(RowWrites.same(stored, insert.bind(3, 1, Set.of("a"), null, null, Set.of(1), "v", now)));
        assertFalse(RowWrites.same(stored, insert.bind(3, 1, Set.of("a"), null, null, Set.of(1), "w", now)));

        BoundStatement row = RowWrites.ofStored(
                        insert.bind(3, 1, Set.of("a"), null, null, Set.of(1), null, now), stored, elements, true, false)
                .get(0);
        assertTrue(row.isSet(6) && row.isNull(6), "x held a value: a tombstone");
        assertFalse(row.isSet(3), "l held none: its null unset");
        assertFalse(row.isSet(4), "m held none: its null unset");
        assertFalse(row.isSet(2), "an unchanged set: unset");
        assertFalse(row.isSet(5), "an unchanged frozen set: unset");
        assertTrue(row.isSet(1), "a key column the row read does not hold: written as bound");
    }

    private static Row read(int k) {
        return session.execute(select.bind(k)).one();
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
}
