package dev.queryfirst.samples.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Scored;
import dev.queryfirst.runtime.listen.AccessListener;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/**
 * A nearest read has the forms every read has (docs/vector-search.md): {@code …Async} and
 * {@code …Reactive} return what the read returns, each call is an access-listener READ event with
 * its rows, and a bad query vector fails before any statement in every form.
 */
@CassandraTest
class NearestFormsTest {

    private static final List<String> EVENTS = new CopyOnWriteArrayList<>();
    private static PassageDao passages;
    private static float[] query;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        KbSchema.create(session, keyspace.name(), Replication.simple(1));
        AccessListener listener = (kind, entity, operation) -> {
            EVENTS.add(kind + " " + entity + "." + operation);
            return new AccessListener.Access() {
                @Override
                public void succeeded(int rows) {
                    EVENTS.add("rows " + rows);
                }

                @Override
                public void failed(Throwable error) {
                    EVENTS.add("failed " + error.getClass().getSimpleName());
                }
            };
        };
        passages = PassageDao.create(
                session, DaoOptions.defaults().withKeyspace(keyspace.name()).withAccessListener(listener));
        Random random = new Random(11);
        for (int i = 0; i < 60; i++) {
            passages.insert(
                    new Passage(new UUID(11, i), i % 2 == 0 ? "acme" : "globex", "passage " + i, vector(random)));
        }
        query = vector(random);
        EVENTS.clear();
    }

    @Test
    void theAsyncAndReactiveFormsReadWhatTheReadReads() throws Exception {
        List<UUID> read = ids(passages.similarInTenant("acme", query));
        assertEquals(10, read.size());
        assertEquals(
                read,
                ids(passages.similarInTenantAsync("acme", query)
                        .toCompletableFuture()
                        .get(30, TimeUnit.SECONDS)));
        assertEquals(read, ids(published(passages.similarInTenantReactive("acme", query))));
        assertEquals(ids(passages.similar(query)), ids(published(passages.similarReactive(query))));
        assertEquals(
                List.of(
                        "READ Passage.similarInTenant", "rows 10",
                        "READ Passage.similarInTenant", "rows 10",
                        "READ Passage.similarInTenant", "rows 10",
                        "READ Passage.similar", "rows 10",
                        "READ Passage.similar", "rows 10"),
                EVENTS.stream().filter(e -> !e.startsWith("failed")).toList());
    }

    @Test
    void aWrongQueryVectorFailsBeforeAnyStatementInEveryForm() throws InterruptedException {
        IllegalArgumentException async =
                assertThrows(IllegalArgumentException.class, () -> passages.similarInTenantAsync("acme", new float[3]));
        assertEquals("embedding has 3 dimensions; the column holds 128", async.getMessage());
        // The reactive form fails its subscriber, as every reactive form does with a bad argument.
        Collector collector = new Collector();
        passages.similarReactive(new float[3]).subscribe(collector);
        collector.subscription.request(1);
        assertTrue(collector.done.await(30, TimeUnit.SECONDS), "fails");
        assertTrue(collector.error instanceof IllegalArgumentException, String.valueOf(collector.error));
    }

    private static List<UUID> ids(List<Scored<Passage>> hits) {
        return hits.stream().map(hit -> hit.row().id()).toList();
    }

    private static List<Scored<Passage>> published(Publisher<Scored<Passage>> publisher) throws InterruptedException {
        Collector collector = new Collector();
        publisher.subscribe(collector);
        collector.subscription.request(Long.MAX_VALUE);
        assertTrue(collector.done.await(30, TimeUnit.SECONDS), "completes");
        return collector.items;
    }

    private static float[] vector(Random random) {
        float[] vector = new float[128];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = (float) random.nextGaussian();
        }
        return vector;
    }

    /** Collects what a publisher publishes; the subscription is requested by the test. */
    private static final class Collector implements Subscriber<Scored<Passage>> {
        final List<Scored<Passage>> items = new CopyOnWriteArrayList<>();
        final CountDownLatch done = new CountDownLatch(1);
        volatile Subscription subscription;
        volatile Throwable error;

        @Override
        public void onSubscribe(Subscription subscription) {
            this.subscription = subscription;
        }

        @Override
        public void onNext(Scored<Passage> item) {
            items.add(item);
        }

        @Override
        public void onError(Throwable failure) {
            error = failure;
            done.countDown();
        }

        @Override
        public void onComplete() {
            done.countDown();
        }
    }
}
