package dev.queryfirst.runtime.internal.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code verify} compares a vector index's similarity function with the one the code declares: an
 * index created with another one (or without one, which Cassandra takes as cosine) answers
 * nearest-neighbour reads by another measure, so it is an {@code INDEX_MISMATCH}.
 */
@CassandraTest
class VectorIndexVerifyTest {

    private static final String INDEX = "passages_embedding_ann_idx";

    @Test
    void theSimilarityOfAVectorIndexIsCompared(CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name();
        session.execute("CREATE TABLE " + ks + ".passages (id uuid PRIMARY KEY, embedding vector<float, 3>)");
        session.execute("CREATE CUSTOM INDEX " + INDEX + " ON " + ks + ".passages (embedding)"
                + " USING 'StorageAttachedIndex'");
        SchemaApplier.awaitSchemaAgreement(session);

        assertEquals(List.of(), verify(session, ks, "COSINE"), "no option: Cassandra's default, cosine");
        assertEquals(
                List.of(new SchemaDifference(
                        SchemaDifference.Kind.INDEX_MISMATCH,
                        "passages",
                        INDEX,
                        "index on embedding (DOT_PRODUCT)",
                        "index on embedding")),
                verify(session, ks, "DOT_PRODUCT"));

        session.execute("DROP INDEX " + ks + "." + INDEX);
        session.execute("CREATE CUSTOM INDEX " + INDEX + " ON " + ks + ".passages (embedding)"
                + " USING 'StorageAttachedIndex' WITH OPTIONS = {'similarity_function': 'DOT_PRODUCT'}");
        SchemaApplier.awaitSchemaAgreement(session);

        assertEquals(List.of(), verify(session, ks, "DOT_PRODUCT"));
        assertEquals(1, verify(session, ks, "EUCLIDEAN").size());
    }

    private static List<SchemaDifference> verify(CqlSession session, String keyspace, String similarity) {
        TableSpec passages = new TableSpec(
                "passages",
                List.of(ColumnSpec.partitionKey("id", "uuid"), ColumnSpec.regular("embedding", "vector<float, 3>")),
                List.of(new IndexSpec(INDEX, "embedding", similarity)));
        return SchemaVerifier.verify(session, keyspace, List.of(passages));
    }
}
