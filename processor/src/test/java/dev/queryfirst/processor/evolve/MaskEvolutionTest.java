package dev.queryfirst.processor.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A column's mask through schema versions (docs/mapping-rules.md, "Masked columns"): a new table
 * and a new column are created masked, a mask added or changed is {@code ALTER ... MASKED WITH}, a
 * mask removed is {@code DROP MASKED}, and an unmasked schema's version file is written as before
 * masks were recorded (so no build sees a change that is not there).
 */
class MaskEvolutionTest {

    private final MigrationCql migrations = new MigrationCql(EvolutionTest.CQL);

    @Test
    void theFirstVersionCreatesTheTableMasked() {
        List<String> statements =
                render(migrations.statements(SchemaSnapshot.empty("crm"), customers("\"mask_inner(2, 1, '#')\"")));

        assertEquals(
                List.of("CREATE TABLE IF NOT EXISTS crm.customers (\n"
                        + "    id uuid,\n"
                        + "    phone text MASKED WITH mask_inner(2, 1, '#'),\n"
                        + "    PRIMARY KEY (id)\n"
                        + ")"),
                statements);
    }

    @Test
    void aMaskAddedOrChangedIsAltered() {
        assertEquals(
                List.of("ALTER TABLE crm.customers ALTER phone MASKED WITH mask_default()"),
                render(migrations.statements(customers(null), customers("\"mask_default()\""))));
        assertEquals(
                List.of("ALTER TABLE crm.customers ALTER phone MASKED WITH mask_null()"),
                render(migrations.statements(customers("\"mask_default()\""), customers("\"mask_null()\""))));
    }

    @Test
    void aMaskRemovedIsDropped() {
        assertEquals(
                List.of("ALTER TABLE crm.customers ALTER phone DROP MASKED"),
                render(migrations.statements(customers("\"mask_replace('hidden')\""), customers(null))));
    }

    @Test
    void anUnchangedMaskChangesNothing() {
        assertEquals(List.of(), migrations.statements(customers("\"mask_null()\""), customers("\"mask_null()\"")));
        assertEquals(List.of(), migrations.statements(customers(null), customers(null)));
    }

    @Test
    void aNewColumnIsAddedMasked() {
        SchemaSnapshot before = SnapshotJson.read("""
                {"keyspace": "crm", "types": [], "indexes": [], "tables": [{
                  "name": "customers", "entity": "com.example.crm.Customer", "source": true,
                  "columns": [{"name": "id", "type": "uuid", "kind": "partition"}],
                  "options": {}}]}
                """);
        assertEquals(
                List.of("ALTER TABLE crm.customers ADD phone text MASKED WITH mask_default()"),
                render(migrations.statements(before, customers("\"mask_default()\""))));
    }

    @Test
    void theMaskIsWrittenToTheVersionFileOnlyWhenThereIsOne() {
        SchemaSnapshot masked = customers("\"mask_inner(2, 1, '#')\"");
        assertEquals(
                masked.tables(), SnapshotJson.read(SnapshotJson.write(masked)).tables());
        assertTrue(
                SnapshotJson.write(masked).contains("\"mask\": \"mask_inner(2, 1, '#')\""), SnapshotJson.write(masked));
        assertTrue(!SnapshotJson.write(customers(null)).contains("mask"), SnapshotJson.write(customers(null)));
    }

    private static List<String> render(List<String> statements) {
        return statements.stream().map(s -> MigrationCql.render(s, "crm")).toList();
    }

    /** Keyspace crm with a customers table whose phone has this mask (a JSON string), or none. */
    private static SchemaSnapshot customers(String mask) {
        return SnapshotJson.read("""
                {"keyspace": "crm", "types": [], "indexes": [], "tables": [{
                  "name": "customers", "entity": "com.example.crm.Customer", "source": true,
                  "columns": [
                    {"name": "id", "type": "uuid", "kind": "partition"},
                    {"name": "phone", "type": "text", "kind": "regular"%s}],
                  "options": {}}]}
                """.formatted(mask == null ? "" : ", \"mask\": " + mask));
    }
}
