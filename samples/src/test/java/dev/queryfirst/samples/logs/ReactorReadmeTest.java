package dev.queryfirst.samples.logs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The README's "Reactive" snippet, as written there, with Reactor on a node. */
@CassandraTest
class ReactorReadmeTest {

    @Test
    void theSnippetTakesTheNewestRowsAndSaves(CqlSession session, TestKeyspace keyspace) {
        LogsSchema.create(session, keyspace.name(), Replication.simple(1));
        LogMessageDao dao = LogMessageDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
        Instant now = Instant.now();
        for (int i = 0; i < 30; i++) {
            LogMessage message = new LogMessage(
                    UUID.randomUUID(),
                    "web-1",
                    "nginx",
                    now.minus(Duration.ofMinutes(i)),
                    "INFO",
                    0,
                    "access",
                    null,
                    Map.of());
            // As in the README:
            Mono<Void> saved = Mono.from(dao.insertReactive(message)); // written when subscribed
            saved.block(Duration.ofSeconds(30));
        }

        Flux<LogMessage> newest = Flux.from(dao.recentBySourceReactive("web-1", 100))
                .take(20); // reads the partitions 20 rows need, no more

        List<LogMessage> taken = newest.collectList().block(Duration.ofSeconds(30));
        assertEquals(dao.recentBySource("web-1", 20), taken);
    }
}
