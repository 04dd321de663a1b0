package dev.queryfirst.processor.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A vector index keeps its similarity function through schema versions: the migration creates it
 * with the declared one (Cassandra would compare by cosine otherwise), a changed similarity drops
 * and creates the index again (an index's options cannot be altered), and a version file written
 * before similarities were recorded changes nothing.
 */
class VectorIndexEvolutionTest {

    private static final String INDEX = "passages_by_tenant_embedding_ann_idx";

    private final MigrationCql migrations = new MigrationCql(EvolutionTest.CQL);

    @Test
    void theFirstVersionCreatesTheIndexWithItsSimilarity() {
        List<String> statements = render(migrations.statements(SchemaSnapshot.empty("kb"), passages("DOT_PRODUCT")));

        assertEquals(
                "CREATE CUSTOM INDEX IF NOT EXISTS " + INDEX + " ON kb.passages_by_tenant (embedding)"
                        + " USING 'StorageAttachedIndex' WITH OPTIONS = {'similarity_function': 'DOT_PRODUCT'}",
                statements.get(statements.size() - 1));
    }

    @Test
    void aChangedSimilarityRecreatesTheIndex() {
        List<String> statements = render(migrations.statements(passages("COSINE"), passages("EUCLIDEAN")));

        assertEquals(
                List.of(
                        "DROP INDEX IF EXISTS kb." + INDEX,
                        "CREATE CUSTOM INDEX IF NOT EXISTS " + INDEX + " ON kb.passages_by_tenant (embedding)"
                                + " USING 'StorageAttachedIndex' WITH OPTIONS = {'similarity_function': 'EUCLIDEAN'}"),
                statements);
    }

    @Test
    void anUnchangedOrUnrecordedSimilarityChangesNothing() {
        assertEquals(List.of(), migrations.statements(passages("DOT_PRODUCT"), passages("DOT_PRODUCT")));
        assertEquals(List.of(), migrations.statements(passages(null), passages("DOT_PRODUCT")));
    }

    @Test
    void theSimilarityIsWrittenToTheVersionFileAndReadBack() {
        SchemaSnapshot written = passages("DOT_PRODUCT");
        assertEquals(
                written.indexes(),
                SnapshotJson.read(SnapshotJson.write(written)).indexes());
        assertEquals(
                List.of(new SchemaSnapshot.Index(INDEX, "passages_by_tenant", "embedding", null)),
                SnapshotJson.read(SnapshotJson.write(passages(null))).indexes());
    }

    private static List<String> render(List<String> statements) {
        return statements.stream().map(s -> MigrationCql.render(s, "kb")).toList();
    }

    /** Keyspace kb with a passages table indexed by similarity; {@code null}: as an older version file. */
    private static SchemaSnapshot passages(String similarity) {
        String index = "{\"name\": \"" + INDEX + "\", \"table\": \"passages_by_tenant\", \"column\": \"embedding\""
                + (similarity == null ? "" : ", \"similarity\": \"" + similarity + "\"") + "}";
        return SnapshotJson.read("""
                {"keyspace": "kb", "types": [], "indexes": [%s], "tables": [{
                  "name": "passages_by_tenant", "entity": "com.example.kb.Passage", "source": true,
                  "columns": [
                    {"name": "tenant", "type": "text", "kind": "partition"},
                    {"name": "id", "type": "uuid", "kind": "clustering"},
                    {"name": "embedding", "type": "vector<float, 3>", "kind": "regular"}],
                  "options": {}}]}
                """.formatted(index));
    }
}
