package dev.queryfirst.samples.crm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Masked columns on a real node (docs/mapping-rules.md, "Masked columns"): the generated schema
 * class creates both tables with their masks, as {@code system_schema.column_masks} records them,
 * and what the testkit's node (no authentication: every request is the anonymous user, who holds
 * every permission under {@code AllowAllAuthorizer}, UNMASK included) reads back.
 */
@CassandraTest
class MaskedCustomerTest {

    private static CustomerDao customers;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace test) {
        keyspace = test.name();
        CrmSchema.create(session, keyspace, Replication.simple(1));
        customers = CustomerDao.create(session, DaoOptions.defaults().withKeyspace(keyspace));
    }

    @Test
    void bothTablesRecordTheirMasks(CqlSession session) {
        for (String table : List.of("customers", "customers_by_region")) {
            assertEquals(
                    Map.of(
                            "credit_limit", "mask_null[]",
                            "email", "mask_default[]",
                            "phone", "mask_inner[2, 1, #]"),
                    masks(session, table),
                    table);
        }
    }

    /** The table's masks as the node records them: column -> function[arguments]. */
    private static Map<String, String> masks(CqlSession session, String table) {
        Map<String, String> masks = new TreeMap<>();
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT column_name, function_name, function_argument_values FROM system_schema.column_masks"
                        + " WHERE keyspace_name = ? AND table_name = ?",
                keyspace,
                table))) {
            masks.put(
                    row.getString("column_name"),
                    row.getString("function_name") + row.getList("function_argument_values", String.class));
        }
        return masks;
    }

    /**
     * The statements a schema version's migration runs when a mask changes (as MigrationCql writes
     * them) are taken by the node; the table is put back as CrmSchema created it.
     */
    @Test
    void migrationStatementsAlterAndDropAMask(CqlSession session) {
        String table = keyspace + ".customers_by_region";
        try {
            session.execute("ALTER TABLE " + table + " ALTER phone DROP MASKED");
            session.execute("ALTER TABLE " + table + " ALTER email MASKED WITH mask_replace('hidden')");
            assertEquals(
                    Map.of("credit_limit", "mask_null[]", "email", "mask_replace[hidden]"),
                    masks(session, "customers_by_region"));
        } finally {
            session.execute("ALTER TABLE " + table + " ALTER phone MASKED WITH mask_inner(2, 1, '#')");
            session.execute("ALTER TABLE " + table + " ALTER email MASKED WITH mask_default()");
        }
    }

    @Test
    void theNodesAnonymousUserReadsInClear(CqlSession session) {
        Instant since = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        Customer ada = new Customer(
                UUID.randomUUID(),
                "emea",
                "Ada",
                "ada@example.com",
                "+44 20 7946 0958",
                new BigDecimal("1500.50"),
                since);
        Customer bob = new Customer(UUID.randomUUID(), "emea", "Bob", null, "0612345678", null, since);
        customers.insert(ada);
        customers.insert(bob);

        assertEquals(ada, customers.findByKey(ada.id()).orElseThrow());
        assertEquals(bob, customers.findByKey(bob.id()).orElseThrow());
        assertEquals(2, customers.byRegion("emea").size());

        // What a role without UNMASK reads instead: the same functions, called on the stored values.
        Row masked = session.execute(SimpleStatement.newInstance(
                        "SELECT mask_default(email) AS email, mask_inner(phone, 2, 1, '#') AS phone,"
                                + " mask_null(credit_limit) AS credit_limit FROM " + keyspace
                                + ".customers WHERE id = ?",
                        ada.id()))
                .one();
        assertEquals("****", masked.getString("email"));
        assertEquals("+4#############8", masked.getString("phone"));
        assertNull(masked.getBigDecimal("credit_limit"));
    }
}
