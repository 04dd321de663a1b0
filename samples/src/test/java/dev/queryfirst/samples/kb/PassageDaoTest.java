package dev.queryfirst.samples.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.QueryTrace;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.cql.TraceEvent;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Scored;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Nearest-neighbour reads on a real node (docs/vector-search.md), against exact brute force over
 * the same deterministic vectors (a seeded {@link Random}, no model): 1,000 passages of 128
 * dimensions in one tenant, 1,000 more spread over ten others. Like embeddings of text, the vectors
 * gather around topics (40 centres, each passage its topic plus noise); on structureless Gaussian
 * noise, where every point is about as far as every other, recall measured 0.71 within the
 * partition and 0.57 across the table. Recall is the share of the exact 10 nearest that the ANN
 * read returns, averaged over 20 queries.
 */
@CassandraTest
class PassageDaoTest {

    private static final int DIMENSIONS = 128;
    private static final int K = 10;
    private static final int QUERIES = 20;
    private static final float[][] TOPICS = new float[40][];

    private static PassageDao passages;
    private static final List<Passage> ACME = new ArrayList<>();
    private static final List<Passage> ALL = new ArrayList<>();

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        KbSchema.create(session, keyspace.name(), Replication.simple(1));
        passages = PassageDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
        Random random = new Random(37);
        for (int t = 0; t < TOPICS.length; t++) {
            TOPICS[t] = noise(random, 1);
        }
        for (int i = 0; i < 2_000; i++) {
            String tenant = i < 1_000 ? "acme" : "tenant-" + (i % 10);
            Passage passage = new Passage(new UUID(37, i), tenant, "passage " + i, vector(random));
            passages.insert(passage);
            ALL.add(passage);
            if (tenant.equals("acme")) {
                ACME.add(passage);
            }
        }
    }

    /** A passage's (or a query's) vector: a random topic's centre plus noise. */
    private static float[] vector(Random random) {
        float[] topic = TOPICS[random.nextInt(TOPICS.length)];
        float[] vector = noise(random, 0.35);
        for (int i = 0; i < DIMENSIONS; i++) {
            vector[i] += topic[i];
        }
        return vector;
    }

    private static float[] noise(Random random, double scale) {
        float[] vector = new float[DIMENSIONS];
        for (int i = 0; i < DIMENSIONS; i++) {
            vector[i] = (float) (random.nextGaussian() * scale);
        }
        return vector;
    }

    @Test
    void withinATenantRecallIsAtLeastNinetyPercent() {
        Random random = new Random(1);
        double recall = 0;
        for (int q = 0; q < QUERIES; q++) {
            float[] query = vector(random);
            List<Scored<Passage>> hits = passages.similarInTenant("acme", query);
            assertEquals(K, hits.size());
            assertTrue(hits.stream().allMatch(h -> h.row().tenant().equals("acme")), "stays in the partition");
            recall += recall(hits, exact(ACME, query));
        }
        recall /= QUERIES;
        assertTrue(recall >= 0.9, "recall within a partition " + recall);
    }

    @Test
    void acrossTheTableRecallIsAtLeastNinetyPercent() {
        Random random = new Random(2);
        double recall = 0;
        for (int q = 0; q < QUERIES; q++) {
            float[] query = vector(random);
            recall += recall(passages.similar(query), exact(ALL, query));
        }
        recall /= QUERIES;
        assertTrue(recall >= 0.9, "recall across the table " + recall);
    }

    @Test
    void scoresAreCassandrasCosineSimilarityMostSimilarFirst() {
        Passage known = ACME.get(123);
        List<Scored<Passage>> hits = passages.similarInTenant("acme", known.embedding());
        assertEquals(known.id(), hits.get(0).row().id(), "a stored vector finds itself first");
        assertEquals(1.0f, hits.get(0).score(), 1e-5f);
        for (int i = 0; i < hits.size(); i++) {
            Scored<Passage> hit = hits.get(i);
            // similarity_cosine is (1 + cos) / 2.
            assertEquals((1 + cosine(known.embedding(), hit.row().embedding())) / 2, hit.score(), 1e-4);
            if (i > 0) {
                assertTrue(hits.get(i - 1).score() >= hit.score(), "most similar first");
            }
        }
    }

    @Test
    void aWrongQueryVectorFailsNamingTheParameterBeforeAnyCql() {
        IllegalArgumentException shortVector =
                assertThrows(IllegalArgumentException.class, () -> passages.similarInTenant("acme", new float[3]));
        assertEquals("embedding has 3 dimensions; the column holds 128", shortVector.getMessage());
        float[] nan = new float[DIMENSIONS];
        nan[5] = Float.NaN;
        IllegalArgumentException withNan = assertThrows(IllegalArgumentException.class, () -> passages.similar(nan));
        assertEquals("embedding[5] is NaN; a query vector needs numbers", withNan.getMessage());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> passages.similar(null));
        assertTrue(none.getMessage().startsWith("embedding is null"), none.getMessage());
    }

    /** A passage without an embedding is written without it: no tombstone, and no search finds it. */
    @Test
    void aNullEmbeddingIsNotWritten(CqlSession session) {
        Passage bare = new Passage(UUID.randomUUID(), "bare", "no embedding yet", null);
        passages.insert(bare);
        QueryTrace trace = session.execute(SimpleStatement.newInstance(
                                "SELECT * FROM " + PassagesByTenantTable.NAME + " WHERE tenant = ?", "bare")
                        .setTracing(true))
                .getExecutionInfo()
                .getQueryTrace();
        String read = trace.getEvents().stream()
                .map(TraceEvent::getActivity)
                .filter(activity -> activity != null && activity.startsWith("Read "))
                .findFirst()
                .orElseThrow();
        assertEquals("Read 1 live rows and 0 tombstone cells", read);
        assertTrue(passages.similarInTenant("bare", ACME.get(0).embedding()).isEmpty());
        assertNull(session.execute(SimpleStatement.newInstance(
                        "SELECT embedding FROM " + PassagesByTenantTable.NAME + " WHERE tenant = ?", "bare"))
                .one()
                .getObject(0));
    }

    private static double recall(List<Scored<Passage>> hits, Set<UUID> exact) {
        Set<UUID> found = hits.stream().map(h -> h.row().id()).collect(Collectors.toSet());
        found.retainAll(exact);
        return found.size() / (double) K;
    }

    private static Set<UUID> exact(List<Passage> candidates, float[] query) {
        return candidates.stream()
                .sorted(Comparator.comparingDouble((Passage p) -> -cosine(query, p.embedding())))
                .limit(K)
                .map(Passage::id)
                .collect(Collectors.toCollection(HashSet::new));
    }

    private static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return dot / Math.sqrt(na * nb);
    }
}
