package dev.queryfirst.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.internal.copy.ModelDescription;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.spark.store.StoreSchema;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A job refuses before it writes anything: a description of another QueryFirst version (both
 * versions named), a live table unlike the description (the table and column named), a keyspace
 * holding none of the description's tables, a keyspace that does not exist.
 */
@CassandraTest
class BadInputTest {

    private static Store store;
    private static QueryFirstSpark spark;

    @BeforeAll
    static void fill(CqlSession session, TestKeyspace keyspace) {
        StoreSchema.create(session, keyspace.name(), Replication.simple(1));
        store = new Store(session, keyspace);
        store.fill(5, 200, 0, 3);
        store.truncate("orders_by_placed_at_day");
        spark = QueryFirstSpark.local("local[2]", keyspace.contactPoint(), keyspace.localDatacenter());
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    @Test
    void aDescriptionOfAnotherQueryFirstVersionIsRefusedNamingBoth() {
        ModelDescription model = Store.model().description();
        Model older = new Model(new ModelDescription(
                model.format(), "0.0.9", model.keyspace(), model.schemaVersion(), model.entities(), model.source()));

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> backfill(older));

        assertTrue(refused.getMessage().contains("QueryFirst 0.0.9"), refused.getMessage());
        assertTrue(refused.getMessage().contains("QueryFirst " + ModelCheck.jobVersion()), refused.getMessage());
        assertNothingWritten();
    }

    @Test
    void aLiveTableUnlikeTheDescriptionIsRefusedNamingTableAndColumn() {
        store.session.execute("ALTER TABLE " + store.keyspace + ".orders_by_placed_at_day DROP note");
        try {
            IllegalArgumentException refused =
                    assertThrows(IllegalArgumentException.class, () -> backfill(Store.model()));

            assertTrue(
                    refused.getMessage().contains("table orders_by_placed_at_day, column note: MISSING_COLUMN"),
                    refused.getMessage());
            assertNothingWritten();
        } finally {
            store.session.execute("ALTER TABLE " + store.keyspace + ".orders_by_placed_at_day ADD note text");
        }
    }

    @Test
    void aKeyspaceHoldingNoneOfTheTablesIsRefused() {
        store.session.execute("CREATE KEYSPACE IF NOT EXISTS bad_input_empty WITH replication ="
                + " {'class': 'SimpleStrategy', 'replication_factor': 1}");

        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class,
                () -> spark.backfill(
                        Store.model(),
                        JobOptions.defaults().withKeyspace("bad_input_empty").withAllTables()));

        assertTrue(refused.getMessage().contains("keyspace bad_input_empty holds none of the"), refused.getMessage());
        assertTrue(refused.getMessage().contains("wrong keyspace"), refused.getMessage());
        assertEquals(
                0,
                store.session
                        .execute("SELECT table_name FROM system_schema.tables WHERE keyspace_name = 'bad_input_empty'")
                        .all()
                        .size(),
                "not even a bookkeeping table was created");
        IllegalArgumentException missing = assertThrows(
                IllegalArgumentException.class,
                () -> spark.audit(Store.model(), JobOptions.defaults().withKeyspace("no_such_keyspace")));
        assertTrue(missing.getMessage().contains("keyspace no_such_keyspace does not exist"), missing.getMessage());
    }

    private static void backfill(Model model) {
        spark.backfill(model, JobOptions.defaults().withKeyspace(store.keyspace).withTables("orders_by_placed_at_day"));
    }

    private static void assertNothingWritten() {
        assertEquals(0, store.snapshot("orders_by_placed_at_day", false).size());
    }
}
